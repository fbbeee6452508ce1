export type TomlValue = string | number | boolean | TomlValue[] | TomlTable;
export interface TomlTable {
  [key: string]: TomlValue;
}

function stripComment(line: string): string {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quote) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '#') return line.slice(0, index);
  }
  return line;
}

function parseScalar(raw: string): TomlValue {
  const text = raw.trim();
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) return text.slice(1, -1);
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (text.startsWith('[')) {
    const inner = text.slice(1, -1).trim();
    if (!inner) return [];
    const items: string[] = [];
    let current = '';
    let quote: string | undefined;
    for (const char of inner) {
      if (quote) {
        current += char;
        if (char === quote) quote = undefined;
      } else if (char === '"' || char === "'") {
        quote = char;
        current += char;
      } else if (char === ',') {
        items.push(current);
        current = '';
      } else current += char;
    }
    if (current.trim()) items.push(current);
    return items.map((item) => parseScalar(item));
  }
  const number = Number(text.replace(/_/g, ''));
  return Number.isFinite(number) ? number : text;
}

function splitKey(key: string): string[] {
  return key.split('.').map((part) => part.trim().replace(/^"(.*)"$/, '$1'));
}

/** Just enough TOML for supabase/config.toml: tables, dotted keys, strings, numbers, booleans, arrays */
export function parseToml(source: string): TomlTable {
  const root: TomlTable = {};
  let table = root;
  const lines = source.split(/\r?\n/);
  for (let index = 0; index < lines.length; index++) {
    let line = stripComment(lines[index] ?? '').trim();
    if (!line) continue;
    const header = /^\[([^[\]]+)\]$/.exec(line);
    if (header) {
      table = root;
      for (const part of splitKey(header[1]!)) {
        if (typeof table[part] !== 'object' || Array.isArray(table[part])) table[part] = {};
        table = table[part];
      }
      continue;
    }
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    let value = line.slice(equals + 1).trim();
    // multi-line arrays
    while (value.startsWith('[') && !value.endsWith(']') && index + 1 < lines.length) {
      index++;
      value += ' ' + stripComment(lines[index] ?? '').trim();
    }
    line = line.slice(0, equals);
    const keys = splitKey(line);
    let target = table;
    for (const part of keys.slice(0, -1)) {
      if (typeof target[part] !== 'object' || Array.isArray(target[part])) target[part] = {};
      target = target[part];
    }
    target[keys[keys.length - 1]!] = parseScalar(value);
  }
  return root;
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** "5MB", "5MiB", 5000000 → bytes */
export function parseByteSize(value: TomlValue | undefined): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([a-zA-Z]*)\s*$/.exec(value);
  if (!match) return null;
  const unit = UNITS[(match[2] || 'b').toLowerCase()];
  return unit ? Math.round(Number(match[1]) * unit) : null;
}
