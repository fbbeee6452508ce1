import type { Queryable, RequestAuth, SqlResult } from '../rest/contract';

export type { Queryable, RequestAuth, SqlResult };

export interface RequestMeta {
  method: string;
  path: string;
  /** lower-cased header names */
  headers: Record<string, string | string[] | undefined>;
  /** the request's search_path (a REST request's schema, then [api] extra_search_path); default public, extensions */
  searchPath?: string;
}

export interface TransactionOptions {
  readOnly?: boolean;
}

/** A result carrying `rollback: true` makes withRequestTransaction roll back instead of committing. */
export interface MaybeRollback {
  rollback?: boolean;
}

export interface AdminTransaction extends Queryable {
  /** runs a multi-statement script (simple query protocol, no parameters) */
  exec(sql: string): Promise<void>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** privileged owner connection: auth/storage bookkeeping and migrations */
  readonly admin: Queryable;
  /** runs a multi-statement script as the owner inside one transaction */
  execScript(sql: string): Promise<void>;
  /** runs fn inside one transaction as the owner (bookkeeping that must be atomic) */
  withAdminTransaction<T>(fn: (tx: AdminTransaction) => Promise<T>): Promise<T>;
  /** runs fn on one connection as the API role of `auth`, with PostgREST's transaction-local settings */
  withRequestTransaction<T>(
    auth: RequestAuth,
    meta: RequestMeta,
    options: TransactionOptions,
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (as LISTEN does) until the returned
   * function is called.
   */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function wantsRollback(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as MaybeRollback).rollback === true;
}
