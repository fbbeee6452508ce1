import type { Queryable, RestOptions, RestRequest, RestResponse } from './contract';
import { errors } from './errors';
import { parsePrefer, parseQuery } from './parser';
import { applyRange, executeRead } from './read';
import {
  baseHeaders,
  contentRange,
  JSON_TYPE,
  rangeStatus,
  withRollback,
  type StatementResult,
} from './response';
import {
  schemaOf,
  UNNAMED_PARAM_TYPES,
  type FunctionArg,
  type FunctionInfo,
  type SchemaCache,
} from './schema-cache';
import { newContext } from './select';
import { type Params, quoteIdent, quoteQualified } from './sql';
import type { Source } from './source';
import { pagingSql } from './filters';
import { closestMatch } from './fuzzy';

type Args = Record<string, unknown>;

const isJsonType = (type: string) => type === 'json' || type === 'jsonb';

interface ResolvedCall {
  fn: FunctionInfo;
  /** the argument list of the call expression, e.g. "a" => _args."a" */
  callArgs: string;
  /** FROM item providing _args, or null when the call needs none */
  argsFrom: string | null;
}

/** the column an unnamed parameter's argument is read into (such a function has no other parameter) */
const UNNAMED_ARG = 'pgrst_unnamed';

/**
 * Overload resolution as PostgREST's findProc: a function matches when every given name is one of its
 * parameters and every required parameter is given (the key "" names an unnamed parameter of a type that
 * takes a body: json, jsonb, text, xml or bytea); a function with
 * a single json/jsonb parameter receives the whole body of a POST when no function matches by names. More
 * than one match is PGRST203.
 */
function resolveCall(
  name: string,
  overloads: FunctionInfo[],
  args: Args,
  rawBody: unknown,
  params: Params,
  fromQuery: boolean,
  allFunctions: () => string[],
  schema: string,
): ResolvedCall {
  const given = Object.keys(args);
  const matches = overloads.filter(
    (fn) =>
      given.every((key) =>
        fn.args.some((a) => a.name === key && (key !== '' || UNNAMED_PARAM_TYPES.has(a.type))),
      ) && fn.args.every((a) => a.hasDefault || given.includes(a.name)),
  );
  if (matches.length === 1) {
    const fn = matches[0] as FunctionInfo;
    const used = fn.args.filter((a) => given.includes(a.name));
    if (used.length === 0) return { fn, callArgs: '', argsFrom: null };
    // an unnamed parameter is passed by position, read from a column of its own name
    const column = (a: FunctionArg) => quoteIdent(a.name === '' ? UNNAMED_ARG : a.name);
    const columns = used.map((a) => `${column(a)} ${a.type}`).join(', ');
    const payload: Args = {};
    for (const a of used) payload[a.name === '' ? UNNAMED_ARG : a.name] = args[a.name];
    return {
      fn,
      callArgs: used
        .map((a) => (a.name === '' ? `_args.${column(a)}` : `${quoteIdent(a.name)} => _args.${column(a)}`))
        .join(', '),
      argsFrom: `json_to_record(${params.add(JSON.stringify(payload))}::json) AS _args(${columns})`,
    };
  }
  if (matches.length > 1) throw errors.ambiguousFunction(matches, schema);

  // a single json/jsonb parameter receives the whole body
  const single = fromQuery
    ? []
    : overloads.filter((fn) => fn.args.length === 1 && isJsonType((fn.args[0] as FunctionArg).type));
  if (single.length === 1) {
    const fn = single[0] as FunctionInfo;
    const type = (fn.args[0] as FunctionArg).type;
    return { fn, callArgs: `${params.add(JSON.stringify(rawBody ?? {}))}::${type}`, argsFrom: null };
  }
  if (single.length > 1) throw errors.ambiguousFunction(single, schema);
  throw errors.unknownFunction(
    name,
    given,
    !fromQuery,
    rpcHint(name, given, overloads, allFunctions),
    schema,
  );
}

/** PostgREST's noRpcHint: the closest function name, or the closest parameter list of an overload. */
function rpcHint(
  name: string,
  given: string[],
  overloads: FunctionInfo[],
  allFunctions: () => string[],
): string | null {
  const paramList = (names: string[]) => `(${[...names].sort().join(', ')})`;
  if (overloads.length === 0) return closestMatch(name, allFunctions());
  const lists = overloads.map((fn) => paramList(fn.args.map((a) => a.name)));
  const best = closestMatch(paramList(given), lists);
  return best === null ? null : `${name}${best}`;
}

export async function handleRpc(
  name: string,
  req: RestRequest,
  tx: Queryable,
  cache: SchemaCache,
  options: RestOptions = {},
): Promise<RestResponse> {
  const callable = cache.functions.get(name)?.filter((fn) => fn.callable);
  const overloads = callable && callable.length > 0 ? callable : undefined;
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  if (req.method !== 'POST' && !readOnly) throw errors.methodNotAllowed(req.method, 'RPC');

  const argNames = new Set((overloads ?? []).flatMap((fn) => fn.args.map((a) => a.name)));
  const query = parseQuery(req.query, readOnly ? (key) => argNames.has(key) : undefined);
  const prefs = parsePrefer(req.headers.prefer);

  let args: Args = {};
  if (readOnly) {
    for (const [key, value] of req.query) if (argNames.has(key)) args[key] = value;
  } else if (req.body === undefined || req.body === null) {
    args = {};
  } else if (typeof req.body === 'object' && !Array.isArray(req.body)) {
    args = req.body as Args;
  } else {
    throw errors.invalidBody('Empty or invalid json');
  }
  // the names a hint may suggest, worked out only for an error
  const allFunctions = () =>
    [...cache.functions]
      .filter(([, list]) => list.some((fn) => fn.callable))
      .map(([functionName]) => functionName);
  if (!overloads) {
    const given = Object.keys(args);
    throw errors.unknownFunction(
      name,
      given,
      !readOnly,
      rpcHint(name, given, [], allFunctions),
      schemaOf(cache),
    );
  }

  const ctx = newContext(cache, query);
  ctx.maxRows = options.maxRows ?? null;
  ctx.aggregatesEnabled = options.aggregatesEnabled ?? cache.settings?.aggregatesEnabled ?? false;
  ctx.planEnabled = options.planEnabled ?? cache.settings?.planEnabled ?? false;
  const call = resolveCall(
    name,
    overloads,
    args,
    req.body,
    ctx.params,
    readOnly,
    allFunctions,
    schemaOf(cache),
  );
  const fn = call.fn;
  // Prefer: handling=strict, max-affected=N: a function returning more rows fails (PGRST124) and rolls back
  const strictMaxAffected =
    prefs.handling === 'strict' && prefs.maxAffected !== null ? prefs.maxAffected : undefined;
  const callSql = `${quoteQualified(schemaOf(cache), fn.name)}(${call.callArgs})`;
  const from = call.argsFrom ? ` FROM ${call.argsFrom}` : '';

  if (fn.returns.kind === 'composite') {
    const source: Source = {
      name: fn.name,
      columns: new Map(fn.returns.columns.map((c) => [c.name, c])),
      relation: fn.returns.relation,
      schema: schemaOf(cache),
      computed:
        fn.returns.relation === null ? undefined : cache.tables.get(fn.returns.relation)?.computedFields,
    };
    const lateral = call.argsFrom
      ? `${call.argsFrom} CROSS JOIN LATERAL ${callSql} AS _f`
      : `${callSql} AS _f`;
    return executeRead(
      ctx,
      {
        source,
        withClause: `WITH pgrst_call AS MATERIALIZED (SELECT _f.* FROM ${lateral})`,
        from: 'pgrst_call AS t0',
        singleByType: !fn.returnsSet,
        maxAffected: strictMaxAffected,
      },
      req,
      tx,
      prefs,
    );
  }

  if (query.root.conditions.length > 0 || query.root.order.length > 0 || query.embedded.size > 0) {
    throw errors.parse(
      `"failed to parse filter"`,
      `filters, order and embeds need a function returning rows (${name} returns ${fn.returns.kind})`,
    );
  }

  let sql: string;
  if (fn.returns.kind === 'void') sql = `SELECT ${callSql}${from}`;
  else if (!fn.returnsSet)
    sql = `SELECT NULL::text AS total, 1 AS page_total, to_json(${callSql})::text AS body${from}`;
  else {
    const lateral = call.argsFrom
      ? `${call.argsFrom} CROSS JOIN LATERAL ${callSql} AS _f(v)`
      : `${callSql} AS _f(v)`;
    applyRange(ctx, req);
    const paging = pagingSql(query.root.limit, query.root.offset, ctx.params);
    const total = prefs.count ? '(SELECT count(*) FROM pgrst_call)::text' : 'NULL::text';
    sql =
      `WITH pgrst_call AS MATERIALIZED (SELECT _f.v FROM ${lateral}) ` +
      `SELECT ${total} AS total, count(*)::int AS page_total, coalesce(json_agg(_r.v), '[]')::text AS body ` +
      `FROM (SELECT v FROM pgrst_call${paging}) AS _r`;
  }
  const result = await tx.query<StatementResult>(sql, ctx.params.values);
  if (fn.returns.kind === 'void')
    return withRollback({ status: 204, headers: baseHeaders(null, prefs), body: null }, prefs);
  const row = result.rows[0] as StatementResult;
  const rows = Number(row.page_total);
  if (fn.returnsSet && strictMaxAffected !== undefined && rows > strictMaxAffected)
    throw errors.maxAffectedExceeded(rows);
  // a scalar result is one row; Content-Range as PostgREST sends it for every RPC
  const total = prefs.count ? (row.total === null ? rows : Number(row.total)) : null;
  const offset = fn.returnsSet ? Number(query.root.offset ?? 0) : 0;
  const headers = baseHeaders(JSON_TYPE, prefs);
  headers['Content-Range'] = contentRange(offset, rows, total);
  return withRollback(
    {
      status: fn.returnsSet ? rangeStatus(offset, rows, total) : 200,
      headers,
      body: req.method === 'HEAD' ? null : (row.body ?? 'null'),
    },
    prefs,
  );
}
