import { errors } from './errors';
import { conditionSql, fieldSql, orderSql, pagingSql, type RelatedOrderField } from './filters';
import { resolveRelationship, type Relationship } from './relationships';
import type { SchemaCache } from './schema-cache';
import { isCastable, Params, quoteIdent, quoteQualified } from './sql';
import { tableSource, type Source } from './source';
import type { LevelModifiers, ParsedQuery, SelectItem } from './types';

export interface BuildContext {
  cache: SchemaCache;
  params: Params;
  query: ParsedQuery;
  aliasCount: number;
  /** config.toml [api] max_rows: the most rows a read returns (null: no limit) */
  maxRows?: number | null;
  /** PostgREST's db-aggregates-enabled */
  aggregatesEnabled?: boolean;
  /** PostgREST's db-plan-enabled: Accept: application/vnd.pgrst.plan answers the EXPLAIN output */
  planEnabled?: boolean;
}

export function newContext(cache: SchemaCache, query: ParsedQuery, params = new Params()): BuildContext {
  return { cache, params, query, aliasCount: 0 };
}

export interface Projection {
  /** select-list expressions, each with its output name */
  columns: string[];
  /** EXISTS conditions contributed by !inner embeds, to AND into this level's WHERE */
  innerConditions: string[];
  /** LEFT JOIN LATERAL items of spread embeds (`...rel(cols)`), to append to this level's FROM item */
  joins: string[];
  /** with aggregates: ` GROUP BY <positions of the other columns>` ('' without aggregates or other columns) */
  groupBy: string;
}

export function levelConditions(
  ctx: BuildContext,
  source: Source,
  alias: string,
  level: LevelModifiers | undefined,
): string[] {
  return (level?.conditions ?? []).map((c) => conditionSql(source, alias, c, ctx.params));
}

function castSql(sql: string, cast: string | null | undefined): string {
  if (cast === null || cast === undefined) return sql;
  if (!isCastable(cast))
    throw errors.parse(`"failed to parse select"`, `casting to "${cast}" is not allowed`);
  return `(${sql})::${cast.toLowerCase()}`;
}

/** The value of a column item, without its output name (the GROUP BY term of an aggregating level). */
function columnValue(
  ctx: BuildContext,
  source: Source,
  alias: string,
  item: Extract<SelectItem, { kind: 'column' }>,
): string {
  if (item.aggregate === 'count' && item.field.name === '*') return castSql('count(*)', item.aggregateCast);
  const value = castSql(fieldSql(source, alias, item.field, ctx.params), item.cast);
  if (!item.aggregate) return value;
  return castSql(`${item.aggregate}(${value})`, item.aggregateCast);
}

function columnExpression(
  ctx: BuildContext,
  source: Source,
  alias: string,
  item: Extract<SelectItem, { kind: 'column' }>,
): string {
  const lastKey = item.field.jsonPath[item.field.jsonPath.length - 1]?.key;
  const name = item.alias ?? item.aggregate ?? lastKey ?? item.field.name;
  return `${columnValue(ctx, source, alias, item)} AS ${quoteIdent(name)}`;
}

/** The conditions joining an embedded level (alias) to its parent level, through the junction for M2M. */
export function joinConditions(
  ctx: BuildContext,
  relationship: Relationship,
  alias: string,
  parentAlias: string,
): string[] {
  const { junction } = relationship;
  if (junction) {
    const j = `j${++ctx.aliasCount}`;
    const on = [
      ...junction.targetPairs.map(
        ([own, target]) => `${j}.${quoteIdent(own)} = ${alias}.${quoteIdent(target)}`,
      ),
      ...junction.sourcePairs.map(
        ([own, source]) => `${j}.${quoteIdent(own)} = ${parentAlias}.${quoteIdent(source)}`,
      ),
    ];
    const from = `${quoteQualified(junction.table.schema, junction.table.name)} AS ${j}`;
    return [`EXISTS (SELECT 1 FROM ${from} WHERE ${on.join(' AND ')})`];
  }
  return relationship.joinPairs.map(
    ([child, own]) => `${alias}.${quoteIdent(child)} = ${parentAlias}.${quoteIdent(own)}`,
  );
}

/** An embed selecting nothing (`users()`, or only such embeds): used for filtering only, left out of the output. */
export function isEmptyEmbed(item: Extract<SelectItem, { kind: 'embed' }>): boolean {
  return item.children.every((child) => child.kind === 'embed' && isEmptyEmbed(child));
}

/** The FROM item of an embedded level: the target table, or the computed relationship's function call. */
function relationFrom(
  relationship: Relationship,
  alias: string,
  parent: Source,
  parentAlias: string,
): string {
  const fn = relationship.computed;
  if (fn && parent.relation !== null) {
    const schema = parent.schema ?? 'public';
    const row = `${parentAlias}::${quoteQualified(schema, parent.relation)}`;
    return `${quoteQualified(schema, fn.name)}(${row}) AS ${alias}`;
  }
  return `${quoteQualified(relationship.target.schema, relationship.target.name)} AS ${alias}`;
}

const whereSql = (conditions: string[]) => (conditions.length > 0 ? conditions.join(' AND ') : 'true');

function embedExpression(
  ctx: BuildContext,
  parent: Source,
  parentAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  parentPath: string[],
): { value: string; name: string; innerCondition: string | null } {
  const relationship = resolveRelationship(ctx.cache, parent, item.relation, item.hint);
  const outputName = item.alias ?? item.relation;
  const path = [...parentPath, outputName];
  const level = ctx.query.embedded.get(path.join('.'));
  const target = tableSource(relationship.target);
  const alias = `t${++ctx.aliasCount}`;

  const projection = buildProjection(ctx, target, alias, item.children, path);
  const where = whereSql([
    ...joinConditions(ctx, relationship, alias, parentAlias),
    ...levelConditions(ctx, target, alias, level),
    ...projection.innerConditions,
  ]);
  const from = relationFrom(relationship, alias, parent, parentAlias);
  const innerCondition = item.joinType === 'inner' ? `EXISTS (SELECT 1 FROM ${from} WHERE ${where})` : null;
  const rows =
    `SELECT ${projection.columns.join(', ')} FROM ${from}${projection.joins.join('')} WHERE ${where}${projection.groupBy}` +
    orderSql(
      target,
      alias,
      level?.order ?? [],
      ctx.params,
      relatedOrderField(ctx, target, alias, item.children, path),
    ) +
    pagingSql(level?.limit ?? null, level?.offset ?? null, ctx.params);
  const json =
    relationship.cardinality === 'one'
      ? `(SELECT row_to_json(_${alias}) FROM (${rows}) AS _${alias})`
      : `(SELECT coalesce(json_agg(_${alias}), '[]') FROM (${rows}) AS _${alias})`;
  return { value: json, name: outputName, innerCondition };
}

/** A column a spread embed gives its parent level: its value there, its name, whether it aggregates. */
interface SpreadOutput {
  value: string;
  name: string;
  aggregate: boolean;
}

/**
 * A spread embed (`...rel(cols)`): its columns become columns of the parent level, through a lateral join.
 * To-one: the related row's columns. To-many (PostgREST 13): each column as an array of the related rows'
 * values, in the embed's order. In a parent level that aggregates, the spread's plain columns are grouped
 * by and its aggregates (`...rel(total:x.sum())`) aggregate the parent's groups.
 */
function spreadJoin(
  ctx: BuildContext,
  parent: Source,
  parentAlias: string,
  item: Extract<SelectItem, { kind: 'embed' }>,
  parentPath: string[],
  aggregating: boolean,
): { outputs: SpreadOutput[]; join: string; innerCondition: string | null } {
  const relationship = resolveRelationship(ctx.cache, parent, item.relation, item.hint);
  const path = [...parentPath, item.alias ?? item.relation];
  const level = ctx.query.embedded.get(path.join('.'));
  const target = tableSource(relationship.target);
  const alias = `t${++ctx.aliasCount}`;
  const spread = `s${alias}`;
  const toOne = relationship.cardinality === 'one';
  const children = item.children.map((child) => legacyCount(target, child));
  if (!toOne && aggregating) throw errors.spreadNotToOne(parent.name, relationship.target.name);
  if (children.some((child) => child.kind === 'column' && child.aggregate) && !aggregating)
    throw errors.parse('"failed to parse select"', 'aggregates can only be combined with plain columns');

  // the related rows' columns under their output names; an aggregate selects the value it aggregates
  const inner: string[] = [];
  const outputs: Array<{ name: string; aggregate: ((value: string) => string) | null }> = [];
  const joins: string[] = [];
  const innerConditions: string[] = [];
  const add = (value: string, name: string, aggregate: ((value: string) => string) | null = null) => {
    inner.push(`${value} AS ${quoteIdent(name)}`);
    outputs.push({ name, aggregate });
  };
  for (const child of children) {
    if (child.kind === 'star') {
      for (const name of target.columns.keys()) add(`${alias}.${quoteIdent(name)}`, name);
    } else if (child.kind === 'column') {
      const lastKey = child.field.jsonPath[child.field.jsonPath.length - 1]?.key;
      const name = child.alias ?? child.aggregate ?? lastKey ?? child.field.name;
      const { aggregate, aggregateCast } = child;
      if (aggregate) {
        const countsRows = aggregate === 'count' && child.field.name === '*';
        const value = countsRows
          ? '1'
          : castSql(fieldSql(target, alias, child.field, ctx.params), child.cast);
        add(value, name, (outer) => castSql(`${aggregate}(${outer})`, aggregateCast));
      } else add(columnValue(ctx, target, alias, child), name);
    } else if (child.spread) {
      const nested = spreadJoin(ctx, target, alias, child, path, false);
      joins.push(nested.join);
      if (nested.innerCondition) innerConditions.push(nested.innerCondition);
      for (const output of nested.outputs) add(output.value, output.name);
    } else {
      const embed = embedExpression(ctx, target, alias, child, path);
      if (!isEmptyEmbed(child)) {
        add(embed.value, embed.name);
      }
      if (embed.innerCondition) innerConditions.push(embed.innerCondition);
    }
  }
  const where = whereSql([
    ...joinConditions(ctx, relationship, alias, parentAlias),
    ...levelConditions(ctx, target, alias, level),
    ...innerConditions,
  ]);
  const from = relationFrom(relationship, alias, parent, parentAlias);
  const innerCondition = item.joinType === 'inner' ? `EXISTS (SELECT 1 FROM ${from} WHERE ${where})` : null;
  const rows = `SELECT ${inner.length > 0 ? inner.join(', ') : 'NULL'} FROM ${from}${joins.join('')} WHERE ${where}`;
  if (toOne) {
    return {
      join: ` LEFT JOIN LATERAL (${rows} LIMIT 1) AS ${spread} ON true`,
      innerCondition,
      outputs: outputs.map(({ name, aggregate }) => {
        const value = `${spread}.${quoteIdent(name)}`;
        return { value: aggregate ? aggregate(value) : value, name, aggregate: aggregate !== null };
      }),
    };
  }
  const ordered =
    rows +
    orderSql(
      target,
      alias,
      level?.order ?? [],
      ctx.params,
      relatedOrderField(ctx, target, alias, children, path),
    ) +
    pagingSql(level?.limit ?? null, level?.offset ?? null, ctx.params);
  const arrays = outputs.map(
    ({ name }) => `coalesce(json_agg(_${alias}.${quoteIdent(name)}), '[]') AS ${quoteIdent(name)}`,
  );
  return {
    join: ` LEFT JOIN LATERAL (SELECT ${arrays.join(', ')} FROM (${ordered}) AS _${alias}) AS ${spread} ON true`,
    innerCondition,
    outputs: outputs.map(({ name }) => ({
      value: `${spread}.${quoteIdent(name)}`,
      name,
      aggregate: false,
    })),
  };
}

/**
 * Related orders (`order=clients(name).desc`, PostgREST 11+): a level's rows sorted by a column of one of its
 * to-one embeds, named by alias or relation, with that embed's filters (PostgREST orders by its lateral join).
 * PGRST108 when the select does not embed it, PGRST118 when it is to-many.
 */
export function relatedOrderField(
  ctx: BuildContext,
  source: Source,
  alias: string,
  items: SelectItem[],
  path: string[],
): RelatedOrderField {
  return (term) => {
    const embed = items.find(
      (item): item is Extract<SelectItem, { kind: 'embed' }> =>
        item.kind === 'embed' && (item.alias ?? item.relation) === term.relation,
    );
    if (!embed) throw errors.notEmbedded(term.relation);
    const relationship = resolveRelationship(ctx.cache, source, embed.relation, embed.hint);
    if (relationship.cardinality !== 'one') throw errors.relatedOrderNotToOne(source.name, term.relation);
    const target = tableSource(relationship.target);
    const related = `t${++ctx.aliasCount}`;
    const where = whereSql([
      ...joinConditions(ctx, relationship, related, alias),
      ...levelConditions(ctx, target, related, ctx.query.embedded.get([...path, term.relation].join('.'))),
    ]);
    const from = relationFrom(relationship, related, source, alias);
    return `(SELECT ${fieldSql(target, related, term.field, ctx.params)} FROM ${from} WHERE ${where})`;
  };
}

/**
 * PostgREST's legacy `count` (no parentheses, e.g. `messages(count)`): count(*) of the level, which PostgREST
 * still accepts with aggregates disabled. A real column named `count` is selected as the column.
 */
function legacyCount(source: Source, item: SelectItem): SelectItem {
  if (item.kind !== 'column' || item.aggregate || item.cast !== null) return item;
  if (item.field.name !== 'count' || item.field.jsonPath.length > 0 || source.columns.has('count'))
    return item;
  return {
    ...item,
    field: { name: '*', jsonPath: [] },
    aggregate: 'count',
    aggregateCast: null,
    legacyCount: true,
  };
}

export function buildProjection(
  ctx: BuildContext,
  source: Source,
  alias: string,
  selected: SelectItem[],
  path: string[] = [],
): Projection {
  const projection: Projection = { columns: [], innerConditions: [], joins: [], groupBy: '' };
  const items = selected.map((item) => legacyCount(source, item));
  const isAggregate = (item: SelectItem): item is Extract<SelectItem, { kind: 'column' }> =>
    item.kind === 'column' && Boolean(item.aggregate);
  // this level's aggregates, and those of its spreads (which aggregate this level's groups)
  const aggregates = items.flatMap((item) =>
    isAggregate(item)
      ? [item]
      : item.kind === 'embed' && item.spread
        ? item.children.filter(isAggregate)
        : [],
  );
  const aggregating = aggregates.length > 0;
  if (aggregating) {
    const gated = aggregates.some((item) => !item.legacyCount);
    if (gated && !ctx.aggregatesEnabled) throw errors.aggregatesNotAllowed();
    if (items.some((item) => item.kind === 'star'))
      throw errors.parse('"failed to parse select"', 'aggregates can only be combined with plain columns');
  }
  /** 1-based positions of the plain columns: what an aggregating level groups by */
  const grouped: string[] = [];
  const push = (sql: string, aggregate: boolean) => {
    projection.columns.push(sql);
    if (!aggregate) grouped.push(String(projection.columns.length));
  };
  for (const item of items) {
    if (item.kind === 'star') projection.columns.push(`${alias}.*`);
    else if (item.kind === 'column')
      push(columnExpression(ctx, source, alias, item), Boolean(item.aggregate));
    else if (item.spread) {
      const spread = spreadJoin(ctx, source, alias, item, path, aggregating);
      for (const output of spread.outputs)
        push(`${output.value} AS ${quoteIdent(output.name)}`, output.aggregate);
      if (spread.innerCondition) projection.innerConditions.push(spread.innerCondition);
      projection.joins.push(spread.join);
    } else {
      const embed = embedExpression(ctx, source, alias, item, path);
      // an aggregating level groups by its embeds too, as jsonb (json has no equality)
      if (!isEmptyEmbed(item))
        push(`${aggregating ? `(${embed.value})::jsonb` : embed.value} AS ${quoteIdent(embed.name)}`, false);
      if (embed.innerCondition) projection.innerConditions.push(embed.innerCondition);
    }
  }
  if (aggregating && grouped.length > 0) projection.groupBy = ` GROUP BY ${grouped.join(', ')}`;
  return projection;
}

/** Rejects rel.col filters / rel.order whose path names no embed in the select (PostgREST: PGRST108). */
export function checkEmbeddedPaths(query: ParsedQuery): void {
  const known = new Set<string>();
  const walk = (items: SelectItem[], prefix: string[]) => {
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const path = [...prefix, item.alias ?? item.relation];
      known.add(path.join('.'));
      walk(item.children, path);
    }
  };
  walk(query.select, []);
  for (const path of query.embedded.keys()) {
    if (!known.has(path)) {
      throw errors.notEmbedded(path);
    }
  }
}
