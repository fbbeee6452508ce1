import * as yup from 'yup';
import { isDivision } from '../constants';
import { FORM_MESSAGES } from './form';

export const SELLER_APPLICATION_MESSAGES = {
  legalName: 'Nama sesuai KTP wajib diisi (3 sampai 120 karakter)',
  nikRequired: 'NIK wajib diisi',
  nik: 'NIK harus 16 digit angka',
  nikZero: 'NIK tidak valid',
  ktpPhoto: 'Foto KTP wajib diunggah',
  businessName: 'Nama usaha wajib diisi (3 sampai 120 karakter)',
  division: 'Pilih divisi usaha',
  bankName: 'Nama bank wajib diisi',
  bankAccountNumber: 'Nomor rekening harus 5 sampai 20 digit angka',
  bankAccountHolder: 'Nama pemilik rekening wajib diisi (3 sampai 120 karakter)',
  membership: 'Pilih status keanggotaan koperasi Anda',
} as const;

/** The NIK (Nomor Induk Kependudukan) without the spaces, dots or dashes people type in it. */
export function nikDigits(value: string): string {
  return value.replace(/[\s.-]/g, '');
}

/** The first problem of a NIK as typed, or null: 16 digits, not all zero (the database checks again). */
export function nikError(value: string): string | null {
  const digits = nikDigits(value);
  if (digits === '') return SELLER_APPLICATION_MESSAGES.nikRequired;
  if (!/^[0-9]{16}$/.test(digits)) return SELLER_APPLICATION_MESSAGES.nik;
  if (/^0+$/.test(digits)) return SELLER_APPLICATION_MESSAGES.nikZero;
  return null;
}

export interface SellerApplicationFormValues {
  legalName: string;
  nik: string;
  businessName: string;
  division: string;
  bankName: string;
  bankAccountNumber: string;
  bankAccountHolder: string;
  membership: string;
  /** a newly chosen photo of the KTP */
  ktpPhoto: File | null;
  /** the photo the application already has */
  currentPhotoPath: string;
}

const name = (message: string) => yup.string().trim().required(message).min(3, message).max(120, message);

/** The seller's verification form, as the database checks it (submit_seller_application). */
export const sellerApplicationSchema = yup.object({
  legalName: name(SELLER_APPLICATION_MESSAGES.legalName),
  nik: yup
    .string()
    .default('')
    .test('nik', (value, context) => {
      const problem = nikError(value ?? '');
      return problem ? context.createError({ message: problem }) : true;
    }),
  businessName: name(SELLER_APPLICATION_MESSAGES.businessName),
  division: yup
    .string()
    .required(SELLER_APPLICATION_MESSAGES.division)
    .test('division', SELLER_APPLICATION_MESSAGES.division, (value) => !value || isDivision(value)),
  bankName: yup
    .string()
    .trim()
    .required(SELLER_APPLICATION_MESSAGES.bankName)
    .min(2, SELLER_APPLICATION_MESSAGES.bankName)
    .max(60, FORM_MESSAGES.maxLength(60)),
  bankAccountNumber: yup
    .string()
    .required(SELLER_APPLICATION_MESSAGES.bankAccountNumber)
    .test('account', SELLER_APPLICATION_MESSAGES.bankAccountNumber, (value) =>
      /^[0-9]{5,20}$/.test(nikDigits(value ?? '')),
    ),
  bankAccountHolder: name(SELLER_APPLICATION_MESSAGES.bankAccountHolder),
  membership: yup
    .string()
    .required(SELLER_APPLICATION_MESSAGES.membership)
    .oneOf(['anggota', 'ingin_anggota', 'bukan_anggota'], SELLER_APPLICATION_MESSAGES.membership),
  ktpPhoto: yup
    .mixed<File>()
    .nullable()
    .default(null)
    .test('photo', SELLER_APPLICATION_MESSAGES.ktpPhoto, (value, context) => {
      const parent = context.parent as { currentPhotoPath?: string };
      return value != null || Boolean(parent.currentPhotoPath);
    }),
  currentPhotoPath: yup.string().default(''),
});
