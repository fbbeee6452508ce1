import { AuthError, authErrors } from './auth-error';

/**
 * How large the user or app metadata of one user may be, as JSON. Both travel in every access token
 * (user_metadata and app_metadata claims), and a token must stay well under the 16 KiB an HTTP header may
 * have, or the account could no longer call any API.
 */
export const MAX_METADATA_BYTES = 8 * 1024;

// a NUL or an unpaired surrogate: PostgreSQL's jsonb refuses both (22P05)
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what is looked for
const NOT_STORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** every key and string of a parsed JSON value storable in jsonb, walked without recursion */
function isStorable(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (typeof current === 'string') {
      if (NOT_STORABLE.test(current)) return false;
    } else if (Array.isArray(current)) {
      stack.push(...(current as unknown[]));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (NOT_STORABLE.test(key)) return false;
        stack.push(item);
      }
    }
  }
  return true;
}

/**
 * A metadata field of a request (sign-up `data`, `user_metadata`, `app_metadata`) checked before it is
 * stored: GoTrue decodes it into a map, so anything but an object is 400 bad_json; an object PostgreSQL
 * cannot store, or one too large for a token, is 400 validation_failed rather than a database error.
 * Missing or null is undefined (nothing to store).
 */
export function metadataOf(value: unknown, field: string): Record<string, unknown> | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new AuthError(
      400,
      'bad_json',
      `Could not parse request body as JSON: json: cannot unmarshal ${Array.isArray(value) ? 'array' : typeof value} into Go struct field .${field} of type map[string]interface {}`,
    );
  }
  if (!isStorable(value)) {
    throw authErrors.validation(`${field} contains characters that cannot be stored`);
  }
  // the body parser already refused deep nesting, so this cannot overflow the stack
  const text = JSON.stringify(value);
  if (Buffer.byteLength(text, 'utf8') > MAX_METADATA_BYTES) {
    throw authErrors.validation(`${field} is too large: at most ${MAX_METADATA_BYTES} bytes of JSON`);
  }
  return value as Record<string, unknown>;
}
