import { catalogRequest, FEATURED_ORDER } from '../features/catalog/catalog-request';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import { PRODUCT_DETAIL_COLUMNS, PRODUCT_SUMMARY_COLUMNS } from '../features/products/product-columns';
import { parseId } from '../ids';
import { FEATURED_PRODUCT_COUNT } from './route-constants';

/*
 * The REST reads of a route's first screen, written out as supabase-js writes them (the same URL to the
 * character, the same Prefer header), without loading it: the shell's entry starts them before any app code
 * has run (api/early-fetch.ts), and the services' own requests then take the answers. The home page, the
 * catalogue without a search, and a product page; other routes read nothing early. A unit test holds each URL
 * against the one the service sends.
 */

export interface FirstRequest {
  url: string;
  /** the Prefer header the service sends, when it sends one */
  prefer?: string;
}

/** A select list as postgrest-js sends it: whitespace outside double quotes removed. */
function selectList(columns: string): string {
  let quoted = false;
  return [...columns]
    .filter((char) => {
      if (char === '"') quoted = !quoted;
      return quoted || !/\s/.test(char);
    })
    .join('');
}

function productsUrl(restUrl: string, columns: string): URL {
  const url = new URL(`${restUrl.replace(/\/+$/, '')}/products`);
  url.searchParams.set('select', selectList(columns));
  return url;
}

function ordered(url: URL, order: ReadonlyArray<readonly [string, boolean]>): void {
  for (const [column, ascending] of order) {
    const existing = url.searchParams.get('order');
    url.searchParams.set('order', `${existing ? `${existing},` : ''}${column}.${ascending ? 'asc' : 'desc'}`);
  }
}

/** The first screen's reads for `pathname` and `search` under the REST API at `restUrl` (`<url>/rest/v1`). */
export function firstRequests(restUrl: string, pathname: string, search: string): FirstRequest[] {
  if (pathname === '/') {
    const url = productsUrl(restUrl, PRODUCT_SUMMARY_COLUMNS);
    ordered(url, FEATURED_ORDER);
    url.searchParams.set('limit', String(FEATURED_PRODUCT_COUNT));
    return [{ url: url.toString() }];
  }
  if (/^\/products\/?$/.test(pathname)) {
    const request = catalogRequest(toCatalogQuery(readCatalogParams(new URLSearchParams(search))));
    if (request.q) return []; // a search is a POST to search_products: not started early
    const url = productsUrl(restUrl, PRODUCT_SUMMARY_COLUMNS);
    for (const [column, value] of request.filters) url.searchParams.append(column, `eq.${value}`);
    ordered(url, request.order);
    url.searchParams.set('offset', String(request.from));
    url.searchParams.set('limit', String(request.pageSize));
    return [{ url: url.toString(), prefer: 'count=exact' }];
  }
  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  const productId = product ? parseId(product[1]) : null;
  if (productId !== null) {
    const url = productsUrl(restUrl, PRODUCT_DETAIL_COLUMNS);
    url.searchParams.append('id', `eq.${productId}`);
    return [{ url: url.toString() }];
  }
  return [];
}
