/**
 * GoTrue's admin user API as supabase-js `auth.admin` calls it, for the service role only:
 *
 *   GET    /admin/users?page=&per_page=   {users, aud} with X-Total-Count and Link headers
 *   GET    /admin/users/{id}              the user
 *   PUT    /admin/users/{id}              email, password, email_confirm, user_metadata, app_metadata,
 *                                         ban_duration, role
 *   DELETE /admin/users/{id}              {should_soft_delete}
 *   POST   /invite                        {email, data}: the invited user, and the invite mail
 *
 * A user id that is no UUID is 400 validation_failed, an unknown one 404 user_not_found, as in GoTrue.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { passwordPolicyOf, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Gateway } from '../gateway';
import { textField } from '../http/body-fields';
import { answeringErrorsOf } from '../http/route-errors';
import type { Queryable } from '../rest/contract';
import { AuthError, authErrors, sendAuthError } from './auth-error';
import { issueEmailLink, type AuthMailer } from './email-links';
import { parseGoDuration } from '../go-duration';
import { metadataOf } from './metadata';
import { checkNewPassword } from './password-policy';
import { deleteFactor, factorJson, factorsOf } from './mfa-factors';
import { safeRedirect } from './redirects';
import {
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isValidEmail,
  loadUserJson,
  type UserRow,
} from './users';

const BCRYPT_COST = 10;
const DEFAULT_PER_PAGE = 50;
const AUD = 'authenticated';

const UUID_PATTERN = /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i;

export interface AdminUserDeps {
  config: ServerConfig;
  db: Database;
  gateway: Gateway;
  mailer: AuthMailer;
}

export const adminErrors = {
  badUserId: () => new AuthError(400, 'validation_failed', 'user_id must be an UUID'),
  userNotFound: () => new AuthError(404, 'user_not_found', 'User not found'),
  emailExists: () =>
    new AuthError(422, 'email_exists', 'A user with this email address has already been registered'),
  badPagination: (detail: string) =>
    new AuthError(400, 'validation_failed', `Bad Pagination Parameters: ${detail}`),
  badBanDuration: (value: string) =>
    new AuthError(
      400,
      'validation_failed',
      `invalid format for ban duration: time: invalid duration ${JSON.stringify(value)}`,
    ),
  stillReferenced: () =>
    new AuthError(409, 'conflict', 'Database error deleting user: the user still owns data'),
};

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  return typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body)
    ? (request.body as Record<string, unknown>)
    : {};
}

function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

/** a query parameter as a whole number, GoTrue's strconv.ParseUint: absent or empty is the fallback */
function pageNumber(raw: unknown, name: string, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const text = textField(raw);
  const value = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(value)) {
    throw adminErrors.badPagination(`strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`);
  }
  return value === 0 ? fallback : value;
}

export class AdminUsers {
  constructor(private readonly deps: AdminUserDeps) {}

  private get db(): Database {
    return this.deps.db;
  }

  private checkPassword(password: unknown): string {
    return checkNewPassword(password, passwordPolicyOf(this.deps.config));
  }

  /** GoTrue's loadUser: the id must be a UUID and name a user */
  async load(id: string): Promise<UserRow> {
    if (!UUID_PATTERN.test(id)) throw adminErrors.badUserId();
    const user = await findUserById(this.db.admin, id);
    if (!user) throw adminErrors.userNotFound();
    return user;
  }

  async list(
    query: Record<string, unknown>,
  ): Promise<{ users: unknown[]; total: number; page: number; perPage: number }> {
    const page = pageNumber(query.page, 'page', 1);
    const perPage = pageNumber(query.per_page, 'per_page', DEFAULT_PER_PAGE);
    const offset = (page - 1) * perPage;
    if (!Number.isSafeInteger(offset)) throw adminErrors.badPagination('page out of range');
    const counted = await this.db.admin.query<{ total: number }>(
      'select count(*)::int as total from auth.users where aud = $1',
      [AUD],
    );
    const ids = await this.db.admin.query<{ id: string }>(
      `select id::text as id from auth.users where aud = $1
        order by created_at desc, id limit $2::bigint offset $3::bigint`,
      [AUD, perPage, offset],
    );
    const users: unknown[] = [];
    for (const { id } of ids.rows) users.push(await loadUserJson(this.db.admin, id));
    return { users, total: counted.rows[0]?.total ?? 0, page, perPage };
  }

  async update(id: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
    const user = await this.load(id);
    const email = body.email === undefined || body.email === '' ? undefined : normalizeEmail(body.email);
    if (email !== undefined && !isValidEmail(email)) throw authErrors.invalidEmail();
    const password =
      body.password === undefined || body.password === null ? undefined : this.checkPassword(body.password);
    const userMetadata = metadataOf(body.user_metadata, 'user_metadata');
    const appMetadata = metadataOf(body.app_metadata, 'app_metadata');
    const banDuration = textField(body.ban_duration);
    let bannedUntil: Date | null | undefined;
    if (banDuration === 'none') bannedUntil = null;
    else if (banDuration !== '') {
      const ms = parseGoDuration(banDuration);
      if (ms === null) throw adminErrors.badBanDuration(banDuration);
      bannedUntil = new Date(Date.now() + ms);
    }
    const role = textField(body.role);
    if (email !== undefined && email !== user.email) {
      const other = await findUserByEmail(this.db.admin, email);
      if (other && other.id !== user.id) throw adminErrors.emailExists();
    }
    const encryptedPassword = password === undefined ? undefined : await bcrypt.hash(password, BCRYPT_COST);

    return this.db.withAdminTransaction(async (tx) => {
      if (role !== '') await setColumn(tx, id, 'role', role);
      if (body.email_confirm === true && !user.email_confirmed_at) {
        await tx.query(
          'update auth.users set email_confirmed_at = now(), updated_at = now() where id = $1::uuid',
          [id],
        );
      }
      if (encryptedPassword !== undefined) await setColumn(tx, id, 'encrypted_password', encryptedPassword);
      if (email !== undefined && email !== user.email) {
        await setColumn(tx, id, 'email', email);
        await tx.query(
          `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
              updated_at = now() where user_id = $1::uuid and provider = 'email'`,
          [id, email],
        );
      }
      if (appMetadata) await mergeMetadata(tx, id, 'raw_app_meta_data', appMetadata);
      if (userMetadata) await mergeMetadata(tx, id, 'raw_user_meta_data', userMetadata);
      if (bannedUntil !== undefined) {
        await tx.query('update auth.users set banned_until = $2, updated_at = now() where id = $1::uuid', [
          id,
          bannedUntil,
        ]);
      }
      return loadUserJson(tx, id);
    });
  }

  async remove(id: string, softDelete: boolean): Promise<void> {
    const user = await this.load(id);
    try {
      await this.db.withAdminTransaction(async (tx) => {
        if (!softDelete) {
          await tx.query('delete from auth.users where id = $1::uuid', [id]);
          return;
        }
        if (user.deleted_at) return;
        // GoTrue's SoftDeleteUser: the row stays, unusable and without personal data
        await tx.query(
          `update auth.users set deleted_at = now(), updated_at = now(), email = null, phone = null,
              encrypted_password = '', confirmation_token = '', recovery_token = '', email_change = '',
              email_change_token_new = '', email_change_token_current = '',
              raw_user_meta_data = '{}'::jsonb, raw_app_meta_data = '{}'::jsonb
            where id = $1::uuid`,
          [id],
        );
        await tx.query(
          `update auth.identities set identity_data = '{}'::jsonb, provider_id = id::text, updated_at = now()
            where user_id = $1::uuid`,
          [id],
        );
        await tx.query('delete from auth.sessions where user_id = $1::uuid', [id]);
      });
    } catch (error) {
      // rows of the marketplace (orders) still point at the user: foreign key (23503) or, on
      // PostgreSQL 17, restrict (23001) violation
      const code = (error as { code?: unknown }).code;
      if (code === '23503' || code === '23001') throw adminErrors.stillReferenced();
      throw error;
    }
  }

  async invite(body: Record<string, unknown>, redirectTo: string): Promise<Record<string, unknown>> {
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    const data = metadataOf(body.data, 'data') ?? {};
    const existing = await findUserByEmail(this.db.admin, email);
    if (existing?.email_confirmed_at) throw adminErrors.emailExists();
    return this.db.withAdminTransaction(async (tx) => {
      let userId = existing?.id;
      if (!userId) {
        userId = await insertUser(tx, {
          email,
          encryptedPassword: null,
          confirmed: false,
          appMetadata: { provider: 'email', providers: ['email'] },
          userMetadata: data,
        });
        await insertIdentity(tx, userId, 'email', userId, {
          sub: userId,
          email,
          email_verified: false,
          phone_verified: false,
        });
      }
      await tx.query('update auth.users set invited_at = now(), updated_at = now() where id = $1::uuid', [
        userId,
      ]);
      const link = await issueEmailLink(tx, this.deps.config, { userId, email, type: 'invite', redirectTo });
      const user = await loadUserJson(tx, userId);
      this.deps.mailer.sendLink({
        email,
        type: 'invite',
        link,
        metadata: user.user_metadata as Record<string, unknown>,
      });
      return user;
    });
  }
}

/** one column of auth.users; `column` comes from the fixed union, never from input */
async function setColumn(
  tx: Queryable,
  id: string,
  column: 'role' | 'encrypted_password' | 'email',
  value: string,
): Promise<void> {
  await tx.query(`update auth.users set ${column} = $2, updated_at = now() where id = $1::uuid`, [id, value]);
}

/** GoTrue's UpdateUserMetaData/UpdateAppMetaData: keys are set, a null value removes its key */
async function mergeMetadata(
  tx: Queryable,
  id: string,
  column: 'raw_user_meta_data' | 'raw_app_meta_data',
  changes: Record<string, unknown>,
): Promise<void> {
  const removed = Object.keys(changes).filter((key) => changes[key] === null);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== null));
  await tx.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) || $2::jsonb) - $3::text[],
        updated_at = now() where id = $1::uuid`,
    [id, JSON.stringify(set), removed],
  );
}

export function adminUserRoutes(app: FastifyInstance, deps: AdminUserDeps): void {
  const admin = new AdminUsers(deps);
  const handle = answeringErrorsOf(AuthError, (request, reply, error) => {
    if (error.status >= 500) request.log.error({ err: error }, 'auth admin request failed');
    return sendAuthError(request, reply, error);
  });
  const requireAdmin = (request: FastifyRequest): void => {
    const token = deps.gateway.bearerOf(request.headers);
    if (!token) throw authErrors.noAuthorization();
    const caller = deps.gateway.resolveToken(token);
    if (!caller.ok) throw authErrors.badJwt(caller.message);
    if (caller.role !== 'service_role') throw authErrors.notAdmin();
  };
  const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.get(
    '/admin/users',
    handle(async (request: FastifyRequest, reply: FastifyReply) => {
      requireAdmin(request);
      const { users, total, page, perPage } = await admin.list(request.query as Record<string, unknown>);
      const lastPage = Math.ceil(total / perPage);
      const base = `${deps.config.publicUrl}/auth/v1/admin/users`;
      const links: string[] = [];
      // supabase-js reads the page number right after the first '=': page comes first in the query
      if (lastPage > page) links.push(`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`);
      links.push(`<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`);
      reply.header('X-Total-Count', String(total)).header('Link', links.join(', '));
      return { users, aud: AUD };
    }),
  );

  app.get(
    '/admin/users/:id',
    handle(async (request) => {
      requireAdmin(request);
      const user = await admin.load(idOf(request));
      return loadUserJson(deps.db.admin, user.id);
    }),
  );

  app.put(
    '/admin/users/:id',
    handle(async (request) => {
      requireAdmin(request);
      return admin.update(idOf(request), bodyOf(request));
    }),
  );

  app.delete(
    '/admin/users/:id',
    handle(async (request) => {
      requireAdmin(request);
      await admin.remove(idOf(request), bodyOf(request).should_soft_delete === true);
      return {};
    }),
  );

  // auth.admin.mfa: a user's factors, and removing one (a lost authenticator), as the user unenrolls it
  app.get(
    '/admin/users/:id/factors',
    handle(async (request) => {
      requireAdmin(request);
      const user = await admin.load(idOf(request));
      return factorsOf(deps.db.admin, user.id);
    }),
  );

  app.delete(
    '/admin/users/:id/factors/:factorId',
    handle(async (request) => {
      requireAdmin(request);
      const user = await admin.load(idOf(request));
      const factorId = (request.params as { factorId: string }).factorId;
      const factor = UUID_PATTERN.test(factorId)
        ? await deps.db.withAdminTransaction((tx) => deleteFactor(tx, user.id, factorId))
        : undefined;
      if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
      return factorJson(factor);
    }),
  );

  app.post(
    '/invite',
    handle(async (request) => {
      requireAdmin(request);
      const body = bodyOf(request);
      const query = request.query as Record<string, string | undefined>;
      const redirect =
        query.redirect_to ?? (typeof body.redirect_to === 'string' ? body.redirect_to : undefined);
      return admin.invite(body, safeRedirect(deps.config, redirect));
    }),
  );
}
