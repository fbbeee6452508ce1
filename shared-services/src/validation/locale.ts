import { setLocale, type LocaleObject } from 'yup';
import { formatDateBound } from '../dates';

const number = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 20 });

/** A bound of a rule as people read it: 1.000, 2,5, 21 November 2026. */
function shown(value: unknown): string {
  if (typeof value === 'number') return number.format(value);
  if (value instanceof Date) return formatDateBound(value);
  return String(value);
}

/**
 * yup's own messages in Indonesian: what a rule without a message of its own says. Like the forms' messages
 * they name no field (the field's label is next to them) and never show yup's internal wording.
 */
export const ID_LOCALE = {
  mixed: {
    default: 'Isian tidak valid',
    required: 'Wajib diisi',
    defined: 'Wajib diisi',
    notNull: 'Wajib diisi',
    oneOf: 'Pilih salah satu pilihan yang tersedia',
    notOneOf: 'Nilai ini tidak diperbolehkan',
    notType: ({ type }) => (type === 'number' ? 'Harus berupa angka' : 'Isian tidak valid'),
  },
  string: {
    length: ({ length }) => `Harus tepat ${shown(length)} karakter`,
    min: ({ min }) => `Minimal ${shown(min)} karakter`,
    max: ({ max }) => `Maksimal ${shown(max)} karakter`,
    matches: 'Format tidak valid',
    email: 'Email tidak valid',
    url: 'URL tidak valid',
    uuid: 'ID tidak valid',
    datetime: 'Tanggal dan waktu tidak valid',
    datetime_precision: 'Tanggal dan waktu tidak valid',
    datetime_offset: 'Tanggal dan waktu tidak valid',
    trim: 'Tidak boleh diawali atau diakhiri spasi',
    lowercase: 'Harus huruf kecil',
    uppercase: 'Harus huruf besar',
  },
  number: {
    min: ({ min }) => `Angka tidak boleh kurang dari ${shown(min)}`,
    max: ({ max }) => `Angka tidak boleh lebih dari ${shown(max)}`,
    lessThan: ({ less }) => `Angka harus kurang dari ${shown(less)}`,
    moreThan: ({ more }) => `Angka harus lebih dari ${shown(more)}`,
    positive: 'Angka harus lebih dari 0',
    negative: 'Angka harus kurang dari 0',
    integer: 'Harus bilangan bulat',
  },
  date: {
    min: ({ min }) => `Tanggal tidak boleh sebelum ${shown(min)}`,
    max: ({ max }) => `Tanggal tidak boleh setelah ${shown(max)}`,
  },
  boolean: {
    isValue: 'Isian tidak valid',
  },
  object: {
    noUnknown: 'Isian tidak dikenal',
    exact: 'Isian tidak dikenal',
  },
  array: {
    min: ({ min }) => `Minimal ${shown(min)} item`,
    max: ({ max }) => `Maksimal ${shown(max)} item`,
    length: ({ length }) => `Harus tepat ${shown(length)} item`,
  },
  tuple: {
    notType: 'Isian tidak valid',
  },
} satisfies LocaleObject;

// yup reads its defaults when a schema is built: this module is evaluated before any schema module of the
// package (validation/index.ts exports it first, form.ts imports it). package.json lists it and the
// validation entry under "sideEffects": otherwise a bundler links `import { loginSchema } from
// '.../validation'` straight to auth.ts, skipping the entry, and drops this module where nothing reads
// ID_LOCALE.
setLocale(ID_LOCALE);
