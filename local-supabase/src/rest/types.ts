/** The parsed form of a PostgREST request's query string. */

export interface JsonPathStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  name: string;
  jsonPath: JsonPathStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'column';
      field: FieldRef;
      alias: string | null;
      cast: string | null;
      /** an aggregate (`col.sum()`, `count()`: field name "*"), allowed with db-aggregates-enabled */
      aggregate?: Aggregate;
      /** the cast of the aggregate's result: `col.sum()::int` */
      aggregateCast?: string | null;
      /** PostgREST's legacy `count` (no parentheses): count(*), allowed even without db-aggregates-enabled */
      legacyCount?: boolean;
    }
  | {
      kind: 'embed';
      relation: string;
      alias: string | null;
      hint: string | null;
      joinType: 'left' | 'inner';
      children: SelectItem[];
      /** `...rel(cols)`: the embedded columns become columns of the parent */
      spread?: boolean;
    };

export type Quantifier = 'any' | 'all';

export type Aggregate = 'count' | 'sum' | 'avg' | 'max' | 'min';

export interface FilterCondition {
  kind: 'filter';
  field: FieldRef;
  negated: boolean;
  operator: string;
  quantifier: Quantifier | null;
  /** fts config name, e.g. "simple" in fts(simple) */
  config: string | null;
  /** scalar operand, or the list for in.(…) and quantified operators */
  value: string | string[];
}

export interface LogicCondition {
  kind: 'logic';
  operator: 'and' | 'or';
  negated: boolean;
  children: Condition[];
}

export type Condition = FilterCondition | LogicCondition;

export interface OrderTerm {
  /** a related order (`order=clients(name)`): the to-one embed, by name or alias, whose column orders the rows */
  relation?: string;
  field: FieldRef;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

/** Filters, order and paging that apply to one level (the root or one embed path). */
export interface LevelModifiers {
  conditions: Condition[];
  order: OrderTerm[];
  limit: string | null;
  offset: string | null;
}

export interface ParsedQuery {
  select: SelectItem[];
  root: LevelModifiers;
  /** keyed by the embed path, e.g. "seller" or "articles.comments" */
  embedded: Map<string, LevelModifiers>;
  columns: string[] | null;
  onConflict: string[] | null;
}

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** max-affected=N: with handling=strict, more affected rows is PGRST124 */
  maxAffected: number | null;
  /** the preferences that were understood, for Preference-Applied */
  applied: string[];
  /** the preferences that were not understood (PGRST122 with handling=strict) */
  invalid: string[];
}
