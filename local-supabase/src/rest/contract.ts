/**
 * The contract between the HTTP server (src/server.ts, src/db/*) and the PostgREST engine (src/rest/*).
 * The engine is pure: it gets a parsed request and a transaction handle, and returns the HTTP answer.
 */

/** Minimal query interface implemented over PGlite and over node-postgres. */
export interface SqlResult<R = Record<string, unknown>> {
  rows: R[];
  rowCount: number;
  fields: { name: string; dataTypeID: number }[];
}
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<R>>;
}

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Who is calling, resolved by the gateway from apikey/Authorization: the role and JWT claims SQL sees. */
export interface RequestAuth {
  role: ApiRole;
  /** the full verified JWT claims, with `role` present */
  claims: Record<string, unknown>;
}

export interface RestRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** path below /rest/v1/, e.g. "products" or "rpc/place_order" */
  path: string;
  query: URLSearchParams;
  /** lower-cased header names */
  headers: Record<string, string | undefined>;
  /** parsed JSON body (undefined when none); the server answers PGRST102 itself for invalid JSON */
  body: unknown;
}

/** What config.toml's [api] section (and PostgREST's in-database settings) tell the engine. */
export interface RestOptions {
  /** [api] max_rows: the most rows one read returns (unset: no limit) */
  maxRows?: number | null;
  /** [api] schemas: the exposed schemas, the first being the default (unset: ["public"]) */
  schemas?: string[];
  /** [api] extra_search_path: appended to the request's schema on its search_path (unset: public, extensions) */
  extraSearchPath?: string[];
  /** PostgREST's db-aggregates-enabled (off by default) */
  aggregatesEnabled?: boolean;
  /** PostgREST's db-plan-enabled (off by default) */
  planEnabled?: boolean;
}

export interface RestResponse {
  status: number;
  headers: Record<string, string>;
  /** the response body as text (JSON built in SQL), or null for no body */
  body: string | null;
  /** true when the transaction must be rolled back although no error was thrown (e.g. PGRST116 on a mutation) */
  rollback?: boolean;
}

/** A PostgREST error: thrown by the engine, turned into the response by the server. */
export class PostgrestError extends Error {
  constructor(
    public status: number,
    public code: string,
    message: string,
    /** text, or (PGRST201) the list of candidate relationships */
    public details: string | Record<string, string>[] | null = null,
    public hint: string | null = null,
    public extraHeaders: Record<string, string> = {},
  ) {
    super(message);
  }
  toBody() {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message };
  }
}

/**
 * What src/rest/index.ts exports (implemented by the REST engine):
 *
 *   loadSchemaCache(db: Queryable): Promise<SchemaCache>
 *     introspects the exposed schema (public): tables, views, columns and types, primary keys,
 *     foreign keys (also to other schemas, e.g. profiles -> auth.users), functions and their arguments.
 *
 *   handleRest(req: RestRequest, auth: RequestAuth, tx: Queryable, cache: SchemaCache): Promise<RestResponse>
 *     runs inside the request transaction that the server opened (BEGIN [READ ONLY] + the PostgREST
 *     set_config calls already done), and never commits or rolls back itself.
 *
 *   toPostgrestError(err: unknown, role: ApiRole): PostgrestError
 *     maps a thrown database error (SQLSTATE in err.code, with detail/hint) to PostgREST's status and body.
 */
export type SchemaCacheMarker = { readonly __schemaCache: true };
