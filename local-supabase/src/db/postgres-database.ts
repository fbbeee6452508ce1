import pg from 'pg';
import type { Queryable, SqlResult } from '../rest/contract';
import type { AdminTransaction, Database } from './database';
import { forgetPrepared, runBatch } from './pg-batch';
import { invalidatesPrepared } from './prepared-names';
import { runRequestTransaction, type Statement, type StatementRunner } from './request-settings';

type PgRunner = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

function toSqlResult<R>(result: pg.QueryResult): SqlResult<R> {
  return {
    rows: result.rows as R[],
    rowCount: result.rowCount ?? result.rows.length,
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
  };
}

function queryableOver(runner: PgRunner): Queryable {
  return {
    async query<R = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<SqlResult<R>> {
      return toSqlResult<R>(await runner.query(sql, params));
    },
  };
}

/**
 * A request connection: each batch is one round trip (see pg-batch.ts). A batch that ends the
 * transaction and fails leaves it aborted at the Sync, so it is rolled back before the batch settles.
 */
function batchRunner(client: pg.PoolClient, markBroken: (error: unknown) => void): StatementRunner {
  return {
    async batch(statements: Statement[], endsTransaction: boolean): Promise<SqlResult[]> {
      const { batch, done } = runBatch(client, statements);
      try {
        return await done;
      } catch (error) {
        // a prepared query whose result type changed under it would fail on this connection from now on
        if (
          invalidatesPrepared(error) &&
          statements.some((statement) => statement.name && !statement.control)
        ) {
          markBroken(error);
        }
        if (!endsTransaction) {
          // a named statement whose Parse may or may not have happened: do not reuse this connection
          if (batch.leftUnknownState) markBroken(error);
          throw error;
        }
        await client.query('rollback').catch(markBroken);
        if (batch.leftUnknownState) {
          // which named statements exist is unknown: start afresh (an error path, so one more round trip)
          await client
            .query('deallocate all')
            .then(() => forgetPrepared(client))
            .catch(markBroken);
        }
        throw error;
      }
    },
  };
}

/** the same URL, logging in as another role (trust or password auth configured by the operator) */
export function withUser(databaseUrl: string, user: string): string {
  const url = new URL(databaseUrl);
  url.username = user;
  url.password = '';
  return url.toString();
}

/**
 * A real PostgreSQL server: migrations and bookkeeping use the owner URL; API requests use a pool that
 * logs in as the non-superuser `authenticator` (LOGIN NOINHERIT, member of anon/authenticated/service_role
 * only), as hosted Supabase does, so a request can never climb above those roles.
 */
export class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  readonly admin: Queryable;
  private readonly ownerPool: pg.Pool;
  private apiPool: pg.Pool | undefined;
  /** the stop functions of open LISTEN connections, closed with the database */
  private readonly listeners = new Set<() => Promise<void>>();

  constructor(
    readonly databaseUrl: string,
    /** request connections; each request holds one for about one round trip, so a few per core suffice */
    private readonly apiPoolSize = 4,
  ) {
    this.ownerPool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
    this.ownerPool.on('error', () => undefined);
    this.admin = queryableOver(this.ownerPool);
  }

  async execScript(sql: string): Promise<void> {
    await this.withAdminTransaction((tx) => tx.exec(sql));
  }

  async withAdminTransaction<T>(fn: (tx: AdminTransaction) => Promise<T>): Promise<T> {
    const client = await this.ownerPool.connect();
    try {
      await client.query('begin');
      const result = await fn({
        ...queryableOver(client),
        exec: async (sql: string) => {
          await client.query(sql);
        },
      });
      await client.query('commit');
      client.release();
      return result;
    } catch (error) {
      await rollbackAndRelease(client);
      throw error;
    }
  }

  /** created lazily: the authenticator role exists only after the bootstrap ran */
  private requestPool(): pg.Pool {
    if (!this.apiPool) {
      this.apiPool = new pg.Pool({
        connectionString: withUser(this.databaseUrl, 'authenticator'),
        max: this.apiPoolSize,
      });
      this.apiPool.on('error', () => undefined);
    }
    return this.apiPool;
  }

  async withRequestTransaction<T>(
    auth: Parameters<Database['withRequestTransaction']>[0],
    meta: Parameters<Database['withRequestTransaction']>[1],
    options: Parameters<Database['withRequestTransaction']>[2],
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const client = await this.requestPool().connect();
    let broken: Error | undefined;
    try {
      const markBroken = (error: unknown) => {
        broken = error instanceof Error ? error : new Error(String(error));
      };
      return await runRequestTransaction(
        batchRunner(client, markBroken),
        auth,
        meta,
        options.readOnly === true,
        fn,
        markBroken,
      );
    } finally {
      client.release(broken);
    }
  }

  /**
   * LISTEN on a connection of its own (owner URL), reconnecting after a lost connection: a NOTIFY sent while
   * it was away is missed, so a reconnect counts as a notification with an empty payload.
   */
  async listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>> {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    const reconnectLater = () => {
      if (stopped) return;
      retry = setTimeout(() => void connect(true).catch(reconnectLater), 1000);
    };
    const connect = async (reconnecting: boolean): Promise<void> => {
      const next = new pg.Client({ connectionString: this.databaseUrl });
      next.on('notification', (message) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      });
      next.on('error', () => {
        if (stopped || client !== next) return;
        client = undefined;
        void next.end().catch(() => undefined);
        reconnectLater();
      });
      try {
        await next.connect();
        await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      this.listeners.add(stop);
      if (reconnecting) onNotify('');
    };
    const stop = async () => {
      stopped = true;
      clearTimeout(retry);
      this.listeners.delete(stop);
      await client?.end().catch(() => undefined);
      client = undefined;
    };
    await connect(false);
    return stop;
  }

  async close(): Promise<void> {
    await Promise.all([...this.listeners].map((stop) => stop()));
    await Promise.all([this.ownerPool.end(), this.apiPool?.end()]);
  }
}

async function rollbackAndRelease(client: pg.PoolClient): Promise<void> {
  try {
    await client.query('rollback');
    client.release();
  } catch (rollbackError) {
    client.release(rollbackError as Error);
  }
}
