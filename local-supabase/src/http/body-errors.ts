/** the request body is not valid JSON; each API answers it in its own shape */
export class InvalidJsonBodyError extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * How deep a request body may nest. JSON.parse copes with any depth, but everything after it that walks
 * the value recursively (JSON.stringify, PostgreSQL's json parser) overflows its stack on a 50,000-deep
 * array; no request of this API needs more than a few levels.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * The deepest nesting of arrays and objects in a JSON text, counted without parsing (and without
 * recursion), stopping as soon as it passes `limit`. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

export function parseJsonText(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (jsonDepthExceeds(text)) {
    throw new InvalidJsonBodyError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InvalidJsonBodyError(error);
  }
}

export function isBodyTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_ERR_CTP_BODY_TOO_LARGE' || code === 'FST_REQ_FILE_TOO_LARGE';
}
