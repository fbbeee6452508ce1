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

/** the user's factors as GoTrue lists them in the user object (`factors`, left out when there are none) */
export async function factorsField(db: Queryable, userId: string): Promise<{ factors?: unknown[] }> {
  const rows = await db.query<FactorRow>(
    `select ${FACTOR_COLUMNS} from auth.mfa_factors where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return rows.rows.length === 0 ? {} : { factors: rows.rows.map(factorJson) };
}
