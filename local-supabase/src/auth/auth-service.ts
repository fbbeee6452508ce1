import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { passwordPolicyOf, type ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Gateway } from '../gateway';
import { textField } from '../http/body-fields';
import type { Queryable } from '../rest/contract';
import { AccountChanges } from './account-changes';
import { AuthError, authErrors } from './auth-error';
import {
  issueEmailLink,
  type AuthMailer,
  tokenColumnOf,
  tokenHashOf,
  flowMethodOf,
  type LinkType,
} from './email-links';
import { metadataOf } from './metadata';
import { checkNewPassword, passwordWeakness } from './password-policy';
import { issueCodeForPendingFlow, redeemAuthCode, type CodeChallenge } from './pkce';
import { AuthRateLimiter } from './rate-limits';
import { TokenIssuer, type TokenResponse } from './sessions';
import {
  findUserByColumnToken,
  findUserByEmail,
  findUserById,
  insertIdentity,
  insertUser,
  isValidEmail,
  loadUserJson,
  type UserRow,
} from './users';

const LINK_TTL_SECONDS = 24 * 3600;
const BCRYPT_COST = 10;

export interface AuthenticatedCaller {
  userId: string;
  sessionId: string | undefined;
  claims: Record<string, unknown>;
}

export type VerifyOutcome =
  | { kind: 'session'; session: TokenResponse; type: LinkType | 'email_change' }
  | { kind: 'code'; code: string; type: LinkType }
  | { kind: 'message'; message: string };

function normalizeEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

export class AuthService {
  readonly tokens: TokenIssuer;
  readonly limits: AuthRateLimiter;
  readonly accountChanges: AccountChanges;

  constructor(
    readonly config: ServerConfig,
    readonly db: Database,
    readonly gateway: Gateway,
    readonly mailer: AuthMailer,
    private readonly logError: (error: unknown, context: string) => void,
  ) {
    this.tokens = new TokenIssuer(config);
    this.limits = new AuthRateLimiter(config.authRateLimits);
    this.accountChanges = new AccountChanges({ config, db, mailer, tokens: this.tokens });
  }

  private checkPassword(password: unknown): string {
    return checkNewPassword(password, passwordPolicyOf(this.config));
  }

  /** a failing auth.users trigger (handle_new_user) is GoTrue's 500 "Database error saving new user" */
  private async savingUser<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (error) {
      if (error instanceof AuthError) throw error;
      this.logError(error, 'saving new user');
      throw authErrors.unexpected();
    }
  }

  async signUp(body: Record<string, unknown>, redirectTo: string, challenge?: CodeChallenge) {
    if (!textField(body.email) && !textField(body.phone))
      return { session: await this.signUpAnonymously(body) };
    if (this.config.disableSignup) throw authErrors.signupDisabled();
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    const password = this.checkPassword(body.password);
    const data = metadataOf(body.data, 'data') ?? {};
    const existing = await findUserByEmail(this.db.admin, email);
    if (existing) {
      if (this.config.mailerAutoconfirm || existing.email_confirmed_at) {
        if (this.config.mailerAutoconfirm) throw authErrors.userAlreadyExists();
        return { user: obfuscatedUser(email) };
      }
      // an address signed up but not confirmed yet: the confirmation mail again, not too often
      this.checkSendInterval(existing.confirmation_sent_at);
    }
    const encryptedPassword = await bcrypt.hash(password, BCRYPT_COST);
    const confirmed = this.config.mailerAutoconfirm;
    return this.savingUser(() =>
      this.db.withAdminTransaction(async (tx) => {
        let userId = existing?.id;
        if (!userId) {
          userId = await insertUser(tx, {
            email,
            encryptedPassword,
            confirmed,
            appMetadata: { provider: 'email', providers: ['email'] },
            userMetadata: { ...data, email, email_verified: confirmed, phone_verified: false },
          });
          await tx.query(
            `update auth.users set raw_user_meta_data = raw_user_meta_data || jsonb_build_object('sub', id::text)
              where id = $1::uuid`,
            [userId],
          );
          await insertIdentity(tx, userId, 'email', userId, {
            sub: userId,
            email,
            email_verified: confirmed,
            phone_verified: false,
          });
        }
        if (confirmed) return { session: await this.tokens.startSession(tx, userId, 'password') };
        const link = await issueEmailLink(tx, this.config, {
          userId,
          email,
          type: 'signup',
          redirectTo,
          challenge,
        });
        const user = await loadUserJson(tx, userId);
        this.mailer.sendLink({
          email,
          type: 'signup',
          link,
          metadata: user.user_metadata as Record<string, unknown>,
        });
        return { user };
      }),
    );
  }

  /**
   * POST /signup with neither email nor phone: an anonymous user (is_anonymous, role authenticated, no
   * identity) and its session, when config.toml's `[auth] enable_anonymous_sign_ins` allows it (off by
   * default, as in GoTrue). The user may later add an e-mail address with PUT /user.
   */
  private async signUpAnonymously(body: Record<string, unknown>): Promise<TokenResponse> {
    if (!this.config.anonymousSignIns)
      throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
    if (this.config.disableSignup) throw authErrors.signupDisabled();
    const data = metadataOf(body.data, 'data') ?? {};
    return this.savingUser(() =>
      this.db.withAdminTransaction(async (tx) => {
        const userId = await insertUser(tx, {
          email: null,
          encryptedPassword: null,
          confirmed: false,
          appMetadata: {},
          userMetadata: data,
          anonymous: true,
        });
        return this.tokens.startSession(tx, userId, 'anonymous');
      }),
    );
  }

  async signInWithPassword(body: Record<string, unknown>): Promise<TokenResponse> {
    const email = normalizeEmail(body.email);
    const password = typeof body.password === 'string' ? body.password : '';
    if (!email || !password) throw authErrors.invalidCredentials();
    const user = await findUserByEmail(this.db.admin, email);
    if (!user?.encrypted_password || !(await passwordMatches(password, user.encrypted_password))) {
      throw authErrors.invalidCredentials();
    }
    if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();
    if (user.banned_until && user.banned_until.getTime() > Date.now()) {
      throw new AuthError(400, 'user_banned', 'User is banned');
    }
    const session = await this.db.withAdminTransaction((tx) =>
      this.tokens.startSession(tx, user.id, 'password'),
    );
    // as GoTrue: the sign-in succeeds, and says why the password is weak under today's policy
    const weakness = passwordWeakness(password, passwordPolicyOf(this.config));
    return weakness ? { ...session, weak_password: weakness } : session;
  }

  async refresh(body: Record<string, unknown>): Promise<TokenResponse> {
    const token = typeof body.refresh_token === 'string' ? body.refresh_token : '';
    if (!token) throw authErrors.refreshTokenNotFound();
    const outcome = await this.db.withAdminTransaction((tx) => this.tokens.refresh(tx, token));
    if (outcome === 'reused') throw authErrors.refreshTokenAlreadyUsed();
    return outcome;
  }

  async exchangeCode(body: Record<string, unknown>): Promise<TokenResponse> {
    const authCode = typeof body.auth_code === 'string' ? body.auth_code : '';
    const verifier = typeof body.code_verifier === 'string' ? body.code_verifier : '';
    if (!authCode || !verifier)
      throw authErrors.validation('invalid request: both auth code and code verifier should be non-empty');
    return this.db.withAdminTransaction(async (tx) => {
      const flow = await redeemAuthCode(tx, authCode, verifier);
      const method = flow.authenticationMethod === 'oauth' ? 'oauth' : 'otp';
      return this.tokens.startSession(tx, flow.userId, method, {
        ...(flow.providerAccessToken ? { providerToken: flow.providerAccessToken } : {}),
      });
    });
  }

  /** GoTrue's requireAuthentication + session check for /user and /logout */
  async authenticate(headers: Record<string, string | string[] | undefined>): Promise<AuthenticatedCaller> {
    const token = this.gateway.bearerOf(headers);
    if (!token) throw authErrors.noAuthorization();
    const verified = this.gateway.verify(token);
    if (!verified.ok) {
      const detail =
        verified.reason === 'expired' ? 'token has invalid claims: token is expired' : verified.message;
      throw authErrors.badJwt(detail);
    }
    const claims = verified.claims as Record<string, unknown>;
    if (typeof claims.sub !== 'string' || claims.sub === '') throw authErrors.missingSub();
    const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
    if (sessionId) {
      const session = await this.db.admin.query(
        'select 1 from auth.sessions where id = $1::uuid and user_id = $2::uuid',
        [sessionId, claims.sub],
      );
      if (session.rows.length === 0) throw authErrors.sessionNotFound();
    }
    const user = await findUserById(this.db.admin, claims.sub);
    if (!user) throw authErrors.userNotFound();
    return { userId: claims.sub, sessionId, claims };
  }

  async getUser(caller: AuthenticatedCaller) {
    return loadUserJson(this.db.admin, caller.userId);
  }

  async updateUser(
    caller: AuthenticatedCaller,
    body: Record<string, unknown>,
    redirectTo = this.config.siteUrl,
  ) {
    const password =
      body.password === undefined || body.password === null ? undefined : this.checkPassword(body.password);
    metadataOf(body.data, 'data');
    const user = await findUserById(this.db.admin, caller.userId);
    if (!user) throw authErrors.userNotFound();
    let encryptedPassword: string | undefined;
    if (password !== undefined) {
      if (user.encrypted_password && (await passwordMatches(password, user.encrypted_password))) {
        throw authErrors.samePassword();
      }
      encryptedPassword = await bcrypt.hash(password, BCRYPT_COST);
    }
    const email = body.email === undefined || body.email === null ? undefined : normalizeEmail(body.email);
    if (email !== undefined && !isValidEmail(email)) throw authErrors.invalidEmail();
    return this.db.withAdminTransaction(async (tx) => {
      if (encryptedPassword) {
        await this.accountChanges.checkPasswordChange(tx, caller.userId, caller.sessionId, body.nonce);
        await tx.query(
          'update auth.users set encrypted_password = $2, updated_at = now() where id = $1::uuid',
          [caller.userId, encryptedPassword],
        );
        // GoTrue signs out every other session when the password changes
        if (caller.sessionId) {
          await tx.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
            caller.userId,
            caller.sessionId,
          ]);
        }
      }
      if (typeof body.data === 'object' && body.data !== null) {
        const metadata = { ...(user.raw_user_meta_data ?? {}) };
        for (const [key, value] of Object.entries(body.data as Record<string, unknown>)) {
          if (value === null) delete metadata[key];
          else metadata[key] = value;
        }
        await tx.query(
          'update auth.users set raw_user_meta_data = $2::jsonb, updated_at = now() where id = $1::uuid',
          [caller.userId, JSON.stringify(metadata)],
        );
      }
      if (email !== undefined && email !== user.email) {
        await this.accountChanges.requestEmailChange(tx, user, email, redirectTo);
      }
      return loadUserJson(tx, caller.userId);
    });
  }

  async logout(caller: AuthenticatedCaller, scope: string): Promise<void> {
    if (!caller.sessionId || scope === 'global') {
      await this.db.admin.query('delete from auth.sessions where user_id = $1::uuid', [caller.userId]);
    } else if (scope === 'others') {
      await this.db.admin.query('delete from auth.sessions where user_id = $1::uuid and id <> $2::uuid', [
        caller.userId,
        caller.sessionId,
      ]);
    } else {
      await this.db.admin.query('delete from auth.sessions where id = $1::uuid', [caller.sessionId]);
    }
  }

  async recover(body: Record<string, unknown>, redirectTo: string, challenge?: CodeChallenge): Promise<void> {
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    // the same answers for every address: throttled per address string and counted against the hour's
    // e-mails before looking the address up
    this.limits.throttleAddress('recover', email, this.config.emailSendIntervalSeconds);
    this.mailer.takeBudget();
    const user = await findUserByEmail(this.db.admin, email);
    if (!user || this.sentWithinInterval(user.recovery_sent_at)) return;
    await this.db.withAdminTransaction(async (tx) => {
      const link = await issueEmailLink(tx, this.config, {
        userId: user.id,
        email,
        type: 'recovery',
        redirectTo,
        challenge,
      });
      this.mailer.sendLink({
        email,
        type: 'recovery',
        link,
        metadata: user.raw_user_meta_data,
        counted: true,
      });
    });
  }

  /**
   * POST /resend as GoTrue answers it: type signup mails the confirmation link again to an address that
   * is registered and not confirmed yet, email_change the mails of the pending change; any other address
   * gets the same empty answer, throttled per address string like /recover.
   */
  async resend(body: Record<string, unknown>, redirectTo: string): Promise<void> {
    const type = textField(body.type);
    if (!['signup', 'email_change', 'sms', 'phone_change'].includes(type))
      throw authErrors.validation('Missing one of these types: signup, email_change, sms, phone_change');
    if (type === 'sms' || type === 'phone_change')
      throw new AuthError(400, 'phone_provider_disabled', 'Phone logins are disabled');
    const email = normalizeEmail(body.email);
    if (!email) throw authErrors.validation('Type provided requires an email address');
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    this.limits.throttleAddress(`resend:${type}`, email, this.config.emailSendIntervalSeconds);
    if (type === 'email_change') return this.accountChanges.resendEmailChange(email, redirectTo);
    const user = await findUserByEmail(this.db.admin, email);
    if (!user || type !== 'signup' || user.email_confirmed_at) return;
    if (this.sentWithinInterval(user.confirmation_sent_at)) return;
    await this.db.withAdminTransaction(async (tx) => {
      const link = await issueEmailLink(tx, this.config, {
        userId: user.id,
        email,
        type: 'signup',
        redirectTo,
      });
      this.mailer.sendLink({ email, type: 'signup', link, metadata: user.raw_user_meta_data });
    });
  }

  private sentWithinInterval(lastSentAt: Date | null): boolean {
    const interval = this.config.emailSendIntervalSeconds;
    return interval > 0 && lastSentAt !== null && Date.now() - lastSentAt.getTime() < interval * 1000;
  }

  /** GoTrue's max frequency of confirmation and recovery mails (429 over_email_send_rate_limit) */
  private checkSendInterval(lastSentAt: Date | null): void {
    const interval = this.config.emailSendIntervalSeconds;
    if (interval <= 0 || !lastSentAt) return;
    const elapsed = (Date.now() - lastSentAt.getTime()) / 1000;
    if (elapsed < interval) throw authErrors.emailRateLimit(Math.ceil(interval - elapsed));
  }

  /** GET/POST /verify: single use, 24 h validity; confirms the email; PKCE links resume a flow */
  async verify(type: LinkType, token: string): Promise<VerifyOutcome> {
    if ((type as string) === 'email_change') return this.accountChanges.verifyEmailChange(token);
    if (!['recovery', 'magiclink', 'signup', 'invite', 'email'].includes(type) || !token)
      throw authErrors.otpExpired();
    return this.db.withAdminTransaction(async (tx) => {
      const column = tokenColumnOf(type);
      const user = await findUserByColumnToken(tx, column, token);
      const sentAt = user?.token_sent_at?.getTime() ?? 0;
      if (!user || Date.now() - sentAt > LINK_TTL_SECONDS * 1000) throw authErrors.otpExpired();
      await tx.query(`update auth.users set ${column} = '', updated_at = now() where id = $1::uuid`, [
        user.id,
      ]);
      if (!user.email_confirmed_at) await confirmEmail(tx, user);
      if (token.startsWith('pkce_')) {
        const code = await issueCodeForPendingFlow(tx, user.id, flowMethodOf(type));
        if (!code) throw authErrors.flowStateNotFound();
        return { kind: 'code', code, type };
      }
      const session = await this.tokens.startSession(tx, user.id, type === 'recovery' ? 'recovery' : 'otp');
      return { kind: 'session', session, type };
    });
  }

  /** POST /verify with {email, token} (the 6-digit code) */
  async verifyOtp(type: LinkType, email: string, otp: string): Promise<VerifyOutcome> {
    const hash = tokenHashOf(normalizeEmail(email), otp);
    if ((type as string) === 'email_change') return this.accountChanges.verifyEmailChange(hash);
    const user = await findUserByEmail(this.db.admin, normalizeEmail(email));
    if (!user) throw authErrors.otpExpired();
    const stored = await this.db.admin.query<{ token: string | null }>(
      `select ${tokenColumnOf(type)} as token from auth.users where id = $1::uuid`,
      [user.id],
    );
    const token = stored.rows[0]?.token ?? '';
    if (token !== hash && token !== `pkce_${hash}`) {
      // type email is GoTrue's code of a confirmation or of a magic-link mail (signInWithOtp)
      if (type === 'email') return this.verifyOtp('magiclink', email, otp);
      throw authErrors.otpExpired();
    }
    return this.verify(type, token);
  }

  // ---- admin (service_role) ----

  async adminCreateUser(body: Record<string, unknown>) {
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    if (await findUserByEmail(this.db.admin, email)) {
      throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    }
    const encryptedPassword =
      body.password === undefined ? null : await bcrypt.hash(this.checkPassword(body.password), BCRYPT_COST);
    const confirmed = body.email_confirm === true;
    const userMetadata = metadataOf(body.user_metadata ?? body.data, 'user_metadata') ?? {};
    const appMetadata = metadataOf(body.app_metadata, 'app_metadata') ?? {};
    return this.savingUser(() =>
      this.db.withAdminTransaction(async (tx) => {
        const userId = await insertUser(tx, {
          email,
          encryptedPassword,
          confirmed,
          appMetadata: { ...appMetadata, provider: 'email', providers: ['email'] },
          userMetadata,
        });
        await insertIdentity(tx, userId, 'email', userId, {
          sub: userId,
          email,
          email_verified: confirmed,
          phone_verified: false,
        });
        return loadUserJson(tx, userId);
      }),
    );
  }

  async adminGenerateLink(body: Record<string, unknown>, redirectTo: string) {
    const type = textField(body.type);
    const emailChange =
      type === 'email_change_current' ? 'current' : type === 'email_change_new' ? 'new' : undefined;
    if (!emailChange && !['signup', 'recovery', 'magiclink', 'invite'].includes(type)) {
      throw authErrors.validation('Invalid email action link type requested');
    }
    const email = normalizeEmail(body.email);
    if (!isValidEmail(email)) throw authErrors.invalidEmail();
    let user = await findUserByEmail(this.db.admin, email);
    if (emailChange) {
      const newEmail = normalizeEmail(body.new_email);
      if (!isValidEmail(newEmail)) throw authErrors.invalidEmail();
      if (!user) throw new AuthError(404, 'user_not_found', 'User with this email not found');
      const changing = user;
      const link = await this.db.withAdminTransaction((tx) =>
        this.accountChanges.generateEmailChangeLink(tx, changing, newEmail, emailChange, redirectTo),
      );
      return this.generatedLinkAnswer(changing.id, link, type);
    }
    if (!user) {
      if (type === 'recovery' || type === 'magiclink')
        throw new AuthError(404, 'user_not_found', 'User with this email not found');
      await this.adminCreateUser({
        email,
        ...(typeof body.password === 'string' ? { password: body.password } : {}),
        user_metadata: body.data ?? {},
      });
      user = await findUserByEmail(this.db.admin, email);
    }
    const userId = user!.id;
    const link = await this.db.withAdminTransaction((tx) =>
      issueEmailLink(tx, this.config, { userId, email, type: type as LinkType, redirectTo }),
    );
    return this.generatedLinkAnswer(userId, link, type);
  }

  private async generatedLinkAnswer(
    userId: string,
    link: { actionLink: string; otp: string; token: string; redirectTo: string },
    type: string,
  ) {
    return {
      ...(await loadUserJson(this.db.admin, userId)),
      action_link: link.actionLink,
      email_otp: link.otp,
      hashed_token: link.token,
      redirect_to: link.redirectTo,
      verification_type: type,
    };
  }

  /** the Google stand-in approved `email`: find or create the user and link the google identity */
  async upsertOAuthUser(tx: Queryable, identityData: Record<string, unknown>): Promise<string> {
    const email = normalizeEmail(identityData.email);
    const providerId = String(identityData.sub);
    const linked = await tx.query<{ user_id: string }>(
      "select user_id::text as user_id from auth.identities where provider = 'google' and provider_id = $1",
      [providerId],
    );
    let userId = linked.rows[0]?.user_id ?? (await findUserByEmail(tx, email))?.id;
    if (!userId) {
      userId = await insertUser(tx, {
        email,
        encryptedPassword: null,
        confirmed: true,
        appMetadata: { provider: 'google', providers: ['google'] },
        userMetadata: identityData,
      });
    } else {
      await tx.query(
        `update auth.users set
            raw_app_meta_data = jsonb_set(coalesce(raw_app_meta_data, '{}'::jsonb), '{providers}',
              (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
                coalesce(raw_app_meta_data->'providers', '[]'::jsonb) || '["google"]'::jsonb) p)),
            raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
          where id = $1::uuid`,
        [userId, JSON.stringify(identityData)],
      );
    }
    await insertIdentity(tx, userId, 'google', providerId, identityData);
    return userId;
  }
}

async function passwordMatches(password: string, hash: string): Promise<boolean> {
  if (!/^\$2[aby]\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}

async function confirmEmail(tx: Queryable, user: UserRow): Promise<void> {
  await tx.query(
    `update auth.users set email_confirmed_at = now(), updated_at = now(),
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
      where id = $1::uuid`,
    [user.id],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [user.id],
  );
}

/**
 * sign-up with a confirmed address while confirmation is on: like GoTrue, 200 with a fake user (random id, no
 * identities), so an answer does not reveal whether the address is registered
 */
function obfuscatedUser(email: string): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
