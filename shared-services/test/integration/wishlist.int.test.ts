import { getCatalogProducts } from '../../src/features/catalog/catalog-service';
import {
  addToWishlist,
  getWishlist,
  getWishlistProductIds,
  removeFromWishlist,
} from '../../src/features/wishlist/wishlist-service';
import { actAs, startActors, type Actors } from './backoffice-fixtures';

const BUYER_ID = 'a1a1a1a1-0000-4000-8000-000000000003';

let actors: Actors;
let productIds: number[];
beforeAll(async () => {
  actors = await startActors();
  actAs(actors.anon);
  productIds = (await getCatalogProducts({ pageSize: 3 })).items.map((p) => p.id);
}, 120_000);
afterAll(async () => actors?.server.stop());

describe('wishlist', () => {
  it('starts empty, then keeps what the buyer saves, most recent first', async () => {
    actAs(actors.buyer);
    expect(await getWishlistProductIds()).toEqual([]);
    expect(await getWishlist()).toEqual([]);

    await addToWishlist(productIds[0]!);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await addToWishlist(productIds[1]!);
    await addToWishlist(productIds[1]!); // twice is fine

    expect(await getWishlistProductIds()).toEqual([productIds[1], productIds[0]]);
    const products = await getWishlist();
    expect(products.map((p) => p.id)).toEqual([productIds[1], productIds[0]]);
    expect(products[0]).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      image: expect.any(String),
    });
  });

  it('removes an item, and removing it again is no error', async () => {
    actAs(actors.buyer);
    await removeFromWishlist(productIds[0]!);
    await removeFromWishlist(productIds[0]!);
    expect(await getWishlistProductIds()).toEqual([productIds[1]]);
  });

  it('is private: another user sees and removes none of it', async () => {
    actAs(actors.seller);
    expect(await getWishlistProductIds()).toEqual([]);
    await removeFromWishlist(productIds[1]!);
    const { error } = await actors.seller
      .from('wishlist_items')
      .insert({ user_id: BUYER_ID, product_id: productIds[2]! });
    expect(error?.code).toBe('42501');
    actAs(actors.buyer);
    expect(await getWishlistProductIds()).toEqual([productIds[1]]);
  });

  it('is not available to a visitor who is not signed in', async () => {
    actAs(actors.anon);
    await expect(addToWishlist(productIds[0]!)).rejects.toThrow('Not signed in');
    const { error } = await actors.anon.from('wishlist_items').select('*');
    expect(error?.code).toBe('42501');
  });

  it('drops a deleted product from the wishlist', async () => {
    const { data, error } = await actors.admin
      .from('products')
      .insert({ name: 'Produk Sementara', price: 1, category_id: 4 })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = data!.id;
    actAs(actors.buyer);
    await addToWishlist(id);
    expect(await getWishlistProductIds()).toContain(id);
    await actors.admin.from('products').delete().eq('id', id);
    expect(await getWishlistProductIds()).not.toContain(id);
  });

  it('reports failures as Error updating wishlist / Error getting wishlist', async () => {
    actAs(actors.buyer);
    await expect(addToWishlist(999999)).rejects.toThrow(/^Error updating wishlist: /);
    await expect(addToWishlist(Number('abc'))).rejects.toThrow(/invalid product id/);
    actAs(actors.broken);
    await expect(getWishlist()).rejects.toThrow(/^Error getting wishlist: /);
  });
});
