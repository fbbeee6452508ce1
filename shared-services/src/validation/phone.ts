import * as yup from 'yup';

/*
 * One rule for every phone number a person types (registration, profile, checkout), the same as the
 * database's public.is_valid_phone(): an Indonesian mobile number (08xx, +628xx or 628xx; 10 to 13 digits
 * written from 0) or a landline with its area code (021-xxxxxxx, (0274) xxxxxx; 9 to 12 digits from 0).
 * Spaces, dashes, dots and parentheses may separate the digits.
 */

export const PHONE_MESSAGES = { invalid: 'Nomor telepon tidak valid' } as const;

/** The longest phone number the forms take as typed (the database's column limit). */
export const PHONE_MAX_LENGTH = 32;

/** The digits as typed, without spaces, dots, dashes and parentheses. */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(/[\s().-]/g, '');
}

/** The number written from its leading 0 (`+62 812…` and `62812…` become `0812…`), or null. */
export function nationalPhone(phone: string): string | null {
  const digits = normalizePhone(phone);
  const national = digits.replace(/^(\+62|62)/, '0');
  return /^0[0-9]+$/.test(national) ? national : null;
}

const MOBILE = /^08[1-9][0-9]{7,10}$/;
const LANDLINE = /^0[2-79][0-9]{7,10}$/;

/** An Indonesian mobile or landline number as described above. */
export function isValidPhone(phone: string): boolean {
  if (phone.length > PHONE_MAX_LENGTH) return false;
  const national = nationalPhone(phone);
  return national !== null && (MOBILE.test(national) || LANDLINE.test(national));
}

/**
 * A form's phone field: 'Nomor telepon tidak valid' for anything but a valid number. `required` also
 * refuses an empty field (with `requiredMessage`, the same message unless given).
 */
export function phoneField({
  required = false,
  requiredMessage = PHONE_MESSAGES.invalid,
}: { required?: boolean; requiredMessage?: string } = {}) {
  const field = yup
    .string()
    .trim()
    .test('phone', PHONE_MESSAGES.invalid, (value) => !value || isValidPhone(value));
  return required ? field.required(requiredMessage) : field.default('');
}
