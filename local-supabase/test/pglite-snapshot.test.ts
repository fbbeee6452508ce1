/**
 * The migrated-database snapshot (src/db/pglite-snapshot.ts) is restored only for what it was made from: the
 * same migrations and seed, and the same public URL, which the seed writes into its image URLs. A server on
 * another port (the browser tests' second shard) makes its own instead of restoring images of the first's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { openMigratedPGlite } from '../src/db/pglite-snapshot';
import type { PGliteDatabase } from '../src/db/pglite-database';

const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-snapshot-test-'));
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

const configOn = (port: number) =>
  loadConfig({ ...process.env, PORT: String(port), DATABASE_URL: 'memory://' });

/** Opens the snapshot for a server on `port`; `prepare` (standing in for the migrations) records the URL. */
async function open(port: number, prepared: string[]): Promise<string[]> {
  const config = configOn(port);
  const db = await openMigratedPGlite(config, cacheDir, async (fresh: PGliteDatabase) => {
    prepared.push(config.publicUrl);
    await fresh.execScript(
      `create table seeded (url text); insert into seeded values ('${config.publicUrl}')`,
    );
  });
  try {
    const { rows } = await db.admin.query<{ url: string }>('select url from seeded');
    return rows.map((row) => row.url);
  } finally {
    await db.close();
  }
}

it('restores a snapshot for the same public URL only; another port prepares its own', async () => {
  const prepared: string[] = [];
  expect(await open(3154, prepared)).toEqual(['http://127.0.0.1:3154']);
  expect(await open(3354, prepared)).toEqual(['http://127.0.0.1:3354']);
  // both restored now: nothing prepared again
  expect(await open(3154, prepared)).toEqual(['http://127.0.0.1:3154']);
  expect(await open(3354, prepared)).toEqual(['http://127.0.0.1:3354']);
  expect(prepared).toEqual(['http://127.0.0.1:3154', 'http://127.0.0.1:3354']);
  expect(fs.readdirSync(cacheDir).filter((file) => file.endsWith('.tgz'))).toHaveLength(2);
});
