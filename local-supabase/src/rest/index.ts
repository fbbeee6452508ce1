import type { ApiRole, Queryable, RequestAuth, RestOptions, RestRequest, RestResponse } from './contract';
import { schemaOf } from './schema-cache';
import { errors, toPostgrestError as mapError } from './errors';
import { handleDelete, handleInsert, handleUpdate } from './mutations';
import { parsePrefer, parseQuery } from './parser';
import { executeRead } from './read';
import { handleRpc } from './rpc';
import type { SchemaCache } from './schema-cache';
import { checkEmbeddedPaths, newContext } from './select';
import { quoteQualified } from './sql';
import { tableSource } from './source';
import { checkViewWrite } from './view-writes';
import { exposedSchemas, requestSchema, withProfileHeader } from './profile';

export { requestSearchPath } from './profile';

export { loadSchemaCache } from './schema-cache';
export type { SchemaCache, TableInfo, ColumnInfo, ForeignKey, FunctionInfo } from './schema-cache';
export { PostgrestError } from './contract';
export type { RestOptions } from './contract';

export function toPostgrestError(err: unknown, role: ApiRole) {
  return mapError(err, role);
}

async function route(
  req: RestRequest,
  tx: Queryable,
  cache: SchemaCache,
  options: RestOptions,
): Promise<RestResponse> {
  const path = req.path.replace(/^\/+/, '').replace(/\/+$/, '');
  if (path.startsWith('rpc/')) {
    const name = path.slice(4);
    if (!name || name.includes('/')) throw errors.invalidPath();
    return handleRpc(name, req, tx, cache, options);
  }
  if (!path || path.includes('/')) throw errors.invalidPath();
  const table = cache.tables.get(path);
  if (!table) throw errors.unknownTable(path, schemaOf(cache));

  const query = parseQuery(req.query);
  checkEmbeddedPaths(query);
  const prefs = parsePrefer(req.headers.prefer);
  const ctx = newContext(cache, query);
  ctx.maxRows = options.maxRows ?? null;
  ctx.aggregatesEnabled = options.aggregatesEnabled ?? cache.settings?.aggregatesEnabled ?? false;
  ctx.planEnabled = options.planEnabled ?? cache.settings?.planEnabled ?? false;
  await checkViewWrite(req, table, tx);
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return executeRead(
        ctx,
        { source: tableSource(table), from: `${quoteQualified(table.schema, table.name)} AS t0` },
        req,
        tx,
        prefs,
      );
    case 'POST':
      return handleInsert(ctx, table, req, tx, prefs);
    case 'PATCH':
      return handleUpdate(ctx, table, req, tx, prefs);
    case 'DELETE':
      return handleDelete(ctx, table, req, tx, prefs);
    default:
      throw errors.methodNotAllowed(req.method, 'this resource');
  }
}

/** Answers one /rest/v1 request inside the transaction the server opened; errors are thrown as PostgrestError. */
export async function handleRest(
  req: RestRequest,
  auth: RequestAuth,
  tx: Queryable,
  cache: SchemaCache,
  options: RestOptions = {},
): Promise<RestResponse> {
  try {
    const schema = requestSchema(req, options);
    const served = cache.bySchema?.get(schema) ?? (schemaOf(cache) === schema ? cache : undefined);
    if (!served) throw errors.invalidSchema(exposedSchemas(options));
    return withProfileHeader(await route(req, tx, served, options), schema, options);
  } catch (err) {
    throw mapError(err, auth.role);
  }
}
