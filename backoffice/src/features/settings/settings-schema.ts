import * as yup from 'yup';
import { type SiteSettings } from '@koperasi/shared-services';
import { FORM_MESSAGES } from '@koperasi/shared-services/validation';

export type SettingsFormValues = Omit<SiteSettings, 'updatedAt'>;

const optionalUrl = () =>
  yup
    .string()
    .trim()
    .test('url', 'Invalid url', (value) => {
      if (!value) return true;
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    });

/** 'Pengaturan Situs': the site name is required; e-mail and links must be well formed when given. */
export const settingsSchema = yup.object({
  siteName: yup
    .string()
    .trim()
    .required(FORM_MESSAGES.required)
    .max(120, 'String must contain at most 120 character(s)'),
  logoUrl: optionalUrl(),
  description: yup.string().trim().max(1000, 'String must contain at most 1000 character(s)'),
  email: yup.string().trim().email('Email tidak valid'),
  phone: yup.string().trim().max(32, 'String must contain at most 32 character(s)'),
  address: yup.string().trim().max(500, 'String must contain at most 500 character(s)'),
  facebook: optionalUrl(),
  instagram: optionalUrl(),
  bankTransferInstructions: yup.string().trim().max(2000, 'String must contain at most 2000 character(s)'),
});

export function toSettingsValues(settings: SiteSettings): SettingsFormValues {
  const { updatedAt: _updatedAt, ...values } = settings;
  return values;
}
