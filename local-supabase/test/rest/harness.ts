/**
 * Test harness for the REST engine: a database (in-memory PGlite, or a fresh PostgreSQL database when
 * LOCAL_SUPABASE_TEST_DB=postgres), a small schema, and a `call` that wraps handleRest in PostgREST's
 * transaction model (BEGIN, the request settings, the statement, then COMMIT or ROLLBACK).
 */
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { ApiRole, Queryable, RestOptions, RestRequest, SqlResult } from '../../src/rest/contract';
import { PostgrestError } from '../../src/rest/contract';
import { handleRest, loadSchemaCache, toPostgrestError, type SchemaCache } from '../../src/rest';
import { TEST_SCHEMA_SQL, TEST_SEED_SQL } from './schema';

export interface TestDb extends Queryable {
  kind: 'pglite' | 'postgres';
  /** runs a multi-statement script */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

async function openPglite(): Promise<TestDb> {
  const db = new PGlite();
  await db.waitReady;
  return {
    kind: 'pglite',
    async exec(sql: string) {
      await db.exec(sql);
    },
    async query<R>(sql: string, params?: unknown[]): Promise<SqlResult<R>> {
      const r = await db.query<R>(sql, params as unknown[]);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length, fields: r.fields };
    },
    async close() {
      await db.close();
    },
  };
}

export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function openPostgres(): Promise<TestDb> {
  const name = `koperasi_rest_test_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const client = new Client({ connectionString: url.toString() });
  await client.connect();
  return {
    kind: 'postgres',
    async exec(sql: string) {
      await client.query(sql);
    },
    async query<R>(sql: string, params?: unknown[]): Promise<SqlResult<R>> {
      const r = await client.query(sql, params);
      return { rows: r.rows as R[], rowCount: r.rowCount ?? 0, fields: r.fields };
    },
    async close() {
      await client.end();
      const dropper = new Client({ connectionString: PG_ADMIN_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const backend = process.env.LOCAL_SUPABASE_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** an empty database on the backend under test */
export async function openEmptyTestDb(): Promise<TestDb> {
  return backend === 'postgres' ? openPostgres() : openPglite();
}

export async function openTestDb(): Promise<TestDb> {
  const db = await openEmptyTestDb();
  await db.exec(TEST_SCHEMA_SQL);
  await db.exec(TEST_SEED_SQL);
  return db;
}

export const USERS = {
  alice: '11111111-1111-1111-1111-111111111111',
  bob: '22222222-2222-2222-2222-222222222222',
  admin: '33333333-3333-3333-3333-333333333333',
};

export interface CallOptions {
  query?: string | Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  role?: ApiRole;
  sub?: string;
  /** what config.toml's [api] would give the engine (max_rows, schemas, …) */
  rest?: RestOptions;
}

export interface CallResult {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  text: string | null;
  error: ReturnType<PostgrestError['toBody']> | null;
  rolledBack: boolean;
}

/** JSON bodies are parsed; others (text/csv, a text plan) are only in `text` */
const isJson = (headers: Record<string, string>) => !/^text\/|\+text/.test(headers['Content-Type'] ?? '');

export function makeCaller(db: TestDb, getCache: () => SchemaCache) {
  return async function call(
    method: RestRequest['method'],
    path: string,
    options: CallOptions = {},
  ): Promise<CallResult> {
    const role = options.role ?? 'anon';
    const claims: Record<string, unknown> = { role };
    if (options.sub) claims.sub = options.sub;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.headers ?? {})) headers[k.toLowerCase()] = v;
    const req: RestRequest = {
      method,
      path,
      query: new URLSearchParams(options.query ?? ''),
      headers,
      body: options.body,
    };
    await db.query(method === 'GET' || method === 'HEAD' ? 'BEGIN READ ONLY' : 'BEGIN');
    await db.query(
      "select set_config('search_path', '\"public\", \"extensions\"', true), set_config('role', $1, true), set_config('request.jwt.claims', $2, true)",
      [role, JSON.stringify(claims)],
    );
    try {
      const res = await handleRest(req, { role, claims }, db, getCache(), options.rest);
      await db.query(res.rollback ? 'ROLLBACK' : 'COMMIT');
      return {
        status: res.status,
        headers: res.headers,
        text: res.body,
        body: res.body === null || !isJson(res.headers) ? null : JSON.parse(res.body),
        error: null,
        rolledBack: Boolean(res.rollback),
      };
    } catch (err) {
      await db.query('ROLLBACK');
      if (!(err instanceof PostgrestError)) throw err;
      const mapped = toPostgrestError(err, role);
      return {
        status: mapped.status,
        headers: mapped.extraHeaders,
        text: null,
        body: null,
        error: mapped.toBody(),
        rolledBack: true,
      };
    }
  };
}

export async function setupEngineTest() {
  const db = await openTestDb();
  let cache = await loadSchemaCache(db);
  return {
    db,
    call: makeCaller(db, () => cache),
    async reloadCache() {
      cache = await loadSchemaCache(db);
    },
    cache: () => cache,
  };
}
