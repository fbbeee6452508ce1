import { createSupabaseClient, setSupabaseClient } from '../supabase/client';
import {
  getCatalogProduct,
  getCatalogProducts,
  getCatalogProductsByIds,
  getFeaturedProducts,
} from '../features/catalog/catalog-service';
import { CART_STORAGE_KEY } from '../features/cart/cart-storage';
import { getProducts } from '../features/products/product-service';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import { firstRequests, sessionRequests } from './first-requests';
import { loadUser } from '../features/auth/auth-service';
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

  /** a storage holding this saved cart (the stored form: an array of lines) */
  function savedCart(lines: unknown): Storage {
    const storage = new Map<string, string>([[CART_STORAGE_KEY, JSON.stringify(lines)]]);
    return { getItem: (key: string) => storage.get(key) ?? null } as Storage;
  }
  const line = (productId: number | string) => ({
    productId,
    name: 'Beras',
    price: 1000,
    image: '',
    quantity: 1,
  });

  it("the cart: its lines' products, whatever their order in the cart", async () => {
    const [request] = await sent(() => getCatalogProductsByIds([9, 31, 4]));
    expect(request).toMatchObject({ prefer: null, accept: null });
    // the order the cart page asks in: its ids sorted as text
    const [fromPage] = await sent(() => getCatalogProductsByIds([31, 4, 9]));
    expect(fromPage!.url).toBe(request!.url);
    const storage = savedCart([line(31), line(4), line(9), line(4)]);
    expect(firstRequests(REST, '/cart', '', storage)).toEqual([{ url: request!.url }]);
    expect(firstRequests(REST, '/cart/', '', storage)).toEqual([{ url: request!.url }]);
    // lines saved while ids were text count too; malformed lines do not
    expect(
      firstRequests(REST, '/cart', '', savedCart([line('31'), line(9), { productId: 4 }, line(4)])),
    ).toEqual([{ url: request!.url }]);
  });

  it('the cart: nothing for an empty, unreadable or missing cart', () => {
    expect(firstRequests(REST, '/cart', '', savedCart([]))).toEqual([]);
    expect(firstRequests(REST, '/cart', '', savedCart({ items: [line(4)] }))).toEqual([]);
    expect(firstRequests(REST, '/cart', '', undefined)).toEqual([]);
  });

  it("the back office's product table, with a session only", async () => {
    const [request] = await sent(() => getProducts());
    expect(request).toMatchObject({ prefer: null, accept: null });
    expect(firstRequests(REST, '/admin/products', '')).toEqual([{ url: request!.url, signedIn: true }]);
  });

  it("a signed-in user's profile, as loadUser reads it", async () => {
    const id = 'a1a1a1a1-0000-4000-8000-000000000001';
    const [request] = await sent(() => loadUser({ id } as Parameters<typeof loadUser>[0]));
    expect(sessionRequests(REST, id)).toEqual([{ url: request!.url, accept: request!.accept }]);
    expect(request!.accept).toBe('application/vnd.pgrst.object+json');
    expect(request!.prefer).toBeNull();
  });

  it('reads nothing early for a search, a malformed id or another route', () => {
    expect(firstRequests(REST, '/products', '?q=ikan')).toEqual([]);
    expect(firstRequests(REST, '/products/abc', '')).toEqual([]);
    expect(firstRequests(REST, '/products/0', '')).toEqual([]);
    expect(firstRequests(REST, '/checkout', '')).toEqual([]);
    expect(firstRequests(REST, '/admin/products/new', '')).toEqual([]);
    expect(firstRequests(REST, '/admin', '')).toEqual([]);
  });
});
