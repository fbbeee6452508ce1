// The browser tests' PostgreSQL databases (E2E_DATABASE=postgres, the default of a jest run): each test file's
// local Supabase gets a database of its own, a copy of one migrated and seeded template per shard (made by the
// shard's first stack, e2e/src/e2e-database.ts). All of a shard's databases are named
// E2E_DB_PREFIX_… (the run's snapshot folder and the shard's port base) and carry that folder's path as their
// comment: the shard's globalTeardown drops its own, and any run's databases whose folder is gone (a run that
// was killed) are dropped by the next run's globalSetup.
const crypto = require('node:crypto');
const fs = require('node:fs');
const { Client } = require('pg');

const ADMIN_URL = process.env.E2E_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PREFIX = 'koperasi_e2e_';

async function withAdmin(fn) {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Names this shard's databases; to be called once the run's snapshot folder is known. */
function databasePrefix() {
  const run = crypto.createHash('sha256').update(process.env.E2E_SNAPSHOT_DIR).digest('hex').slice(0, 10);
  return `${PREFIX}${run}_${Number(process.env.E2E_PORT_BASE) || 3100}`;
}

/** Drops the databases whose name starts with `prefix`, or (no prefix) those whose run folder is gone. */
async function dropDatabases(prefix) {
  await withAdmin(async (admin) => {
    const { rows } = await admin.query(
      `select datname, shobj_description(oid, 'pg_database') as folder
         from pg_database where starts_with(datname, $1)`,
      [prefix ?? PREFIX],
    );
    for (const { datname, folder } of rows) {
      // a database without its folder's name is being made right now
      if (!prefix && (!folder || fs.existsSync(folder))) continue;
      await admin.query(`drop database if exists "${datname}" with (force)`);
    }
  });
}

module.exports = { ADMIN_URL, databasePrefix, dropDatabases, withAdmin };
