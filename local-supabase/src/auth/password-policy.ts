import { dictionary } from '@zxcvbn-ts/language-common';
import { authErrors } from './auth-error';

/**
 * GoTrue's password strength check (internal/api/password.go checkPasswordStrength): the minimum length,
 * the required character sets and the leaked-password check, each adding its reason ("length",
 * "characters", "pwned") and its English sentence to one 422 weak_password. Hosted GoTrue asks
 * HaveIBeenPwned.org for the last one; this server has no network, so it refuses the common passwords of
 * zxcvbn-ts's list instead (the "passwords-common" dictionary of @zxcvbn-ts/language-common: about 49,000
 * passwords, most used first, all lower-case), under the same reason and message.
 */
export interface PasswordPolicy {
  minLength: number;
  /** GoTrue's GOTRUE_PASSWORD_REQUIRED_CHARACTERS: at least one character of each set */
  requiredCharacters: string[];
  /** refuse the common passwords (hosted Supabase's "leaked password protection") */
  rejectLeaked: boolean;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** config.toml `[auth] password_requirements`, as the Supabase CLI turns it into GoTrue's character sets */
export const PASSWORD_REQUIREMENTS: Record<string, string[]> = {
  '': [],
  letters_digits: [LETTERS, DIGITS],
  lower_upper_letters_digits: [LETTERS.slice(0, 26), LETTERS.slice(26), DIGITS],
  lower_upper_letters_digits_symbols: [LETTERS.slice(0, 26), LETTERS.slice(26), DIGITS, SYMBOLS],
};

let common: Set<string> | undefined;

/** the common-password list, read into a Set on first use */
export function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common']);
  return common;
}

/** A capitalised or upper-cased common password ("Password", "QWERTY") is as easy to guess. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

export interface WeakPassword {
  message: string;
  reasons: string[];
}

/** The reasons the password is weak under the policy, with GoTrue's sentences; null when it is not. */
export function passwordWeakness(password: string, policy: PasswordPolicy): WeakPassword | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (password.length < policy.minLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${policy.minLength} characters.`);
  }
  const sets = policy.requiredCharacters.filter(Boolean);
  if (sets.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  if (policy.rejectLeaked && isCommonPassword(password)) {
    reasons.push('pwned');
    messages.push('Password is known to be weak and easy to guess, please choose a different one.');
  }
  return reasons.length === 0 ? null : { message: messages.join(' '), reasons };
}

/**
 * A new password (sign-up, PUT /user, admin create and update): a string of the policy's strength and at
 * most 72 bytes (bcrypt's limit), else GoTrue's 422 weak_password or 400 validation_failed.
 */
export function checkNewPassword(password: unknown, policy: PasswordPolicy): string {
  const weakness = passwordWeakness(typeof password === 'string' ? password : '', policy);
  if (weakness) throw authErrors.weakPassword(weakness.message, weakness.reasons);
  const text = password as string;
  if (Buffer.byteLength(text) > 72)
    throw authErrors.validation('Password cannot be longer than 72 characters');
  return text;
}
