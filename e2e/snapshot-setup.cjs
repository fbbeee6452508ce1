// Jest's globalSetup for the browser tests: one folder for the run's database snapshot (local-supabase's
// PGLITE_SNAPSHOT_DIR), so that every test file's stack after the first restores the migrated and seeded
// database instead of migrating it. A run of `npm test` shares its own folder between its shards.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async function snapshotSetup() {
  if (process.env.E2E_SNAPSHOT_DIR) return;
  process.env.E2E_SNAPSHOT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-snapshot-'));
  process.env.E2E_SNAPSHOT_DIR_OWNED = '1';
};
