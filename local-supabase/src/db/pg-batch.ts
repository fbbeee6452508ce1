import { createRequire } from 'node:module';
import pg from 'pg';
import type { SqlResult } from '../rest/contract';
import type { Statement } from './request-settings';

/**
 * Several statements in ONE extended-protocol exchange on a node-postgres client: Parse/Bind/Describe/
 * Execute for each, then a single Sync, all written at once. PostgreSQL runs them in order and flushes
 * its answer once (at the Sync), so a request's BEGIN, settings, query and COMMIT cost one round trip
 * and one packet each way. After an error the server skips the rest up to the Sync; inside an explicit
 * transaction that leaves the transaction aborted, which the caller must roll back.
 *
 * It is a node-postgres "submittable" (the interface pg-cursor and pg-query-stream use): the client
 * calls submit() when the connection is free and hands it each backend message until ReadyForQuery.
 */

const require_ = createRequire(__filename);
/** pg's own JS-value → wire-text conversion (Dates, Buffers, arrays, objects as JSON), as pg.Query uses */
const { prepareValue } = require_('pg/lib/utils') as { prepareValue: (value: unknown) => unknown };

interface PgResult {
  rows: Record<string, unknown>[];
  rowCount: number | null;
  fields: { name: string; dataTypeID: number }[];
  addFields(fields: unknown[]): void;
  parseRow(fields: unknown[]): Record<string, unknown>;
  addRow(row: Record<string, unknown>): void;
  addCommandComplete(message: unknown): void;
}
const ResultClass = (pg as unknown as { Result: new () => PgResult }).Result;

interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parse(config: { text: string; name: string; types: unknown[] }): void;
  bind(config: {
    portal: string;
    statement: string;
    values: unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  describe(config: { type: 'P'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** named statements already prepared on each connection (a connection outlives its pool checkouts) */
const preparedByConnection = new WeakMap<object, Set<string>>();

/** after `deallocate all` on the connection: nothing is prepared any more */
export function forgetPrepared(client: pg.PoolClient): void {
  const connection = (client as unknown as { connection: object }).connection;
  preparedByConnection.delete(connection);
}

export class StatementBatch {
  readonly done: Promise<SqlResult[]>;
  private resolve!: (results: SqlResult[]) => void;
  private reject!: (error: unknown) => void;
  private readonly results: PgResult[];
  /** control statements (BEGIN, settings, COMMIT): no Describe, their rows are not read */
  private readonly quiet: boolean[];
  private index = 0;
  private settled = false;
  private prepared: Set<string> | undefined;
  /** names sent with a Parse in this batch, prepared once their statement completes */
  private readonly parsing = new Map<number, string>();

  constructor(private readonly statements: Statement[]) {
    this.results = statements.map(() => new ResultClass());
    this.quiet = statements.map((statement) => statement.control !== undefined);
    this.done = new Promise<SqlResult[]>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
    });
  }

  /** true when a named statement of this batch may or may not exist on the server (error before it completed) */
  get leftUnknownState(): boolean {
    return this.parsing.size > 0;
  }

  submit(connection: PgConnection): null {
    let prepared = preparedByConnection.get(connection);
    if (!prepared) {
      prepared = new Set();
      preparedByConnection.set(connection, prepared);
    }
    this.prepared = prepared;
    connection.stream.cork?.();
    try {
      this.statements.forEach((statement, index) => {
        const name = statement.name ?? '';
        if (!name || !prepared.has(name)) {
          connection.parse({ text: statement.sql, name, types: [] });
          if (name) this.parsing.set(index, name);
        }
        connection.bind({
          portal: '',
          statement: name,
          values: statement.params ?? [],
          valueMapper: prepareValue,
        });
        if (!statement.control) connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: unknown[] }): void {
    this.results[this.index]?.addFields(message.fields);
  }

  handleDataRow(message: { fields: unknown[] }): void {
    const result = this.results[this.index];
    if (result && !this.quiet[this.index]) result.addRow(result.parseRow(message.fields));
  }

  handleCommandComplete(message: unknown): void {
    this.results[this.index]?.addCommandComplete(message);
    this.completeStatement();
  }

  handleEmptyQuery(): void {
    this.completeStatement();
  }

  private completeStatement(): void {
    const name = this.parsing.get(this.index);
    if (name) {
      this.prepared?.add(name);
      this.parsing.delete(this.index);
    }
    this.index += 1;
  }

  handleError(error: unknown): void {
    if (this.settled) return;
    this.settled = true;
    this.reject(error);
  }

  handleReadyForQuery(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(
      this.results.map((result) => ({
        rows: result.rows,
        rowCount: result.rowCount ?? result.rows.length,
        fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
      })),
    );
  }

  handlePortalSuspended(): void {}

  handleCopyInResponse(connection: PgConnection): void {
    connection.sendCopyFail('COPY is not supported in a request');
  }

  handleCopyData(): void {}
}

/** runs the statements as one batch on the client; rejects with the first error */
export function runBatch(
  client: pg.PoolClient,
  statements: Statement[],
): { batch: StatementBatch; done: Promise<SqlResult[]> } {
  const batch = new StatementBatch(statements);
  // a submittable: query() returns it (no promise); its outcome arrives through batch.done. The cast is
  // needed because @types/pg's Connection lacks members submit() uses (sendCopyFail, bind's valueMapper).
  client.query(batch as unknown as pg.Submittable);
  return { batch, done: batch.done };
}
