import { useSiteSettingsQuery, type SiteSettings } from '@koperasi/shared-services';

/** The site settings; null while loading, 'failed' when they cannot be read. */
export function useSiteSettings(): SiteSettings | null | 'failed' {
  const { data, isError } = useSiteSettingsQuery();
  return isError ? 'failed' : (data ?? null);
}
