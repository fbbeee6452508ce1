import { isAuthApiError } from './auth-errors';
import { getSupabase } from '../../supabase/client';
import { notify } from '../../notify/notify';
import { MESSAGES } from '../../messages';
import { failureMessage } from '../../api/error-messages';
import * as paths from '../../paths';

/**
 * The signed-in person's account changes, as the auth server guards them ([auth.email]
 * double_confirm_changes and secure_password_change in supabase/config.toml): a new e-mail address applies
 * once the links sent to the old and to the new address are both opened; a new password needs a recent
 * sign-in or the code the server mails (reauthenticate).
 */
export const ACCOUNT_MESSAGES = {
  emailChangeSent:
    'Link konfirmasi telah dikirim ke email lama dan email baru. Buka kedua link untuk menyelesaikan perubahan email.',
  emailChangeFailed: 'Gagal mengubah email',
  codeSent: 'Kode verifikasi telah dikirim ke email Anda',
  codeSendFailed: 'Gagal mengirim kode verifikasi',
} as const;

/** The query string the profile's settings tab opens with; the e-mail change links lead back to it. */
export const ACCOUNT_SETTINGS_PATH = paths.profile({ tab: 'pengaturan' });

function siteOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** Asks for the change to `newEmail`: the confirmation mails go to both addresses. */
export async function requestEmailChange(newEmail: string): Promise<void> {
  const { error } = await getSupabase().auth.updateUser(
    { email: newEmail.trim() },
    { emailRedirectTo: `${siteOrigin()}${ACCOUNT_SETTINGS_PATH}` },
  );
  if (error) {
    notify.error(failureMessage(ACCOUNT_MESSAGES.emailChangeFailed, error));
    throw error;
  }
  notify.success(ACCOUNT_MESSAGES.emailChangeSent);
}

/** Mails the code a password change asks for when the sign-in is not recent. */
export async function sendPasswordChangeCode(): Promise<void> {
  const { error } = await getSupabase().auth.reauthenticate();
  if (error) {
    notify.error(failureMessage(ACCOUNT_MESSAGES.codeSendFailed, error));
    throw error;
  }
  notify.info(ACCOUNT_MESSAGES.codeSent);
}

export type PasswordChangeOutcome = 'changed' | 'code-sent';

/**
 * Sets a new password. Without a recent sign-in the server answers reauthentication_needed: the code is
 * mailed and 'code-sent' returned, so the form asks for it and calls again with `code`.
 */
export async function changePassword(password: string, code?: string): Promise<PasswordChangeOutcome> {
  const nonce = code?.trim() || undefined;
  const { error } = await getSupabase().auth.updateUser({ password, ...(nonce ? { nonce } : {}) });
  if (error && !nonce && isAuthApiError(error) && error.code === 'reauthentication_needed') {
    await sendPasswordChangeCode();
    return 'code-sent';
  }
  if (error) {
    notify.error(failureMessage(MESSAGES.passwordChangeFailed, error));
    throw error;
  }
  notify.success(MESSAGES.passwordChanged);
  return 'changed';
}
