import { useEffect } from 'react';
import { DEFAULT_SITE_NAME } from '@koperasi/shared-services';

/** A page's document title: 'Keranjang · Koperasi Marketplace', or the site's name alone for the home page. */
export function pageTitle(title?: string | null): string {
  const page = title?.trim();
  return page ? `${page} · ${DEFAULT_SITE_NAME}` : DEFAULT_SITE_NAME;
}

/**
 * Sets the browser tab's title for the page on screen: every route module calls it with its own title
 * (`usePageTitle('Keranjang')`, the product's name once loaded). `undefined` leaves the title as it is (the
 * data that names the page is still loading).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (title === undefined) return;
    document.title = pageTitle(title);
  }, [title]);
}
