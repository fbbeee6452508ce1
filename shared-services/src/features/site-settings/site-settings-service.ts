import { getSupabase } from '../../supabase/client';
import type { Tables, TablesInsert } from '../../supabase/database.types';

/** The site's settings (table site_settings, one row with id 1): read by everyone, written by admins. */
export interface SiteSettings {
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

const COLUMNS = {
  siteName: 'site_name',
  logoUrl: 'logo_url',
  description: 'description',
  email: 'email',
  phone: 'phone',
  address: 'address',
  facebook: 'facebook',
  instagram: 'instagram',
  bankTransferInstructions: 'bank_transfer_instructions',
} as const satisfies Record<keyof SiteSettingsInput, keyof SiteSettingsRow>;

/** The database's default site name (site_settings.site_name), used until the row exists. */
export const DEFAULT_SITE_NAME = 'Koperasi Marketplace';

function toSettings(row: SiteSettingsRow | null): SiteSettings {
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
    updatedAt: row?.updated_at ?? '',
  };
}

/** The site settings; empty fields (and the default site name) while the row does not exist yet. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const { data, error } = await getSupabase().from('site_settings').select('*').eq('id', 1).maybeSingle();
  if (error) throw new Error(`Error getting site settings: ${error.message}`);
  return toSettings(data);
}

/**
 * Saves the given fields (admins only: RLS refuses anyone else) and returns the settings as stored. Text is
 * trimmed; an empty optional field is stored as null. The row is created when it does not exist yet.
 */
export async function updateSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
  const row: TablesInsert<'site_settings'> = { id: 1 };
  for (const key of Object.keys(COLUMNS) as (keyof SiteSettingsInput)[]) {
    const value = input[key];
    if (value === undefined) continue;
    const text = value.trim();
    if (key === 'siteName' && !text) throw new Error('Error updating site settings: site name is required');
    if (key === 'siteName') row.site_name = text;
    else row[COLUMNS[key]] = text || null;
  }
  const { data, error } = await getSupabase()
    .from('site_settings')
    .upsert(row, { onConflict: 'id' })
    .select('*')
    .maybeSingle();
  if (error) throw new Error(`Error updating site settings: ${error.message}`);
  if (!data) throw new Error('Error updating site settings: permission denied');
  return toSettings(data);
}
