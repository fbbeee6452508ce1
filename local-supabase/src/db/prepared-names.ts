/**
 * Names for the request queries a PostgreSQL connection may keep prepared, as PostgREST does with
 * db-prepared-statements: the same SQL text (the engine binds every value as a parameter, so one request
 * shape is one text) gets the same name on every connection, and a connection that has run it once skips
 * its Parse, analysis and rewrite thereafter. PostgreSQL re-validates a prepared statement's plan itself
 * after DDL and after a role change (RLS), so reuse never serves a stale plan.
 *
 * Bounded: once MAX_NAMES texts have a name, new texts run unnamed (parsed per request, as before), so
 * neither this map nor a connection's prepared statements grow without limit.
 */
export const MAX_PREPARED_NAMES = 500;

const names = new Map<string, string>();

export function preparedNameFor(sql: string): string | undefined {
  const known = names.get(sql);
  if (known !== undefined || names.size >= MAX_PREPARED_NAMES) return known;
  const name = `koperasi_q${names.size + 1}`;
  names.set(sql, name);
  return name;
}

/**
 * "cached plan must not change result type": a prepared statement whose tables changed shape under it
 * fails on every later execution, so the connection holding it must be discarded.
 */
export function invalidatesPrepared(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '0A000';
}
