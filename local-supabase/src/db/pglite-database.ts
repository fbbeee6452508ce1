import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Queryable, SqlResult } from '../rest/contract';
import { wantsRollback, type AdminTransaction, type Database } from './database';
import { runRequestTransaction, type Statement, type StatementRunner } from './request-settings';

export interface PGliteOpenOptions {
  /** directory for a persistent database; undefined → in memory */
  dataDir?: string;
  /** a data directory tarball (from dump()) to start from */
  loadDataDir?: Uint8Array;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** a database error rebuilt from the worker, with SQLSTATE `code`, `detail`, `hint`… for the error mapping */
class PGliteError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

/** a promise-chain mutex: PGlite is one connection, so a transaction must own it from BEGIN to the end */
class Mutex {
  private tail: Promise<void> = Promise.resolve();

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * Embedded PGlite in a worker thread (see pglite-worker.cjs). Its session user is always the superuser;
 * the API path only ever runs the fixed settings statement and the engine's parameterized SQL, and
 * `set_config('role', …)` drops the superuser's RLS bypass for the transaction.
 */
export class PGliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  readonly admin: Queryable;
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly mutex = new Mutex();
  private nextId = 1;
  private closed = false;
  /** LISTEN callbacks by channel (the worker listens once per channel) */
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(options: PGliteOpenOptions) {
    this.worker = new Worker(path.join(__dirname, 'pglite-worker.cjs'), {
      workerData: { dataDir: options.dataDir, loadDataDir: options.loadDataDir },
    });
    this.worker.on(
      'message',
      (message: {
        id: number;
        result?: unknown;
        error?: Record<string, unknown>;
        notify?: string;
        payload?: string;
      }) => {
        if (message.notify !== undefined) {
          for (const listener of this.listeners.get(message.notify) ?? []) listener(message.payload ?? '');
          return;
        }
        const waiter = this.pending.get(message.id);
        if (!waiter) return;
        this.pending.delete(message.id);
        if (message.error) waiter.reject(new PGliteError(message.error));
        else waiter.resolve(message.result);
      },
    );
    const failAll = (error: unknown) => {
      for (const waiter of this.pending.values()) waiter.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', failAll);
    this.worker.on('exit', () => failAll(new Error('PGlite worker exited')));
    const direct = this.directQueryable();
    this.admin = {
      query: <R = Record<string, unknown>>(sql: string, params?: unknown[]) =>
        this.mutex.run(() => direct.query<R>(sql, params)),
    };
  }

  static async open(options: PGliteOpenOptions): Promise<PGliteDatabase> {
    const db = new PGliteDatabase(options);
    try {
      await db.call('ready', {});
    } catch (error) {
      await db.worker.terminate();
      throw error;
    }
    return db;
  }

  private call<T>(op: string, payload: Record<string, unknown>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('database is closed'));
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ id, op, ...payload });
    });
  }

  private directQueryable(): Queryable {
    return {
      query: <R = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
        this.call<SqlResult<R>>('query', { sql, params }),
    };
  }

  private async transaction<T>(begin: string, fn: (tx: AdminTransaction) => Promise<T>): Promise<T> {
    return this.mutex.run(async () => {
      const tx: AdminTransaction = {
        ...this.directQueryable(),
        exec: (sql: string) => this.call<void>('exec', { sql }),
      };
      await tx.query(begin);
      let result: T;
      try {
        result = await fn(tx);
      } catch (error) {
        await tx.query('rollback').catch(() => undefined);
        throw error;
      }
      await tx.query(wantsRollback(result) ? 'rollback' : 'commit');
      return result;
    });
  }

  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.call('listen', { channel });
    }
    set.add(onNotify);
    return async () => {
      set.delete(onNotify);
      if (set.size === 0 && this.listeners.get(channel) === set) {
        this.listeners.delete(channel);
        if (!this.closed) await this.call('unlisten', { channel });
      }
    };
  }

  async execScript(sql: string): Promise<void> {
    await this.transaction('begin', (tx) => tx.exec(sql));
  }

  withAdminTransaction<T>(fn: (tx: AdminTransaction) => Promise<T>): Promise<T> {
    return this.transaction('begin', fn);
  }

  withRequestTransaction<T>(
    auth: Parameters<Database['withRequestTransaction']>[0],
    meta: Parameters<Database['withRequestTransaction']>[1],
    options: Parameters<Database['withRequestTransaction']>[2],
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    // one worker message per batch: BEGIN, the settings and the first query (and COMMIT when read-only);
    // control statements go as literal SQL through PGlite's simple-query path (exec), which is much cheaper
    const runner: StatementRunner = {
      batch: (statements: Statement[], endsTransaction: boolean) =>
        this.call<SqlResult[]>('batch', {
          statements: statements.map((statement) =>
            statement.control
              ? { sql: statement.control.literalSql(), control: true }
              : { sql: statement.sql, params: statement.params },
          ),
          endsTransaction,
        }),
    };
    return this.mutex.run(() => runRequestTransaction(runner, auth, meta, options.readOnly === true, fn));
  }

  /** a gzip tarball of the data directory (PGlite's dumpDataDir) */
  dump(): Promise<Uint8Array> {
    return this.mutex.run(() => this.call<Uint8Array>('dump', {}));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.mutex.run(() => this.call('close', {})).catch(() => undefined);
    this.closed = true;
    await this.worker.terminate();
  }
}
