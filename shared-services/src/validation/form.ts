import * as yup from 'yup';
import { ID_LOCALE } from './locale';

/** Generic defaults for the back-office forms, in Indonesian (the same words as yup's own, see locale.ts). */
export const FORM_MESSAGES = {
  required: ID_LOCALE.mixed.required,
  invalid: ID_LOCALE.mixed.default,
  notNegative: 'Angka tidak boleh kurang dari 0',
  integer: ID_LOCALE.number.integer,
  /** a text longer than its column allows */
  maxLength: (max: number) => `Maksimal ${max.toLocaleString('id-ID')} karakter`,
} as const;

/** An empty input is "missing" (Wajib diisi), anything else that is not a number is 'Isian tidak valid'. */
export const numberField = () =>
  yup
    .number()
    .transform((value: number, original: unknown) =>
      original === '' || original === null || original === undefined ? undefined : value,
    )
    .typeError(FORM_MESSAGES.invalid);
