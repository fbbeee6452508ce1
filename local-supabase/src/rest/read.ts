import type { Queryable, RestRequest, RestResponse } from './contract';
import { errors } from './errors';
import { orderSql, pagingSql } from './filters';
import { contentTypeOf, negotiate, type Media } from './media';
import {
  baseHeaders,
  contentRange,
  rangeStatus,
  unwrapSingle,
  withRollback,
  type StatementResult,
} from './response';
import { buildProjection, levelConditions, relatedOrderField, type BuildContext } from './select';
import type { Source } from './source';
import { Params } from './sql';
import type { Preferences } from './types';

export interface ReadPlan {
  source: Source;
  /** FROM item text, aliased t0 */
  from: string;
  /** optional WITH clause (no trailing space), e.g. for a function call evaluated once */
  withClause?: string;
  /** single result expected by the function's return type (non-SETOF composite) */
  singleByType?: boolean;
  /** more rows than this fails with PGRST124 (an RPC with Prefer: handling=strict, max-affected=N) */
  maxAffected?: number;
}

/** the rows of a read without order and paging, for the planner's estimate of their number (count=planned) */
function buildEstimateSql(ctx: BuildContext, plan: ReadPlan): string {
  const projection = buildProjection(ctx, plan.source, 't0', ctx.query.select);
  const conditions = [
    ...levelConditions(ctx, plan.source, 't0', ctx.query.root),
    ...projection.innerConditions,
  ];
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const prefix = plan.withClause ? `${plan.withClause} ` : '';
  return `EXPLAIN (FORMAT JSON) ${prefix}SELECT ${projection.columns.join(', ') || '1'} FROM ${plan.from}${projection.joins.join('')}${where}`;
}

/** PostgREST's planned count: the "Plan Rows" of the top plan node of EXPLAIN (FORMAT JSON). */
async function plannedCount(
  ctx: BuildContext,
  plan: ReadPlan,
  startValues: unknown[],
  tx: Queryable,
): Promise<number | null> {
  const params = new Params();
  for (const value of startValues) params.add(value);
  const estimateCtx: BuildContext = { ...ctx, params };
  const result = await tx.query<Record<string, unknown>>(buildEstimateSql(estimateCtx, plan), params.values);
  const raw = result.rows[0] ? Object.values(result.rows[0])[0] : null;
  const parsed = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan?: { 'Plan Rows'?: number };
  }>;
  const rows = parsed?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' ? Math.round(rows) : null;
}

/**
 * The response body built in SQL: JSON (nulls stripped on request), PostgREST's CSV (header line + records) or
 * a GeoJSON FeatureCollection.
 */
export function bodySql(media: Media, rowsAlias: string): string {
  if (media.kind === 'csv') {
    const header = `(SELECT coalesce(string_agg(k, ','), '') FROM json_object_keys(json_agg(${rowsAlias})->0) AS k)`;
    const records = `coalesce(string_agg(substring(${rowsAlias}::text, 2, length(${rowsAlias}::text) - 2), E'\\n'), '')`;
    return `${header} || E'\\n' || ${records}`;
  }
  if (media.kind === 'geojson') {
    const features = `coalesce(json_agg(st_asgeojson(${rowsAlias})::json), '[]')`;
    return `json_build_object('type', 'FeatureCollection', 'features', ${features})::text`;
  }
  const json = `coalesce(json_agg(${rowsAlias}), '[]')`;
  return media.stripNulls ? `json_strip_nulls(${json})::text` : `${json}::text`;
}

export function buildReadSql(
  ctx: BuildContext,
  plan: ReadPlan,
  withCount: boolean,
  media: Media = negotiate(undefined),
): string {
  const { root } = ctx.query;
  const projection = buildProjection(ctx, plan.source, 't0', ctx.query.select);
  const conditions = [...levelConditions(ctx, plan.source, 't0', root), ...projection.innerConditions];
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(' AND ')}` : '';
  const rows =
    `SELECT ${projection.columns.join(', ')} FROM ${plan.from}${projection.joins.join('')}${where}${projection.groupBy}` +
    orderSql(
      plan.source,
      't0',
      root.order,
      ctx.params,
      relatedOrderField(ctx, plan.source, 't0', ctx.query.select, []),
    ) +
    pagingSql(root.limit, root.offset, ctx.params);
  const total = withCount ? `(SELECT count(*) FROM ${plan.from}${where})::text` : 'NULL::text';
  const prefix = plan.withClause ? `${plan.withClause} ` : '';
  return `${prefix}SELECT ${total} AS total, count(*)::int AS page_total, ${bodySql(media, '_r')} AS body FROM (${rows}) AS _r`;
}

/**
 * The top-level page: limit/offset of the query string, narrowed by a `Range: first-last` header (GET/HEAD,
 * Range-Unit items) and by config.toml's [api] max_rows, as PostgREST intersects them.
 */
export function applyRange(ctx: BuildContext, req: RestRequest): void {
  const root = ctx.query.root;
  let first = Number(root.offset ?? 0);
  let last = root.limit === null ? Infinity : first + Number(root.limit) - 1;
  const header = req.headers.range?.trim();
  const unit = (req.headers['range-unit'] ?? 'items').trim().toLowerCase();
  if ((req.method === 'GET' || req.method === 'HEAD') && header && unit === 'items') {
    const match = /^(?:items=)?(\d{1,15})-(\d{0,15})$/.exec(header);
    if (match) {
      const lower = Number(match[1]);
      const upper = match[2] === '' ? Infinity : Number(match[2]);
      if (lower > upper) throw errors.rangeLowerGreaterThanUpper();
      first = Math.max(first, lower);
      last = Math.min(last, upper);
    }
  }
  if (ctx.maxRows !== null && ctx.maxRows !== undefined) last = Math.min(last, first + ctx.maxRows - 1);
  root.offset = first === 0 && root.offset === null ? null : String(first);
  root.limit = last === Infinity ? null : String(Math.max(0, last - first + 1));
}

const PLAN_OPTIONS = new Set(['analyze', 'verbose', 'settings', 'buffers', 'wal']);

/** Accept: application/vnd.pgrst.plan[+json|+text]: the EXPLAIN of the read, behind db-plan-enabled. */
async function explainRead(
  ctx: BuildContext,
  plan: ReadPlan,
  req: RestRequest,
  tx: Queryable,
  prefs: Preferences,
  media: Media,
): Promise<RestResponse> {
  if (!ctx.planEnabled) {
    const types = (req.headers.accept ?? '').split(',').map((t) => (t.split(';')[0] ?? '').trim());
    throw errors.mediaTypeNotAvailable(types.filter(Boolean));
  }
  const options = [`FORMAT ${media.planFormat === 'json' ? 'JSON' : 'TEXT'}`];
  for (const option of media.planOptions) if (PLAN_OPTIONS.has(option)) options.push(option.toUpperCase());
  const sql = `EXPLAIN (${options.join(', ')}) ${buildReadSql(ctx, plan, false, negotiate(undefined))}`;
  const result = await tx.query<Record<string, unknown>>(sql, ctx.params.values);
  const lines = result.rows.map((row) => Object.values(row)[0]);
  const body =
    media.planFormat === 'json'
      ? typeof lines[0] === 'string'
        ? lines[0]
        : JSON.stringify(lines[0])
      : lines.map(String).join('\n');
  return withRollback(
    {
      status: 200,
      headers: baseHeaders(contentTypeOf(media), prefs),
      body: req.method === 'HEAD' ? null : body,
    },
    prefs,
  );
}

export async function executeRead(
  ctx: BuildContext,
  plan: ReadPlan,
  req: RestRequest,
  tx: Queryable,
  prefs: Preferences,
): Promise<RestResponse> {
  const media = negotiate(req.headers.accept);
  const singular = media.kind === 'object';
  applyRange(ctx, req);
  if (media.kind === 'plan') return explainRead(ctx, plan, req, tx, prefs, media);
  const startValues = [...ctx.params.values];
  const sql = buildReadSql(ctx, plan, prefs.count === 'exact' || prefs.count === 'estimated', media);
  const result = await tx.query<StatementResult>(sql, ctx.params.values);
  const row = result.rows[0] as StatementResult;
  let total = row.total === null ? null : Number(row.total);
  // planned: the planner's estimate; estimated: the exact count, or the estimate when larger past max_rows
  if (prefs.count === 'planned') total = await plannedCount(ctx, plan, startValues, tx);
  else if (prefs.count === 'estimated' && total !== null && total > (ctx.maxRows ?? 0)) {
    const planned = await plannedCount(ctx, plan, startValues, tx);
    if (planned !== null) total = Math.max(total, planned);
  }
  const rows = row.page_total;
  if (plan.maxAffected !== undefined && rows > plan.maxAffected) throw errors.maxAffectedExceeded(rows);
  const offset = Number(ctx.query.root.offset ?? 0);

  let body = row.body ?? '[]';
  let status = 200;
  if (singular || plan.singleByType) {
    if (rows !== 1) {
      if (singular) throw errors.singular(rows);
      body = 'null';
    } else body = unwrapSingle(body);
  } else {
    status = rangeStatus(offset, rows, total);
  }
  const headers = baseHeaders(contentTypeOf(media), prefs);
  headers['Content-Range'] = contentRange(offset, rows, total);
  return withRollback({ status, headers, body: req.method === 'HEAD' ? null : body }, prefs);
}
