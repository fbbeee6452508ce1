import { getSupabase } from '../../supabase/client';
import { toSettings, toSettingsRow, type SiteSettings, type SiteSettingsInput } from './site-settings-model';

/** The site settings; empty fields (and the defaults) while the row does not exist yet. */
export async function getSiteSettings(): Promise<SiteSettings> {
  const { data, error } = await getSupabase().from('site_settings').select('*').eq('id', 1).maybeSingle();
  if (error) throw new Error(`Error getting site settings: ${error.message}`);
  return toSettings(data);
}

/**
 * Saves the given fields (admins only: RLS refuses anyone else) and returns the settings as stored. Text is
 * trimmed; an empty optional field is stored as null. The order settings are whole numbers in the range the
 * database allows. The row is created when it does not exist yet.
 */
export async function updateSiteSettings(input: SiteSettingsInput): Promise<SiteSettings> {
  const row = toSettingsRow(input);
  const { data, error } = await getSupabase()
    .from('site_settings')
    .upsert(row, { onConflict: 'id' })
    .select('*')
    .maybeSingle();
  if (error) throw new Error(`Error updating site settings: ${error.message}`);
  if (!data) throw new Error('Error updating site settings: permission denied');
  return toSettings(data);
}
