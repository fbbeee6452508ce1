import type { Queryable, RequestAuth, SqlResult } from '../rest/contract';
import { wantsRollback, type RequestMeta } from './database';
import { preparedNameFor } from './prepared-names';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The one statement PostgREST runs after BEGIN, plus the legacy per-claim settings that
 * Supabase Storage sets. Every value is a bound parameter; the role is checked against a fixed list.
 */
export const REQUEST_SETTINGS_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), " +
  "set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true), " +
  "set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
  "set_config('request.cookies', $7, true), set_config('request.jwt.claim.sub', $8, true), " +
  "set_config('request.jwt.claim.role', $9, true)";

/** PostgreSQL drivers may prepare it once per connection under this name */
export const REQUEST_SETTINGS_STATEMENT = 'koperasi_request_settings';

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function requestSettingsParams(auth: RequestAuth, meta: RequestMeta): unknown[] {
  if (!API_ROLES.has(auth.role)) throw new Error(`refusing to switch to role ${String(auth.role)}`);
  const headers: Record<string, string> = {};
  for (const name in meta.headers) {
    const value = meta.headers[name];
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const cookieHeader = headers['cookie'];
  const claims: Record<string, unknown> = { ...auth.claims, role: auth.role };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return [
    meta.searchPath ?? '"public", "extensions"',
    auth.role,
    JSON.stringify(claims),
    meta.method,
    meta.path,
    JSON.stringify(headers),
    cookieHeader ? JSON.stringify(parseCookies(cookieHeader)) : '{}',
    sub,
    auth.role,
  ];
}

export interface Statement {
  sql: string;
  params?: unknown[];
  /** a prepared-statement name the driver may reuse on the same connection */
  name?: string;
  /**
   * transaction control or settings, whose result nobody reads: a driver may send it through the simple
   * query protocol (with `literalSql`, the same statement with its values inlined), which PGlite runs
   * several times faster than a parameterized query
   */
  control?: { literalSql: () => string };
}

/**
 * An E'…' string literal. Backslashes and quotes are escaped, so the result does not depend on
 * standard_conforming_strings. PostgreSQL text cannot hold NUL: refused as PostgreSQL refuses it.
 */
export function escapeLiteral(value: string): string {
  if (value.includes('\u0000')) {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
  }
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** REQUEST_SETTINGS_SQL with its nine values inlined as literals */
export function requestSettingsLiteralSql(params: unknown[]): string {
  return REQUEST_SETTINGS_SQL.replace(/\$(\d)/g, (_placeholder, index: string) =>
    escapeLiteral(String(params[Number(index) - 1])),
  );
}

const control = (sql: string): Statement => ({ sql, control: { literalSql: () => sql } });

/** One request connection of a backend (a pg pool client, or PGlite's single connection). */
export interface StatementRunner {
  /**
   * Runs the statements in order, in one round trip where the driver can pipeline them. Resolves with
   * every result, or rejects with the first error. With `endsTransaction` the last statement is COMMIT,
   * and the transaction must be over (rolled back) when the promise settles, even after an error.
   */
  batch(statements: Statement[], endsTransaction: boolean): Promise<SqlResult[]>;
}

/**
 * A request transaction that opens lazily: the first query goes out together with BEGIN and the
 * settings statement (one round trip instead of three), and a read-only transaction is committed in
 * that same round trip, since there is nothing it could need to roll back. A request that fails before
 * touching the database costs no round trip at all. Later queries of a read-write request run in the
 * open transaction; a later query of a read-only one opens a new read-only transaction with the same
 * role and claims, so no statement ever runs without them.
 */
class RequestTransaction implements Queryable {
  private open = false;
  /** queries of one request run one after the other, as on a single connection */
  private previous: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly runner: StatementRunner,
    private readonly readOnly: boolean,
    private readonly settingsParams: unknown[],
  ) {}

  query<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<R>> {
    const next = this.previous.catch(() => undefined).then(() => this.run<R>(sql, params));
    this.previous = next;
    return next;
  }

  private async run<R>(sql: string, params: unknown[]): Promise<SqlResult<R>> {
    if (this.open) return (await this.runner.batch([{ sql, params }], false))[0] as SqlResult<R>;
    const statements: Statement[] = [
      control(this.readOnly ? 'begin read only' : 'begin'),
      {
        sql: REQUEST_SETTINGS_SQL,
        params: this.settingsParams,
        name: REQUEST_SETTINGS_STATEMENT,
        control: { literalSql: () => requestSettingsLiteralSql(this.settingsParams) },
      },
      // a read-only request's query may stay prepared on the connection (see prepared-names.ts)
      this.readOnly ? { sql, params, name: preparedNameFor(sql) } : { sql, params },
    ];
    if (this.readOnly) statements.push(control('commit'));
    else this.open = true;
    const results = await this.runner.batch(statements, this.readOnly);
    return results[2] as SqlResult<R>;
  }

  /** commits or rolls back the open transaction, if any */
  async end(commit: boolean): Promise<void> {
    await this.previous.catch(() => undefined);
    if (!this.open) return;
    this.open = false;
    await this.runner.batch([control(commit ? 'commit' : 'rollback')], true);
  }
}

/**
 * Runs fn in one request transaction as the API role of `auth`, with PostgREST's transaction-local
 * settings. A thrown error rolls back; so does a result carrying `rollback: true`. If even the rollback
 * fails, `onBrokenConnection` is told, so the backend can discard the connection.
 */
export async function runRequestTransaction<T>(
  runner: StatementRunner,
  auth: RequestAuth,
  meta: RequestMeta,
  readOnly: boolean,
  fn: (tx: Queryable) => Promise<T>,
  onBrokenConnection: (error: unknown) => void = () => undefined,
): Promise<T> {
  const tx = new RequestTransaction(runner, readOnly, requestSettingsParams(auth, meta));
  let result: T;
  try {
    result = await fn(tx);
  } catch (error) {
    await tx.end(false).catch(onBrokenConnection);
    throw error;
  }
  await tx.end(!wantsRollback(result));
  return result;
}
