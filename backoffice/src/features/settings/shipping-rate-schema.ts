import * as yup from 'yup';
import { FORM_MESSAGES } from '@koperasi/shared-services/validation';

/** What shipping_rates accepts: a province name, and a cost in whole rupiah up to ten million. */
export const SHIPPING_COST_MAX = 10_000_000;

export interface ShippingRateFormValues {
  province: string;
  cost: number | '';
}

export const SHIPPING_RATE_MESSAGES = {
  provinceRequired: 'Pilih provinsi',
  costRequired: 'Ongkos kirim wajib diisi',
  costRange: 'Ongkos kirim antara Rp 0 dan Rp 10.000.000',
} as const;

export const shippingRateSchema = yup.object({
  province: yup
    .string()
    .trim()
    .required(SHIPPING_RATE_MESSAGES.provinceRequired)
    .max(100, FORM_MESSAGES.maxLength(100)),
  cost: yup
    .number()
    .typeError(SHIPPING_RATE_MESSAGES.costRequired)
    .required(SHIPPING_RATE_MESSAGES.costRequired)
    .integer(SHIPPING_RATE_MESSAGES.costRange)
    .min(0, SHIPPING_RATE_MESSAGES.costRange)
    .max(SHIPPING_COST_MAX, SHIPPING_RATE_MESSAGES.costRange),
});
