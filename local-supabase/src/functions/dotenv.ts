const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' };

/**
 * The dotenv format the Supabase CLI reads for function secrets: `KEY=value` lines, `#` comments, an
 * optional `export ` prefix, single quotes taken literally, double quotes with `\n`-style escapes (and
 * spanning lines), unquoted values trimmed and cut at ` #`. No `${VAR}` expansion.
 */
export function parseDotenv(source: string): Record<string, string> {
  const values: Record<string, string> = {};
  const text = source.replace(/\r\n?/g, '\n');
  let index = 0;
  while (index < text.length) {
    const newline = text.indexOf('\n', index);
    const lineEnd = newline === -1 ? text.length : newline;
    const line = text.slice(index, lineEnd);
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*/.exec(line);
    if (!match) {
      index = lineEnd + 1;
      continue;
    }
    const key = match[1]!;
    let position = index + match[0].length;
    const quote = text[position];
    if (quote === '"' || quote === "'") {
      let value = '';
      position++;
      while (position < text.length && text[position] !== quote) {
        const char = text[position]!;
        if (quote === '"' && char === '\\' && position + 1 < text.length) {
          const next = text[position + 1]!;
          value += ESCAPES[next] ?? `\\${next}`;
          position += 2;
        } else {
          value += char;
          position++;
        }
      }
      values[key] = value;
      const end = text.indexOf('\n', position);
      index = end === -1 ? text.length : end + 1;
      continue;
    }
    values[key] = text
      .slice(position, lineEnd)
      .replace(/\s+#.*$/, '')
      .trim();
    index = lineEnd + 1;
  }
  return values;
}
