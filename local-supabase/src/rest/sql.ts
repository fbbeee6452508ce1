/** SQL text helpers. Every identifier goes through quoteIdent, every request value through Params. */
import { errors } from './errors';

export function quoteIdent(name: string): string {
  if (name.includes('\u0000'))
    throw errors.parse('"failed to parse identifier"', 'identifiers cannot contain a NUL character');
  return `"${name.replace(/"/g, '""')}"`;
}

export function quoteQualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** Only for strings that are already validated against the schema cache (never raw request values). */
export function quoteLiteral(value: string): string {
  if (value.includes('\u0000'))
    throw errors.parse('"failed to parse literal"', 'literals cannot contain a NUL character');
  return `'${value.replace(/'/g, "''")}'`;
}

/** Collects bound parameters; add() returns the placeholder to put into the SQL text. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Type names a request may cast to (select=col::type). Anything else is rejected, so a cast can never
 * smuggle SQL text or reach an unexpected type input function.
 */
const CASTABLE_TYPES = new Set([
  'text',
  'varchar',
  'char',
  'name',
  'citext',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'decimal',
  'real',
  'float4',
  'float8',
  'bool',
  'boolean',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'uuid',
  'json',
  'jsonb',
  'text[]',
  'int[]',
  'int4[]',
  'int8[]',
  'integer[]',
  'bigint[]',
  'uuid[]',
  'numeric[]',
  'boolean[]',
]);

export function isCastable(typeName: string): boolean {
  return CASTABLE_TYPES.has(typeName.toLowerCase());
}

/** Escapes one element of a Postgres array literal ({"a","b"}). */
export function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
