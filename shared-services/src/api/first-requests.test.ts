import { createSupabaseClient, setSupabaseClient } from '../supabase/client';
import {
  getCatalogProduct,
  getCatalogProducts,
  getFeaturedProducts,
} from '../features/catalog/catalog-service';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import { firstRequests } from './first-requests';
import { FEATURED_PRODUCT_COUNT } from './route-constants';

const BASE = 'http://127.0.0.1:54321';
const REST = `${BASE}/rest/v1`;

/** The URL and the deciding headers of the one request a service call sends. */
async function sent(call: () => Promise<unknown>) {
  const requests: { url: string; prefer: string | null; accept: string | null }[] = [];
  setSupabaseClient(
    createSupabaseClient(BASE, 'anon-key', {
      fetch: async (input, init) => {
        const headers = new Headers(init?.headers);
        requests.push({ url: input as string, prefer: headers.get('Prefer'), accept: headers.get('Accept') });
        return new Response('[]', { status: 200, headers: { 'Content-Range': '0-0/0' } });
      },
    }),
  );
  await call().catch(() => undefined); // a product page answered [] is 'Product not found': the request is what counts
  return requests;
}

afterEach(() => setSupabaseClient(undefined));

describe('the first screen reads, as the services send them', () => {
  it("home: the 'Produk Unggulan' query", async () => {
    const [request] = await sent(() => getFeaturedProducts(FEATURED_PRODUCT_COUNT));
    expect(firstRequests(REST, '/', '')).toEqual([{ url: request!.url }]);
    expect(request).toMatchObject({ prefer: null, accept: null });
  });

  it.each([
    '',
    '?category=1',
    '?division=Perikanan&sort=price-asc',
    '?category=3&sort=rating&page=2',
    '?sort=price-desc&page=999',
    '?category=abc&sort=nonsense&page=-4',
  ])('the catalogue at /products%s', async (search) => {
    const query = toCatalogQuery(readCatalogParams(new URLSearchParams(search)));
    const [request] = await sent(() => getCatalogProducts(query));
    expect(firstRequests(REST, '/products', search)).toEqual([{ url: request!.url, prefer: 'count=exact' }]);
    expect(request!.prefer).toBe('count=exact');
    expect(request!.accept).toBeNull();
  });

  it('a product page', async () => {
    const [request] = await sent(() => getCatalogProduct(42));
    expect(firstRequests(REST, '/products/42', '')).toEqual([{ url: request!.url }]);
    expect(firstRequests(`${REST}/`, '/products/42/', '')).toEqual([{ url: request!.url }]);
    expect(request).toMatchObject({ prefer: null, accept: null });
  });

  it('reads nothing early for a search, a malformed id or another route', () => {
    expect(firstRequests(REST, '/products', '?q=ikan')).toEqual([]);
    expect(firstRequests(REST, '/products/abc', '')).toEqual([]);
    expect(firstRequests(REST, '/products/0', '')).toEqual([]);
    expect(firstRequests(REST, '/cart', '')).toEqual([]);
    expect(firstRequests(REST, '/admin/products', '')).toEqual([]);
  });
});
