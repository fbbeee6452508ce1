import type { Queryable } from './contract';

export interface ColumnInfo {
  name: string;
  /** format_type() text, e.g. "integer", "timestamp with time zone", "text[]" */
  type: string;
  nullable: boolean;
  /** pg_get_expr() of the default, trusted catalog text */
  defaultExpr: string | null;
  generated: boolean;
}

export interface TableInfo {
  schema: string;
  name: string;
  kind: 'table' | 'view' | 'materialized_view' | 'foreign_table';
  columns: ColumnInfo[];
  columnsByName: Map<string, ColumnInfo>;
  primaryKey: string[];
  uniqueKeys: string[][];
  /** functions f(this_table) returning a scalar: selectable and filterable like columns */
  computedFields?: Map<string, FunctionInfo>;
  /** functions f(this_table) returning rows of a public table: embeddable like relationships */
  computedRelations?: Map<string, FunctionInfo>;
}

export interface ForeignKey {
  name: string;
  schema: string;
  table: string;
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export type FunctionReturn =
  | { kind: 'void' }
  | { kind: 'scalar'; type: string }
  | { kind: 'composite'; columns: ColumnInfo[]; relation: string | null };

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returns: FunctionReturn;
  volatility: 'immutable' | 'stable' | 'volatile';
  /** the public table or view whose row type the single input argument is, if any */
  argRelation: string | null;
  /** the planner's row estimate (ROWS n): 1 makes a set-returning computed relationship to-one */
  rows: number;
  /**
   * callable through /rpc, as PostgREST's schema cache takes functions: every parameter named, or a single
   * unnamed one of type json, jsonb, text, xml or bytea, or of a table's row type (a computed field)
   */
  callable: boolean;
}

export interface SchemaCache {
  readonly __schemaCache: true;
  /** the schema this cache describes (unset: public) */
  schema?: string;
  /** the caches of every exposed schema, by name (shared by all of them) */
  bySchema?: Map<string, SchemaCache>;
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  /** FKs carried through views that select the FK (or referenced) columns of their base table unrenamed */
  viewForeignKeys?: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
  /** PostgREST's in-database settings (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`) */
  settings?: { aggregatesEnabled: boolean; planEnabled: boolean };
}

const SETTINGS_SQL = `
select coalesce(json_agg(c.setting), '[]')::text as settings
from pg_catalog.pg_db_role_setting s
join pg_catalog.pg_roles r on r.oid = s.setrole and r.rolname = 'authenticator'
cross join lateral unnest(s.setconfig) as c(setting)
where s.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))`;

async function loadSettings(db: Queryable): Promise<{ aggregatesEnabled: boolean; planEnabled: boolean }> {
  const result = await db.query<{ settings: string }>(SETTINGS_SQL);
  const values = new Map<string, string>();
  for (const entry of JSON.parse(result.rows[0]?.settings ?? '[]') as string[]) {
    const eq = entry.indexOf('=');
    if (eq > 0) values.set(entry.slice(0, eq), entry.slice(eq + 1));
  }
  const on = (key: string) => ['true', 'on', '1', 'yes'].includes((values.get(key) ?? '').toLowerCase());
  return { aggregatesEnabled: on('pgrst.db_aggregates_enabled'), planEnabled: on('pgrst.db_plan_enabled') };
}

interface RawColumn {
  name: string;
  type: string;
  not_null: boolean;
  default: string | null;
  generated: boolean;
}
interface RawTable {
  name: string;
  kind: string;
  columns: RawColumn[] | null;
}
interface RawConstraint {
  name: string;
  type: 'p' | 'u' | 'f';
  schema: string;
  table: string;
  columns: string[];
  ref_schema: string | null;
  ref_table: string | null;
  ref_columns: string[] | null;
}
interface RawFunctionArg {
  name: string | null;
  type: string;
  mode: string;
}
interface RawFunction {
  name: string;
  args: RawFunctionArg[] | null;
  n_defaults: number;
  returns_set: boolean;
  return_type: string;
  return_typtype: string;
  return_relation_schema: string | null;
  return_relation: string | null;
  return_columns: RawColumn[] | null;
  volatility: string;
  arg_relation: string | null;
  rows: number | null;
}
/** a view column and the base table column it is (PostgREST reads them from the view's rewrite rule) */
interface RawViewColumn {
  view: string;
  view_column: string;
  table: string;
  column: string;
}
interface RawCache {
  tables: RawTable[] | null;
  constraints: RawConstraint[] | null;
  functions: RawFunction[] | null;
  view_columns: RawViewColumn[] | null;
}

/** One statement, one JSON document: avoids any difference between the pg and PGlite type parsers. */
const INTROSPECTION_SQL = `
with rel as (
  select c.oid, c.relname, c.relkind
  from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1::text and c.relkind in ('r','v','m','f','p')
),
cols as (
  select a.attrelid, json_agg(json_build_object(
      'name', a.attname::text,
      'type', pg_catalog.format_type(a.atttypid, a.atttypmod),
      'not_null', a.attnotnull,
      -- an identity column (by default) defaults to its sequence, as PostgREST takes it for missing=default
      'default', coalesce(pg_catalog.pg_get_expr(d.adbin, d.adrelid),
        case when a.attidentity = 'd' then format('nextval(%L::regclass)',
          pg_catalog.pg_get_serial_sequence(a.attrelid::regclass::text, a.attname::text)) end),
      'generated', (a.attgenerated <> '' or a.attidentity = 'a')
    ) order by a.attnum) as columns
  from pg_catalog.pg_attribute a
  left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
  where a.attnum > 0 and not a.attisdropped
  group by a.attrelid
)
select json_build_object(
  'tables', (select json_agg(json_build_object('name', rel.relname::text, 'kind', rel.relkind::text, 'columns', cols.columns))
             from rel left join cols on cols.attrelid = rel.oid),
  'constraints', (
    select json_agg(json_build_object(
      'name', con.conname::text, 'type', con.contype::text,
      'schema', n1.nspname::text, 'table', c1.relname::text,
      'columns', (select json_agg(a.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(num, ord)
                  join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num),
      'ref_schema', n2.nspname::text, 'ref_table', c2.relname::text,
      'ref_columns', (select json_agg(a.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(num, ord)
                      join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num)
    ) order by con.oid)
    from pg_catalog.pg_constraint con
    join pg_catalog.pg_class c1 on c1.oid = con.conrelid
    join pg_catalog.pg_namespace n1 on n1.oid = c1.relnamespace
    left join pg_catalog.pg_class c2 on c2.oid = con.confrelid
    left join pg_catalog.pg_namespace n2 on n2.oid = c2.relnamespace
    where con.contype in ('p','u','f') and (n1.nspname = $1::text or n2.nspname = $1::text)
  ),
  'functions', (
    select json_agg(json_build_object(
      'name', p.proname::text,
      'args', (select json_agg(json_build_object(
                 'name', coalesce(p.proargnames[k.ord], null),
                 'type', pg_catalog.format_type(k.typ, null),
                 'mode', coalesce(p.proargmodes[k.ord], 'i')) order by k.ord)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality k(typ, ord)),
      'n_defaults', p.pronargdefaults,
      'returns_set', p.proretset,
      'return_type', pg_catalog.format_type(p.prorettype, null),
      'return_typtype', t.typtype::text,
      'return_relation_schema', rn.nspname::text,
      'return_relation', rc.relname::text,
      'return_columns', (select cols.columns from cols where cols.attrelid = t.typrelid),
      'volatility', p.provolatile::text,
      'arg_relation', (select ac.relname::text from pg_catalog.pg_type at
                       join pg_catalog.pg_class ac on ac.oid = at.typrelid
                       join pg_catalog.pg_namespace an on an.oid = ac.relnamespace
                       where p.pronargs = 1 and at.oid = p.proargtypes[0] and an.nspname = $1::text
                         and ac.relkind in ('r','v','m','f','p')),
      'rows', p.prorows
    ))
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
    join pg_catalog.pg_type t on t.oid = p.prorettype
    left join pg_catalog.pg_class rc on rc.oid = t.typrelid
    left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
    where n.nspname = $1::text and p.prokind = 'f'
      and t.typname not in ('trigger', 'event_trigger')
  ),
  'view_columns', (
    select json_agg(distinct jsonb_build_object('view', v.relname::text, 'view_column', m.entry[1],
                                                'table', bt.relname::text, 'column', a.attname::text))
    from pg_catalog.pg_rewrite r
    join pg_catalog.pg_class v on v.oid = r.ev_class and v.relkind = 'v'
    join pg_catalog.pg_namespace vn on vn.oid = v.relnamespace and vn.nspname = $1::text
    cross join lateral regexp_matches(r.ev_action::text,
      ':resname (\\S+) :ressortgroupref \\d+ :resorigtbl (\\d+) :resorigcol (\\d+)', 'g') as m(entry)
    join pg_catalog.pg_class bt on bt.oid = m.entry[2]::oid and bt.oid <> v.oid
    join pg_catalog.pg_namespace bn on bn.oid = bt.relnamespace and bn.nspname = $1::text
    join pg_catalog.pg_attribute a on a.attrelid = bt.oid and a.attnum = m.entry[3]::int
  )
)::text as cache`;

const TABLE_KINDS: Record<string, TableInfo['kind']> = {
  r: 'table',
  p: 'table',
  v: 'view',
  m: 'materialized_view',
  f: 'foreign_table',
};
const VOLATILITY: Record<string, FunctionInfo['volatility']> = { i: 'immutable', s: 'stable', v: 'volatile' };

function toColumn(raw: RawColumn): ColumnInfo {
  return {
    name: raw.name,
    type: raw.type,
    nullable: !raw.not_null,
    defaultExpr: raw.default,
    generated: raw.generated,
  };
}

/** the types a function's single unnamed parameter may have to be callable (it takes the request body) */
export const UNNAMED_PARAM_TYPES = new Set(['json', 'jsonb', 'text', 'xml', 'bytea']);

function toFunction(raw: RawFunction, schema: string): FunctionInfo {
  const rawArgs = raw.args ?? [];
  const inputs = rawArgs.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
  const outputs = rawArgs.filter((a) => a.mode === 'o' || a.mode === 'b' || a.mode === 't');
  const firstDefault = inputs.length - raw.n_defaults;
  const args = inputs.map((a, i) => ({ name: a.name ?? '', type: a.type, hasDefault: i >= firstDefault }));

  let returns: FunctionReturn;
  if (raw.return_type === 'void') returns = { kind: 'void' };
  else if (outputs.length > 0 && raw.return_type === 'record') {
    returns = {
      kind: 'composite',
      relation: null,
      columns: outputs.map((o) => ({
        name: o.name ?? '',
        type: o.type,
        nullable: true,
        defaultExpr: null,
        generated: false,
      })),
    };
  } else if (raw.return_typtype === 'c' && raw.return_columns) {
    returns = {
      kind: 'composite',
      relation: raw.return_relation_schema === schema ? raw.return_relation : null,
      columns: raw.return_columns.map(toColumn),
    };
  } else returns = { kind: 'scalar', type: raw.return_type };

  return {
    name: raw.name,
    args,
    returnsSet: raw.returns_set,
    returns,
    volatility: VOLATILITY[raw.volatility] ?? 'volatile',
    argRelation: raw.arg_relation,
    rows: raw.rows ?? 1000,
    callable:
      args.every((a) => a.name !== '') ||
      (args.length === 1 &&
        (UNNAMED_PARAM_TYPES.has((args[0] as FunctionArg).type) || raw.arg_relation !== null)),
  };
}

/**
 * FKs of base tables carried through views (PostgREST follows the view's columns to their source columns): a
 * view selecting all FK columns of a table, under any names, gets that FK on its own column names, and a view
 * selecting all referenced columns of a table becomes the target of the FKs to that table.
 */
function viewForeignKeysOf(
  tables: Map<string, TableInfo>,
  foreignKeys: ForeignKey[],
  viewColumns: RawViewColumn[],
  schema: string,
): ForeignKey[] {
  // view -> base table -> base column -> the view's column
  const names = new Map<string, Map<string, string>>();
  for (const vc of viewColumns) {
    const key = `${vc.view}\u0000${vc.table}`;
    const map = names.get(key) ?? new Map<string, string>();
    if (!map.has(vc.column)) map.set(vc.column, vc.view_column);
    names.set(key, map);
  }
  const through = (view: string, table: string, columns: string[]): string[] | null => {
    const map = names.get(`${view}\u0000${table}`);
    const info = tables.get(view);
    if (!map || !info) return null;
    const mapped = columns.map((c) => map.get(c));
    return mapped.every((c): c is string => c !== undefined && info.columnsByName.has(c)) ? mapped : null;
  };
  const views = [...tables.values()].filter((t) => t.kind === 'view');
  const result: ForeignKey[] = [];
  for (const fk of foreignKeys) {
    if (fk.schema !== schema || fk.refSchema !== schema) continue;
    // each side: the base table, or any view carrying its columns (view to table, table to view, view to view)
    const sides = (table: string, columns: string[]) => [
      { table, columns, view: false },
      ...views.flatMap((view) => {
        const mapped = through(view.name, table, columns);
        return mapped ? [{ table: view.name, columns: mapped, view: true }] : [];
      }),
    ];
    for (const child of sides(fk.table, fk.columns)) {
      for (const parent of sides(fk.refTable, fk.refColumns)) {
        if (!child.view && !parent.view) continue;
        result.push({
          ...fk,
          table: child.table,
          columns: child.columns,
          refTable: parent.table,
          refColumns: parent.columns,
        });
      }
    }
  }
  return result;
}

/**
 * The schema cache of every exposed schema ([api] schemas, the first being the default): the first schema's
 * cache is returned, each one (the first too) reachable through `bySchema`.
 */
export async function loadSchemaCache(db: Queryable, schemas: string[] = ['public']): Promise<SchemaCache> {
  const list = schemas.length > 0 ? schemas : ['public'];
  const settings = await loadSettings(db);
  const bySchema = new Map<string, SchemaCache>();
  for (const schema of list) bySchema.set(schema, await loadOneSchema(db, schema, settings, bySchema));
  return bySchema.get(list[0] ?? 'public') as SchemaCache;
}

async function loadOneSchema(
  db: Queryable,
  schema: string,
  settings: { aggregatesEnabled: boolean; planEnabled: boolean },
  bySchema: Map<string, SchemaCache>,
): Promise<SchemaCache> {
  const result = await db.query<{ cache: string }>(INTROSPECTION_SQL, [schema]);
  const raw = JSON.parse(result.rows[0]?.cache ?? '{}') as RawCache;

  const tables = new Map<string, TableInfo>();
  for (const t of raw.tables ?? []) {
    const columns = (t.columns ?? []).map(toColumn);
    tables.set(t.name, {
      schema,
      name: t.name,
      kind: TABLE_KINDS[t.kind] ?? 'table',
      columns,
      columnsByName: new Map(columns.map((c) => [c.name, c])),
      primaryKey: [],
      uniqueKeys: [],
      computedFields: new Map(),
      computedRelations: new Map(),
    });
  }

  const foreignKeys: ForeignKey[] = [];
  for (const c of raw.constraints ?? []) {
    const owner = c.schema === schema ? tables.get(c.table) : undefined;
    if (c.type === 'p' && owner) owner.primaryKey = c.columns;
    if ((c.type === 'p' || c.type === 'u') && owner) owner.uniqueKeys.push(c.columns);
    if (c.type === 'f' && c.ref_schema && c.ref_table && c.ref_columns) {
      foreignKeys.push({
        name: c.name,
        schema: c.schema,
        table: c.table,
        columns: c.columns,
        refSchema: c.ref_schema,
        refTable: c.ref_table,
        refColumns: c.ref_columns,
      });
    }
  }

  const functions = new Map<string, FunctionInfo[]>();
  for (const f of raw.functions ?? []) {
    const list = functions.get(f.name) ?? [];
    const fn = toFunction(f, schema);
    list.push(fn);
    functions.set(f.name, list);
    const owner = fn.argRelation === null ? undefined : tables.get(fn.argRelation);
    if (owner && fn.args.length === 1) {
      if (fn.returns.kind === 'scalar' && !fn.returnsSet) owner.computedFields?.set(fn.name, fn);
      else if (fn.returns.kind === 'composite' && fn.returns.relation && tables.has(fn.returns.relation))
        owner.computedRelations?.set(fn.name, fn);
    }
  }

  const viewForeignKeys = viewForeignKeysOf(tables, foreignKeys, raw.view_columns ?? [], schema);
  return { __schemaCache: true, schema, bySchema, tables, foreignKeys, viewForeignKeys, functions, settings };
}

/** the schema a cache describes */
export function schemaOf(cache: SchemaCache): string {
  return cache.schema ?? 'public';
}
