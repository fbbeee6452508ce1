import * as yup from 'yup';
import { phoneField } from './phone';

/** The auth forms' validation messages, word for word. */
export const AUTH_VALIDATION_MESSAGES = {
  emailInvalid: 'Email tidak valid',
  passwordRequired: 'Password harus diisi',
  fullNameMin: 'Nama minimal 3 karakter',
  fullNameMax: 'Nama maksimal 120 karakter',
  phoneInvalid: 'Nomor telepon tidak valid',
  passwordMin: 'Password minimal 8 karakter',
  passwordMismatch: 'Password tidak sama',
  /**
   * the server's rules beyond the length (config.toml password_requirements, the common-password list), as
   * SERVER_ERROR_MESSAGES says them for its 422 weak_password (written twice so that this chunk stays small)
   */
  passwordLettersDigits: 'Password harus mengandung huruf dan angka',
  passwordCommon: 'Password terlalu umum, pilih password lain',
  roleInvalid: 'Isian tidak valid',
  sameEmail: 'Email baru sama dengan email saat ini',
  codeInvalid: 'Kode verifikasi terdiri dari 6 angka',
} as const;

/**
 * Length rules: password minimum 8 on register and reset, 1 on login; full name 3; phone 10 (see phone.ts).
 * A new password also needs letters and digits (PASSWORD_HINT says so before it is typed).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** the rule of a new password, shown under the field until there is an error */
export const PASSWORD_HINT = 'Minimal 8 karakter, dengan huruf dan angka';
export const FULL_NAME_MIN_LENGTH = 3;
export const FULL_NAME_MAX_LENGTH = 120;
export const PHONE_MIN_LENGTH = 10;
/** The roles a person may choose at sign-up; buyer is the default. */
export const REGISTRATION_ROLES = ['buyer', 'seller'] as const;
export type RegistrationRole = (typeof REGISTRATION_ROLES)[number];
export const DEFAULT_REGISTRATION_ROLE: RegistrationRole = 'buyer';

const M = AUTH_VALIDATION_MESSAGES;

/** An empty address is as invalid as a malformed one: one message for both. */
const email = () => yup.string().trim().required(M.emailInvalid).email(M.emailInvalid);
/** A new password has at least one letter (A–Z, a–z) and one digit, as the server's password_requirements. */
export function hasLettersAndDigits(password: string): boolean {
  return /[A-Za-z]/.test(password) && /[0-9]/.test(password);
}
/**
 * Length, then letters and digits. The common-password list (about 49,000 entries) stays on the server: its
 * refusal (weak_password, reason pwned) is shown on the password field with `weakPasswordMessage`.
 */
const newPassword = () =>
  yup
    .string()
    .required(M.passwordMin)
    .min(PASSWORD_MIN_LENGTH, M.passwordMin)
    .test('letters-digits', M.passwordLettersDigits, (value) => !value || hasLettersAndDigits(value));
/** The mismatch shows on the confirmation field. */
const confirmation = () =>
  yup
    .string()
    .required(M.passwordMismatch)
    .oneOf([yup.ref('password')], M.passwordMismatch);

export const loginSchema = yup.object({
  email: email(),
  password: yup.string().required(M.passwordRequired).min(1, M.passwordRequired),
});

export const registerSchema = yup.object({
  role: yup.string().required(M.roleInvalid).oneOf(REGISTRATION_ROLES, M.roleInvalid),
  // profiles.full_name keeps 120 characters: a longer name is refused here, not cut unseen
  fullName: yup
    .string()
    .trim()
    .required(M.fullNameMin)
    .min(FULL_NAME_MIN_LENGTH, M.fullNameMin)
    .max(FULL_NAME_MAX_LENGTH, M.fullNameMax),
  email: email(),
  phone: phoneField({ required: true }),
  password: newPassword(),
  confirmPassword: confirmation(),
});

export const forgotPasswordSchema = yup.object({
  email: email(),
});

export const resetPasswordSchema = yup.object({
  password: newPassword(),
  confirmPassword: confirmation(),
});

/** The profile's e-mail change: a valid address other than the current one. */
export const emailChangeSchema = (currentEmail: string) =>
  yup.object({
    email: email().test(
      'not-current',
      M.sameEmail,
      (value) => !value || value.trim().toLowerCase() !== currentEmail.trim().toLowerCase(),
    ),
  });

/**
 * The profile's password change: as the reset, plus the 6-digit code of the reauthentication mail once the
 * server asked for it (`needsCode`).
 */
export const passwordChangeSchema = (needsCode: boolean) =>
  yup.object({
    password: newPassword(),
    confirmPassword: confirmation(),
    code: needsCode
      ? yup
          .string()
          .trim()
          .required(M.codeInvalid)
          .matches(/^\d{6}$/, M.codeInvalid)
      : yup.string(),
  });

export interface EmailChangeFormValues {
  email: string;
}
export interface PasswordChangeFormValues {
  password: string;
  confirmPassword: string;
  code: string;
}

export interface LoginFormValues {
  email: string;
  password: string;
}
export interface RegisterFormValues {
  role: RegistrationRole;
  fullName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}
export interface ForgotPasswordFormValues {
  email: string;
}
export interface ResetPasswordFormValues {
  password: string;
  confirmPassword: string;
}
