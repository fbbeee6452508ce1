import type { Queryable } from '../rest/contract';
import { factorsField } from './mfa-factors';

export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone_confirmed_at: Date | null;
  confirmed_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
  invited_at: Date | null;
  last_sign_in_at: Date | null;
  email_change: string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  banned_until: Date | null;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
}

const USER_COLUMNS = `id::text as id, aud, role, email, phone, encrypted_password, email_confirmed_at,
  phone_confirmed_at, confirmed_at, confirmation_sent_at, recovery_sent_at, invited_at, last_sign_in_at,
  email_change, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, deleted_at,
  is_anonymous`;

const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 255 && EMAIL_PATTERN.test(email);
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and is_sso_user = false
      and deleted_at is null order by created_at limit 1`,
    [email],
  );
  return result.rows[0];
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  const result = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return result.rows[0];
}

export async function findUserByColumnToken(
  db: Queryable,
  column: 'recovery_token' | 'confirmation_token',
  token: string,
): Promise<(UserRow & { token_sent_at: Date | null }) | undefined> {
  // column comes from the fixed union above, never from input
  const sentAt = column === 'recovery_token' ? 'recovery_sent_at' : 'confirmation_sent_at';
  const result = await db.query<UserRow & { token_sent_at: Date | null }>(
    `select ${USER_COLUMNS}, ${sentAt} as token_sent_at from auth.users where ${column} = $1 limit 1`,
    [token],
  );
  return result.rows[0];
}

export async function identitiesOf(db: Queryable, userId: string): Promise<IdentityRow[]> {
  const result = await db.query<IdentityRow>(
    `select id::text as id, provider_id, user_id::text as user_id, identity_data, provider, email,
            last_sign_in_at, created_at, updated_at
       from auth.identities where user_id = $1::uuid order by created_at`,
    [userId],
  );
  return result.rows;
}

function iso(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function withoutUndefined(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));
}

/** The User JSON as GoTrue returns it; null timestamps are left out */
export function userJson(user: UserRow, identities: IdentityRow[]): Record<string, unknown> {
  return withoutUndefined({
    id: user.id,
    aud: user.aud ?? 'authenticated',
    role: user.role ?? 'authenticated',
    email: user.email ?? '',
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmed_at: iso(user.confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    invited_at: iso(user.invited_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map((identity) =>
      withoutUndefined({
        identity_id: identity.id,
        id: identity.provider_id,
        user_id: identity.user_id,
        identity_data: identity.identity_data,
        provider: identity.provider,
        last_sign_in_at: iso(identity.last_sign_in_at),
        created_at: iso(identity.created_at),
        updated_at: iso(identity.updated_at),
        email: identity.email ?? undefined,
      }),
    ),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous ?? false,
  });
}

export async function loadUserJson(db: Queryable, userId: string): Promise<Record<string, unknown>> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`user ${userId} vanished`);
  return { ...userJson(user, await identitiesOf(db, userId)), ...(await factorsField(db, userId)) };
}

export interface NewUser {
  /** null: an anonymous user (GoTrue's POST /signup without email or phone) */
  email: string | null;
  encryptedPassword: string | null;
  confirmed: boolean;
  appMetadata: Record<string, unknown>;
  userMetadata: Record<string, unknown>;
  confirmationToken?: string | null;
  anonymous?: boolean;
}

/**
 * One insert with the metadata already in place, so `on insert` triggers (handle_new_user) see it.
 * Runs as the owner, never through RLS.
 */
export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const result = await db.query<{ id: string }>(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
        confirmation_token, confirmation_sent_at, raw_app_meta_data, raw_user_meta_data, is_super_admin,
        created_at, updated_at, is_sso_user, is_anonymous)
      values ($1::uuid, gen_random_uuid(), 'authenticated', 'authenticated', $2, $3,
        case when $4::boolean then now() end, $5, case when $5::text is not null then now() end,
        $6::jsonb, $7::jsonb, false, now(), now(), false, $8::boolean)
      returning id::text as id`,
    [
      INSTANCE_ID,
      user.email,
      user.encryptedPassword,
      user.confirmed,
      user.confirmationToken ?? null,
      JSON.stringify(user.appMetadata),
      JSON.stringify(user.userMetadata),
      user.anonymous ?? false,
    ],
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('insert into auth.users returned no id');
  return id;
}

export async function insertIdentity(
  db: Queryable,
  userId: string,
  provider: string,
  providerId: string,
  identityData: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2::uuid, $3::jsonb, $4, now(), now(), now())
     on conflict (provider_id, provider) do update
       set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
    [providerId, userId, JSON.stringify(identityData), provider],
  );
}
