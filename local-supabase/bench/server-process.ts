/**
 * Child process of the benchmark: starts the local server (PGlite in memory, or a fresh PostgreSQL database),
 * then on request runs the engine's generated SQL directly against the same database.
 * Protocol (IPC): sends {type:'ready', url, anonKey, productId}; answers {type:'direct', ...} with a LoadResult.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../src/config';
import type { Queryable } from '../src/rest/contract';
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
  const config = loadConfig({ ...process.env, PORT: '0', DATABASE_URL: databaseUrl }, { storageDir, logLevel: 'silent', emailSendIntervalSeconds: 0 });
  const app = await buildServer(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const db = app.localSupabase.db;
  const directPool = backend === 'postgres' ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;
  const direct: Queryable = directPool
    ? { query: async (sql, params) => { const r = await directPool.query(sql, params); return { rows: r.rows, rowCount: r.rowCount ?? 0, fields: r.fields }; } }
    : db.admin;
  const cache = await loadSchemaCache(db.admin);
  const first = await db.admin.query<{ id: string }>('select id::text from public.products order by created_at desc limit 1');
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

  process.on('message', (message: DirectRequest | { type: 'stop' }) => {
    if (message.type === 'stop') {
      void shutdown();
      return;
    }
    void (async () => {
      const { sql, params } = generatedSql(cache, message.query);
      const result = await runLoad(async () => {
        await direct.query(sql, params);
      }, message.concurrency, message.durationMs);
      process.send?.({ type: 'direct', result, sql });
    })();
  });
  process.send?.({ type: 'ready', url, anonKey: config.anonKey, productId });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
