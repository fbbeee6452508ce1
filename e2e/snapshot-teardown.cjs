// Jest's globalTeardown for the browser tests: drops this shard's PostgreSQL databases and removes the run's
// snapshot folder when this run made it.
const fs = require('node:fs');
const { dropDatabases } = require('./e2e-databases.cjs');

module.exports = async function snapshotTeardown() {
  if (process.env.E2E_DB_PREFIX) await dropDatabases(process.env.E2E_DB_PREFIX);
  if (process.env.E2E_SNAPSHOT_DIR_OWNED && process.env.E2E_SNAPSHOT_DIR)
    fs.rmSync(process.env.E2E_SNAPSHOT_DIR, { recursive: true, force: true });
};
