import type { Queryable, RestRequest, RestResponse } from './contract';
import { errors } from './errors';
import { contentTypeOf, negotiate, type Media } from './media';
import { bodySql } from './read';
import { baseHeaders, contentRange, unwrapSingle, withRollback, type StatementResult } from './response';
import type { TableInfo } from './schema-cache';
import { buildProjection, levelConditions, type BuildContext } from './select';
import { quoteIdent, quoteLiteral, quoteQualified } from './sql';
import { tableSource } from './source';
import type { Preferences } from './types';

type JsonObject = Record<string, unknown>;

const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

function checkColumns(table: TableInfo, columns: string[]): void {
  for (const column of columns) {
    if (!table.columnsByName.has(column)) throw errors.unknownPayloadColumn(column, table.name);
  }
}

function sameKeys(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}

/**
 * The payload as a list of objects plus the columns to write: those of `columns=` when given, else the keys
 * of the objects, which must all have the same keys (PostgREST's PGRST102 otherwise).
 */
function insertPayload(
  body: unknown,
  explicitColumns: string[] | null,
): { rows: JsonObject[]; columns: string[] } {
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw errors.invalidBody('Empty or invalid json');
  if (explicitColumns) return { rows, columns: [...new Set(explicitColumns)] };
  const first = Object.keys(rows[0] ?? {});
  if (!rows.every((r) => sameKeys(Object.keys(r), first)))
    throw errors.invalidBody('All object keys must match');
  return { rows, columns: first };
}

interface MutationOutcome {
  returning: boolean;
  statement: string;
  /** count the rows the statement inserted (not updated by ON CONFLICT), as `inserted` */
  countInserted?: boolean;
  media: Media;
}

/** WITH pgrst_source AS (<mutation>) + the projection of the affected rows, as JSON text. */
function wrapMutation(ctx: BuildContext, table: TableInfo, mutation: MutationOutcome): string {
  const inserted = mutation.countInserted
    ? `, (SELECT count(*) FROM pgrst_source WHERE pgrst_inserted)::int AS inserted`
    : '';
  const insertedColumn = mutation.countInserted ? ', (t0.xmax = 0) AS pgrst_inserted' : '';
  if (!mutation.returning) {
    return `WITH pgrst_source AS (${mutation.statement} RETURNING 1 AS pgrst_one${insertedColumn}) SELECT NULL::text AS total, count(*)::int AS page_total, NULL::text AS body${inserted} FROM pgrst_source`;
  }
  const source = tableSource(table);
  const projection = buildProjection(ctx, source, 't0', ctx.query.select);
  const where =
    projection.innerConditions.length > 0 ? ` WHERE ${projection.innerConditions.join(' AND ')}` : '';
  // the affected rows with exactly the table's columns (the inserted flag stays out of `*`)
  const rows = mutation.countInserted
    ? `(SELECT ${table.columns.map((c) => quoteIdent(c.name)).join(', ')} FROM pgrst_source)`
    : 'pgrst_source';
  return (
    `WITH pgrst_source AS (${mutation.statement} RETURNING t0.*${insertedColumn}) ` +
    `SELECT NULL::text AS total, (SELECT count(*) FROM pgrst_source)::int AS page_total, ${bodySql(mutation.media, '_r')} AS body${inserted} ` +
    `FROM (SELECT ${projection.columns.join(', ')} FROM ${rows} AS t0${projection.joins.join('')}${where}) AS _r`
  );
}

function insertStatement(
  ctx: BuildContext,
  table: TableInfo,
  rows: JsonObject[],
  columns: string[],
  prefs: Preferences,
): string {
  const target = `${quoteQualified(table.schema, table.name)} AS t0`;
  const rowType = `NULL::${quoteQualified(table.schema, table.name)}`;
  if (columns.length === 0) {
    return `INSERT INTO ${target} SELECT FROM generate_series(1, ${ctx.params.add(rows.length)}::int)`;
  }
  const columnList = columns.map(quoteIdent).join(', ');
  let insert: string;
  if (prefs.missing === 'default') {
    // each row's defaults are worked out, given or not, as PostgREST does (an identity column's sequence
    // advances for every row); a key the row leaves out takes its default
    const defaults = columns.map((c) => {
      const column = table.columnsByName.get(c);
      return `CAST(${column?.defaultExpr ?? 'NULL'} AS ${column?.type ?? 'text'}) AS ${quoteIdent(c)}`;
    });
    const values = columns.map(
      (c) => `CASE WHEN _j.value ? ${quoteLiteral(c)} THEN _p.${quoteIdent(c)} ELSE _d.${quoteIdent(c)} END`,
    );
    insert =
      `INSERT INTO ${target} (${columnList}) SELECT ${values.join(', ')} ` +
      `FROM jsonb_array_elements(${ctx.params.add(JSON.stringify(rows))}::jsonb) AS _j(value) ` +
      `CROSS JOIN LATERAL jsonb_populate_record(${rowType}, _j.value) AS _p ` +
      `CROSS JOIN LATERAL (SELECT ${defaults.join(', ')} WHERE _j.value IS NOT NULL) AS _d`;
  } else {
    insert =
      `INSERT INTO ${target} (${columnList}) SELECT ${columns.map((c) => `_p.${quoteIdent(c)}`).join(', ')} ` +
      `FROM json_populate_recordset(${rowType}, ${ctx.params.add(JSON.stringify(rows))}::json) AS _p`;
  }

  if (prefs.resolution) {
    const conflict = ctx.query.onConflict ?? table.primaryKey;
    checkColumns(table, conflict);
    if (conflict.length === 0) throw errors.parse('"on_conflict" is required: the table has no primary key');
    const target = `(${conflict.map(quoteIdent).join(', ')})`;
    const updates = columns.map((c) => `${quoteIdent(c)} = EXCLUDED.${quoteIdent(c)}`);
    insert +=
      prefs.resolution === 'ignore-duplicates' || updates.length === 0
        ? ` ON CONFLICT ${target} DO NOTHING`
        : ` ON CONFLICT ${target} DO UPDATE SET ${updates.join(', ')}`;
  }
  return insert;
}

function wantsRepresentation(prefs: Preferences): boolean {
  return prefs.return === 'representation';
}

async function run(
  ctx: BuildContext,
  table: TableInfo,
  statement: string,
  prefs: Preferences,
  tx: Queryable,
  countInserted = false,
  media: Media = negotiate(undefined),
): Promise<StatementResult & { inserted?: number }> {
  const sql = wrapMutation(ctx, table, {
    returning: wantsRepresentation(prefs),
    statement,
    countInserted,
    media,
  });
  const result = await tx.query<StatementResult & { inserted?: number }>(sql, ctx.params.values);
  return result.rows[0] as StatementResult & { inserted?: number };
}

function respond(
  req: RestRequest,
  prefs: Preferences,
  result: StatementResult,
  status: { withBody: number; withoutBody: number },
  range: string,
): RestResponse {
  const media = negotiate(req.headers.accept);
  const singular = media.kind === 'object';
  if (singular && result.page_total !== 1) throw errors.singular(result.page_total);
  const representation = wantsRepresentation(prefs);
  const headers = baseHeaders(representation ? contentTypeOf(media) : null, prefs);
  headers['Content-Range'] = range;
  let body: string | null = null;
  if (representation)
    body = singular ? unwrapSingle(result.body ?? '[]') : (result.body ?? (media.kind === 'csv' ? '' : '[]'));
  return withRollback(
    { status: representation ? status.withBody : status.withoutBody, headers, body },
    prefs,
  );
}

export async function handleInsert(
  ctx: BuildContext,
  table: TableInfo,
  req: RestRequest,
  tx: Queryable,
  prefs: Preferences,
): Promise<RestResponse> {
  const { rows, columns } = insertPayload(req.body, ctx.query.columns);
  checkColumns(table, columns);
  const merging = prefs.resolution === 'merge-duplicates';
  let result: StatementResult & { inserted?: number } = {
    total: null,
    page_total: 0,
    body: '[]',
    inserted: 0,
  };
  if (rows.length > 0)
    result = await run(
      ctx,
      table,
      insertStatement(ctx, table, rows, columns, prefs),
      prefs,
      tx,
      merging,
      negotiate(req.headers.accept),
    );
  const total = prefs.count ? String(result.page_total) : '*';
  // PostgREST: an upsert (merge-duplicates) that inserted no row, only updated, answers 200
  const status = merging && Number(result.inserted ?? 0) <= 0 ? 200 : 201;
  return respond(req, prefs, result, { withBody: status, withoutBody: status }, `*/${total}`);
}

/** Prefer: handling=strict, max-affected=N: more affected rows fails the request (and rolls it back) */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (prefs.handling === 'strict' && prefs.maxAffected !== null && affected > prefs.maxAffected)
    throw errors.maxAffectedExceeded(affected);
}

function requireFilters(ctx: BuildContext, command: 'UPDATE' | 'DELETE'): void {
  if (ctx.query.root.conditions.length === 0) throw errors.missingWhere(command);
}

function whereClause(ctx: BuildContext, table: TableInfo): string {
  return levelConditions(ctx, tableSource(table), 't0', ctx.query.root).join(' AND ');
}

export async function handleUpdate(
  ctx: BuildContext,
  table: TableInfo,
  req: RestRequest,
  tx: Queryable,
  prefs: Preferences,
): Promise<RestResponse> {
  if (!isObject(req.body)) throw errors.invalidBody('Empty or invalid json');
  const columns = Object.keys(req.body);
  checkColumns(table, columns);
  requireFilters(ctx, 'UPDATE');
  let result: StatementResult = { total: null, page_total: 0, body: '[]' };
  if (columns.length > 0) {
    const payload = ctx.params.add(JSON.stringify(req.body));
    const where = whereClause(ctx, table);
    const statement =
      `UPDATE ${quoteQualified(table.schema, table.name)} AS t0 SET ${columns.map((c) => `${quoteIdent(c)} = _p.${quoteIdent(c)}`).join(', ')} ` +
      `FROM json_populate_record(NULL::${quoteQualified(table.schema, table.name)}, ${payload}::json) AS _p WHERE ${where}`;
    result = await run(ctx, table, statement, prefs, tx, false, negotiate(req.headers.accept));
  }
  const n = result.page_total;
  checkMaxAffected(prefs, n);
  return respond(
    req,
    prefs,
    result,
    { withBody: 200, withoutBody: 204 },
    contentRange(0, n, prefs.count ? n : null),
  );
}

export async function handleDelete(
  ctx: BuildContext,
  table: TableInfo,
  req: RestRequest,
  tx: Queryable,
  prefs: Preferences,
): Promise<RestResponse> {
  requireFilters(ctx, 'DELETE');
  const statement = `DELETE FROM ${quoteQualified(table.schema, table.name)} AS t0 WHERE ${whereClause(ctx, table)}`;
  const result = await run(ctx, table, statement, prefs, tx, false, negotiate(req.headers.accept));
  checkMaxAffected(prefs, result.page_total);
  const total = prefs.count ? String(result.page_total) : '*';
  return respond(req, prefs, result, { withBody: 200, withoutBody: 204 }, `*/${total}`);
}
