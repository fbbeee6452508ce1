import type { ServerConfig } from '../config';
import type { Database } from './database';
import { PGliteDatabase } from './pglite-database';
import { PostgresDatabase } from './postgres-database';

export async function openDatabase(config: ServerConfig): Promise<Database> {
  const url = config.databaseUrl;
  if (url === 'memory://') return PGliteDatabase.open({});
  if (!url) return PGliteDatabase.open({ dataDir: config.pgliteDataDir });
  return new PostgresDatabase(url, config.dbPoolSize);
}
