import type { Queryable } from '../rest/contract';
import { viewKeyDependencies, type RawConstraintKey, type RawViewDefinition } from './view-key-dependencies';

/**
 * What the type generator reads from the database: the same facts postgres-meta collects for
 * `supabase gen types typescript`, read from pg_catalog in one statement so PGlite and PostgreSQL give the
 * same document (everything goes through JSON, never through a driver's own type parsers).
 */
export type RelationKind = 'table' | 'view' | 'materialized_view' | 'foreign_table';

export interface CatalogRelation {
  id: number;
  name: string;
  kind: RelationKind;
  /** views: INSERT, UPDATE and DELETE are possible through the view */
  isUpdatable: boolean;
}

export interface CatalogColumn {
  tableId: number;
  name: string;
  /** type name; for a domain, its base type's name; arrays start with "_" */
  format: string;
  isNullable: boolean;
  /** a default or a generation expression */
  hasDefault: boolean;
  isIdentity: boolean;
  identityGeneration: 'ALWAYS' | 'BY DEFAULT' | null;
  isUpdatable: boolean;
}

export interface CatalogRelationship {
  foreignKeyName: string;
  schema: string;
  relation: string;
  columns: string[];
  isOneToOne: boolean;
  referencedSchema: string;
  referencedRelation: string;
  referencedColumns: string[];
}

export type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table';

export interface CatalogFunctionArg {
  mode: ArgMode;
  /** '' for an unnamed argument */
  name: string;
  typeId: number;
  hasDefault: boolean;
}

export interface CatalogFunction {
  name: string;
  args: CatalogFunctionArg[];
  /** pg_get_function_arguments(): "p_id uuid, p_limit integer DEFAULT 10" */
  argumentTypes: string;
  /** pg_get_function_result(): "SETOF products", "TABLE(id bigint)", "void" */
  returnType: string;
  returnTypeId: number;
  /** pg_class oid of the returned row type (table, view or composite type), else null */
  returnTypeRelationId: number | null;
  isSetReturning: boolean;
  /** the ROWS estimate of a set-returning function */
  rows: number | null;
}

export interface CatalogType {
  id: number;
  name: string;
  schema: string;
  /** format_type() of the type */
  format: string;
  enums: string[];
  attributes: { name: string; typeId: number }[];
  typeRelationId: number | null;
}

export interface Catalog {
  schema: string;
  relations: CatalogRelation[];
  columns: CatalogColumn[];
  /** foreign keys between the schema's relations, and their counterparts through views */
  relationships: CatalogRelationship[];
  functions: CatalogFunction[];
  /** every type of the database (any schema) a column, argument or result may name */
  types: CatalogType[];
}

interface RawRelation {
  id: number;
  name: string;
  relkind: string;
  is_updatable: boolean;
}

interface RawColumn {
  table_id: number;
  name: string;
  format: string;
  is_nullable: boolean;
  has_default: boolean;
  identity: string;
  is_updatable: boolean;
}

interface RawTableRelationship {
  foreign_key_name: string;
  schema: string;
  relation: string;
  columns: string[];
  referenced_schema: string;
  referenced_relation: string;
  referenced_columns: string[];
  is_one_to_one: boolean;
}

interface RawFunction {
  name: string;
  arg_modes: string[];
  arg_names: string[];
  arg_types: number[];
  n_args: number;
  n_defaults: number;
  argument_types: string;
  return_type: string;
  return_type_id: number;
  return_type_relation_id: number | null;
  is_set_returning: boolean;
  rows: number | null;
}

interface RawType {
  id: number;
  name: string;
  schema: string;
  format: string;
  enums: string[] | null;
  attributes: { name: string; type_id: number }[] | null;
  type_relation_id: number | null;
}

interface RawCatalog {
  relations: RawRelation[] | null;
  columns: RawColumn[] | null;
  relationships: RawTableRelationship[] | null;
  functions: RawFunction[] | null;
  types: RawType[] | null;
  views: RawViewDefinition[] | null;
  constraint_keys: RawConstraintKey[] | null;
}

const CATALOG_SQL = `
with rel as (
  select c.oid, c.relname, c.relkind
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = $1 and c.relkind in ('r', 'p', 'f', 'v', 'm')
),
key_columns as (
  select con.oid, array_agg(a.attname::text order by a.attnum) as cols
    from pg_catalog.pg_constraint con
    cross join lateral unnest(con.conkey) as k(attnum)
    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum
   where con.contype in ('p', 'u')
   group by con.oid
),
fk as (
  select con.oid, con.conname, con.conrelid, con.confrelid, con.connamespace,
         array_agg(a.attname::text order by k.ord) as cols,
         array_agg(r.attname::text order by k.ord) as refs
    from pg_catalog.pg_constraint con
    cross join lateral unnest(con.conkey, con.confkey) with ordinality as k(col, ref, ord)
    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.col
    join pg_catalog.pg_attribute r on r.attrelid = con.confrelid and r.attnum = k.ref
   where con.contype = 'f' and con.conparentid = 0
   group by con.oid, con.conname, con.conrelid, con.confrelid, con.connamespace
),
fn as (
  select p.*,
         coalesce(p.proallargtypes, p.proargtypes::oid[]) as all_types
    from pg_catalog.pg_proc p
    join pg_catalog.pg_namespace n on n.oid = p.pronamespace
   where n.nspname = $1 and p.prokind = 'f'
)
select json_build_object(
  'relations', (
    select json_agg(json_build_object(
      'id', rel.oid::int8,
      'name', rel.relname::text,
      'relkind', rel.relkind::text,
      'is_updatable', (pg_catalog.pg_relation_is_updatable(rel.oid, false) & 20) = 20
    )) from rel
  ),
  'columns', (
    select json_agg(json_build_object(
      'table_id', rel.oid::int8,
      'name', a.attname::text,
      'format', coalesce(bt.typname, t.typname)::text,
      'is_nullable', not (a.attnotnull or (t.typtype = 'd' and t.typnotnull)),
      'has_default', a.atthasdef,
      'identity', a.attidentity::text,
      'is_updatable', rel.relkind in ('r', 'p')
        or (rel.relkind in ('v', 'f') and pg_catalog.pg_column_is_updatable(rel.oid, a.attnum, false))
    ))
      from rel
      join pg_catalog.pg_attribute a on a.attrelid = rel.oid
      join pg_catalog.pg_type t on t.oid = a.atttypid
      left join pg_catalog.pg_type bt on t.typtype = 'd' and bt.oid = t.typbasetype
     where a.attnum > 0 and not a.attisdropped
  ),
  'relationships', (
    select json_agg(json_build_object(
      'foreign_key_name', fk.conname::text,
      'schema', n1.nspname::text,
      'relation', tab.relname::text,
      'columns', fk.cols,
      'referenced_schema', n2.nspname::text,
      'referenced_relation', other.relname::text,
      'referenced_columns', fk.refs,
      -- one-to-one: the key columns, in the key's order, are exactly a primary key or unique constraint
      'is_one_to_one', exists (
        select 1 from pg_catalog.pg_constraint u join key_columns kc on kc.oid = u.oid
         where u.conrelid = fk.conrelid and u.connamespace = fk.connamespace and kc.cols = fk.cols
      )
    ))
      from fk
      join pg_catalog.pg_namespace n1 on n1.oid = fk.connamespace
      join pg_catalog.pg_class tab on tab.oid = fk.conrelid
      join pg_catalog.pg_class other on other.oid = fk.confrelid
      join pg_catalog.pg_namespace n2 on n2.oid = other.relnamespace
     where n1.nspname = $1
  ),
  'functions', (
    select json_agg(json_build_object(
      'name', fn.proname::text,
      'arg_modes', coalesce(fn.proargmodes::text[], array_fill('i'::text, array[cardinality(fn.all_types)])),
      'arg_names', coalesce(fn.proargnames, array_fill(''::text, array[cardinality(fn.all_types)])),
      'arg_types', fn.all_types::int8[],
      'n_args', fn.pronargs,
      'n_defaults', fn.pronargdefaults,
      'argument_types', pg_catalog.pg_get_function_arguments(fn.oid),
      'return_type', pg_catalog.pg_get_function_result(fn.oid),
      'return_type_id', fn.prorettype::int8,
      'return_type_relation_id', nullif(rt.typrelid, 0)::int8,
      'is_set_returning', fn.proretset,
      'rows', case when fn.proretset then nullif(fn.prorows, 0) end
    ))
      from fn
      left join pg_catalog.pg_type rt on rt.oid = fn.prorettype
  ),
  'types', (
    select json_agg(json_build_object(
      'id', t.oid::int8,
      'name', t.typname::text,
      'schema', n.nspname::text,
      'format', pg_catalog.format_type(t.oid, null),
      'enums', (select json_agg(e.enumlabel::text order by e.enumsortorder)
                  from pg_catalog.pg_enum e where e.enumtypid = t.oid),
      'attributes', (select json_agg(json_build_object('name', a.attname::text, 'type_id', a.atttypid::int8)
                                     order by a.attnum)
                       from pg_catalog.pg_class c
                       join pg_catalog.pg_attribute a on a.attrelid = c.oid
                      where c.oid = t.typrelid and c.relkind = 'c' and a.attnum > 0 and not a.attisdropped),
      'type_relation_id', nullif(t.typrelid, 0)::int8
    ))
      from pg_catalog.pg_type t
      join pg_catalog.pg_namespace n on n.oid = t.typnamespace
     where t.typrelid = 0
        or (select c.relkind in ('c', 'r', 'v', 'm', 'p') from pg_catalog.pg_class c where c.oid = t.typrelid)
  ),
  'views', (
    select json_agg(json_build_object(
      'id', rel.oid::int8,
      'name', rel.relname::text,
      'definition', r.ev_action::text,
      'columns', (select json_agg(json_build_object('attnum', a.attnum, 'name', a.attname::text))
                    from pg_catalog.pg_attribute a
                   where a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped)
    ))
      from rel
      join pg_catalog.pg_rewrite r on r.ev_class = rel.oid and r.rulename = '_RETURN'
     where rel.relkind in ('v', 'm')
  ),
  'constraint_keys', (
    select json_agg(json_build_object(
      'name', con.conname::text,
      'type', con.contype::text,
      'in_schema', n.nspname = $1,
      'table_id', con.conrelid::int8,
      'table_schema', tn.nspname::text,
      'table_name', tc.relname::text,
      'columns', (select json_agg(json_build_object('attnum', k.attnum, 'name', a.attname::text) order by k.ord)
                    from unnest(con.conkey) with ordinality as k(attnum, ord)
                    join pg_catalog.pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
      'referenced_table_id', nullif(con.confrelid, 0)::int8,
      'referenced_table_schema', rn.nspname::text,
      'referenced_table_name', rc.relname::text,
      'referenced_columns', (select json_agg(json_build_object('attnum', k.attnum, 'name', a.attname::text)
                                             order by k.ord)
                               from unnest(con.confkey) with ordinality as k(attnum, ord)
                               join pg_catalog.pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum)
    ))
      from pg_catalog.pg_constraint con
      join pg_catalog.pg_namespace n on n.oid = con.connamespace
      join pg_catalog.pg_class tc on tc.oid = con.conrelid
      join pg_catalog.pg_namespace tn on tn.oid = tc.relnamespace
      left join pg_catalog.pg_class rc on rc.oid = con.confrelid
      left join pg_catalog.pg_namespace rn on rn.oid = rc.relnamespace
     where con.contype = 'f'
  )
)::text as catalog`;

const RELATION_KINDS: Record<string, RelationKind> = {
  r: 'table',
  p: 'table',
  f: 'foreign_table',
  v: 'view',
  m: 'materialized_view',
};

const ARG_MODES: Record<string, ArgMode> = { i: 'in', o: 'out', b: 'inout', v: 'variadic', t: 'table' };
const INPUT_MODES = new Set<ArgMode>(['in', 'inout', 'variadic']);

function toFunction(raw: RawFunction): CatalogFunction {
  // Defaults belong to the last n_defaults input arguments.
  let inputIndex = 0;
  const args = raw.arg_types.map((typeId, index): CatalogFunctionArg => {
    const mode = ARG_MODES[raw.arg_modes[index] ?? 'i'] ?? 'in';
    const isInput = INPUT_MODES.has(mode);
    const hasDefault = isInput && inputIndex >= raw.n_args - raw.n_defaults;
    if (isInput) inputIndex += 1;
    return { mode, name: raw.arg_names[index] ?? '', typeId, hasDefault };
  });
  return {
    name: raw.name,
    args,
    argumentTypes: raw.argument_types,
    returnType: raw.return_type,
    returnTypeId: raw.return_type_id,
    returnTypeRelationId: raw.return_type_relation_id,
    isSetReturning: raw.is_set_returning,
    rows: raw.rows,
  };
}

/** Reads the catalogue of one schema (types from every schema, as columns may use them). */
export async function loadCatalog(db: Queryable, schema = 'public'): Promise<Catalog> {
  const result = await db.query<{ catalog: string }>(CATALOG_SQL, [schema]);
  const raw = JSON.parse(result.rows[0]?.catalog ?? '{}') as RawCatalog;

  const relations = (raw.relations ?? []).map((r): CatalogRelation => ({
    id: r.id,
    name: r.name,
    kind: RELATION_KINDS[r.relkind] ?? 'table',
    isUpdatable: r.is_updatable,
  }));
  const columns = (raw.columns ?? []).map((c): CatalogColumn => ({
    tableId: c.table_id,
    name: c.name,
    format: c.format,
    isNullable: c.is_nullable,
    hasDefault: c.has_default,
    isIdentity: c.identity === 'a' || c.identity === 'd',
    identityGeneration: c.identity === 'a' ? 'ALWAYS' : c.identity === 'd' ? 'BY DEFAULT' : null,
    isUpdatable: c.is_updatable,
  }));
  const tableRelationships = (raw.relationships ?? []).map((r): CatalogRelationship => ({
    foreignKeyName: r.foreign_key_name,
    schema: r.schema,
    relation: r.relation,
    columns: r.columns,
    isOneToOne: r.is_one_to_one,
    referencedSchema: r.referenced_schema,
    referencedRelation: r.referenced_relation,
    referencedColumns: r.referenced_columns,
  }));
  const types = (raw.types ?? []).map((t): CatalogType => ({
    id: t.id,
    name: t.name,
    schema: t.schema,
    format: t.format,
    enums: t.enums ?? [],
    attributes: (t.attributes ?? []).map((a) => ({ name: a.name, typeId: a.type_id })),
    typeRelationId: t.type_relation_id,
  }));
  const viewRelationships = viewKeyDependencies(
    schema,
    raw.views ?? [],
    raw.constraint_keys ?? [],
    tableRelationships,
  );

  return {
    schema,
    relations,
    columns,
    relationships: [...tableRelationships, ...viewRelationships],
    functions: (raw.functions ?? []).map(toFunction),
    types,
  };
}
