/**
 * Child process of the benchmark: starts the local server (PGlite in memory, or a fresh PostgreSQL database),
 * then on request runs the engine's generated SQL directly against the same database.
 * Protocol (IPC): sends {type:'ready', url, anonKey, productId}; answers {type:'direct', ...} with a LoadResult.
 *
 * Fairness: the direct SQL is the very statement the engine generates for the HTTP request, run with the
 * same role and claims (anon, so the same RLS policies apply) on the same database, one statement per call
 * (no BEGIN/COMMIT: that overhead belongs to the HTTP path being measured). On PostgreSQL it goes through
 * its own pool of 10 connections logged in as the same non-superuser `authenticator`.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { verifyJwt } from '../src/jwt';
import type { Queryable, SqlResult } from '../src/rest/contract';
import { loadSchemaCache, type SchemaCache } from '../src/rest';
import { parseQuery } from '../src/rest/parser';
import { buildReadSql } from '../src/rest/read';
import { newContext } from '../src/rest/select';
import { tableSource } from '../src/rest/source';
import { buildServer } from '../src/server';
import { runLoad } from './load';

const backend = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const ADMIN_URL = process.env.LOCAL_SUPABASE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface DirectRequest {
  type: 'direct';
  query: string;
  concurrency: number;
  durationMs: number;
}

function generatedSql(cache: SchemaCache, query: string): { sql: string; params: unknown[] } {
  const table = cache.tables.get('products');
  if (!table) throw new Error('products table missing: are the migrations applied?');
  const ctx = newContext(cache, parseQuery(new URLSearchParams(query)));
  const sql = buildReadSql(ctx, { source: tableSource(table), from: '"public"."products" AS t0' }, false);
  return { sql, params: ctx.params.values };
}

async function main() {
  let databaseUrl = 'memory://';
  let dbName: string | null = null;
  if (backend === 'postgres') {
    dbName = `koperasi_bench_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
  }
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-bench-storage-'));
  const config = loadConfig(
    { ...process.env, PORT: '0', DATABASE_URL: databaseUrl },
    { storageDir, logLevel: 'silent', emailSendIntervalSeconds: 0 },
  );
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const db = app.localSupabase.db;
  const anonClaims = JSON.stringify(verifyJwt(config.anonKey, config.jwtSecret));
  // the session-level equivalent of what every HTTP request sets for its transaction
  const ACT_AS_ANON =
    "select set_config('search_path', '\"public\", \"extensions\"', false), set_config('role', 'anon', false), set_config('request.jwt.claims', $1, false)";
  let directPool: pg.Pool | null = null;
  if (backend === 'postgres') {
    const authenticatorUrl = new URL(databaseUrl);
    authenticatorUrl.username = 'authenticator';
    directPool = new pg.Pool({ connectionString: authenticatorUrl.toString(), max: 10 });
    directPool.on('error', () => undefined); // idle connections ended at shutdown
  }
  const pool = directPool;
  const actingAsAnon = new WeakSet<pg.PoolClient>();
  const direct: Queryable = pool
    ? {
        async query<R>(sql: string, params?: unknown[]): Promise<SqlResult<R>> {
          const client = await pool.connect();
          try {
            if (!actingAsAnon.has(client)) {
              await client.query(ACT_AS_ANON, [anonClaims]);
              actingAsAnon.add(client);
            }
            const r = await client.query(sql, params);
            // pg cannot know the row shape: the caller names it (as in src/db/postgres-database.ts)
            return { rows: r.rows as R[], rowCount: r.rowCount ?? 0, fields: r.fields };
          } finally {
            client.release();
          }
        },
      }
    : db.admin;
  // a freshly seeded database: gather planner statistics now, so that neither path is measured while
  // autovacuum analyzes the new tables (or with plans made before any statistics existed)
  if (backend === 'postgres') await db.admin.query('analyze');
  const cache = await loadSchemaCache(db.admin);
  const first = await db.admin.query<{ id: string }>(
    'select id::text from public.products order by created_at desc limit 1',
  );
  const productId = first.rows[0]?.id ?? '1';

  const shutdown = async () => {
    await app.close();
    await directPool?.end();
    if (dbName) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
    fs.rmSync(storageDir, { recursive: true, force: true });
    process.exit(0);
  };

  process.on('message', (message: DirectRequest | { type: 'stop' } | { type: 'cpu' }) => {
    if (message.type === 'stop') {
      void shutdown();
      return;
    }
    if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: usage.user + usage.system });
      return;
    }
    void (async () => {
      const { sql, params } = generatedSql(cache, message.query);
      // PGlite has one connection: act as anon on it while the server is idle, then return to the owner
      if (!pool) await db.admin.query(ACT_AS_ANON, [anonClaims]);
      const check = await direct.query<{ current_user: string }>('select current_user');
      if (check.rows[0]?.current_user !== 'anon')
        throw new Error(`direct SQL runs as ${check.rows[0]?.current_user}`);
      const result = await runLoad(
        async () => {
          await direct.query(sql, params);
        },
        message.concurrency,
        message.durationMs,
      );
      if (!pool)
        for (const reset of ['reset role', 'reset request.jwt.claims', 'reset search_path'])
          await db.admin.query(reset);
      process.send?.({ type: 'direct', result, sql });
    })();
  });
  process.send?.({ type: 'ready', url, anonKey: config.anonKey, productId });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
