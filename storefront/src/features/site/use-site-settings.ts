import { useEffect, useState } from 'react';
import { loadSiteSettings, type SiteSettings } from '@koperasi/shared-services';

/** The site settings; null while loading, 'failed' when they cannot be read. */
export function useSiteSettings(): SiteSettings | null | 'failed' {
  const [settings, setSettings] = useState<SiteSettings | null | 'failed'>(null);
  useEffect(() => {
    let active = true;
    loadSiteSettings()
      .then((loaded) => active && setSettings(loaded))
      .catch(() => active && setSettings('failed'));
    return () => {
      active = false;
    };
  }, []);
  return settings;
}
