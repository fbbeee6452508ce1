/**
 * A request field (JSON body or query) read as text, as String() reads a primitive: a string as it is, a
 * number or boolean in its usual form; anything else (missing, null, an object or array) is the fallback.
 */
export function textField(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return fallback;
}
