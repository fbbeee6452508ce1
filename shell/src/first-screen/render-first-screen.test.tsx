/**
 * @jest-environment node
 */
// On Node, as the shell's server runs it: Emotion writes each card's styles into the HTML.
import { firstRequests, FEATURED_PRODUCT_COUNT, type ProductSummaryRow } from '@koperasi/shared-services';
import { formatRupiah } from '@koperasi/shared-ui';
import { firstScreenRead, renderProductCells } from './render-first-screen';

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

  it.each(['/products', '/products/1', '/cart', '/admin/products', '/auth/login', '//'])(
    'draws nothing for %s',
    (pathname) => {
      expect(firstScreenRead(supabase, pathname)).toBeUndefined();
    },
  );
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
