// Runs PGlite in a worker thread. PGlite loads its WASM and helpers through dynamic import(), which
// jest's module sandbox refuses; a worker is a plain Node context. It also keeps WASM work off the
// HTTP thread. Protocol: { id, op: 'query' | 'batch' | 'exec' | 'dump' | 'close', sql?, params?, statements? }
// → { id, result | error }.
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');

const contrib = (name) => require(`@electric-sql/pglite/contrib/${name}`)[name];
const extensions = {
  pgcrypto: contrib('pgcrypto'),
  uuid_ossp: contrib('uuid_ossp'),
  pg_trgm: contrib('pg_trgm'),
  citext: contrib('citext'),
  unaccent: contrib('unaccent'),
};

const ERROR_FIELDS = [
  'code',
  'detail',
  'hint',
  'position',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'severity',
  'where',
  'routine',
];

function serializeError(error) {
  const out = { message: error && error.message ? error.message : String(error) };
  for (const field of ERROR_FIELDS) if (error && error[field] !== undefined) out[field] = error[field];
  return out;
}

async function open() {
  const options = { extensions };
  if (workerData.dataDir) {
    fs.mkdirSync(workerData.dataDir, { recursive: true });
    options.dataDir = workerData.dataDir;
  }
  if (workerData.loadDataDir) options.loadDataDir = new Blob([workerData.loadDataDir]);
  return PGlite.create(options);
}

const ready = open();

function shape(res) {
  return {
    rows: res.rows,
    rowCount: res.affectedRows !== undefined ? res.affectedRows : res.rows.length,
    fields: res.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  };
}

const NO_RESULT = { rows: [], rowCount: 0, fields: [] };

/**
 * Statements in order; stops at the first error, and rolls back first when the batch ends the
 * transaction. Consecutive control statements (BEGIN, the settings with inlined literals, COMMIT:
 * nobody reads their result) run as one simple-protocol exec, far cheaper in PGlite than query().
 */
async function batch(db, statements, endsTransaction) {
  const results = [];
  try {
    for (let i = 0; i < statements.length;) {
      if (statements[i].control) {
        const sqls = [];
        while (i < statements.length && statements[i].control) sqls.push(statements[i++].sql);
        await db.exec(sqls.join(';\n'));
        for (let k = 0; k < sqls.length; k++) results.push(NO_RESULT);
      } else {
        results.push(shape(await db.query(statements[i].sql, statements[i].params || [])));
        i++;
      }
    }
  } catch (error) {
    if (endsTransaction) await db.exec('rollback').catch(() => undefined);
    throw error;
  }
  return results;
}

/** LISTEN subscriptions by channel: their unlisten functions */
const listening = new Map();

parentPort.on('message', async (message) => {
  const { id, op } = message;
  try {
    const db = await ready;
    let result;
    if (op === 'query') {
      result = shape(await db.query(message.sql, message.params || []));
    } else if (op === 'batch') {
      result = await batch(db, message.statements, message.endsTransaction === true);
    } else if (op === 'exec') {
      await db.exec(message.sql);
      result = null;
    } else if (op === 'dump') {
      const blob = await db.dumpDataDir('gzip');
      result = new Uint8Array(await blob.arrayBuffer());
    } else if (op === 'close') {
      if (!db.closed) await db.close();
      result = null;
    } else if (op === 'listen') {
      // notifications go to the main thread as { notify: channel, payload }
      if (!listening.has(message.channel)) {
        const stop = await db.listen(message.channel, (payload) =>
          parentPort.postMessage({ notify: message.channel, payload }),
        );
        listening.set(message.channel, stop);
      }
      result = null;
    } else if (op === 'unlisten') {
      const stop = listening.get(message.channel);
      listening.delete(message.channel);
      if (stop && !db.closed) await stop();
      result = null;
    } else if (op === 'ready') {
      result = null;
    } else {
      throw new Error(`unknown op ${op}`);
    }
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: serializeError(error) });
  }
});
