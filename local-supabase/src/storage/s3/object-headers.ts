/**
 * What GetObject and HeadObject answer besides the bytes: the object's headers, its user metadata as
 * x-amz-meta-*, the conditional headers (If-Match, If-None-Match, If-Modified-Since, If-Unmodified-Since)
 * and one byte range, as S3 reads them.
 */
import { isSafeHeaderValue, isStorableText } from '../header-values';
import { s3Errors } from './s3-error';

type Headers = Record<string, string | string[] | undefined>;

export interface ObjectHead {
  size: number;
  contentType: string;
  cacheControl: string;
  eTag: string;
  lastModified: Date;
  userMetadata: unknown;
}

const META_PREFIX = 'x-amz-meta-';
/** S3's limit on the user metadata of an object: names and values together */
const MAX_USER_METADATA_BYTES = 2048;

function header(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** the x-amz-meta-* headers of a PutObject as the object's user metadata (names without the prefix); null when none */
export function userMetadataFromHeaders(headers: Headers): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  let bytes = 0;
  for (const name of Object.keys(headers)) {
    if (!name.startsWith(META_PREFIX)) continue;
    const value = header(headers, name) ?? '';
    const key = name.slice(META_PREFIX.length);
    if (!isStorableText(value)) throw s3Errors.invalidArgument('Invalid metadata value', name, '');
    bytes += Buffer.byteLength(key) + Buffer.byteLength(value);
    metadata[key] = value;
  }
  if (bytes > MAX_USER_METADATA_BYTES) throw s3Errors.metadataTooLarge(MAX_USER_METADATA_BYTES);
  return Object.keys(metadata).length > 0 ? metadata : null;
}

/** the object's headers; of its user metadata, the string values that can be sent as headers */
export function objectHeaders(head: ObjectHead): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': head.contentType,
    'Cache-Control': head.cacheControl,
    ETag: head.eTag,
    'Last-Modified': head.lastModified.toUTCString(),
    'Accept-Ranges': 'bytes',
  };
  if (typeof head.userMetadata === 'object' && head.userMetadata !== null) {
    for (const [name, value] of Object.entries(head.userMetadata)) {
      const headerName = `${META_PREFIX}${name.toLowerCase()}`;
      if (
        typeof value === 'string' &&
        /^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(headerName) &&
        isSafeHeaderValue(value)
      ) {
        headers[headerName] = value;
      }
    }
  }
  return headers;
}

/** GetObject's response-* query parameters: the headers they set on this answer */
const RESPONSE_OVERRIDES: Record<string, string> = {
  'response-content-type': 'Content-Type',
  'response-content-language': 'Content-Language',
  'response-expires': 'Expires',
  'response-cache-control': 'Cache-Control',
  'response-content-disposition': 'Content-Disposition',
  'response-content-encoding': 'Content-Encoding',
};

export function responseOverrides(query: Record<string, string | string[]>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [parameter, name] of Object.entries(RESPONSE_OVERRIDES)) {
    const value = query[parameter];
    if (value === undefined) continue;
    const text = Array.isArray(value) ? value[0]! : value;
    if (!isSafeHeaderValue(text)) throw s3Errors.invalidArgument('Invalid header value', parameter, '');
    headers[name] = text;
  }
  return headers;
}

/** an entity tag without its weakness mark: W/"abc" and "abc" are the same object */
function sameTag(list: string, eTag: string): boolean {
  return list
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === eTag || `"${tag}"` === eTag);
}

/** HTTP dates have whole seconds */
function notAfter(lastModified: Date, value: string): boolean | undefined {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  return Math.floor(lastModified.getTime() / 1000) <= Math.floor(time / 1000);
}

/**
 * S3's reading of the conditional headers: 412 when If-Match fails (or, without If-Match,
 * If-Unmodified-Since), 304 when If-None-Match matches (or, without If-None-Match, If-Modified-Since holds).
 */
export function conditionOf(headers: Headers, eTag: string, lastModified: Date): 304 | 412 | undefined {
  const ifMatch = header(headers, 'if-match');
  const ifUnmodifiedSince = header(headers, 'if-unmodified-since');
  if (
    ifMatch !== undefined
      ? !sameTag(ifMatch, eTag)
      : ifUnmodifiedSince !== undefined && notAfter(lastModified, ifUnmodifiedSince) === false
  ) {
    return 412;
  }
  const ifNoneMatch = header(headers, 'if-none-match');
  const ifModifiedSince = header(headers, 'if-modified-since');
  if (
    ifNoneMatch !== undefined
      ? sameTag(ifNoneMatch, eTag)
      : ifModifiedSince !== undefined && notAfter(lastModified, ifModifiedSince) === true
  ) {
    return 304;
  }
  return undefined;
}

/** the first and last byte of a Range header's one range; undefined for no range (or one S3 ignores) */
export function byteRangeOf(
  value: string | undefined,
  size: number,
): { start: number; end: number } | undefined {
  const match = value === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(value.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) throw s3Errors.invalidRange(size);
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) throw s3Errors.invalidRange(size);
  return end < start ? undefined : { start, end };
}
