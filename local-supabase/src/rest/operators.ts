/**
 * The one table of PostgREST's filter operators (`col=op.value`): what the parser accepts and the SQL the
 * builder writes for each. A new operator is one entry here.
 */
export type Operator =
  /** `lhs <sql> value`, or `lhs <sql> ANY|ALL(values)` when quantifiable (`eq(any).{a,b}`) */
  | { kind: 'comparison'; sql: string; quantifiable: boolean }
  /** `lhs IS …`, the value one of IS_VALUES */
  | { kind: 'is' }
  /** `lhs = ANY(values)` */
  | { kind: 'in' }
  /** full-text search: `vector @@ <tsqueryFunction>([config,] value)` */
  | { kind: 'fts'; tsqueryFunction: string };

const comparison = (sql: string, quantifiable = false): Operator => ({
  kind: 'comparison',
  sql,
  quantifiable,
});

export const OPERATORS: Readonly<Record<string, Operator>> = {
  eq: comparison('=', true),
  neq: comparison('<>', true),
  gt: comparison('>', true),
  gte: comparison('>=', true),
  lt: comparison('<', true),
  lte: comparison('<=', true),
  like: comparison('LIKE', true),
  ilike: comparison('ILIKE', true),
  match: comparison('~', true),
  imatch: comparison('~*', true),
  isdistinct: comparison('IS DISTINCT FROM'),
  is: { kind: 'is' },
  in: { kind: 'in' },
  cs: comparison('@>'),
  cd: comparison('<@'),
  ov: comparison('&&'),
  sl: comparison('<<'),
  sr: comparison('>>'),
  // nxr: does not extend to the right of (&<); nxl: does not extend to the left of (&>)
  nxr: comparison('&<'),
  nxl: comparison('&>'),
  adj: comparison('-|-'),
  fts: { kind: 'fts', tsqueryFunction: 'to_tsquery' },
  plfts: { kind: 'fts', tsqueryFunction: 'plainto_tsquery' },
  phfts: { kind: 'fts', tsqueryFunction: 'phraseto_tsquery' },
  wfts: { kind: 'fts', tsqueryFunction: 'websearch_to_tsquery' },
};

/** The values of `is`, and the SQL of each */
export const IS_VALUES: Readonly<Record<string, string>> = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
};

export function operatorOf(name: string): Operator | undefined {
  return Object.hasOwn(OPERATORS, name) ? OPERATORS[name] : undefined;
}
