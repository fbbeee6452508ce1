import {
  getCatalogProduct,
  getCatalogProducts,
  getCatalogProductsByIds,
  getFeaturedProducts,
  getNewsPromos,
  getSearchSuggestions,
  getSidebarDivisions,
  searchText,
} from '../../src/features/catalog/catalog-service';
import { actAs, startActors, type Actors } from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());
beforeEach(() => actAs(actors.anon));

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('getCatalogProducts', () => {
  it('pages through every product, newest first, with the total', async () => {
    const first = await getCatalogProducts();
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 12, pageCount: 3 });
    expect(first.items).toHaveLength(12);
    expect(first.items[0]).toMatchObject({
      name: 'Ikan Salmon Segar',
      price: 8.5,
      category: 'Ikan Segar',
      categoryId: 1,
      division: 'Perikanan',
      rating: 4.8,
      reviews: 10,
      stock: 40,
    });
    expect(Number.isSafeInteger(first.items[0]!.id)).toBe(true);
    expect(first.items[0]!.image).toMatch(
      /\/storage\/v1\/object\/public\/products\/ikan-salmon-segar\.webp$/,
    );

    const third = await getCatalogProducts({ page: 3 });
    expect(third.items).toHaveLength(6);
    const all = [...first.items, ...(await getCatalogProducts({ page: 2 })).items, ...third.items];
    expect(new Set(all.map((p) => p.id)).size).toBe(30);
  });

  it('answers a page past the end with no items and the real total', async () => {
    await expect(getCatalogProducts({ page: 9 })).resolves.toMatchObject({
      items: [],
      total: 30,
      pageCount: 3,
    });
  });

  it('filters by category and by division', async () => {
    const freshFish = await getCatalogProducts({ categoryId: 1 });
    expect(freshFish.total).toBe(4);
    expect(freshFish.items.every((p) => p.category === 'Ikan Segar' && p.categoryId === 1)).toBe(true);

    const fisheries = await getCatalogProducts({ division: 'Perikanan', pageSize: 48 });
    expect(fisheries.total).toBe(11);
    expect(fisheries.items.every((p) => p.division === 'Perikanan')).toBe(true);
    const eco = await getCatalogProducts({ division: 'Teknologi Ramah Lingkungan' });
    expect(eco.total).toBe(9);
  });

  it('sorts by price both ways and by rating', async () => {
    const prices = (await getCatalogProducts({ sort: 'price-asc', pageSize: 48 })).items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices[0]).toBe(1);
    const descending = (await getCatalogProducts({ sort: 'price-desc' })).items;
    expect(descending[0]).toMatchObject({ name: 'Panel Surya 100 Wp Monocrystalline', price: 55 });
    const ratings = (await getCatalogProducts({ sort: 'rating', pageSize: 48 })).items.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('searches name and description case-insensitively', async () => {
    expect(names((await getCatalogProducts({ q: 'SALMON' })).items)).toEqual(['Ikan Salmon Segar']);
    // only in a description
    expect(names((await getCatalogProducts({ q: 'omega-3' })).items)).toEqual(['Ikan Salmon Segar']);
    const catalysts = await getCatalogProducts({ q: 'fresh catalyst', sort: 'price-asc' });
    expect(names(catalysts.items)).toEqual([
      'BBM Fresh Catalyst',
      'BBM Fresh Catalyst Diesel 250 ml',
      'BBM Fresh Catalyst Paket Armada 1 L',
    ]);
  });

  it('finds words in any order and in other forms through Indonesian full text', async () => {
    // not a substring of anything: the words appear in the other order
    expect(names((await getCatalogProducts({ q: 'tuna abon' })).items)).toContain('Abon Ikan Tuna');
    // 'segarnya' is stemmed to 'segar'
    const fresh = await getCatalogProducts({ q: 'segarnya', pageSize: 48 });
    expect(names(fresh.items)).toEqual(expect.arrayContaining(['Ikan Salmon Segar', 'Udang Vaname Segar']));
  });

  it('combines search with category and division, and survives any characters', async () => {
    expect(
      (await getCatalogProducts({ q: 'ikan', categoryId: 2 })).items.every((p) => p.categoryId === 2),
    ).toBe(true);
    expect((await getCatalogProducts({ q: 'ikan', division: 'Pertanian' })).total).toBe(0);
    for (const q of ['a,b(c)"d', "50% o'clock", 'x\\y*z', '...', '()']) {
      await expect(getCatalogProducts({ q })).resolves.toMatchObject({ page: 1 });
    }
    expect((await getCatalogProducts({ q: 'tidak-ada-produk-seperti-ini' })).total).toBe(0);
  });

  it('filters by seller', async () => {
    const page = await getCatalogProducts({ sellerId: 'a1a1a1a1-0000-4000-8000-000000000002', pageSize: 48 });
    expect(page.total).toBe(15);
  });

  it('reports a failing call as Error getting products', async () => {
    actAs(actors.broken);
    await expect(getCatalogProducts()).rejects.toThrow(/^Error getting products: /);
    await expect(getFeaturedProducts()).rejects.toThrow(/^Error getting products: /);
  });
});

describe('search that forgives typos', () => {
  it("finds the salmon for 'salomn' and suggests 'Salmon', whose search finds it exactly", async () => {
    const similar = await getCatalogProducts({ q: 'salomn' });
    expect(names(similar.items)).toEqual(['Ikan Salmon Segar']);
    expect(similar.total).toBe(1);
    const [suggestion] = await getSearchSuggestions('salomn');
    expect(suggestion).toBe('Salmon');
    expect(names((await getCatalogProducts({ q: suggestion })).items)).toEqual(['Ikan Salmon Segar']);
    expect(await getSearchSuggestions('Salmon')).toEqual([]);
  });

  it('puts the most relevant first for a search, and keeps a chosen order', async () => {
    const relevant = await getCatalogProducts({ q: 'bbm fresh catalyst' });
    expect(relevant.items[0]!.name).toBe('BBM Fresh Catalyst');
    const byPrice = await getCatalogProducts({ q: 'surya', sort: 'price-desc', pageSize: 48 });
    const prices = byPrice.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    // without a search, 'relevance' is newest first
    expect((await getCatalogProducts({ sort: 'relevance' })).items[0]!.name).toBe('Ikan Salmon Segar');
  });

  it('pages through search results with the total', async () => {
    const first = await getCatalogProducts({ q: 'ikan', pageSize: 2 });
    const second = await getCatalogProducts({ q: 'ikan', pageSize: 2, page: 2 });
    expect(first.total).toBeGreaterThan(4);
    expect(first.pageCount).toBe(Math.ceil(first.total / 2));
    expect(names(second.items).some((name) => names(first.items).includes(name))).toBe(false);
    await expect(getCatalogProducts({ q: 'ikan', page: 99 })).resolves.toMatchObject({
      items: [],
      total: first.total,
    });
  });

  it('sends a trimmed text of at most 100 characters, and suggests nothing for none', async () => {
    expect(searchText('  ikan \n  segar ')).toBe('ikan segar');
    expect(searchText('x'.repeat(150))).toHaveLength(100);
    expect(await getSearchSuggestions('   ')).toEqual([]);
    expect(await getSearchSuggestions("'; drop table products; --")).toEqual([]);
  });
});

describe('getFeaturedProducts', () => {
  it('returns the best-rated products', async () => {
    const featured = await getFeaturedProducts();
    expect(featured).toHaveLength(8);
    expect(featured[0]).toMatchObject({ name: 'Beras Organik Pandan Wangi 5 kg', rating: 4.9, reviews: 13 });
    const ratings = featured.map((p) => p.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(await getFeaturedProducts(3)).toHaveLength(3);
  });
});

describe('getCatalogProduct / getCatalogProductsByIds', () => {
  it('returns one product with its images and its seller', async () => {
    const [salmon] = (await getCatalogProducts({ q: 'salmon' })).items;
    const product = await getCatalogProduct(salmon!.id);
    expect(product).toMatchObject({
      id: salmon!.id,
      name: 'Ikan Salmon Segar',
      stock: 40,
      division: 'Perikanan',
      seller: { id: 'a1a1a1a1-0000-4000-8000-000000000002', name: 'Budi Santoso', reputation: 320 },
    });
    expect(product.images).toHaveLength(1);
    expect(Date.parse(product.createdAt)).not.toBeNaN();
  });

  it('says Product not found for an unknown or malformed id', async () => {
    await expect(getCatalogProduct(999999)).rejects.toThrow(/^Product not found$/);
    await expect(getCatalogProduct(Number('abc'))).rejects.toThrow(/^Product not found$/);
  });

  it('returns the current data of the products still there', async () => {
    const { items } = await getCatalogProducts({ pageSize: 3 });
    const found = await getCatalogProductsByIds([items[0]!.id, items[2]!.id, 999999, Number('x')]);
    expect(found.map((p) => p.id).sort()).toEqual([items[0]!.id, items[2]!.id].sort());
    expect(await getCatalogProductsByIds([])).toEqual([]);
  });
});

describe('getSidebarDivisions', () => {
  it('groups the categories under the three divisions with real product counts', async () => {
    const divisions = await getSidebarDivisions();
    expect(divisions.map((d) => d.name)).toEqual(['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan']);
    expect(divisions[0]!.categories).toEqual([
      { id: 1, name: 'Ikan Segar', count: 4 },
      { id: 2, name: 'Ikan Olahan', count: 4 },
      { id: 3, name: 'Budidaya', count: 3 },
    ]);
    const total = divisions.flatMap((d) => d.categories).reduce((sum, c) => sum + c.count, 0);
    expect(total).toBe(30);
  });

  it('counts a new product', async () => {
    actAs(actors.seller);
    const { error } = await actors.seller
      .from('products')
      .insert({ name: 'Ikan Bandeng Uji', price: 2, category_id: 1 });
    expect(error).toBeNull();
    const divisions = await getSidebarDivisions();
    expect(divisions[0]!.categories[0]).toEqual({ id: 1, name: 'Ikan Segar', count: 5 });
    await actors.seller.from('products').delete().eq('name', 'Ikan Bandeng Uji');
  });
});

describe('getNewsPromos', () => {
  it('lists the live news and promo items, newest first, without events', async () => {
    const items = await getNewsPromos();
    expect(items.map((i) => [i.type, i.title])).toEqual([
      ['promo', 'Diskon 20% Produk Organik'],
      ['news', 'Panen Raya Ikan Nila'],
    ]);
    expect(items[1]!.description).toMatch(
      /^Anggota koperasi divisi perikanan memulai panen raya ikan nila bulan ini\./,
    );
    expect(items[1]!.description.length).toBeLessThanOrEqual(121);
    expect(items[1]!.image).toMatch(/panen-raya-ikan-nila\.webp$/);
  });

  it('keeps a scheduled promo out of the panel, for an admin too', async () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { error } = await actors.admin.from('articles').insert({
      title: 'Promo Besok',
      type: 'promo',
      content: 'Belum tayang.',
      status: 'scheduled',
      publish_date: future,
    });
    expect(error).toBeNull();
    actAs(actors.admin);
    expect((await getNewsPromos()).map((i) => i.title)).not.toContain('Promo Besok');
  });

  it('reports a failing call as Error getting articles', async () => {
    actAs(actors.broken);
    await expect(getNewsPromos()).rejects.toThrow(/^Error getting articles: /);
    await expect(getSidebarDivisions()).rejects.toThrow(/^Error getting categories: /);
  });
});
