import crypto from 'node:crypto';
import { jwtKeysOf, type ServerConfig } from '../config';
import type { Queryable } from '../rest/contract';
import { authErrors } from './auth-error';
import { factorsField } from './mfa-factors';
import { findUserById, identitiesOf, userJson, type UserRow } from './users';

/** how the session was authenticated: the `amr` method claim */
export type AuthMethod =
  'password' | 'otp' | 'oauth' | 'recovery' | 'magiclink' | 'email/signup' | 'anonymous';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  provider_token?: string;
  provider_refresh_token?: string;
  /** a password sign-in with a password the policy now finds weak (GoTrue: AccessTokenResponse.WeakPassword) */
  weak_password?: { message: string; reasons: string[] };
}

/** GoTrue keeps amr claims in this table; the bootstrap does not need it, so the server adds it */
export const AUTH_EXTRAS_SQL = `
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid primary key default gen_random_uuid(),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method)
);
alter table auth.mfa_amr_claims enable row level security;
revoke all on auth.mfa_amr_claims from anon, authenticated, service_role;`;

export function randomToken(bytes = 16): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export class TokenIssuer {
  constructor(private readonly config: ServerConfig) {}

  accessToken(
    user: UserRow,
    sessionId: string,
    amr: { method: string; timestamp: number }[],
    aal = 'aal1',
  ): { token: string; expiresAt: number } {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.jwtExpirySeconds;
    const token = jwtKeysOf(this.config).sign({
      aud: 'authenticated',
      exp: expiresAt,
      iat: issuedAt,
      iss: `${this.config.publicUrl}/auth/v1`,
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal,
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous ?? false,
    });
    return { token, expiresAt };
  }

  /** a new session with its first refresh token (each login, verify link and OAuth approval) */
  async startSession(
    db: Queryable,
    userId: string,
    method: AuthMethod,
    extras: { providerToken?: string; userAgent?: string } = {},
  ): Promise<TokenResponse> {
    const session = await db.query<{ id: string }>(
      `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent)
       values (gen_random_uuid(), $1::uuid, now(), now(), 'aal1', $2) returning id::text as id`,
      [userId, extras.userAgent ?? null],
    );
    const sessionId = session.rows[0]!.id;
    await db.query(
      `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method)
       values ($1::uuid, now(), now(), $2)`,
      [sessionId, method],
    );
    const refreshToken = await this.insertRefreshToken(db, userId, sessionId, null);
    await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1::uuid', [
      userId,
    ]);
    return this.tokenResponse(db, userId, sessionId, refreshToken, extras.providerToken);
  }

  async insertRefreshToken(
    db: Queryable,
    userId: string,
    sessionId: string,
    parent: string | null,
  ): Promise<string> {
    const token = randomToken(12);
    await db.query(
      `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
       values ('00000000-0000-0000-0000-000000000000', $1, $2::uuid, false, now(), now(), $3, $4::uuid)`,
      [token, userId, parent, sessionId],
    );
    return token;
  }

  async tokenResponse(
    db: Queryable,
    userId: string,
    sessionId: string,
    refreshToken: string,
    providerToken?: string,
  ): Promise<TokenResponse> {
    const user = await findUserById(db, userId);
    if (!user) throw authErrors.refreshTokenNotFound();
    const amrRows = await db.query<{ method: string; at: string }>(
      `select authentication_method as method, extract(epoch from updated_at)::bigint::text as at
         from auth.mfa_amr_claims where session_id = $1::uuid order by updated_at desc`,
      [sessionId],
    );
    const amr = amrRows.rows.map((row) => ({
      method: row.method === 'recovery' || row.method === 'magiclink' ? 'otp' : row.method,
      timestamp: Number(row.at),
    }));
    const session = await db.query<{ aal: string | null }>(
      'select aal from auth.sessions where id = $1::uuid',
      [sessionId],
    );
    const { token, expiresAt } = this.accessToken(user, sessionId, amr, session.rows[0]?.aal ?? 'aal1');
    const response: TokenResponse = {
      access_token: token,
      token_type: 'bearer',
      expires_in: this.config.jwtExpirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: { ...userJson(user, await identitiesOf(db, userId)), ...(await factorsField(db, userId)) },
    };
    if (providerToken) response.provider_token = providerToken;
    return response;
  }

  /**
   * Rotation with reuse detection: a live token is revoked and replaced by a child; a revoked
   * one presented again within the reuse interval yields the session's current token; later it is an
   * attack signal and the whole session goes.
   */
  /** `'reused'`: the session was revoked, and the caller must commit that before answering the error */
  async refresh(db: Queryable, presented: string): Promise<TokenResponse | 'reused'> {
    const found = await db.query<{
      id: string;
      user_id: string;
      session_id: string | null;
      revoked: boolean;
      age_seconds: number;
    }>(
      `select id::text as id, user_id::text as user_id, session_id::text as session_id, revoked,
              extract(epoch from (now() - updated_at))::float8 as age_seconds
         from auth.refresh_tokens where token = $1 for update`,
      [presented],
    );
    const row = found.rows[0];
    if (!row || !row.session_id) throw authErrors.refreshTokenNotFound();
    const sessionId = row.session_id;
    const session = await db.query('select 1 from auth.sessions where id = $1::uuid for update', [sessionId]);
    if (session.rows.length === 0) throw authErrors.refreshTokenNotFound();

    if (row.revoked) {
      if (Number(row.age_seconds) > this.config.refreshTokenReuseIntervalSeconds) {
        await db.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
        return 'reused';
      }
      const active = await db.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1::uuid and revoked = false
          order by id desc limit 1`,
        [sessionId],
      );
      const current =
        active.rows[0]?.token ?? (await this.insertRefreshToken(db, row.user_id, sessionId, presented));
      return this.tokenResponse(db, row.user_id, sessionId, current);
    }

    await db.query(
      'update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1::bigint',
      [row.id],
    );
    const child = await this.insertRefreshToken(db, row.user_id, sessionId, presented);
    await db.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1::uuid', [
      sessionId,
    ]);
    return this.tokenResponse(db, row.user_id, sessionId, child);
  }
}
