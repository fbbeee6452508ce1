import { storageErrors } from './storage-error';

/**
 * What an upload stores and a download later sends back as a header (Content-Type, Cache-Control, ETag)
 * is checked on the way in: a value Node would refuse in setHeader (a line break, any control
 * character, anything outside Latin-1) would otherwise be stored and make every GET of the object fail.
 * Only visible ASCII, space and tab are taken; the limits keep a response's header block small.
 */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/;
const MAX_CACHE_CONTROL = 1024;
const MAX_CONTENT_TYPE = 1024;

export function isSafeHeaderValue(value: string, maxLength = 8192): boolean {
  return value.length <= maxLength && HEADER_VALUE.test(value);
}

/** the value as it is when it may be sent as a header, else the fallback (objects stored before the check) */
export function headerValueOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' && isSafeHeaderValue(value) ? value : fallback;
}

/** Supabase's rule: a bare number of seconds becomes max-age=<n>; nothing given is no-cache */
export function cacheControlFrom(value: string | undefined): string {
  if (value === undefined || value === '') return 'no-cache';
  const trimmed = value.trim();
  const cacheControl = /^\d+$/.test(trimmed) ? `max-age=${trimmed}` : value;
  if (!isSafeHeaderValue(cacheControl, MAX_CACHE_CONTROL) || cacheControl.trim() === '') {
    throw storageErrors.invalidRequest(
      'Invalid cacheControl: a number of seconds or a Cache-Control header value, without control characters',
    );
  }
  return cacheControl;
}

const TOKEN = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const MEDIA_TYPE = new RegExp(`^${TOKEN}/${TOKEN}(\\s*;.*)?$`);

/** a declared Content-Type: type/subtype with optional parameters, sendable as a header */
export function assertContentType(value: string): string {
  const trimmed = value.trim();
  if (!MEDIA_TYPE.test(trimmed) || !isSafeHeaderValue(trimmed, MAX_CONTENT_TYPE)) {
    throw storageErrors.invalidContentType();
  }
  return trimmed;
}

/** a file size limit of a bucket's setting, with upstream's units (decimal: 1MB = 1,000,000 bytes) */
export function fileSizeLimitFrom(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value) || value < 0) throw storageErrors.invalidFileSizeLimit();
    return value;
  }
  if (typeof value !== 'string') throw storageErrors.invalidFileSizeLimit();
  if (/^\d+$/.test(value)) return fileSizeLimitFrom(Number(value));
  const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value);
  if (!match) throw storageErrors.invalidFileSizeLimit();
  const amount = Number(Number.parseFloat(match[1]!).toPrecision(3));
  const unit = match[2]!.toUpperCase();
  const factor = unit === 'GB' ? 1e9 : unit === 'MB' ? 1e6 : unit === 'KB' ? 1e3 : 1;
  return Math.round(amount * factor);
}

const ALLOWED_MIME_TYPE =
  /^(?:\*|(?:[a-zA-Z0-9\-+.]+|\*)\/(?:[a-zA-Z0-9\-+.]+|\*)(?:;\s*charset=[a-zA-Z0-9-]+)?)$/;

/** a bucket's allowed_mime_types: null (any type) or strings like image/png, image/*, text/plain; charset=utf-8 */
export function allowedMimeTypesFrom(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw storageErrors.invalidRequest('body/allowed_mime_types must be an array of strings');
  }
  const types = (value as string[]).filter((type) => type);
  for (const type of types) {
    if (type.length > 1000 || !ALLOWED_MIME_TYPE.test(type)) throw storageErrors.invalidMimeType(type);
  }
  return types;
}

const MAX_METADATA_BYTES = 1024 * 1024;
const MAX_METADATA_DEPTH = 32;
// a NUL or an unpaired surrogate: PostgreSQL's jsonb refuses both (22P05), text refuses NUL (22021)
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const NOT_STORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** text that PostgreSQL can store as text (no NUL, no unpaired surrogate) */
export function isStorableText(value: string): boolean {
  return !NOT_STORABLE.test(value);
}

/**
 * User metadata of an upload (the form's `metadata` JSON, or the base64 JSON of `x-metadata`): a JSON
 * object at most 1 MiB, 32 levels deep, with nothing PostgreSQL's jsonb refuses. Upstream ignores a value
 * that is no JSON; a value that is JSON but cannot be stored is refused with 400 here rather than 500.
 */
export function userMetadataFrom(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  const text = base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
  if (Buffer.byteLength(text, 'utf8') > MAX_METADATA_BYTES) throw storageErrors.tooLarge('user_metadata');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw storageErrors.invalidRequest('Invalid metadata: not a JSON object');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('Invalid metadata: not a JSON object');
  }
  assertStorableJson(parsed, 'metadata');
  return parsed as Record<string, unknown>;
}

/** walks a parsed JSON value without recursion: depth, and every key and string storable */
export function assertStorableJson(value: unknown, what: string): void {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current))
        throw storageErrors.invalidRequest(`Invalid ${what}: unsupported character`);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth > MAX_METADATA_DEPTH) {
      throw storageErrors.invalidRequest(`Invalid ${what}: nested more than ${MAX_METADATA_DEPTH} levels`);
    }
    if (Array.isArray(current)) {
      for (const item of current as unknown[]) stack.push({ value: item, depth: depth + 1 });
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isStorableText(key)) throw storageErrors.invalidRequest(`Invalid ${what}: unsupported character`);
      stack.push({ value: item, depth: depth + 1 });
    }
  }
}
