import * as yup from 'yup';
import { type SiteSettings, type SiteSettingsInput } from '@koperasi/shared-services';
import { FORM_MESSAGES } from '@koperasi/shared-services/validation';

/** What the settings form says beyond the forms' generic messages. */
export const SETTINGS_MESSAGES = {
  url: 'Alamat tautan tidak valid (awali dengan http:// atau https://)',
} as const;

const HOUR = 3600;
const DAY = 24 * HOUR;

/** The text settings as they are, the order settings in the units the form shows: hours, days, orders. */
export type SettingsFormValues = Omit<
  SiteSettings,
  'updatedAt' | 'paymentDeadlineSeconds' | 'autoReceiveSeconds' | 'maxUnpaidOrders'
> & {
  paymentDeadlineHours: number | '';
  autoReceiveDays: number | '';
  maxUnpaidOrders: number | '';
};

/** The ranges of the order settings as the form offers them (the database allows more, for tests). */
export const ORDER_SETTING_LIMITS = {
  paymentDeadlineHours: { min: 1, max: 168 },
  autoReceiveDays: { min: 1, max: 30 },
  maxUnpaidOrders: { min: 1, max: 20 },
} as const;

const optionalUrl = () =>
  yup
    .string()
    .trim()
    .test('url', SETTINGS_MESSAGES.url, (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    });

/** A whole number from min to max: '<label> wajib diisi', '... harus bilangan bulat', '... antara 1 dan 168 jam'. */
const wholeNumber = (label: string, { min, max }: { min: number; max: number }, unit: string) => {
  const range = `${label} harus antara ${min} dan ${max}${unit ? ` ${unit}` : ''}`;
  return yup
    .number()
    .typeError(`${label} harus berupa angka`)
    .required(`${label} wajib diisi`)
    .integer(`${label} harus bilangan bulat`)
    .min(min, range)
    .max(max, range);
};

/**
 * 'Pengaturan Situs': the site name is required; e-mail and links must be well formed when given; the order
 * settings are whole numbers in their ranges.
 */
export const settingsSchema = yup.object({
  siteName: yup.string().trim().required(FORM_MESSAGES.required).max(120, FORM_MESSAGES.maxLength(120)),
  logoUrl: optionalUrl(),
  description: yup.string().trim().max(1000, FORM_MESSAGES.maxLength(1000)),
  email: yup.string().trim().email('Email tidak valid'),
  phone: yup.string().trim().max(32, FORM_MESSAGES.maxLength(32)),
  address: yup.string().trim().max(500, FORM_MESSAGES.maxLength(500)),
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  bankTransferInstructions: yup.string().trim().max(2000, FORM_MESSAGES.maxLength(2000)),
  paymentDeadlineHours: wholeNumber(
    'Batas waktu pembayaran',
    ORDER_SETTING_LIMITS.paymentDeadlineHours,
    'jam',
  ),
  autoReceiveDays: wholeNumber('Batas penerimaan otomatis', ORDER_SETTING_LIMITS.autoReceiveDays, 'hari'),
  maxUnpaidOrders: wholeNumber(
    'Maksimal pesanan belum dibayar',
    ORDER_SETTING_LIMITS.maxUnpaidOrders,
    'pesanan',
  ),
});

/** At most two decimals: a deadline set in seconds elsewhere (a test set-up) still shows what it is. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export function toSettingsValues(settings: SiteSettings): SettingsFormValues {
  const {
    updatedAt: _updatedAt,
    paymentDeadlineSeconds,
    autoReceiveSeconds,
    maxUnpaidOrders,
    ...text
  } = settings;
  return {
    ...text,
    paymentDeadlineHours: round2(paymentDeadlineSeconds / HOUR),
    autoReceiveDays: round2(autoReceiveSeconds / DAY),
    maxUnpaidOrders,
  };
}

/** What the save sends: the order settings back in seconds (the schema has made them whole numbers). */
export function toSettingsInput(values: SettingsFormValues): SiteSettingsInput {
  const { paymentDeadlineHours, autoReceiveDays, maxUnpaidOrders, ...text } = values;
  return {
    ...text,
    paymentDeadlineSeconds: Number(paymentDeadlineHours) * HOUR,
    autoReceiveSeconds: Number(autoReceiveDays) * DAY,
    maxUnpaidOrders: Number(maxUnpaidOrders),
  };
}
