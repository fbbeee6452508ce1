/**
 * Reading reviews on the product page (supabase/migrations/20261126000018_review_reads.sql) through the real
 * supabase-js client: product_review_stats counts a product's visible reviews per star for anyone, hidden
 * ones never (not even for their author, who still reads the row), and a review's author name is readable
 * with it. Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, must, unique } from './rls/clients';

const world = useSignedInWorld();

async function newProduct(): Promise<number> {
  const row = await must(
    world.service
      .from('products')
      .insert({
        name: unique('Produk Statistik'),
        price: 2,
        category_id: 1,
        description: 'uji',
        seller_id: ACCOUNTS.seller.id,
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

/** a received line of one unit of the product, bought by the demo buyer yesterday; the line's id */
async function receivedLine(productId: number): Promise<number> {
  const order = await world.sql<{ id: string }>(
    `insert into public.orders (order_number, buyer_id, status, payment_method, recipient_name, phone, street,
                                kelurahan, kecamatan, city, province, postal_code)
     values ($1, $2, 'selesai', 'cod', 'Dewi', '081234567890', 'Jl. Melati', 'Cihapit', 'Bandung Wetan',
             'Kota Bandung', 'Jawa Barat', '40114') returning id`,
    [unique('ST'), ACCOUNTS.buyer.id],
  );
  const shipment = await world.sql<{ id: number }>(
    `insert into public.order_shipments (order_id, seller_id, status, subtotal, released_at, shipped_at, received_at)
     values ($1, $2, 'diterima', 30000, now(), now(), now() - interval '1 day') returning id`,
    [order.rows[0]!.id, ACCOUNTS.seller.id],
  );
  const line = await world.sql<{ id: number }>(
    `insert into public.order_items (order_id, product_id, seller_id, product_name, unit_price, quantity, shipment_id)
     values ($1, $2, $3, 'Produk Statistik', 30000, 1, $4) returning id`,
    [order.rows[0]!.id, productId, ACCOUNTS.seller.id, shipment.rows[0]!.id],
  );
  return Number(line.rows[0]!.id);
}

async function review(productId: number, rating: number): Promise<number> {
  const { data, error } = await world.as.buyer.rpc('submit_review', {
    order_item_id: await receivedLine(productId),
    rating,
    body: `Bintang ${rating}`,
  });
  expect(error).toBeNull();
  return (data as { id: number }).id;
}

async function stats(client: SupabaseClient, productId: number) {
  const { data, error } = await client.rpc('product_review_stats', { product_id: productId });
  expect(error).toBeNull();
  return data as { stars: number; reviews: number }[];
}

describe('product_review_stats', () => {
  it('gives every star from 5 to 1 with its count of visible reviews, to anyone', async () => {
    const productId = await newProduct();
    expect(await stats(world.as.anon, productId)).toEqual([
      { stars: 5, reviews: 0 },
      { stars: 4, reviews: 0 },
      { stars: 3, reviews: 0 },
      { stars: 2, reviews: 0 },
      { stars: 1, reviews: 0 },
    ]);
    await review(productId, 5);
    await review(productId, 5);
    const hidden = await review(productId, 2);
    const counts = (rows: { stars: number; reviews: number }[]) => rows.map((row) => Number(row.reviews));
    expect(counts(await stats(world.as.anon, productId))).toEqual([2, 0, 0, 1, 0]);

    const { error } = await world.as.admin.rpc('moderate_review', {
      review_id: hidden,
      hidden: true,
      reason: 'Spam',
    });
    expect(error).toBeNull();
    for (const actor of ['anon', 'buyer', 'admin'] as const)
      expect(counts(await stats(world.as[actor], productId))).toEqual([2, 0, 0, 0, 0]);
    // the author still reads the hidden row itself
    const own = await must(world.as.buyer.from('product_reviews').select('id, hidden').eq('id', hidden));
    expect(own).toEqual([{ id: hidden, hidden: true }]);
  });

  it("lets anyone read the visible reviews with their author's name, newest first", async () => {
    const productId = await newProduct();
    const first = await review(productId, 4);
    const second = await review(productId, 3);
    const rows = await must(
      world.as.anon
        .from('product_reviews')
        .select('id, rating, author:profiles!product_reviews_author_id_fkey(full_name)')
        .eq('product_id', productId)
        .eq('hidden', false)
        .order('created_at', { ascending: false })
        .order('id', { ascending: false }),
    );
    expect(rows).toEqual([
      { id: second, rating: 3, author: { full_name: 'Dewi Lestari' } },
      { id: first, rating: 4, author: { full_name: 'Dewi Lestari' } },
    ]);
  });
});
