import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { loadConfig, REPO_DIR } from '../config';
import { migrate } from '../db/migrator';
import { PGliteDatabase } from '../db/pglite-database';
import type { Queryable } from '../rest/contract';
import { loadCatalog } from './catalog';
import { renderTypeScript } from './typescript-template';

/** Where the apps import the database types from. */
export const DATABASE_TYPES_PATH = path.join(
  REPO_DIR,
  'shared-services',
  'src',
  'supabase',
  'database.types.ts',
);
export const GEN_TYPES_COMMAND = 'pnpm --filter @koperasi/local-supabase gen-types';
/** The PostgREST major version hosted Supabase runs, announced to supabase-js through the types. */
export const POSTGREST_VERSION = '12';

/** The TypeScript types of one schema of a database, formatted with the repository's Prettier settings. */
export async function generateTypes(db: Queryable, schema = 'public'): Promise<string> {
  const catalog = await loadCatalog(db, schema);
  const text = renderTypeScript(catalog, { postgrestVersion: POSTGREST_VERSION });
  const prettierConfig = (await resolveConfig(DATABASE_TYPES_PATH)) ?? {};
  return format(text, { ...prettierConfig, filepath: DATABASE_TYPES_PATH });
}

/** Applies bootstrap, migrations and seed to a fresh in-memory PGlite and generates its public schema's types. */
export async function generateTypesFromMigrations(): Promise<string> {
  const config = loadConfig({ DATABASE_URL: 'memory://' }, { logLevel: 'silent' });
  const db = await PGliteDatabase.open({});
  try {
    await migrate(db, config, { info: () => undefined, warn: (message) => console.warn(message) });
    return await generateTypes(db.admin);
  } finally {
    await db.close();
  }
}
