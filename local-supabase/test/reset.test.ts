/**
 * The `reset` command (`pnpm --filter @koperasi/local-supabase reset`, i.e. `tsx src/main.ts reset`), run as
 * the real CLI in a child process: it must drop every change made after migrating and come back to exactly
 * bootstrap + migrations + seed + seeded storage objects. On PGlite in a temporary DATA_DIR (default run),
 * and on a throwaway PostgreSQL database (LOCAL_SUPABASE_TEST_DB=postgres), like every other suite.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PACKAGE_DIR, REPO_DIR } from '../src/config';
import type { Queryable, SqlResult } from '../src/db/database';
import { PGliteDatabase } from '../src/db/pglite-database';

const POSTGRES_ADMIN_URL =
  process.env.LOCAL_SUPABASE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TSX_CLI = require.resolve('tsx/cli', { paths: [PACKAGE_DIR] });
const onPostgres = process.env.LOCAL_SUPABASE_TEST_DB === 'postgres';

function migrationVersions(): string[] {
  const files = fs
    .readdirSync(path.join(REPO_DIR, 'supabase', 'migrations'))
    .filter((name) => name.endsWith('.sql'));
  return ['bootstrap', ...files.sort(), 'seed'].sort();
}

/** runs `tsx src/main.ts <command>` like the package script; resolves with its output, rejects on a non-zero exit */
function cli(command: 'migrate' | 'reset', env: Record<string, string | undefined>): Promise<string> {
  return new Promise((resolve, reject) => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
    if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
    delete childEnv.NODE_OPTIONS;
    const child = spawn(process.execPath, [TSX_CLI, 'src/main.ts', command], {
      cwd: PACKAGE_DIR,
      env: childEnv,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output}`)),
    );
  });
}

interface DatabaseState {
  versions: string[];
  users: number;
  categories: number;
  products: number;
  junkProducts: number;
  salmon: number;
  strayTable: boolean;
  orders: number;
  authenticatorReadsProducts?: boolean;
}

async function stateOf(db: Queryable): Promise<DatabaseState> {
  const one = async (sql: string) => (await db.query<{ v: string | number | boolean }>(sql)).rows[0]?.v;
  return {
    versions: (
      await db.query<{ version: string }>(
        'select version from supabase_migrations.schema_migrations order by version',
      )
    ).rows.map((r) => r.version),
    users: Number(await one('select count(*)::int as v from auth.users')),
    categories: Number(await one('select count(*)::int as v from public.categories')),
    products: Number(await one('select count(*)::int as v from public.products')),
    junkProducts: Number(
      await one("select count(*)::int as v from public.products where name = 'Produk Sisa Uji'"),
    ),
    salmon: Number(
      await one("select count(*)::int as v from public.products where name = 'Ikan Salmon Segar'"),
    ),
    strayTable: Boolean(await one("select to_regclass('public.stray_table') is not null as v")),
    orders: Number(await one('select count(*)::int as v from public.orders')),
  };
}

/** what a developer does to a running local database before resetting it */
const MESS_UP = [
  "insert into public.products (name, price, category_id, seller_id) values ('Produk Sisa Uji', 1, 1, 'a1a1a1a1-0000-4000-8000-000000000002')",
  "delete from public.products where name = 'Ikan Salmon Segar'",
  "insert into auth.users (id, aud, role, email) values (gen_random_uuid(), 'authenticated', 'authenticated', 'sisa@example.test')",
  'create table public.stray_table (id int)',
  "update supabase_migrations.schema_migrations set checksum = 'edited' where version = 'seed'",
];

function expectFreshlySeeded(state: DatabaseState, seeded: DatabaseState): void {
  expect(state.versions).toEqual(migrationVersions());
  expect(state).toEqual({ ...seeded, versions: migrationVersions() });
  expect(state.junkProducts).toBe(0);
  expect(state.salmon).toBe(1);
  expect(state.strayTable).toBe(false);
}

function messUpStorage(storageDir: string): { junk: string; seededImage: string } {
  const productsDir = path.join(storageDir, 'products');
  const seededImage = path.join(
    productsDir,
    fs.readdirSync(productsDir).find((name) => name.endsWith('.webp'))!,
  );
  const junk = path.join(productsDir, 'sisa-unggahan.png');
  fs.writeFileSync(junk, 'not really a png');
  fs.rmSync(seededImage);
  return { junk, seededImage };
}

type WithDb = <T>(fn: (db: Queryable) => Promise<T>) => Promise<T>;

/** migrate, mess everything up, reset: back to exactly the freshly seeded state */
async function provesReset(
  env: Record<string, string | undefined>,
  dataDir: string,
  withDb: WithDb,
): Promise<DatabaseState> {
  await cli('migrate', env);
  const seeded = await withDb(stateOf);
  expect(seeded.versions).toEqual(migrationVersions());
  expect(seeded).toMatchObject({
    // 4 demo accounts + 24 seed buyers, whose 241 received orders back the seed's reviews
    users: 28,
    categories: 9,
    junkProducts: 0,
    salmon: 1,
    strayTable: false,
    orders: 241,
  });

  await withDb(async (db) => {
    for (const sql of MESS_UP) await db.query(sql);
  });
  const storage = messUpStorage(path.join(dataDir, 'storage'));
  expect((await withDb(stateOf)).junkProducts).toBe(1);

  const output = await cli('reset', env);
  expect(output).toContain('reset done');
  expectFreshlySeeded(await withDb(stateOf), seeded);
  expect(fs.existsSync(storage.junk)).toBe(false);
  expect(fs.existsSync(storage.seededImage)).toBe(true);
  return seeded;
}

// Each run proves reset on its own backend (this file runs once per backend): nothing is skipped.
if (!onPostgres)
  describe('reset on PGlite (DATA_DIR)', () => {
    let dataDir: string;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-reset-'));
    });
    afterAll(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const withDb = async <T>(fn: (db: Queryable) => Promise<T>): Promise<T> => {
      const db = await PGliteDatabase.open({ dataDir: path.join(dataDir, 'pglite') });
      try {
        return await fn(db.admin);
      } finally {
        await db.close();
      }
    };

    it('drops the data and re-applies bootstrap, migrations, seed and storage objects', async () => {
      await provesReset({ DATA_DIR: dataDir, DATABASE_URL: undefined }, dataDir, withDb);
    }, 240_000);
  });

if (onPostgres)
  describe('reset on PostgreSQL (DATABASE_URL)', () => {
    const name = `koperasi_reset_${crypto.randomBytes(5).toString('hex')}`;
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${name}`;
    let dataDir: string;

    const adminQuery = async (sql: string) => {
      const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };

    const withDb = async <T>(fn: (db: Queryable) => Promise<T>, user?: string): Promise<T> => {
      const target = new URL(url);
      if (user) target.username = user;
      const client = new pg.Client({ connectionString: target.toString() });
      await client.connect();
      try {
        return await fn({
          async query<R>(sql: string, params?: unknown[]): Promise<SqlResult<R>> {
            const result = await client.query(sql, params);
            // pg cannot know the row shape: the caller names it (as in src/db/postgres-database.ts)
            return { rows: result.rows as R[], rowCount: result.rowCount ?? 0, fields: result.fields };
          },
        });
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-reset-pg-'));
      await adminQuery(`create database ${name}`);
    });
    afterAll(async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${name} with (force)`);
    });

    it('drops the data and re-applies bootstrap, migrations, seed and storage objects', async () => {
      const seeded = await provesReset({ DATA_DIR: dataDir, DATABASE_URL: url.toString() }, dataDir, withDb);

      // the API role still works on the re-created schema (grants re-applied, roles kept)
      const anonProducts = await withDb(async (db) => {
        await db.query("select set_config('role', 'anon', false)");
        return (await db.query<{ n: number }>('select count(*)::int as n from public.products')).rows[0]?.n;
      }, 'authenticator');
      expect(anonProducts).toBe(seeded.products);
    }, 240_000);
  });
