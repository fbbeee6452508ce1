import crypto from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import type { Queryable } from '../rest/contract';
import { AuthError, authErrors } from './auth-error';
import { tokenHashOf, type AuthMailer, type IssuedLink } from './email-links';
import type { TokenIssuer, TokenResponse } from './sessions';
import { findUserByEmail, type UserRow } from './users';

/** GoTrue's answer to the first of the two links of a double-confirmed e-mail change */
export const SINGLE_CONFIRMATION_ACCEPTED =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const LINK_TTL_SECONDS = 24 * 3600;
/** GoTrue's mailer OTP expiry (GOTRUE_MAILER_OTP_EXP): how long the reauthentication code is good */
const NONCE_TTL_SECONDS = 3600;

export type EmailChangeOutcome =
  { kind: 'message'; message: string } | { kind: 'session'; session: TokenResponse; type: 'email_change' };

interface EmailChangeRow {
  id: string;
  email: string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  email_change_sent_at: Date | null;
  raw_user_meta_data: Record<string, unknown> | null;
}

function newOtp(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

function secondsSince(at: Date | null | undefined): number {
  return at ? (Date.now() - at.getTime()) / 1000 : Infinity;
}

export interface AccountChangeDeps {
  config: ServerConfig;
  db: Database;
  mailer: AuthMailer;
  tokens: TokenIssuer;
}

/**
 * The account changes GoTrue guards: a new e-mail address (confirmed from the new address, and from the old
 * one too with `[auth.email] double_confirm_changes`), and a new password (a sign-in of the last 24 hours or
 * the code of the reauthentication mail with `secure_password_change`).
 */
export class AccountChanges {
  constructor(private readonly deps: AccountChangeDeps) {}

  private get config(): ServerConfig {
    return this.deps.config;
  }

  /** the mail's link to GET /verify?type=email_change (implicit flow: the session comes in the fragment) */
  private link(token: string, otp: string, redirectTo: string): IssuedLink {
    const actionLink =
      `${this.config.publicUrl}/auth/v1/verify?token=${encodeURIComponent(token)}&type=email_change` +
      `&redirect_to=${encodeURIComponent(redirectTo)}`;
    return { actionLink, token, otp, redirectTo };
  }

  /**
   * PUT /user {email}: another account's address is 422 email_exists; with confirmations off it applies at
   * once, otherwise the confirmation mails go out and the address changes only in verifyEmailChange
   */
  async requestEmailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    redirectTo: string,
  ): Promise<void> {
    const owner = await findUserByEmail(tx, newEmail);
    if (owner && owner.id !== user.id) throw authErrors.emailExists();
    if (this.config.mailerAutoconfirm) {
      await applyEmailChange(tx, user.id, newEmail);
      return;
    }
    const pending = await emailChangeRowOf(tx, user.id);
    const interval = this.config.emailSendIntervalSeconds;
    if (interval > 0 && pending?.email_change && secondsSince(pending.email_change_sent_at) < interval) {
      throw authErrors.emailRateLimit(Math.ceil(interval - secondsSince(pending.email_change_sent_at)));
    }
    await this.sendEmailChangeMails(tx, user, newEmail, redirectTo);
  }

  /** POST /resend {type: email_change, email}: the pending change's mails again, silently nothing otherwise */
  async resendEmailChange(email: string, redirectTo: string): Promise<void> {
    const user = await findUserByEmail(this.deps.db.admin, email);
    if (!user) return;
    const pending = await emailChangeRowOf(this.deps.db.admin, user.id);
    if (!pending?.email_change) return;
    const newEmail = pending.email_change;
    await this.deps.db.withAdminTransaction((tx) =>
      this.sendEmailChangeMails(tx, user, newEmail, redirectTo),
    );
  }

  /**
   * auth.admin.generateLink({type: email_change_current | email_change_new}): the pending change recorded as
   * PUT /user records it, no mail sent; the link of the asked side comes back (GoTrue's generate_link)
   */
  async generateEmailChangeLink(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    side: 'current' | 'new',
    redirectTo: string,
  ): Promise<IssuedLink> {
    const owner = await findUserByEmail(tx, newEmail);
    if (owner && owner.id !== user.id) throw authErrors.emailExists();
    const change = await this.recordEmailChange(tx, user, newEmail);
    const { token, otp } = side === 'current' && change.current ? change.current : change.new;
    return this.link(token, otp, redirectTo);
  }

  /**
   * A pending change to `newEmail`: a code for the new address, and one for the current address when both
   * must confirm (double_confirm_changes, and the account has an address). Replaces an earlier pending one.
   */
  private async recordEmailChange(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
  ): Promise<{ new: { token: string; otp: string }; current?: { token: string; otp: string } }> {
    const currentEmail = user.email ?? '';
    const otpNew = newOtp();
    const fresh = { token: tokenHashOf(newEmail, otpNew), otp: otpNew };
    const otpCurrent = newOtp();
    const current =
      this.config.doubleConfirmEmailChanges && currentEmail !== ''
        ? { token: tokenHashOf(currentEmail, otpCurrent), otp: otpCurrent }
        : undefined;
    await tx.query(
      `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
          email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
        where id = $1::uuid`,
      [user.id, newEmail, fresh.token, current?.token ?? ''],
    );
    return { new: fresh, current };
  }

  private async sendEmailChangeMails(
    tx: Queryable,
    user: UserRow,
    newEmail: string,
    redirectTo: string,
  ): Promise<void> {
    const change = await this.recordEmailChange(tx, user, newEmail);
    const mail = { mailType: 'email_change', template: 'email_change' as const, newEmail };
    const metadata = user.raw_user_meta_data;
    // GoTrue's e-mail change mail: {{ .Email }} the current address, {{ .NewEmail }} the new one, to both
    if (change.current) {
      this.deps.mailer.send({
        ...mail,
        email: user.email ?? '',
        link: this.link(change.current.token, change.current.otp, redirectTo),
        metadata,
      });
    }
    this.deps.mailer.send({
      ...mail,
      email: newEmail,
      link: this.link(change.new.token, change.new.otp, redirectTo),
      metadata,
    });
  }

  /**
   * GET/POST /verify type=email_change: the first of two links only records that one address confirmed
   * (GoTrue's message to open the other link); the last one moves the account to the new address and
   * signs in
   */
  async verifyEmailChange(token: string): Promise<EmailChangeOutcome> {
    if (!token) throw authErrors.otpExpired();
    return this.deps.db.withAdminTransaction(async (tx) => {
      const found = await tx.query<EmailChangeRow>(
        `select ${EMAIL_CHANGE_COLUMNS} from auth.users
          where email_change_token_new = $1 or email_change_token_current = $1 limit 1`,
        [token],
      );
      const row = found.rows[0];
      if (!row?.email_change || secondsSince(row.email_change_sent_at) > LINK_TTL_SECONDS) {
        throw authErrors.otpExpired();
      }
      const matchedColumn =
        row.email_change_token_new === token ? 'email_change_token_new' : 'email_change_token_current';
      const otherToken =
        matchedColumn === 'email_change_token_new'
          ? row.email_change_token_current
          : row.email_change_token_new;
      if (otherToken && (row.email_change_confirm_status ?? 0) === 0 && !this.config.mailerAutoconfirm) {
        // the column name comes from the two fixed names above, never from input
        await tx.query(
          `update auth.users set ${matchedColumn} = '', email_change_confirm_status = 1, updated_at = now()
            where id = $1::uuid`,
          [row.id],
        );
        return { kind: 'message', message: SINGLE_CONFIRMATION_ACCEPTED };
      }
      const owner = await findUserByEmail(tx, row.email_change);
      if (owner && owner.id !== row.id) throw authErrors.emailExists();
      await applyEmailChange(tx, row.id, row.email_change);
      const session = await this.deps.tokens.startSession(tx, row.id, 'otp');
      return { kind: 'session', session, type: 'email_change' };
    });
  }

  /** GET/POST /reauthenticate: a 6-digit code by mail, good for one password change within the hour */
  async reauthenticate(userId: string): Promise<void> {
    const found = await this.deps.db.admin.query<{
      email: string | null;
      email_confirmed_at: Date | null;
      reauthentication_sent_at: Date | null;
      raw_user_meta_data: Record<string, unknown> | null;
    }>(
      `select email, email_confirmed_at, reauthentication_sent_at, raw_user_meta_data
         from auth.users where id = $1::uuid`,
      [userId],
    );
    const user = found.rows[0];
    if (!user?.email) {
      throw authErrors.validation('Reauthentication requires the user to have an email or a phone number');
    }
    if (!user.email_confirmed_at)
      throw new AuthError(422, 'email_not_confirmed', 'Please verify your email first.');
    const interval = this.config.emailSendIntervalSeconds;
    const elapsed = secondsSince(user.reauthentication_sent_at);
    if (interval > 0 && elapsed < interval) throw authErrors.emailRateLimit(Math.ceil(interval - elapsed));
    const email = user.email;
    const otp = newOtp();
    const token = tokenHashOf(email, otp);
    await this.deps.db.withAdminTransaction(async (tx) => {
      await tx.query(
        `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
          where id = $1::uuid`,
        [userId, token],
      );
      this.deps.mailer.send({
        email,
        template: 'reauthentication',
        mailType: 'reauthentication',
        link: { actionLink: '', token, otp, redirectTo: '' },
        metadata: user.raw_user_meta_data,
      });
    });
  }

  /**
   * secure_password_change: a session signed in within recentSignInSeconds changes the password as it is;
   * an older one (or none) needs the reauthentication nonce, which is used up
   */
  async checkPasswordChange(
    tx: Queryable,
    userId: string,
    sessionId: string | undefined,
    nonce: unknown,
  ): Promise<void> {
    if (!this.config.securePasswordChange) return;
    if (sessionId) {
      const session = await tx.query<{ created_at: Date }>(
        'select created_at from auth.sessions where id = $1::uuid',
        [sessionId],
      );
      const created = session.rows[0]?.created_at;
      if (created && secondsSince(created) < this.config.recentSignInSeconds) return;
    }
    if (typeof nonce !== 'string' || nonce === '') throw authErrors.reauthenticationNeeded();
    const found = await tx.query<{
      email: string | null;
      reauthentication_token: string | null;
      reauthentication_sent_at: Date | null;
    }>('select email, reauthentication_token, reauthentication_sent_at from auth.users where id = $1::uuid', [
      userId,
    ]);
    const user = found.rows[0];
    if (!user?.reauthentication_token || !user.reauthentication_sent_at) {
      throw authErrors.reauthenticationNotValid('Requires reauthentication');
    }
    const valid =
      user.reauthentication_token === tokenHashOf(user.email ?? '', nonce.trim()) &&
      secondsSince(user.reauthentication_sent_at) <= NONCE_TTL_SECONDS;
    if (!valid) throw authErrors.reauthenticationNotValid('Invalid nonce');
    await tx.query(
      `update auth.users set reauthentication_token = '', reauthentication_sent_at = null where id = $1::uuid`,
      [userId],
    );
  }
}

const EMAIL_CHANGE_COLUMNS = `id::text as id, email, email_change, email_change_token_new,
  email_change_token_current, email_change_confirm_status, email_change_sent_at, raw_user_meta_data`;

async function emailChangeRowOf(db: Queryable, userId: string): Promise<EmailChangeRow | undefined> {
  const result = await db.query<EmailChangeRow>(
    `select ${EMAIL_CHANGE_COLUMNS} from auth.users where id = $1::uuid`,
    [userId],
  );
  return result.rows[0];
}

/** the account moves to the new address, confirmed; the email identity follows */
async function applyEmailChange(tx: Queryable, userId: string, newEmail: string): Promise<void> {
  await tx.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '',
        email_change_token_current = '', email_change_confirm_status = 0, email_change_sent_at = null,
        email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
        raw_user_meta_data = coalesce(raw_user_meta_data, '{}'::jsonb) || jsonb_build_object('email', $2::text)
      where id = $1::uuid`,
    [userId, newEmail],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text),
        updated_at = now()
      where user_id = $1::uuid and provider = 'email'`,
    [userId, newEmail],
  );
}
