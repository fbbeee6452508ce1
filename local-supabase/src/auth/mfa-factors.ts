import type { Queryable } from '../rest/contract';

/** a row of auth.mfa_factors as the server reads it */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string | null;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export const FACTOR_COLUMNS = `id::text as id, user_id::text as user_id, friendly_name, factor_type::text as factor_type,
  status::text as status, secret, created_at, updated_at, last_challenged_at`;

function iso(value: string | Date | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

export function factorJson(row: FactorRow): Record<string, unknown> {
  return {
    id: row.id,
    ...(row.friendly_name ? { friendly_name: row.friendly_name } : {}),
    factor_type: row.factor_type,
    status: row.status,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    last_challenged_at: iso(row.last_challenged_at),
  };
}

/** the user's factors as GoTrue lists them (oldest first) */
export async function factorsOf(db: Queryable, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows.rows.map(factorJson);
}

/** the user's factors as GoTrue lists them in the user object (`factors`, left out when there are none) */
export async function factorsField(db: Queryable, userId: string): Promise<{ factors?: unknown[] }> {
  const factors = await factorsOf(db, userId);
  return factors.length === 0 ? {} : { factors };
}

/**
 * Removes a factor (the user's unenroll, or the service role's auth.admin.mfa.deleteFactor); the sessions it
 * raised to aal2 fall back to aal1 (GoTrue's DowngradeSessionsToAAL1). The removed factor, or undefined when
 * the user has no such factor.
 */
export async function deleteFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const deleted = await tx.query<FactorRow>(
    `delete from auth.mfa_factors where id = $1::uuid and user_id = $2::uuid returning ${FACTOR_COLUMNS}`,
    [factorId, userId],
  );
  const factor = deleted.rows[0];
  if (factor) {
    await tx.query(
      `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where factor_id = $1::uuid`,
      [factor.id],
    );
  }
  return factor;
}
