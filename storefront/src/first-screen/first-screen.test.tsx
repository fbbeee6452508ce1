/**
 * @jest-environment node
 */
// On Node, as the shell's server runs it: Emotion writes the styles into the HTML.
import { runInNewContext } from 'node:vm';
import {
  basePriceToRupiah,
  CART_STORAGE_KEY,
  firstRequests,
  FEATURED_PRODUCT_COUNT,
  type ProductSummaryRow,
} from '@koperasi/shared-services';
import { formatIdr, formatRupiah } from '@koperasi/shared-ui';
import {
  firstScreenRead,
  renderCart,
  renderCatalog,
  renderFirstScreen,
  renderProductCells,
  renderProductDetail,
} from './first-screen';

const supabase = { url: 'http://127.0.0.1:54321/', anonKey: 'anon-key' };

const row = (id: number, overrides: Partial<ProductSummaryRow> = {}): ProductSummaryRow => ({
  id,
  name: `Produk ${id}`,
  price: 25000 * id,
  category: 'Ikan Segar',
  category_id: 1,
  division: 'Perikanan',
  description: 'Segar dari kolam anggota',
  images: [`/storage/v1/object/public/product-images/${id}.jpg`],
  rating: 4.5,
  reviews: 12,
  stock: 5,
  ...overrides,
});

const cards = (html: string) => html.match(/<article[^>]*data-testid="product-card"/g) ?? [];

describe('firstScreenRead', () => {
  it("is the home page's own first read, sent as a visitor: the same URL, the anon key as apikey and token", () => {
    const read = firstScreenRead(supabase, '/');
    const [own] = firstRequests('http://127.0.0.1:54321/rest/v1', '/', '', undefined);
    expect(read).toEqual({
      url: own!.url,
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' },
    });
    expect(new URL(read!.url).searchParams.get('limit')).toBe(String(FEATURED_PRODUCT_COUNT));
  });

  it("is a product page's own first read, for that product", () => {
    const read = firstScreenRead(supabase, '/products/42');
    const [own] = firstRequests('http://127.0.0.1:54321/rest/v1', '/products/42', '', undefined);
    expect(read).toEqual({
      url: own!.url,
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' },
    });
    expect(new URL(read!.url).searchParams.get('id')).toBe('eq.42');
  });

  it.each(['', '?category=3', '?division=Pertanian&sort=price-asc&page=2'])(
    "is the catalogue's own first read for %s, with its count",
    (search) => {
      const read = firstScreenRead(supabase, '/products', search);
      const [own] = firstRequests('http://127.0.0.1:54321/rest/v1', '/products', search, undefined);
      expect(read).toEqual({
        url: own!.url,
        headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key', Prefer: 'count=exact' },
      });
    },
  );

  it('draws no search: its read is not a plain GET', () => {
    expect(firstScreenRead(supabase, '/products', '?q=salmon')).toBeUndefined();
  });

  it.each([
    '/products/abc',
    '/products/0',
    '/products/1/ulasan',
    '/cart',
    '/admin/products',
    '/auth/login',
    '//',
  ])('draws nothing for %s', (pathname) => {
    expect(firstScreenRead(supabase, pathname)).toBeUndefined();
  });
});

describe('renderProductCells', () => {
  it('draws a card per product, in order, each in a grid cell and linking to its page', () => {
    const html = renderProductCells([row(3), row(1), row(2)])!;
    expect(cards(html)).toHaveLength(3);
    expect(html.match(/class="kf-cell"/g)).toHaveLength(3);
    const links = [...html.matchAll(/href="(\/products\/\d+)"/g)].map((match) => match[1]);
    expect(links).toEqual(['/products/3', '/products/1', '/products/2']);
    expect(html).toContain(formatRupiah(75000));
    expect(html).toContain('+ Keranjang');
    // the buttons cannot act before the app runs
    expect(html.match(/<div class="actions" inert="">/g)).toHaveLength(3);
  });

  it("carries the card's styles in the HTML (no stylesheet or script needed)", () => {
    const html = renderProductCells([row(1)])!;
    const className = /<article [^>]*class="([^"]+)"/.exec(html)![1]!.split(' ')[0]!;
    expect(html).toMatch(new RegExp(`<style data-emotion="css [^"]*">[^<]*\\.${className}\\{`));
  });

  it('draws the same styles for every page it serves', () => {
    expect(renderProductCells([row(1)])).toBe(renderProductCells([row(1)]));
  });

  it('loads the first row of pictures at once and the others lazily', () => {
    const html = renderProductCells([1, 2, 3, 4, 5, 6].map((id) => row(id)))!;
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images).toHaveLength(6);
    expect(images.slice(0, 4).every((image) => /loading="eager"/.test(image))).toBe(true);
    expect(images.slice(4).every((image) => /loading="lazy"/.test(image))).toBe(true);
  });

  it('escapes what sellers typed: a name or description can never become markup', () => {
    const html = renderProductCells([
      row(1, {
        name: '</script><img src=x onerror="alert(1)">',
        description: '<b>tebal</b> & "kutip"',
      }),
    ])!;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(html).toContain('&lt;b&gt;tebal&lt;/b&gt; &amp; &quot;kutip&quot;');
  });

  it('draws nothing for an empty answer or one that is not product rows', () => {
    expect(renderProductCells([])).toBeUndefined();
    expect(renderProductCells({ message: 'JWT expired' })).toBeUndefined();
    expect(renderProductCells(null)).toBeUndefined();
    expect(renderProductCells([{ id: 1 }])).toBeUndefined();
    expect(renderProductCells([row(1, { id: 'x' as unknown as number })])).toBeUndefined();
  });
});

const detailRow = (overrides: Record<string, unknown> = {}) => ({
  ...row(9),
  images: [
    '/storage/v1/object/public/product-images/9a.jpg',
    '/storage/v1/object/public/product-images/9b.jpg',
  ],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
  seller_id: 'a0000000-0000-4000-8000-000000000001',
  seller: {
    id: 'a0000000-0000-4000-8000-000000000001',
    full_name: 'Budi Santoso',
    avatar_url: null,
    reputation: 80,
    seller_rating: 4.6,
    seller_review_count: 122,
  },
  ...overrides,
});

describe('renderProductDetail', () => {
  it("draws the product's page: where it sits, its name, price, stock, seller and description", () => {
    const html = renderProductDetail([detailRow()])!.replace(/<!-- -->/g, '');
    expect(html).toMatch(/<h1[^>]*>Produk 9<\/h1>/);
    expect(html).toMatch(new RegExp(`data-testid="product-price"[^>]*>${formatRupiah(225000)}<`));
    expect(html).toContain('Stok: 5');
    expect(html).toContain('Budi Santoso');
    expect(html).toContain('4.6 dari 5 · 122 ulasan');
    expect(html).toContain('Segar dari kolam anggota');
    expect(html).toContain('href="/products?category=1"');
    expect(html).toContain('href="/products?division=Perikanan"');
    // the first picture at once, both as thumbnails, and the seller's avatar
    expect(html.match(/<img [^>]*>/g)).toHaveLength(4);
    expect(html).toMatch(/<img [^>]*fetchpriority="high"[^>]*>/i);
    // the share line is left loading, for the page to fill in
    expect(html).toContain('aria-label="Memuat bagian untuk anggota"');
  });

  it("draws the buttons inert until the page's own replace them", () => {
    const html = renderProductDetail([detailRow()])!;
    const inert = html.match(/<div [^>]*inert=""[^>]*>/g) ?? [];
    expect(inert.some((tag) => tag.includes('data-testid="product-actions"'))).toBe(true);
    // the thumbnails too
    expect(inert).toHaveLength(2);
    expect(html).toContain('Tambah ke Keranjang');
  });

  it('says when it is sold out', () => {
    const html = renderProductDetail([detailRow({ stock: 0 })])!;
    expect(html).toContain('Stok habis');
  });

  it('escapes what the seller typed', () => {
    const html = renderProductDetail([
      detailRow({ name: '<img src=x onerror=alert(1)>', description: '<script>alert(2)</script>' }),
    ])!;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('draws nothing for no product, several rows or rows that are not a product', () => {
    expect(renderProductDetail([])).toBeUndefined();
    expect(renderProductDetail([detailRow(), detailRow({ id: 10 })])).toBeUndefined();
    expect(renderProductDetail({ message: 'JWT expired' })).toBeUndefined();
    expect(renderProductDetail([{ id: 9, name: 'x' }])).toBeUndefined();
  });
});

describe('renderCatalog', () => {
  const rows = [row(1), row(2), row(3)];

  it("draws a category's page: its name and division from the rows, the count, the filters and the cards", () => {
    const html = renderCatalog(rows, '?category=1', '0-2/3')!;
    expect(html).toMatch(/<h1[^>]*>Ikan Segar<\/h1>/);
    expect(html).toMatch(/>3 produk(<!-- -->)? · Perikanan</);
    expect(html).toContain('data-testid="catalog-filters"');
    expect(cards(html)).toHaveLength(3);
    expect(html).toContain('href="/products/1"');
  });

  it("draws the filters inert until the page's own replace them", () => {
    const html = renderCatalog(rows, '', '0-2/3')!;
    expect(html).toMatch(/<div[^>]* inert=""[^>]*data-testid="catalog-filters"/);
    expect(html).toMatch(/<h1[^>]*>Semua Produk<\/h1>/);
    expect(html).not.toContain(' · ');
  });

  it('draws the page numbers from the total as links, the current page marked', () => {
    const html = renderCatalog(rows, '?division=Perikanan&page=2', '12-14/30')!;
    expect(html).toMatch(/<h1[^>]*>Perikanan<\/h1>/);
    expect(html).toMatch(/>30 produk</);
    expect(html).toContain('aria-label="Navigasi halaman"');
    expect(html).toContain('href="/products?division=Perikanan&amp;page=3"');
    expect(html).toContain('aria-current="page"');
    expect(renderCatalog(rows, '', '0-2/3')).not.toContain('Navigasi halaman');
  });

  it('escapes what sellers typed', () => {
    const html = renderCatalog(
      [row(1, { category: '<b>x</b>', name: '<script>alert(1)</script>' })],
      '?category=1',
      '0-0/1',
    )!;
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('draws nothing for a search, no products, no count or rows that are not products', () => {
    expect(renderCatalog(rows, '?q=ikan', '0-2/3')).toBeUndefined();
    expect(renderCatalog([], '', '*/0')).toBeUndefined();
    expect(renderCatalog(rows, '', null)).toBeUndefined();
    expect(renderCatalog([{ id: 'x' }], '', '0-0/1')).toBeUndefined();
  });
});

describe('renderFirstScreen', () => {
  it("puts the home page's cards in the frame's grid, held until the app's cards are drawn", () => {
    const screen = renderFirstScreen('/', [row(1), row(2)])!;
    expect(
      screen.html.startsWith('<div class="kf-g kf-p" data-ready="[data-testid=&quot;product-card&quot;]">'),
    ).toBe(true);
    expect(cards(screen.html)).toHaveLength(2);
    expect(screen.ready).toBe('[data-testid="product-card"]');
  });

  it("puts a product's page in the frame's content, held until the app's price is drawn", () => {
    const screen = renderFirstScreen('/products/9', [detailRow()])!;
    expect(
      screen.html.startsWith('<div class="kf-p kf-pd" data-ready="[data-testid=&quot;product-price&quot;]">'),
    ).toBe(true);
    expect(screen.ready).toBe('[data-testid="product-price"]');
  });

  it("puts the catalogue in the frame's content, held until the app's cards are drawn", () => {
    const screen = renderFirstScreen('/products', [row(1)], {
      search: '?category=1',
      contentRange: '0-0/1',
    })!;
    expect(
      screen.html.startsWith('<div class="kf-p kf-pd" data-ready="[data-testid=&quot;product-card&quot;]">'),
    ).toBe(true);
    expect(screen.html).toContain('Ikan Segar');
    expect(renderFirstScreen('/products', [row(1)])).toBeUndefined();
  });

  it('draws nothing for another page or an answer without rows', () => {
    expect(renderFirstScreen('/about', [row(1)])).toBeUndefined();
    expect(renderFirstScreen('/', [])).toBeUndefined();
    expect(renderFirstScreen('/products/9', [])).toBeUndefined();
  });
});

describe("a visitor's cart", () => {
  const rest = 'http://127.0.0.1:54321/rest/v1';
  /** a browser's storage holding a saved cart of these product ids */
  const savedCart = (ids: number[]): Storage => {
    const items = ids.map((id) => ({
      productId: id,
      name: `Produk ${id}`,
      price: 1,
      image: '',
      quantity: 1,
    }));
    return { getItem: (key: string) => (key === CART_STORAGE_KEY ? JSON.stringify(items) : null) } as Storage;
  };
  /** the lines' names, in the order drawn */
  const lineNames = (html: string) => [...html.matchAll(/<li[^>]*aria-label="([^"]*)"/g)].map((m) => m[1]);

  it("reads the products of the cookie's lines with the cart page's own request, and no cart without it", () => {
    const read = firstScreenRead(supabase, '/cart', '', { cookie: 'theme=dark; koperasi_cart=12-2.3-1' });
    const [own] = firstRequests(rest, '/cart', '', savedCart([12, 3]));
    expect(read).toEqual({
      url: own!.url,
      headers: { apikey: 'anon-key', Authorization: 'Bearer anon-key' },
      vary: '12-2.3-1',
    });
    expect(new URL(read!.url).searchParams.get('id')).toBe('in.(3,12)');
    expect(firstScreenRead(supabase, '/cart')).toBeUndefined();
    expect(firstScreenRead(supabase, '/cart', '', { cookie: 'koperasi_cart=1-x' })).toBeUndefined();
  });

  it("draws the cart page: the cookie's lines in order with the products' current names and prices", () => {
    const screen = renderFirstScreen('/cart', [row(3), row(12, { name: 'Beras Organik' })], {
      cookie: 'koperasi_cart=12-2.3-1',
    })!;
    expect(screen.ready).toBe('[data-testid="line-price"]');
    expect(screen.html).toMatch(
      /^<div class="kf-p kf-pd" data-ready="\[data-testid=&quot;line-price&quot;\]" data-cart="12-2\.3-1">/,
    );
    expect(screen.html).toContain('Keranjang Belanja');
    expect(lineNames(screen.html)).toEqual(['Beras Organik', 'Produk 3']);
    expect(screen.html).toMatch(new RegExp(`data-testid="line-price"[^>]*>${formatRupiah(25000 * 12)}<`));
    expect(screen.html).toMatch(/data-testid="quantity">2</);
    const text = screen.html.replace(/<!-- -->/g, '');
    expect(text).toContain('Total (3 barang)');
    const total = basePriceToRupiah(25000 * 12) * 2 + basePriceToRupiah(25000 * 3);
    expect(text).toMatch(new RegExp(`data-testid="cart-total">${formatIdr(total)}<`));
    expect(screen.html).toContain('Lanjut ke Pembayaran');
  });

  it('draws the stock warnings the page shows once it has read the products', () => {
    const html = renderCart([row(3, { stock: 1 })], [{ productId: 3, quantity: 4 }])!;
    expect(html).toContain('Stok tersisa 1');
    expect(html).toContain('Sesuaikan jumlah atau hapus produk');
  });

  it("takes itself away unless the browser's saved cart has the same lines", () => {
    const screen = renderFirstScreen('/cart', [row(3)], { cookie: 'koperasi_cart=3-1' })!;
    const script = /<script>([\s\S]*)<\/script>$/.exec(screen.html)![1]!;
    const run = (saved: string | null) => {
      const part = { getAttribute: () => '3-1', remove: jest.fn() };
      const localStorage = { getItem: () => saved };
      const document = { currentScript: { previousElementSibling: part } };
      runInNewContext(script, { localStorage, document });
      return part.remove.mock.calls.length > 0;
    };
    expect(run(JSON.stringify([{ productId: 3, name: 'x', price: 1, image: '', quantity: 1 }]))).toBe(false);
    expect(run(JSON.stringify([{ productId: 3, name: 'x', price: 1, image: '', quantity: 2 }]))).toBe(true);
    expect(run(null)).toBe(true);
    expect(run('{not json')).toBe(true);
  });

  it('draws nothing without the cookie, or when a line is no longer in the answer', () => {
    expect(renderFirstScreen('/cart', [row(3)])).toBeUndefined();
    expect(renderFirstScreen('/cart', [row(3)], { cookie: 'koperasi_cart=3-1.4-1' })).toBeUndefined();
    expect(renderFirstScreen('/cart', [], { cookie: 'koperasi_cart=3-1' })).toBeUndefined();
    expect(renderFirstScreen('/cart', [{ nope: 1 }], { cookie: 'koperasi_cart=3-1' })).toBeUndefined();
  });

  it('escapes what sellers typed', () => {
    const html = renderCart(
      [row(3, { name: '<img src=x onerror=alert(1)>' })],
      [{ productId: 3, quantity: 1 }],
    )!;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});
