import crypto from 'node:crypto';
import { textField } from '../http/body-fields';
import { AuthError, authErrors } from './auth-error';
import type { AuthService } from './auth-service';
import { issueEmailLink } from './email-links';
import type { CodeChallenge } from './pkce';
import { findUserByEmail, isValidEmail } from './users';

/**
 * POST /otp with an e-mail (supabase-js signInWithOtp): as GoTrue's magic link, a confirmed account gets
 * the magic-link mail (link and 6-digit code); an unknown or unconfirmed address is signed up with a random
 * password, which sends the confirmation mail, unless create_user is false (422 otp_disabled).
 */
export async function signInWithOtp(
  auth: AuthService,
  body: Record<string, unknown>,
  redirectTo: string,
  challenge?: CodeChallenge,
): Promise<void> {
  if (typeof body.phone === 'string' && body.phone !== '' && !body.email)
    throw new AuthError(400, 'phone_provider_disabled', 'Unsupported phone provider');
  const email = textField(body.email).trim().toLowerCase();
  if (!email) throw authErrors.validation('An email address or phone number is required');
  if (!isValidEmail(email)) throw authErrors.invalidEmail();
  let user = await findUserByEmail(auth.db.admin, email);
  if (!user?.email_confirmed_at) {
    if (!user && body.create_user === false) {
      throw new AuthError(422, 'otp_disabled', 'Signups not allowed for otp');
    }
    const password = crypto.randomBytes(24).toString('base64url');
    const data = typeof body.data === 'object' && body.data !== null ? body.data : {};
    await auth.signUp({ email, password, data }, redirectTo, challenge);
    if (!auth.config.mailerAutoconfirm) return;
    user = await findUserByEmail(auth.db.admin, email);
    if (!user) return;
  }
  const interval = auth.config.emailSendIntervalSeconds;
  const elapsed = user.recovery_sent_at ? (Date.now() - user.recovery_sent_at.getTime()) / 1000 : Infinity;
  if (interval > 0 && elapsed < interval) throw authErrors.emailRateLimit(Math.ceil(interval - elapsed));
  const { id, raw_user_meta_data: metadata } = user;
  await auth.db.withAdminTransaction(async (tx) => {
    const link = await issueEmailLink(tx, auth.config, {
      userId: id,
      email,
      type: 'magiclink',
      redirectTo,
      challenge,
    });
    auth.mailer.sendLink({ email, type: 'magiclink', link, metadata });
  });
}
