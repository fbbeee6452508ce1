import type { Queryable, RestRequest } from './contract';
import { PostgrestError } from './contract';
import type { TableInfo } from './schema-cache';

/** the privileges a write needs, by method (an upsert also updates) */
function privilegesOf(req: RestRequest): string[] {
  if (req.method === 'POST') {
    const prefer = req.headers.prefer ?? '';
    return /resolution\s*=\s*merge-duplicates/.test(prefer) ? ['INSERT', 'UPDATE'] : ['INSERT'];
  }
  if (req.method === 'PATCH') return ['UPDATE'];
  if (req.method === 'DELETE') return ['DELETE'];
  return [];
}

/**
 * A write to a view is checked for the caller's privilege before it runs. PostgreSQL's rewriter refuses a
 * write to a view that is not automatically updatable (55000, a 500 in PostgREST) before it looks at
 * privileges, so a caller without the privilege gets the answer PostgreSQL gives for any table it may
 * not write: 42501, 401 for anon and 403 otherwise (the status comes from the SQLSTATE mapping).
 */
export async function checkViewWrite(req: RestRequest, table: TableInfo, tx: Queryable): Promise<void> {
  if (table.kind === 'table') return;
  for (const privilege of privilegesOf(req)) {
    const result = await tx.query<{ allowed: boolean }>(
      "select has_table_privilege(quote_ident($1::text) || '.' || quote_ident($2::text), $3::text) as allowed",
      [table.schema, table.name, privilege],
    );
    if (result.rows[0]?.allowed !== true) {
      throw Object.assign(new Error(`permission denied for view ${table.name}`), { code: '42501' });
    }
  }
}

/** "cannot insert into view …" and its kin (55000): the view exists but takes no writes: 405, not 500 */
export function viewNotUpdatable(code: string, message: string): PostgrestError | null {
  if (code !== '55000' || !/^cannot (insert into|update|delete from) view /.test(message)) return null;
  return new PostgrestError(405, code, message);
}
