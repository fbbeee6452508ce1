import fs from 'node:fs';
import type { ServerConfig } from '../config';
import type { Database } from './database';

/** schemas the bootstrap, migrations, the migrator and the Midtrans stand-in create; dropping them returns to an empty database */
const MANAGED_SCHEMAS = [
  'supabase_migrations',
  'storage',
  'auth',
  'public',
  'extensions',
  'midtrans_stand_in',
];

/**
 * Drops everything so `start` re-applies bootstrap, migrations and seed. PGlite: delete its data
 * directory. PostgreSQL: drop the managed schemas (roles are cluster-wide and kept). Storage files go too.
 */
export async function resetData(config: ServerConfig, openPostgres: () => Promise<Database>): Promise<void> {
  fs.rmSync(config.storageDir, { recursive: true, force: true });
  if (!config.databaseUrl) {
    fs.rmSync(config.pgliteDataDir, { recursive: true, force: true });
    return;
  }
  if (config.databaseUrl === 'memory://') return;
  const db = await openPostgres();
  try {
    const drops = MANAGED_SCHEMAS.map((schema) => `drop schema if exists "${schema}" cascade;`).join('\n');
    await db.execScript(`${drops}
      create schema public;
      grant usage, create on schema public to pg_database_owner;
      grant usage on schema public to public;`);
  } finally {
    await db.close();
  }
}
