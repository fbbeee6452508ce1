import * as yup from 'yup';
import { isValidPhone, phoneField } from '../../validation/phone';
import { PAYMENT_METHODS } from './order-status';
import type { PaymentMethod, ShippingAddress } from './types';

/** Column limits of the orders table (and of place_order's checks). */
export const SHIPPING_LIMITS = {
  recipientName: 120,
  phone: 32,
  street: 300,
  kelurahan: 100,
  kecamatan: 100,
  city: 100,
  province: 100,
  postalCode: 5,
  notes: 500,
} as const;

/** The messages of the shipping form: the same words place_order answers with. */
export const SHIPPING_MESSAGES = {
  recipientNameRequired: 'Nama penerima wajib diisi',
  phoneRequired: 'Nomor telepon wajib diisi',
  phoneInvalid: 'Nomor telepon tidak valid',
  streetRequired: 'Alamat (jalan, nomor rumah) wajib diisi',
  kelurahanRequired: 'Kelurahan/desa wajib diisi',
  kecamatanRequired: 'Kecamatan wajib diisi',
  cityRequired: 'Kota/kabupaten wajib diisi',
  provinceRequired: 'Provinsi wajib diisi',
  postalCodeRequired: 'Kode pos wajib diisi',
  postalCodeInvalid: 'Kode pos harus 5 angka',
  paymentMethodRequired: 'Pilih metode pembayaran',
  tooLong: (label: string, max: number) => `${label} terlalu panjang (maksimal ${max} karakter)`,
} as const;

/** The 38 provinces of Indonesia, for the province picker. */
export const INDONESIAN_PROVINCES = [
  'Aceh',
  'Sumatera Utara',
  'Sumatera Barat',
  'Riau',
  'Kepulauan Riau',
  'Jambi',
  'Bengkulu',
  'Sumatera Selatan',
  'Kepulauan Bangka Belitung',
  'Lampung',
  'Banten',
  'DKI Jakarta',
  'Jawa Barat',
  'Jawa Tengah',
  'DI Yogyakarta',
  'Jawa Timur',
  'Bali',
  'Nusa Tenggara Barat',
  'Nusa Tenggara Timur',
  'Kalimantan Barat',
  'Kalimantan Tengah',
  'Kalimantan Selatan',
  'Kalimantan Timur',
  'Kalimantan Utara',
  'Sulawesi Utara',
  'Gorontalo',
  'Sulawesi Tengah',
  'Sulawesi Barat',
  'Sulawesi Selatan',
  'Sulawesi Tenggara',
  'Maluku',
  'Maluku Utara',
  'Papua',
  'Papua Barat',
  'Papua Barat Daya',
  'Papua Tengah',
  'Papua Pegunungan',
  'Papua Selatan',
] as const;

export { normalizePhone } from '../../validation/phone';

/** An Indonesian phone number: the one rule of every phone field (validation/phone.ts). */
export function isValidIndonesianPhone(phone: string): boolean {
  return isValidPhone(phone);
}

const text = (label: string, required: string, max: number) =>
  yup.string().trim().required(required).max(max, SHIPPING_MESSAGES.tooLong(label, max));

/** The shipping address in the Indonesian shape: recipient, phone, street, kelurahan, kecamatan, city, province, postal code. */
export const shippingAddressSchema: yup.ObjectSchema<ShippingAddress> = yup.object({
  recipientName: text(
    'Nama penerima',
    SHIPPING_MESSAGES.recipientNameRequired,
    SHIPPING_LIMITS.recipientName,
  ),
  phone: phoneField({ required: true, requiredMessage: SHIPPING_MESSAGES.phoneRequired }),
  street: text('Alamat', SHIPPING_MESSAGES.streetRequired, SHIPPING_LIMITS.street),
  kelurahan: text('Kelurahan/desa', SHIPPING_MESSAGES.kelurahanRequired, SHIPPING_LIMITS.kelurahan),
  kecamatan: text('Kecamatan', SHIPPING_MESSAGES.kecamatanRequired, SHIPPING_LIMITS.kecamatan),
  city: text('Kota/kabupaten', SHIPPING_MESSAGES.cityRequired, SHIPPING_LIMITS.city),
  province: text('Provinsi', SHIPPING_MESSAGES.provinceRequired, SHIPPING_LIMITS.province),
  postalCode: yup
    .string()
    .trim()
    .required(SHIPPING_MESSAGES.postalCodeRequired)
    .matches(/^[0-9]{5}$/, { message: SHIPPING_MESSAGES.postalCodeInvalid, excludeEmptyString: true }),
  notes: yup
    .string()
    .default('')
    .max(SHIPPING_LIMITS.notes, SHIPPING_MESSAGES.tooLong('Catatan pesanan', SHIPPING_LIMITS.notes)),
});

/** The checkout form: the shipping address and the payment method. */
export interface CheckoutFormValues extends ShippingAddress {
  /** '' until the buyer picks one */
  paymentMethod: PaymentMethod | '';
}

export const checkoutSchema = shippingAddressSchema.shape({
  paymentMethod: yup
    .mixed<PaymentMethod | ''>()
    // formik hands an empty field over as undefined
    .defined(SHIPPING_MESSAGES.paymentMethodRequired)
    .oneOf([...PAYMENT_METHODS], SHIPPING_MESSAGES.paymentMethodRequired),
});

export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = {
  recipientName: '',
  phone: '',
  street: '',
  kelurahan: '',
  kecamatan: '',
  city: '',
  province: '',
  postalCode: '',
  notes: '',
};
