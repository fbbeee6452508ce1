import { catalogRequest, FEATURED_ORDER } from '../features/catalog/catalog-request';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import {
  PRODUCT_DETAIL_COLUMNS,
  PRODUCT_LIST_ORDER,
  PRODUCT_SUMMARY_COLUMNS,
} from '../features/products/product-columns';
import { browserStorage } from '../browser-storage';
import { USER_PROFILE_COLUMNS } from '../features/auth/user';
import { loadCart } from '../features/cart/cart-storage';
import { idList, parseId } from '../ids';
import { FEATURED_PRODUCT_COUNT } from './route-constants';

/*
 * The REST reads of a route's first screen, written out as supabase-js writes them (the same URL to the
 * character, the same Prefer header), without loading it: the shell's entry starts them before any app code
 * has run (api/early-fetch.ts), and the services' own requests then take the answers. The home page, the
 * catalogue without a search, a product page, the cart (its lines' current prices and stock) and the back
 * office's product table; other routes read nothing early. A unit test holds each URL against the one the
 * service sends.
 */

export interface FirstRequest {
  url: string;
  /** the Prefer header the service sends, when it sends one */
  prefer?: string;
  /** the Accept header the service sends, when it sends one (one row: PostgREST's object type) */
  accept?: string;
  /** only worth sending with a signed-in user's token (a visitor is sent to the sign-in page) */
  signedIn?: true;
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

function tableUrl(restUrl: string, table: string, columns: string): URL {
  const url = new URL(`${restUrl.replace(/\/+$/, '')}/${table}`);
  url.searchParams.set('select', selectList(columns));
  return url;
}

function ordered(url: URL, order: ReadonlyArray<readonly [string, boolean]>): void {
  for (const [column, ascending] of order) {
    const existing = url.searchParams.get('order');
    url.searchParams.set('order', `${existing ? `${existing},` : ''}${column}.${ascending ? 'asc' : 'desc'}`);
  }
}

/**
 * The first screen's reads for `pathname` and `search` under the REST API at `restUrl` (`<url>/rest/v1`); the
 * cart's from the cart saved in `storage`.
 */
export function firstRequests(
  restUrl: string,
  pathname: string,
  search: string,
  storage: Storage | undefined = browserStorage(),
): FirstRequest[] {
  if (pathname === '/') {
    const url = tableUrl(restUrl, 'products', PRODUCT_SUMMARY_COLUMNS);
    ordered(url, FEATURED_ORDER);
    url.searchParams.set('limit', String(FEATURED_PRODUCT_COUNT));
    return [{ url: url.toString() }];
  }
  if (/^\/products\/?$/.test(pathname)) {
    const request = catalogRequest(toCatalogQuery(readCatalogParams(new URLSearchParams(search))));
    if (request.q) return []; // a search is a POST to search_products: not started early
    const url = tableUrl(restUrl, 'products', PRODUCT_SUMMARY_COLUMNS);
    for (const [column, value] of request.filters) url.searchParams.append(column, `eq.${value}`);
    ordered(url, request.order);
    url.searchParams.set('offset', String(request.from));
    url.searchParams.set('limit', String(request.pageSize));
    return [{ url: url.toString(), prefer: 'count=exact' }];
  }
  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  const productId = product ? parseId(product[1]) : null;
  if (productId !== null) {
    const url = tableUrl(restUrl, 'products', PRODUCT_DETAIL_COLUMNS);
    url.searchParams.append('id', `eq.${productId}`);
    return [{ url: url.toString() }];
  }
  if (/^\/cart\/?$/i.test(pathname)) {
    // the saved lines' products (useCartRefresh); a signed-in buyer's cart is the saved one until the server's
    // arrives, and a cart the server changed reads its products again
    return cartProductsRequests(restUrl, loadCart(storage)?.items.map((item) => item.productId) ?? []);
  }
  if (/^\/admin\/products\/?$/i.test(pathname)) {
    const url = tableUrl(restUrl, 'products', PRODUCT_DETAIL_COLUMNS);
    ordered(url, PRODUCT_LIST_ORDER);
    return [{ url: url.toString(), signedIn: true }];
  }
  return [];
}

/** The read of the cart's products (catalog-service.ts getCatalogProductsByIds); none for no product. */
export function cartProductsRequests(restUrl: string, productIds: ReadonlyArray<number>): FirstRequest[] {
  const ids = idList(productIds);
  if (ids.length === 0) return [];
  const url = tableUrl(restUrl, 'products', PRODUCT_SUMMARY_COLUMNS);
  url.searchParams.append('id', `in.(${ids.join(',')})`);
  return [{ url: url.toString() }];
}

/**
 * The signed-in user's reads on any page: the profile row that tells the app their name and role
 * (auth-service.ts loadUser), which the back office's pages wait for before they draw.
 */
export function sessionRequests(restUrl: string, userId: string): FirstRequest[] {
  const url = tableUrl(restUrl, 'profiles', USER_PROFILE_COLUMNS);
  url.searchParams.append('id', `eq.${userId}`);
  return [{ url: url.toString(), accept: 'application/vnd.pgrst.object+json' }];
}
