import type { RequestAuth } from '../rest/contract';
import type { RequestMeta } from './database';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);

/**
 * The one statement PostgREST runs after BEGIN (notes §2.6), plus the legacy per-claim settings that
 * Supabase Storage sets. Every value is a bound parameter; the role is checked against a fixed list.
 */
export const REQUEST_SETTINGS_SQL =
  "select set_config('search_path', $1, true), set_config('role', $2, true), " +
  "set_config('request.jwt.claims', $3, true), set_config('request.method', $4, true), " +
  "set_config('request.path', $5, true), set_config('request.headers', $6, true), " +
  "set_config('request.cookies', $7, true), set_config('request.jwt.claim.sub', $8, true), " +
  "set_config('request.jwt.claim.role', $9, true)";

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    const raw = part.slice(index + 1).trim();
    try {
      cookies[name] = decodeURIComponent(raw);
    } catch {
      cookies[name] = raw;
    }
  }
  return cookies;
}

export function requestSettingsParams(auth: RequestAuth, meta: RequestMeta): unknown[] {
  if (!API_ROLES.has(auth.role)) throw new Error(`refusing to switch to role ${String(auth.role)}`);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(meta.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  const cookieHeader = headers['cookie'];
  const claims: Record<string, unknown> = { ...auth.claims, role: auth.role };
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  return [
    '"public", "extensions"',
    auth.role,
    JSON.stringify(claims),
    meta.method,
    meta.path,
    JSON.stringify(headers),
    JSON.stringify(parseCookies(cookieHeader)),
    sub,
    auth.role,
  ];
}
