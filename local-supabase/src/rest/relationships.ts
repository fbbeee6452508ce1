import { errors } from './errors';
import type { ForeignKey, SchemaCache, TableInfo } from './schema-cache';
import type { Source } from './source';

export interface Relationship {
  target: TableInfo;
  cardinality: 'one' | 'many';
  /** [column of the embedded (child) table, column of the parent] */
  joinPairs: Array<[string, string]>;
}

const sameColumns = (a: string[], b: string[]): boolean =>
  a.length === b.length && a.every((c) => b.includes(c));

function manyToOne(cache: SchemaCache, fk: ForeignKey): Relationship | null {
  const target = cache.tables.get(fk.refTable);
  if (!target || fk.refSchema !== 'public') return null;
  return {
    target,
    cardinality: 'one',
    joinPairs: fk.refColumns.map((ref, i) => [ref, fk.columns[i] as string]),
  };
}

function oneToMany(cache: SchemaCache, fk: ForeignKey): Relationship | null {
  const target = cache.tables.get(fk.table);
  if (!target || fk.schema !== 'public') return null;
  const unique = target.uniqueKeys.some((key) => sameColumns(key, fk.columns));
  return {
    target,
    cardinality: unique ? 'one' : 'many',
    joinPairs: fk.columns.map((col, i) => [col, fk.refColumns[i] as string]),
  };
}

const matchesHint = (fk: ForeignKey, hint: string | null): boolean =>
  hint === null || fk.name === hint || fk.columns.includes(hint) || fk.refColumns.includes(hint);

/**
 * Finds how `name` (a table, or an FK column / constraint of the parent) embeds into the parent, PostgREST style:
 * many-to-one gives an object, one-to-many an array (an object when the FK columns are unique).
 */
export function resolveRelationship(
  cache: SchemaCache,
  parent: Source,
  name: string,
  hint: string | null,
): Relationship {
  const parentTable = parent.relation;
  if (parentTable === null) throw errors.noRelationship(parent.name, name);
  const candidates: Array<{ fk: ForeignKey; rel: Relationship }> = [];
  const publicFk = (fk: ForeignKey) => fk.schema === 'public' && fk.refSchema === 'public';

  if (cache.tables.has(name)) {
    for (const fk of cache.foreignKeys) {
      if (!publicFk(fk) || !matchesHint(fk, hint)) continue;
      if (fk.table === parentTable && fk.refTable === name) {
        const rel = manyToOne(cache, fk);
        if (rel) candidates.push({ fk, rel });
      }
      if (fk.refTable === parentTable && fk.table === name) {
        const rel = oneToMany(cache, fk);
        // a self-reference is found by both branches with the same constraint; keep both directions
        if (rel) candidates.push({ fk, rel });
      }
    }
  } else {
    // embedding by FK column or constraint name: products?select=seller_id(*)
    for (const fk of cache.foreignKeys) {
      if (!publicFk(fk) || fk.table !== parentTable) continue;
      if (fk.name === name || (fk.columns.length === 1 && fk.columns[0] === name)) {
        const rel = manyToOne(cache, fk);
        if (rel) candidates.push({ fk, rel });
      }
    }
  }

  if (candidates.length === 0) throw errors.noRelationship(parent.name, name);
  if (candidates.length > 1) {
    throw errors.ambiguousRelationship(
      parent.name,
      name,
      candidates.map((c) => c.fk.name),
    );
  }
  return (candidates[0] as { rel: Relationship }).rel;
}
