import { sharedLoad } from '../../cache/shared-load';
import { getSupabase } from '../../supabase/client';

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

interface SiteSettingsRow {
  site_name: string | null;
  logo_url: string | null;
  description: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  facebook: string | null;
  instagram: string | null;
  bank_transfer_instructions: string | null;
  updated_at: string | null;
}

const COLUMNS: Record<keyof Omit<SiteSettings, 'updatedAt'>, keyof SiteSettingsRow> = {
  siteName: 'site_name',
  logoUrl: 'logo_url',
  description: 'description',
  email: 'email',
  phone: 'phone',
  address: 'address',
  facebook: 'facebook',
  instagram: 'instagram',
  bankTransferInstructions: 'bank_transfer_instructions',
};

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
  return toSettings(data as SiteSettingsRow | null);
}

/** The site settings, asked once per page load for everyone who shows them (footer, contact page, checkout). */
export const loadSiteSettings = sharedLoad(() => getSiteSettings());

/**
 * Saves the given fields (admins only: RLS refuses anyone else) and returns the settings as stored. Text is
 * trimmed; an empty optional field is stored as null. The row is created when it does not exist yet.
 */
export async function updateSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
  const row: Record<string, string | null | number> = { id: 1 };
  for (const [key, column] of Object.entries(COLUMNS) as [keyof SiteSettingsInput, string][]) {
    const value = input[key];
    if (value === undefined) continue;
    const text = value.trim();
    if (key === 'siteName' && !text) throw new Error('Error updating site settings: site name is required');
    row[column] = text || null;
  }
  const { data, error } = await getSupabase()
    .from('site_settings')
    .upsert(row, { onConflict: 'id' })
    .select('*')
    .maybeSingle();
  if (error) throw new Error(`Error updating site settings: ${error.message}`);
  if (!data) throw new Error('Error updating site settings: permission denied');
  loadSiteSettings.invalidate();
  return toSettings(data as SiteSettingsRow);
}
