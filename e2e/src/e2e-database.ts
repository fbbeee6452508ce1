import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { Client } from 'pg';

/*
 * A test file's own PostgreSQL database (E2E_DATABASE=postgres, set by jest's globalSetup, e2e-databases.cjs):
 * a copy of the shard's template, which the shard's first stack makes by migrating and seeding a fresh
 * database with the local server's own `migrate` (the same environment as the server it serves, whose URL the
 * seed's image links name). Copying a template takes a fraction of a second; the server's own start then only
 * finds every migration applied and writes the storage objects' files into its folder.
 */

const ADMIN_URL = process.env.E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

export const usesPostgres = (): boolean => process.env.E2E_DATABASE === 'postgres';

async function withAdmin<T>(fn: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function prefix(): string {
  const name = process.env.E2E_DB_PREFIX;
  if (!name)
    throw new Error('E2E_DB_PREFIX is not set: the browser tests run through jest (e2e/snapshot-setup.cjs)');
  return name;
}

/** Marks a database as this run's (its snapshot folder), for the clean-up of a run that was killed. */
async function mark(admin: Client, name: string): Promise<void> {
  await admin.query(
    `comment on database "${name}" is ${admin.escapeLiteral(process.env.E2E_SNAPSHOT_DIR ?? '')}`,
  );
}

function migrate(url: string, env: NodeJS.ProcessEnv, cwd: string): Promise<void> {
  const tsx = path.join(cwd, 'node_modules', '.bin', 'tsx');
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, ['src/main.ts', 'migrate'], {
      cwd,
      env: { ...env, DATABASE_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-10000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`migrating the test template failed (${code}):\n${output}`)),
    );
  });
}

/** The shard's migrated and seeded template, made by the first stack that asks (one at a time). */
async function template(env: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  const name = `${prefix()}_tpl`;
  return withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount) return name;
      const building = `${name}_new`;
      await admin.query(`drop database if exists "${building}" with (force)`);
      await admin.query(`create database "${building}"`);
      await mark(admin, building);
      try {
        await migrate(databaseUrl(building), env, cwd);
      } catch (error) {
        await admin.query(`drop database if exists "${building}" with (force)`);
        throw error;
      }
      await admin.query(`alter database "${building}" rename to "${name}"`);
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
}

/**
 * A fresh database for one local Supabase server, a copy of the shard's template; `env` and `cwd` are the
 * server's (local-supabase). drop() removes it.
 */
export async function createE2eDatabase(
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const source = await template(env, cwd);
  const name = `${prefix()}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin(async (admin) => {
    await admin.query(`create database "${name}" template "${source}"`);
    await mark(admin, name);
  });
  return {
    url: databaseUrl(name),
    drop: () =>
      withAdmin((admin) => admin.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}
