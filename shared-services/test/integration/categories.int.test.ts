import {
  countCategories,
  createCategory,
  deleteCategory,
  getCategories,
  getCategory,
  updateCategory,
} from '../../src/features/categories/category-service';
import { createProduct, getProduct } from '../../src/features/products/product-service';
import { actAs, startActors, type Actors } from './backoffice-fixtures';

let actors: Actors;
beforeAll(async () => {
  actors = await startActors();
}, 120_000);
afterAll(async () => actors?.server.stop());

const unique = (name: string) => `${name} ${Math.random().toString(36).slice(2, 8)}`;

describe('categories', () => {
  it('creates, reads, lists newest first, updates with updated_at and deletes (admin)', async () => {
    actAs(actors.admin);
    const name = unique('Rumput Laut');
    const id = await createCategory({ name, division: 'Perikanan', description: '  Hasil laut  ' });
    const created = await getCategory(id);
    expect(created).toMatchObject({ id, name, division: 'Perikanan', description: 'Hasil laut' });

    const list = await getCategories();
    expect(list[0]!.id).toBe(id);
    expect(list).toHaveLength(10);
    expect(await countCategories()).toBe(10);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await updateCategory(id, { name: `${name} Kering`, division: 'Pertanian', description: '' });
    const updated = await getCategory(id);
    expect(updated).toMatchObject({ name: `${name} Kering`, division: 'Pertanian', description: null });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    await deleteCategory(id);
    await expect(getCategory(id)).rejects.toThrow(/^Category not found$/);
  });

  it("moves a category's products along when it is renamed or moved to another division", async () => {
    actAs(actors.admin);
    const id = await createCategory({ name: unique('Sementara'), division: 'Perikanan' });
    const productId = await createProduct({
      name: 'Produk Kategori Uji',
      priceRupiah: 15000,
      categoryId: id,
      description: 'x',
      stock: 1,
    });
    await updateCategory(id, { name: 'Kategori Pindah Uji', division: 'Pertanian' });
    expect(await getProduct(productId)).toMatchObject({
      category: 'Kategori Pindah Uji',
      division: 'Pertanian',
    });
    await expect(deleteCategory(id)).rejects.toThrow(/^Error deleting category: .*foreign key/);
  });

  it("refuses sellers and buyers: 'Error creating/updating/deleting category: ...'", async () => {
    for (const client of [actors.seller, actors.buyer]) {
      actAs(client);
      await expect(createCategory({ name: unique('Liar'), division: 'Pertanian' })).rejects.toThrow(
        /^Error creating category: new row violates row-level security policy/,
      );
      await expect(updateCategory(1, { name: 'Dibajak', division: 'Pertanian' })).rejects.toThrow(
        'Error updating category: permission denied for category 1',
      );
      await expect(deleteCategory(1)).rejects.toThrow(
        'Error deleting category: permission denied for category 1',
      );
    }
    actAs(actors.anon);
    expect((await getCategory(1)).name).toBe('Ikan Segar');
  });

  it('refuses a duplicate name and a missing division', async () => {
    actAs(actors.admin);
    await expect(createCategory({ name: 'Ikan Segar', division: 'Perikanan' })).rejects.toThrow(
      /^Error creating category: .*duplicate key/,
    );
    await expect(
      createCategory({ name: unique('X'), division: 'Peternakan' as 'Perikanan' }),
    ).rejects.toThrow(/^Error creating category: .+/);
  });

  it("answers 'Category not found' and the not-found update/delete errors", async () => {
    actAs(actors.admin);
    await expect(getCategory(987_654)).rejects.toThrow(/^Category not found$/);
    await expect(updateCategory(987_654, { name: 'X', division: 'Perikanan' })).rejects.toThrow(
      'Error updating category: Category not found',
    );
    await expect(deleteCategory(987_654)).rejects.toThrow('Error deleting category: Category not found');
  });

  it("wraps failing reads: 'Error getting category: ...', 'Error getting categories: ...'", async () => {
    actAs(actors.broken);
    await expect(getCategory(1)).rejects.toThrow(/^Error getting category: .+/);
    await expect(getCategories()).rejects.toThrow(/^Error getting categories: .+/);
    await expect(countCategories()).rejects.toThrow(/^Error getting categories: .+/);
  });
});
