// Jest's globalSetup for the browser tests: one folder for the run's database snapshot (local-supabase's
// PGLITE_SNAPSHOT_DIR), so that every test file's stack after the first restores the migrated and seeded
// database instead of migrating it. A run of `npm test` shares its own folder between its shards. On
// PostgreSQL (E2E_DATABASE=postgres, the default) the folder names the run's databases (e2e-databases.cjs).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { databasePrefix, dropDatabases } = require('./e2e-databases.cjs');

module.exports = async function snapshotSetup() {
  if (!process.env.E2E_SNAPSHOT_DIR) {
    process.env.E2E_SNAPSHOT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-snapshot-'));
    process.env.E2E_SNAPSHOT_DIR_OWNED = '1';
  }
  process.env.E2E_DATABASE ||= 'postgres';
  if (process.env.E2E_DATABASE === 'postgres') {
    process.env.E2E_DB_PREFIX = databasePrefix();
    // what runs that were killed left
    await dropDatabases();
  }
};
