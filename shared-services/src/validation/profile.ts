import * as yup from 'yup';
import { SHIPPING_LIMITS, SHIPPING_MESSAGES } from '../features/orders/shipping-schema';
import { phoneField } from './phone';

/** The name's length, as sign-up asks for it and profiles.full_name keeps it. */
export const PROFILE_NAME_LIMITS = { min: 3, max: 120 } as const;

export const PROFILE_MESSAGES = {
  nameMin: 'Nama minimal 3 karakter',
  nameMax: 'Nama maksimal 120 karakter',
  phoneRequired: 'Nomor telepon wajib diisi',
} as const;

const part = (label: string, max: number) =>
  yup.string().trim().default('').max(max, SHIPPING_MESSAGES.tooLong(label, max));

/**
 * The profile form ('Profil Saya'): a name of 3 to 120 characters, the phone sign-up asked for (it cannot be
 * emptied), and the address in the checkout's fields, each optional (checkout asks for the missing ones).
 */
export const profileSchema = yup.object({
  displayName: yup
    .string()
    .trim()
    .required(PROFILE_MESSAGES.nameMin)
    .min(PROFILE_NAME_LIMITS.min, PROFILE_MESSAGES.nameMin)
    .max(PROFILE_NAME_LIMITS.max, PROFILE_MESSAGES.nameMax),
  phone: phoneField({ required: true, requiredMessage: PROFILE_MESSAGES.phoneRequired }),
  street: part('Alamat', SHIPPING_LIMITS.street),
  kelurahan: part('Kelurahan/desa', SHIPPING_LIMITS.kelurahan),
  kecamatan: part('Kecamatan', SHIPPING_LIMITS.kecamatan),
  city: part('Kota/kabupaten', SHIPPING_LIMITS.city),
  province: part('Provinsi', SHIPPING_LIMITS.province),
  postalCode: yup
    .string()
    .trim()
    .default('')
    .matches(/^[0-9]{5}$/, { message: SHIPPING_MESSAGES.postalCodeInvalid, excludeEmptyString: true }),
});

export interface ProfileFormValues {
  displayName: string;
  email: string;
  phone: string;
  street: string;
  kelurahan: string;
  kecamatan: string;
  city: string;
  province: string;
  postalCode: string;
}
