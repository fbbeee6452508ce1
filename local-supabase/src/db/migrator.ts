import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { ServerConfig } from '../config';
import type { Database } from './database';
import { PostgresDatabase } from './postgres-database';

export interface MigrationStep {
  /** tracking key: 'bootstrap', the migration file name, or 'seed' */
  version: string;
  file: string;
  sql: string;
  checksum: string;
}

export interface MigrationLogger {
  info(message: string): void;
  warn(message: string): void;
}

const TRACKING_SQL = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  checksum text not null,
  applied_at timestamptz not null default now()
);`;

/** The search_path migrations and the seed run with (Supabase's default for the postgres role). */
export const MIGRATION_SEARCH_PATH = '"$user", public, extensions';

/** The API address the seed's image URLs are written against. */
export const SEED_PUBLIC_URL = 'http://127.0.0.1:54321';

function step(version: string, file: string): MigrationStep {
  const sql = fs.readFileSync(file, 'utf8');
  const checksum = crypto.createHash('sha256').update(sql).digest('hex');
  return { version, file, sql, checksum };
}

/** bootstrap.sql, then supabase/migrations/*.sql in name order, then supabase/seed.sql */
export function listMigrationSteps(config: ServerConfig): MigrationStep[] {
  if (!fs.existsSync(config.bootstrapSqlPath)) {
    throw new Error(`bootstrap SQL not found at ${config.bootstrapSqlPath}`);
  }
  const steps = [step('bootstrap', config.bootstrapSqlPath)];
  const migrationsDir = path.join(config.supabaseDir, 'migrations');
  if (fs.existsSync(migrationsDir)) {
    const files = fs
      .readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    for (const name of files) steps.push(step(name, path.join(migrationsDir, name)));
  }
  const seedFile = path.join(config.supabaseDir, 'seed.sql');
  if (fs.existsSync(seedFile)) {
    // The seed names its images by their public URL on the Supabase CLI's API (127.0.0.1:54321); a server on
    // another address (tests run several side by side) stores its own, so the images load there too.
    // The checksum stays the file's: the same seed is the same step whatever address it was applied for.
    const seed = step('seed', seedFile);
    steps.push({ ...seed, sql: seed.sql.replaceAll(SEED_PUBLIC_URL, config.publicUrl) });
  }
  return steps;
}

/** a fingerprint of everything the migrator would apply (used to cache migrated test databases) */
export function migrationFingerprint(config: ServerConfig): string {
  const hash = crypto.createHash('sha256');
  for (const { version, checksum } of listMigrationSteps(config)) hash.update(`${version}:${checksum}\n`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Roles are global to a PostgreSQL cluster, so two databases bootstrapping at once (parallel test
 * workers) would race on CREATE ROLE / GRANT. Serialize through an advisory lock held in the
 * cluster's `postgres` database.
 */
async function withClusterLock<T>(databaseUrl: string, fn: () => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(hashtext('koperasi-local-supabase-migrate'))");
    return await fn();
  } finally {
    await client.end().catch(() => undefined);
  }
}

export interface MigrationReport {
  applied: string[];
  skipped: string[];
}

export async function migrate(
  db: Database,
  config: ServerConfig,
  logger: MigrationLogger,
): Promise<MigrationReport> {
  const run = () => applyPendingSteps(db, config, logger);
  return db instanceof PostgresDatabase ? withClusterLock(db.databaseUrl, run) : run();
}

async function applyPendingSteps(
  db: Database,
  config: ServerConfig,
  logger: MigrationLogger,
): Promise<MigrationReport> {
  await db.execScript(TRACKING_SQL);
  const done = await db.admin.query<{ version: string; checksum: string }>(
    'select version, checksum from supabase_migrations.schema_migrations',
  );
  const applied = new Map(done.rows.map((row) => [row.version, row.checksum]));
  const report: MigrationReport = { applied: [], skipped: [] };
  for (const migration of listMigrationSteps(config)) {
    const previous = applied.get(migration.version);
    if (previous !== undefined) {
      if (previous !== migration.checksum) {
        logger.warn(
          `${migration.version} changed after it was applied; run "reset" to re-apply (${migration.file})`,
        );
      }
      report.skipped.push(migration.version);
      continue;
    }
    logger.info(`applying ${migration.version}`);
    try {
      await db.withAdminTransaction(async (tx) => {
        // as on Supabase, where the postgres role's search_path is "$user", public, extensions: a migration
        // finds pgcrypto's gen_salt()/crypt() and uuid-ossp's functions without qualifying them
        await tx.query(`select set_config('search_path', $1, true)`, [MIGRATION_SEARCH_PATH]);
        await tx.exec(migration.sql);
        await tx.query(
          'insert into supabase_migrations.schema_migrations (version, name, checksum) values ($1, $2, $3)',
          [migration.version, path.basename(migration.file), migration.checksum],
        );
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${migration.version} (${migration.file}) failed: ${reason}`, {
        cause: error,
      });
    }
    report.applied.push(migration.version);
  }
  return report;
}
