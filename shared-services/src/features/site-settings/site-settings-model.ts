import type { Tables, TablesInsert } from '../../supabase/database.types';
import type { OrderSettings } from '../orders/types';

/** The site's settings (table site_settings, one row with id 1): read by everyone, written by admins. */
export interface SiteSettings extends OrderSettings {
  siteName: string;
  logoUrl: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  facebook: string;
  instagram: string;
  bankTransferInstructions: string;
  /** ISO timestamp of the last change, '' before the row exists */
  updatedAt: string;
}

/** What the settings page may change; fields left out keep their value. */
export type SiteSettingsInput = Partial<Omit<SiteSettings, 'updatedAt'>>;

type SiteSettingsRow = Tables<'site_settings'>;
type TextSetting = Exclude<keyof SiteSettingsInput, keyof OrderSettings>;

const TEXT_COLUMNS = {
  siteName: 'site_name',
  logoUrl: 'logo_url',
  description: 'description',
  email: 'email',
  phone: 'phone',
  address: 'address',
  facebook: 'facebook',
  instagram: 'instagram',
  bankTransferInstructions: 'bank_transfer_instructions',
} as const satisfies Record<TextSetting, keyof SiteSettingsRow>;

/** The order settings' columns with the range their check constraint allows and their default. */
const ORDER_COLUMNS = {
  paymentDeadlineSeconds: { column: 'payment_deadline_seconds', min: 10, max: 604_800, fallback: 86_400 },
  autoReceiveSeconds: { column: 'auto_receive_seconds', min: 10, max: 2_592_000, fallback: 604_800 },
  maxUnpaidOrders: { column: 'max_unpaid_orders', min: 1, max: 20, fallback: 3 },
} as const satisfies Record<
  keyof OrderSettings,
  { column: keyof SiteSettingsRow; min: number; max: number; fallback: number }
>;

/** The database's default site name (site_settings.site_name), used until the row exists. */
export const DEFAULT_SITE_NAME = 'Koperasi Marketplace';

/** The settings' row as the screens show it (the defaults while the row does not exist yet). */
export function toSettings(row: SiteSettingsRow | null): SiteSettings {
  return {
    siteName: row?.site_name || DEFAULT_SITE_NAME,
    logoUrl: row?.logo_url ?? '',
    description: row?.description ?? '',
    email: row?.email ?? '',
    phone: row?.phone ?? '',
    address: row?.address ?? '',
    facebook: row?.facebook ?? '',
    instagram: row?.instagram ?? '',
    bankTransferInstructions: row?.bank_transfer_instructions ?? '',
    paymentDeadlineSeconds: row?.payment_deadline_seconds ?? ORDER_COLUMNS.paymentDeadlineSeconds.fallback,
    autoReceiveSeconds: row?.auto_receive_seconds ?? ORDER_COLUMNS.autoReceiveSeconds.fallback,
    maxUnpaidOrders: row?.max_unpaid_orders ?? ORDER_COLUMNS.maxUnpaidOrders.fallback,
    updatedAt: row?.updated_at ?? '',
  };
}

/**
 * The given fields as the row to save (fields left out keep their value): text trimmed, an empty optional
 * field null; the order settings whole numbers in the range the database allows.
 */
export function toSettingsRow(input: SiteSettingsInput): TablesInsert<'site_settings'> {
  const row: TablesInsert<'site_settings'> = { id: 1 };
  for (const key of Object.keys(TEXT_COLUMNS) as TextSetting[]) {
    const value = input[key];
    if (value === undefined) continue;
    const text = value.trim();
    if (key === 'siteName' && !text) throw new Error('Error updating site settings: site name is required');
    if (key === 'siteName') row.site_name = text;
    else row[TEXT_COLUMNS[key]] = text || null;
  }
  for (const key of Object.keys(ORDER_COLUMNS) as (keyof OrderSettings)[]) {
    const value = input[key];
    if (value === undefined) continue;
    const { column, min, max } = ORDER_COLUMNS[key];
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`Error updating site settings: ${column} must be a whole number from ${min} to ${max}`);
    row[column] = value;
  }
  return row;
}
