import { errors } from './errors';
import { IS_VALUES, operatorOf } from './operators';
import type {
  Condition,
  FieldRef,
  FilterCondition,
  JsonPathStep,
  LevelModifiers,
  LogicCondition,
  OrderTerm,
  ParsedQuery,
  Preferences,
  Quantifier,
  SelectItem,
  Aggregate,
} from './types';

const RESERVED_KEYS = new Set(['select', 'columns', 'on_conflict', 'order', 'limit', 'offset']);

/** Characters that end a bare identifier in select/order/logic grammar. */
const NAME_STOP = new Set([',', '(', ')', '!', ':', '"', '.', '*']);

/** Deep nesting is never legitimate and would only exhaust the stack. */
const MAX_NESTING = 16;

class Cursor {
  pos = 0;
  depth = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  get done(): boolean {
    return this.pos >= this.text.length;
  }
  peek(offset = 0): string {
    return this.text[this.pos + offset] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  expect(s: string): void {
    if (!this.startsWith(s)) this.fail(`expecting "${s}"`);
    this.pos += s.length;
  }
  enter(): void {
    if (++this.depth > MAX_NESTING) this.fail(`nesting deeper than ${MAX_NESTING} levels`);
  }
  leave(): void {
    this.depth--;
  }
  fail(expectation: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw errors.parse(
      `"failed to parse ${this.what} (${this.text})"`,
      `unexpected ${found} at position ${this.pos + 1}, ${expectation}`,
    );
  }
}

/** A double-quoted token with backslash escapes, cursor on the opening quote. */
function readQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  for (;;) {
    if (c.done) c.fail('expecting closing quote');
    const ch = c.peek();
    c.pos++;
    if (ch === '"') return out;
    if (ch === '\\') {
      if (c.done) c.fail('expecting escaped character');
      out += c.peek();
      c.pos++;
    } else out += ch;
  }
}

function readName(c: Cursor): string {
  if (c.peek() === '"') return readQuoted(c);
  const start = c.pos;
  while (!c.done && !NAME_STOP.has(c.peek()) && !c.startsWith('->')) c.pos++;
  const name = c.text.slice(start, c.pos);
  if (!name) c.fail('expecting a field name');
  return name;
}

function readJsonPath(c: Cursor): JsonPathStep[] {
  const steps: JsonPathStep[] = [];
  while (c.startsWith('->')) {
    const arrow = c.startsWith('->>') ? '->>' : '->';
    c.pos += arrow.length;
    steps.push({ arrow, key: readName(c) });
  }
  return steps;
}

function readField(c: Cursor): FieldRef {
  const name = readName(c);
  return { name, jsonPath: readJsonPath(c) };
}

/** Parses a whole field reference such as `data->a->>b`. */
export function parseField(text: string, what = 'field'): FieldRef {
  const c = new Cursor(text, what);
  const field = readField(c);
  if (!c.done) c.fail('expecting end of field');
  return field;
}

// ---------------------------------------------------------------- select

function readSelectItems(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (nested && c.peek() === ')') return items;
  for (;;) {
    items.push(readSelectItem(c));
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    return items;
  }
}

function readSelectItem(c: Cursor): SelectItem {
  if (c.peek() === '*') {
    c.pos++;
    return { kind: 'star' };
  }
  const spread = c.startsWith('...');
  if (spread) c.pos += 3;
  let alias: string | null = null;
  let name = readName(c);
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    name = readName(c);
  }
  if (name === 'count' && c.startsWith('()') && !spread) {
    // the count() aggregate, optionally cast: count()::text
    c.pos += 2;
    const aggregateCast = readCast(c);
    return {
      kind: 'column',
      field: { name: '*', jsonPath: [] },
      alias,
      cast: null,
      aggregate: 'count',
      aggregateCast,
    };
  }
  if (c.peek() === '!' || c.peek() === '(') {
    let hint: string | null = null;
    let joinType: 'left' | 'inner' = 'left';
    while (c.peek() === '!') {
      c.pos++;
      const mark = readName(c);
      if (mark === 'inner' || mark === 'left') joinType = mark;
      else if (hint === null) hint = mark;
      else c.fail('expecting at most one hint');
    }
    c.expect('(');
    c.enter();
    const children = readSelectItems(c, true);
    c.leave();
    c.expect(')');
    return spread
      ? { kind: 'embed', relation: name, alias, hint, joinType, children, spread }
      : { kind: 'embed', relation: name, alias, hint, joinType, children };
  }
  if (spread) c.fail('expecting "(" after the spread relation');
  const jsonPath = readJsonPath(c);
  const cast = readCast(c);
  const aggregate = /^\.(count|sum|avg|max|min)\(\)/.exec(c.text.slice(c.pos));
  if (aggregate) {
    c.pos += aggregate[0].length;
    const aggregateCast = readCast(c);
    return {
      kind: 'column',
      field: { name, jsonPath },
      alias,
      cast,
      aggregate: aggregate[1] as Aggregate,
      aggregateCast,
    };
  }
  return { kind: 'column', field: { name, jsonPath }, alias, cast };
}

function readCast(c: Cursor): string | null {
  if (!c.startsWith('::')) return null;
  c.pos += 2;
  const start = c.pos;
  while (!c.done && /[A-Za-z0-9_[\]]/.test(c.peek())) c.pos++;
  const cast = c.text.slice(start, c.pos);
  if (!cast) c.fail('expecting a type name');
  return cast;
}

export function parseSelect(text: string | null): SelectItem[] {
  if (text === null || text === '') return [{ kind: 'star' }];
  const c = new Cursor(text, 'select');
  const items = readSelectItems(c, false);
  if (!c.done) c.fail('expecting "," or end of select');
  return items;
}

// ---------------------------------------------------------------- filters

/** Parses `(a,"b,c")` or `{a,b}`: elements may be double-quoted; bare elements are trimmed of nothing. */
function parseList(text: string, open: string, close: string, what: string): string[] {
  const c = new Cursor(text, what);
  c.expect(open);
  const items: string[] = [];
  if (c.peek() === close) {
    c.pos++;
  } else {
    for (;;) {
      if (c.peek() === '"') items.push(readQuoted(c));
      else {
        const start = c.pos;
        while (!c.done && c.peek() !== ',' && c.peek() !== close) c.pos++;
        items.push(c.text.slice(start, c.pos));
      }
      if (c.peek() === ',') {
        c.pos++;
        continue;
      }
      c.expect(close);
      break;
    }
  }
  if (!c.done) c.fail('expecting end of list');
  return items;
}

const likeWildcards = (v: string): string => v.replace(/\*/g, '%');

/**
 * Parses the right-hand side of a filter (`[not.]op[(modifier)].value`).
 * `quotedValue` is set when the value came from a logic tree, where double quotes delimit it.
 */
function buildFilter(field: FieldRef, expression: string, fromLogicTree: boolean): FilterCondition {
  let rest = expression;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.([\s\S]*)$/.exec(rest);
  if (!match)
    throw errors.parse(
      `"failed to parse filter (${expression})"`,
      'expecting an operator such as eq., in. or is.',
    );
  const operator = match[1] as string;
  const modifier = match[2] ?? null;
  let raw = match[3] as string;
  const known = operatorOf(operator);
  if (!known) {
    throw errors.parse(`"failed to parse filter (${expression})"`, `unknown operator "${operator}"`);
  }

  let quantifier: Quantifier | null = null;
  let config: string | null = null;
  if (modifier !== null) {
    if (known.kind === 'fts' && /^[A-Za-z0-9_]+$/.test(modifier)) config = modifier;
    else if (known.kind === 'comparison' && known.quantifiable && (modifier === 'any' || modifier === 'all'))
      quantifier = modifier;
    else
      throw errors.parse(`"failed to parse filter (${expression})"`, `unexpected modifier "(${modifier})"`);
  }

  if (fromLogicTree && raw.startsWith('"') && operator !== 'in')
    raw = parseList(`{${raw}}`, '{', '}', 'filter')[0] ?? '';

  let value: string | string[];
  if (operator === 'in') value = parseList(raw, '(', ')', `filter (${expression})`);
  else if (quantifier) value = parseList(raw, '{', '}', `filter (${expression})`);
  else value = raw;

  if (operator === 'is') {
    const lowered = (value as string).toLowerCase();
    if (!Object.hasOwn(IS_VALUES, lowered)) {
      throw errors.parse(
        `"failed to parse filter (${expression})"`,
        'expecting null, not_null, true, false or unknown',
      );
    }
    value = lowered;
  }
  if (operator === 'like' || operator === 'ilike') {
    value = Array.isArray(value) ? value.map(likeWildcards) : likeWildcards(value);
  }
  return { kind: 'filter', field, negated, operator, quantifier, config, value };
}

export function parseFilter(column: string, expression: string): FilterCondition {
  return buildFilter(parseField(column, 'filter'), expression, false);
}

/** Reads one logic-tree operand value: "quoted", {array}, (list) or bare text up to `,` / `)`. */
function readLogicValue(c: Cursor): string {
  const start = c.pos;
  const ch = c.peek();
  if (ch === '"') {
    readQuoted(c);
    return c.text.slice(start, c.pos);
  }
  if (ch === '{' || ch === '(') {
    const close = ch === '{' ? '}' : ')';
    c.pos++;
    while (!c.done && c.peek() !== close) {
      if (c.peek() === '"') readQuoted(c);
      else c.pos++;
    }
    c.expect(close);
    return c.text.slice(start, c.pos);
  }
  while (!c.done && c.peek() !== ',' && c.peek() !== ')') c.pos++;
  return c.text.slice(start, c.pos);
}

function readLogicItems(c: Cursor): Condition[] {
  c.expect('(');
  c.enter();
  const items: Condition[] = [];
  for (;;) {
    items.push(readLogicItem(c));
    if (c.peek() === ',') {
      c.pos++;
      continue;
    }
    c.expect(')');
    c.leave();
    return items;
  }
}

function readLogicItem(c: Cursor): Condition {
  const nested = /^(not\.)?(and|or)\(/.exec(c.text.slice(c.pos));
  if (nested) {
    c.pos += nested[0].length - 1;
    return {
      kind: 'logic',
      operator: nested[2] as 'and' | 'or',
      negated: Boolean(nested[1]),
      children: readLogicItems(c),
    };
  }
  const field = readField(c);
  c.expect('.');
  // operator part: [not.]op[(modifier)].
  const opMatch = /^(not\.)?[a-z]+(\([^)]*\))?\./.exec(c.text.slice(c.pos));
  if (!opMatch) c.fail('expecting an operator');
  c.pos += opMatch[0].length;
  const value = readLogicValue(c);
  return buildFilter(field, opMatch[0] + value, true);
}

export function parseLogicTree(operator: 'and' | 'or', negated: boolean, value: string): LogicCondition {
  const c = new Cursor(value, 'logic tree');
  const children = readLogicItems(c);
  if (!c.done) c.fail('expecting end of logic tree');
  return { kind: 'logic', operator, negated, children };
}

// ---------------------------------------------------------------- order, limit, columns

export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    let relation: string | undefined;
    let field = readField(c);
    // a related order: `clients(name)` orders by a column of a to-one embed
    if (c.peek() === '(' && field.jsonPath.length === 0) {
      c.pos++;
      relation = field.name;
      field = readField(c);
      c.expect(')');
    }
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (c.peek() === '.') {
      c.pos++;
      const word = readName(c);
      if ((word === 'asc' || word === 'desc') && direction === null) direction = word;
      else if (word === 'nullsfirst' && nulls === null) nulls = 'first';
      else if (word === 'nullslast' && nulls === null) nulls = 'last';
      else c.fail('expecting asc, desc, nullsfirst or nullslast');
    }
    terms.push(relation === undefined ? { field, direction, nulls } : { relation, field, direction, nulls });
    if (c.done) return terms;
    c.expect(',');
  }
}

function parseCount(text: string, what: 'limit' | 'offset'): string {
  if (!/^\d{1,18}$/.test(text))
    throw errors.parse(`"failed to parse ${what} (${text})"`, 'expecting a non-negative integer');
  return text;
}

/** `columns="a","b"` or `on_conflict=a,b`. */
export function parseNameList(text: string, what: string): string[] {
  const c = new Cursor(text, what);
  const names: string[] = [];
  for (;;) {
    names.push(readName(c));
    if (c.done) return names;
    c.expect(',');
  }
}

// ---------------------------------------------------------------- the whole query string

function emptyLevel(): LevelModifiers {
  return { conditions: [], order: [], limit: null, offset: null };
}

/**
 * Classifies every query parameter. `isArgument` claims parameters that are RPC arguments (GET /rpc/fn).
 */
export function parseQuery(
  query: URLSearchParams,
  isArgument: (key: string) => boolean = () => false,
): ParsedQuery {
  const parsed: ParsedQuery = {
    select: parseSelect(query.get('select')),
    root: emptyLevel(),
    embedded: new Map(),
    columns: null,
    onConflict: null,
  };
  const levelFor = (path: string[]): LevelModifiers => {
    if (path.length === 0) return parsed.root;
    const key = path.join('.');
    let level = parsed.embedded.get(key);
    if (!level) {
      level = emptyLevel();
      parsed.embedded.set(key, level);
    }
    return level;
  };

  for (const [key, value] of query) {
    if (key.includes('\u0000') || value.includes('\u0000')) {
      throw errors.parse('"failed to parse query string"', 'the query string contains a NUL character');
    }
    if (key === 'columns') {
      parsed.columns = parseNameList(value, 'columns');
      continue;
    }
    if (key === 'on_conflict') {
      parsed.onConflict = parseNameList(value, 'on_conflict');
      continue;
    }
    if (key === 'select' || isArgument(key)) continue;
    if (key === '') throw errors.parse('"failed to parse filter ()"', 'empty filter key');

    const segments = key.split('.');
    const last = segments[segments.length - 1] as string;
    if (last === 'or' || last === 'and') {
      const negated = segments[segments.length - 2] === 'not';
      const path = segments.slice(0, segments.length - (negated ? 2 : 1));
      levelFor(path).conditions.push(parseLogicTree(last, negated, value));
    } else if (RESERVED_KEYS.has(last)) {
      const level = levelFor(segments.slice(0, -1));
      if (last === 'order') level.order = parseOrder(value);
      else if (last === 'limit') level.limit = parseCount(value, 'limit');
      else if (last === 'offset') level.offset = parseCount(value, 'offset');
      else throw errors.parse(`"failed to parse ${key}"`, `"${last}" is only allowed at the top level`);
    } else {
      levelFor(segments.slice(0, -1)).conditions.push(parseFilter(last, value));
    }
  }
  return parsed;
}

// ---------------------------------------------------------------- headers

export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    applied: [],
    invalid: [],
  };
  if (!header) return prefs;
  for (const part of header.split(',')) {
    if (part.trim() === '') continue;
    const [rawName, rawValue] = part.split('=');
    const name = (rawName ?? '').trim();
    const value = (rawValue ?? '').trim();
    const item = `${name}=${value}`;
    if (
      name === 'return' &&
      (value === 'minimal' || value === 'representation' || value === 'headers-only')
    ) {
      prefs.return = value;
    } else if (name === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
    } else if (name === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
    } else if (name === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    } else if (name === 'tx' && (value === 'commit' || value === 'rollback')) {
      prefs.tx = value;
    } else if (name === 'handling' && (value === 'strict' || value === 'lenient')) {
      prefs.handling = value;
    } else if (name === 'max-affected' && /^\d{1,15}$/.test(value)) {
      prefs.maxAffected = Number(value);
    } else if (name === 'timezone' || name === 'params') {
      continue;
    } else {
      prefs.invalid.push(part.trim());
      continue;
    }
    prefs.applied.push(item);
  }
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) throw errors.invalidPreferences(prefs.invalid);
  return prefs;
}

export function wantsSingleObject(accept: string | undefined): boolean {
  return Boolean(accept && /application\/vnd\.pgrst\.object(\+json)?/i.test(accept));
}
