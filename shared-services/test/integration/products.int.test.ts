import {
  countProducts,
  createProduct,
  deleteProduct,
  getProduct,
  getProducts,
  getSellerProducts,
  updateProduct,
} from '../../src/features/products/product-service';
import type { ProductInput } from '../../src/features/products/product-model';
import {
  actAs,
  ADMIN_ID,
  gifFile,
  objectNames,
  pngFile,
  SELLER_ID,
  startActors,
  statusOf,
  webpFile,
  type Actors,
} from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

const input = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  name: `Ikan Kembung Uji ${Math.random().toString(36).slice(2, 8)}`,
  // the rupiah a seller types; stored as 5.66667 base units
  priceRupiah: 85000,
  categoryId: 1,
  description: 'Ikan kembung segar hasil tangkapan pagi.',
  stock: 42,
  ...overrides,
});

describe('createProduct / getProduct', () => {
  it('creates a product with two images for the signed-in admin, rating 0 and reviews 0', async () => {
    actAs(actors.admin);
    const fields = input({ categoryId: 4 });
    const id = await createProduct(fields, [pngFile('depan.png'), webpFile('Samping.WEBP')]);
    expect(typeof id).toBe('number');

    const product = await getProduct(id);
    expect(product).toMatchObject({
      id,
      name: fields.name,
      price: 5.66667,
      categoryId: 4,
      category: 'Produk Organik',
      division: 'Pertanian',
      description: fields.description,
      stock: 42,
      rating: 0,
      reviews: 0,
      seller: { id: ADMIN_ID, name: 'Admin Koperasi' },
    });
    expect(product.images).toHaveLength(2);
    expect(product.images[0]).toMatch(/\/storage\/v1\/object\/public\/products\/[0-9a-f-]{36}\.png$/);
    expect(product.images[1]).toMatch(/\/storage\/v1\/object\/public\/products\/[0-9a-f-]{36}\.webp$/);
    for (const url of product.images) expect(await statusOf(actors.server, url)).toBe(200);
    expect(Date.parse(product.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('makes the signed-in seller the seller of the product, without images too', async () => {
    actAs(actors.seller);
    const id = await createProduct(input());
    const product = await getProduct(id);
    expect(product.seller).toMatchObject({ id: SELLER_ID, name: 'Budi Santoso' });
    expect(product.images).toEqual([]);
  });

  it("refuses a buyer: 'Error creating product: <cause>'", async () => {
    actAs(actors.buyer);
    await expect(createProduct(input())).rejects.toThrow(
      /^Error creating product: new row violates row-level security policy/,
    );
    await expect(createProduct(input(), [pngFile()])).rejects.toThrow(/^Error creating product: .+/);
  });

  it('removes the uploaded files again when the insert fails', async () => {
    actAs(actors.seller);
    const before = await objectNames(actors.server, 'products');
    await expect(createProduct(input({ categoryId: 999_999 }), [pngFile()])).rejects.toThrow(
      /^Error creating product: .+/,
    );
    expect(await objectNames(actors.server, 'products')).toEqual(before);
  });

  it('refuses a file type the bucket does not take', async () => {
    actAs(actors.seller);
    await expect(createProduct(input(), [gifFile()])).rejects.toThrow(
      'Error creating product: mime type image/gif is not supported',
    );
  });

  it("answers 'Product not found' for an id that does not exist", async () => {
    actAs(actors.anon);
    await expect(getProduct(987_654)).rejects.toThrow(/^Product not found$/);
  });

  it("wraps a failing read as 'Error getting product: <cause>'", async () => {
    actAs(actors.anon);
    actAs(actors.broken);
    await expect(getProduct(1)).rejects.toThrow(/^Error getting product: .+/);
  });
});

describe('getProducts / getSellerProducts / countProducts', () => {
  it('lists every product newest first, with the seller name', async () => {
    actAs(actors.seller);
    const id = await createProduct(input({ name: 'Produk Terbaru Uji' }));
    actAs(actors.anon);
    const products = await getProducts();
    expect(products[0]).toMatchObject({ id, name: 'Produk Terbaru Uji', seller: { name: 'Budi Santoso' } });
    const times = products.map((p) => Date.parse(p.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(await countProducts()).toBe(products.length);
  });

  it("lists only one seller's products", async () => {
    actAs(actors.anon);
    const mine = await getSellerProducts(SELLER_ID);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => p.seller.id === SELLER_ID)).toBe(true);
    expect(await countProducts(SELLER_ID)).toBe(mine.length);
  });

  it("wraps a failing list as 'Error getting products: <cause>'", async () => {
    actAs(actors.broken);
    await expect(getProducts()).rejects.toThrow(/^Error getting products: .+/);
    await expect(getSellerProducts(SELLER_ID)).rejects.toThrow(/^Error getting products: .+/);
    await expect(countProducts()).rejects.toThrow(/^Error getting products: .+/);
  });
});

describe('updateProduct', () => {
  it('keeps the kept images, appends the new ones, sets updated_at and removes the dropped file', async () => {
    actAs(actors.seller);
    const id = await createProduct(input(), [pngFile('a.png'), pngFile('b.png')]);
    const before = await getProduct(id);
    const [keep, drop] = before.images as [string, string];
    await new Promise((resolve) => setTimeout(resolve, 20));

    await updateProduct(
      id,
      input({ name: 'Nama Baru Uji', priceRupiah: 135000, stock: 7, categoryId: 9 }),
      [webpFile('c.webp')],
      [keep],
    );

    const after = await getProduct(id);
    expect(after).toMatchObject({
      name: 'Nama Baru Uji',
      price: 9,
      stock: 7,
      category: 'BBM Fresh Catalyst',
      division: 'Teknologi Ramah Lingkungan',
    });
    expect(after.images).toHaveLength(2);
    expect(after.images[0]).toBe(keep);
    expect(after.images[1]).toMatch(/\.webp$/);
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(after.createdAt).toBe(before.createdAt);
    expect(await statusOf(actors.server, keep)).toBe(200);
    expect(await statusOf(actors.server, after.images[1]!)).toBe(200);
    expect(await statusOf(actors.server, drop)).toBe(400);
  });

  it("refuses another seller's product: 'Error updating product: ...', nothing changes", async () => {
    actAs(actors.seller);
    const id = await createProduct(input({ name: 'Milik Budi' }), [pngFile()]);
    const original = await getProduct(id);
    const files = await objectNames(actors.server, 'products');

    actAs(actors.seller2);
    await expect(updateProduct(id, input({ name: 'Dibajak' }), [pngFile()], [])).rejects.toThrow(
      `Error updating product: permission denied for product ${id}`,
    );
    actAs(actors.buyer);
    await expect(updateProduct(id, input({ name: 'Dibajak' }), [], [])).rejects.toThrow(
      /^Error updating product: /,
    );
    expect(await getProduct(id)).toEqual(original);
    expect(await objectNames(actors.server, 'products')).toEqual(files);
  });

  it("lets an admin change any seller's product", async () => {
    actAs(actors.admin);
    const [seeded] = await getSellerProducts(SELLER_ID);
    await updateProduct(seeded!.id, input({ name: 'Diubah Admin' }), [], seeded!.images);
    const after = await getProduct(seeded!.id);
    expect(after).toMatchObject({
      name: 'Diubah Admin',
      seller: { id: SELLER_ID },
      images: seeded!.images,
    });
  });

  it("answers 'Error updating product: Product not found' for a missing id", async () => {
    actAs(actors.admin);
    await expect(updateProduct(987_654, input(), [], [])).rejects.toThrow(
      'Error updating product: Product not found',
    );
  });
});

describe('deleteProduct', () => {
  it('deletes the row and every stored file of the product', async () => {
    actAs(actors.seller);
    const id = await createProduct(input(), [pngFile(), webpFile()]);
    const { images } = await getProduct(id);
    await deleteProduct(id);
    await expect(getProduct(id)).rejects.toThrow('Product not found');
    for (const url of images) expect(await statusOf(actors.server, url)).toBe(400);
  });

  it('lets an admin delete a seeded product and its seeded image (URL on another port)', async () => {
    actAs(actors.admin);
    const [seeded] = await getSellerProducts(SELLER_ID);
    expect(await statusOf(actors.server, seeded!.images[0]!)).toBe(200);
    await deleteProduct(seeded!.id);
    expect(await statusOf(actors.server, seeded!.images[0]!)).toBe(400);
  });

  it("refuses another seller and a buyer: 'Error deleting product: ...', the product and its files stay", async () => {
    actAs(actors.seller);
    const id = await createProduct(input(), [pngFile()]);
    const { images } = await getProduct(id);
    for (const client of [actors.seller2, actors.buyer]) {
      actAs(client);
      await expect(deleteProduct(id)).rejects.toThrow(
        `Error deleting product: permission denied for product ${id}`,
      );
    }
    actAs(actors.anon);
    expect((await getProduct(id)).images).toEqual(images);
    expect(await statusOf(actors.server, images[0]!)).toBe(200);
  });

  it("answers 'Error deleting product: Product not found' for a missing id", async () => {
    actAs(actors.admin);
    await expect(deleteProduct(987_654)).rejects.toThrow('Error deleting product: Product not found');
  });
});
