import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { AUTH_EXTRAS_SQL } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { migrationFingerprint } from './migrator';
import { PGliteDatabase } from './pglite-database';

/**
 * What a snapshot was made from: the bootstrap, migrations and seed (by checksum), the auth extras, and the
 * server's public URL, which the seed writes into its image URLs: servers on other ports (the browser tests'
 * shards side by side) each get their own snapshot, not one whose images load from another server (which
 * failed the smoke gate when that server was between files).
 */
export function snapshotFingerprint(config: ServerConfig): string {
  return crypto
    .createHash('sha256')
    .update(migrationFingerprint(config))
    .update(AUTH_EXTRAS_SQL)
    .update(config.publicUrl)
    .digest('hex')
    .slice(0, 16);
}

/**
 * An in-memory PGlite database with the migrations and seed applied, restored from a snapshot in `cacheDir`
 * (a gzip tarball of the data directory, named by snapshotFingerprint) when one is there, else migrated by
 * `prepare` and snapshotted for the next start. Starting from the snapshot takes a fraction of migrating:
 * the browser tests start one server per test file, the integration tests one per suite. Processes that
 * start at once may each write the snapshot: each writes its own file and renames it into place.
 */
export async function openMigratedPGlite(
  config: ServerConfig,
  cacheDir: string,
  prepare: (db: PGliteDatabase) => Promise<void>,
): Promise<PGliteDatabase> {
  const snapshot = path.join(cacheDir, `pglite-${snapshotFingerprint(config)}.tgz`);
  if (fs.existsSync(snapshot)) {
    try {
      return await PGliteDatabase.open({ loadDataDir: new Uint8Array(fs.readFileSync(snapshot)) });
    } catch {
      fs.rmSync(snapshot, { force: true });
    }
  }
  const db = await PGliteDatabase.open({});
  try {
    await prepare(db);
    const dump = await db.dump();
    fs.mkdirSync(cacheDir, { recursive: true });
    const temporary = `${snapshot}.${process.pid}.${crypto.randomUUID()}.tmp`;
    fs.writeFileSync(temporary, dump);
    fs.renameSync(temporary, snapshot);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}
