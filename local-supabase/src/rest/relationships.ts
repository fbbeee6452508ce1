import { schemaOf } from './schema-cache';
import { errors } from './errors';
import type { ForeignKey, FunctionInfo, SchemaCache, TableInfo } from './schema-cache';
import type { Source } from './source';

export type RelationshipKind = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many' | 'computed';

export interface Junction {
  table: TableInfo;
  /** the junction's FK to the parent: [junction column, parent column] */
  sourcePairs: Array<[string, string]>;
  /** the junction's FK to the target: [junction column, target column] */
  targetPairs: Array<[string, string]>;
  sourceFk: ForeignKey;
  targetFk: ForeignKey;
}

export interface Relationship {
  target: TableInfo;
  cardinality: 'one' | 'many';
  kind: RelationshipKind;
  /** [column of the embedded (child) table, column of the parent]; empty for many-to-many */
  joinPairs: Array<[string, string]>;
  /** the constraint (for many-to-many: the junction's FK to the target; null for a computed relationship) */
  fk: ForeignKey | null;
  /** a computed relationship: the function f(parent row) returning the target's rows */
  computed: FunctionInfo | null;
  /** PostgREST's relColumns: [origin column, foreign column] */
  columns: Array<[string, string]>;
  isSelf: boolean;
  junction: Junction | null;
}

const sameColumns = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

const sameSchemaFk = (cache: SchemaCache, fk: ForeignKey) =>
  fk.schema === schemaOf(cache) && fk.refSchema === schemaOf(cache);

/** relationshipsOf's answers per schema cache (a reload makes a new cache, and these go with the old one) */
const known = new WeakMap<SchemaCache, Map<string, readonly Relationship[]>>();

/**
 * Every FK relationship of a table, as PostgREST's schema cache lists them (M2O, O2M, O2O, M2M): worked out
 * once per table and schema cache, not on every request that embeds.
 */
export function relationshipsOf(cache: SchemaCache, origin: string): readonly Relationship[] {
  let byOrigin = known.get(cache);
  if (!byOrigin) {
    byOrigin = new Map();
    known.set(cache, byOrigin);
  }
  let rels = byOrigin.get(origin);
  if (!rels) {
    rels = computeRelationships(cache, origin);
    byOrigin.set(origin, rels);
  }
  return rels;
}

function computeRelationships(cache: SchemaCache, origin: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of [...cache.foreignKeys, ...(cache.viewForeignKeys ?? [])]) {
    if (!sameSchemaFk(cache, fk)) continue;
    const child = cache.tables.get(fk.table);
    const parent = cache.tables.get(fk.refTable);
    if (!child || !parent) continue;
    const unique = child.uniqueKeys.some((key) => sameColumns(key, fk.columns));
    const isSelf = fk.table === fk.refTable;
    if (fk.table === origin) {
      rels.push({
        target: parent,
        cardinality: 'one',
        kind: unique ? 'one-to-one' : 'many-to-one',
        joinPairs: fk.refColumns.map((ref, i) => [ref, fk.columns[i] as string]),
        columns: fk.columns.map((col, i) => [col, fk.refColumns[i] as string]),
        fk,
        computed: null,
        isSelf,
        junction: null,
      });
    }
    if (fk.refTable === origin) {
      rels.push({
        target: child,
        cardinality: unique ? 'one' : 'many',
        kind: unique ? 'one-to-one' : 'one-to-many',
        joinPairs: fk.columns.map((col, i) => [col, fk.refColumns[i] as string]),
        columns: fk.refColumns.map((ref, i) => [ref, fk.columns[i] as string]),
        fk,
        computed: null,
        isSelf,
        junction: null,
      });
    }
  }
  rels.push(...manyToMany(cache, origin));
  for (const fn of cache.tables.get(origin)?.computedRelations?.values() ?? []) {
    const target =
      fn.returns.kind === 'composite' && fn.returns.relation
        ? cache.tables.get(fn.returns.relation)
        : undefined;
    if (!target) continue;
    const toOne = !fn.returnsSet || fn.rows === 1;
    rels.push({
      target,
      cardinality: toOne ? 'one' : 'many',
      kind: 'computed',
      joinPairs: [],
      columns: [],
      fk: null,
      computed: fn,
      isSelf: false,
      junction: null,
    });
  }
  return rels;
}

/**
 * Many-to-many through a junction table: a table with an FK to the origin and an FK to the target whose
 * columns are all part of its primary key (PostgREST's rule).
 */
function manyToMany(cache: SchemaCache, origin: string): Relationship[] {
  const rels: Relationship[] = [];
  for (const junction of cache.tables.values()) {
    if (junction.kind !== 'table' || junction.primaryKey.length === 0) continue;
    const fks = cache.foreignKeys.filter(
      (fk) =>
        sameSchemaFk(cache, fk) &&
        fk.table === junction.name &&
        fk.columns.every((c) => junction.primaryKey.includes(c)),
    );
    for (const sourceFk of fks) {
      if (sourceFk.refTable !== origin) continue;
      for (const targetFk of fks) {
        if (targetFk === sourceFk) continue;
        const target = cache.tables.get(targetFk.refTable);
        if (!target) continue;
        rels.push({
          target,
          cardinality: 'many',
          kind: 'many-to-many',
          joinPairs: [],
          columns: [],
          fk: targetFk,
          computed: null,
          isSelf: origin === target.name,
          junction: {
            table: junction,
            sourcePairs: sourceFk.columns.map((c, i) => [c, sourceFk.refColumns[i] as string]),
            targetPairs: targetFk.columns.map((c, i) => [c, targetFk.refColumns[i] as string]),
            sourceFk,
            targetFk,
          },
        });
      }
    }
  }
  return rels;
}

const singleColumn = (rel: Relationship): [string, string] | null =>
  rel.junction === null && rel.columns.length === 1 ? (rel.columns[0] as [string, string]) : null;

/**
 * Finds how `name` embeds into the parent, with PostgREST's findRel rules: the target is a table name, or (not
 * for views) an FK constraint name or a single FK column of the origin; a hint names the constraint, a column of
 * either side or the junction table. For a self-referencing FK, `table(*)` is the one-to-many (the children),
 * `fk_column(*)` the many-to-one (the parent) and `table!fk_column(*)` the one-to-many again.
 */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Source,
  name: string,
  hint: string | null,
): Relationship {
  const origin = parent.relation;
  if (origin === null) throw errors.noRelationship(parent.name, name, hint, schemaOf(cache));
  let byKey = resolved.get(cache);
  if (!byKey) {
    byKey = new Map();
    resolved.set(cache, byKey);
  }
  // hint null and hint '' are different requests; \u0000 cannot occur in a name or a hint from a URL's path
  const key = `${origin}\u0000${name}\u0000${hint === null ? '\u0001' : hint}`;
  let rel = byKey.get(key);
  if (!rel) {
    rel = findRelationship(cache, parent, origin, name, hint);
    byKey.set(key, rel);
  }
  return rel;
}

/**
 * resolveRelationship's answers per schema cache: an embed is worked out once, not on every request (it ran a
 * filter over every relationship of the table each time). Only relationships found are kept, so the map holds
 * at most one entry per relationship and spelling that names it.
 */
const resolved = new WeakMap<SchemaCache, Map<string, Relationship>>();

function findRelationship(
  cache: SchemaCache,
  parent: Source,
  origin: string,
  name: string,
  hint: string | null,
): Relationship {
  const candidates = relationshipsOf(cache, origin).filter((rel) => {
    if (rel.computed) return name === rel.computed.name;
    const single = singleColumn(rel);
    const matchConstraint = (h: string) => rel.junction === null && rel.fk?.name === h;
    const matchFkSingleCol = (h: string) => single !== null && single[0] === h;
    const matchFkRefSingleCol = (h: string) => single !== null && single[1] === h;
    const matchJunction = (h: string) => rel.junction !== null && rel.junction.table.name === h;
    const isO2M = rel.kind === 'one-to-many';
    const isM2O = rel.kind === 'many-to-one';
    const targetIsView = rel.target.kind !== 'table';
    if (rel.isSelf && rel.junction === null) {
      if (hint === null) return (name === rel.target.name && isO2M) || (matchFkSingleCol(name) && isM2O);
      return name === rel.target.name && isO2M && matchFkRefSingleCol(hint);
    }
    if (hint === null) {
      return (
        name === rel.target.name ||
        (matchConstraint(name) && !targetIsView) ||
        (matchFkSingleCol(name) && !targetIsView)
      );
    }
    return (
      name === rel.target.name &&
      (matchConstraint(hint) || matchFkSingleCol(hint) || matchFkRefSingleCol(hint) || matchJunction(hint))
    );
  });

  if (candidates.length === 0) throw errors.noRelationship(parent.name, name, hint, schemaOf(cache));
  if (candidates.length > 1) {
    throw errors.ambiguousRelationship(
      parent.name,
      name,
      candidates.map((rel) => describeRelationship(origin, rel)),
      candidates.map(relationshipHint),
    );
  }
  return candidates[0] as Relationship;
}

/** PostgREST's compressedRel: one entry of PGRST201's details. */
export function describeRelationship(origin: string, rel: Relationship): Record<string, string> {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const embedding = `${origin} with ${rel.target.name}`;
  if (rel.junction) {
    const j = rel.junction;
    return {
      cardinality: 'many-to-many',
      embedding,
      relationship:
        `${j.table.name} using ${j.sourceFk.name}${list(j.sourcePairs.map(([c]) => c))}` +
        ` and ${j.targetFk.name}${list(j.targetPairs.map(([c]) => c))}`,
    };
  }
  return {
    cardinality: rel.kind,
    embedding,
    relationship:
      `${rel.fk?.name ?? rel.computed?.name ?? ''} using ${origin}${list(rel.columns.map(([c]) => c))}` +
      ` and ${rel.target.name}${list(rel.columns.map(([, c]) => c))}`,
  };
}

/** PostgREST's relHint: `'target!constraint'` (the junction table for many-to-many). */
export function relationshipHint(rel: Relationship): string {
  return `'${rel.target.name}!${rel.junction ? rel.junction.table.name : (rel.fk?.name ?? '')}'`;
}
