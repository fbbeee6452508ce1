// Jest's globalTeardown for the browser tests: removes the run's snapshot folder when this run made it.
const fs = require('node:fs');

module.exports = async function snapshotTeardown() {
  if (process.env.E2E_SNAPSHOT_DIR_OWNED && process.env.E2E_SNAPSHOT_DIR)
    fs.rmSync(process.env.E2E_SNAPSHOT_DIR, { recursive: true, force: true });
};
