/**
 * Verified reviews (supabase/migrations/20261126000016_reviews.sql) through the real supabase-js client as
 * anon, buyers, sellers and an admin: only the buyer of a received line reviews it, once, within 30 days;
 * the author edits once; the product's seller replies once; admins hide and restore; a user reports once;
 * products.rating and products.reviews follow the visible reviews and no client writes them.
 *
 * Received lines are made directly through the admin database connection (an order, its shipment and one
 * line), so the review rules are tested apart from the order flow. Every effect is checked through the
 * service-role client. Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, PASSWORD, PNG_1X1, makeClient, must, unique } from './rls/clients';

interface Review {
  id: number;
  order_item_id: number;
  product_id: number;
  author_id: string;
  rating: number;
  body: string;
  photos: string[];
  edit_count: number;
  edited_at: string | null;
  hidden: boolean;
  hidden_reason: string | null;
  reply: string | null;
  replied_at: string | null;
}

interface RpcError {
  code: string;
  message: string;
  details: string | null;
}

interface Buyer {
  client: SupabaseClient;
  id: string;
}

const SELLER = ACCOUNTS.seller.id;

const world = useSignedInWorld();

// ---------------------------------------------------------------------------------------------
// fixtures (service role and the admin database connection)
// ---------------------------------------------------------------------------------------------

async function newBuyer(): Promise<Buyer> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const { data, error } = await world.server.signUpConfirmed(client, {
    email: `${unique('pengulas')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: 'Pembeli Pengulas', role: 'buyer' } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id };
}

async function newProduct(): Promise<number> {
  const row = await must(
    world.service
      .from('products')
      .insert({
        name: unique('Produk Ulasan'),
        price: 2,
        category_id: 1,
        description: 'uji',
        seller_id: SELLER,
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

/** one order of `buyerId` with one line of `productId` in a shipment of the given status; the line's id */
async function orderLine(
  buyerId: string,
  productId: number,
  status: 'diterima' | 'dikirim' = 'diterima',
  receivedDaysAgo = 1,
): Promise<number> {
  const order = await world.sql<{ id: string }>(
    `insert into public.orders (order_number, buyer_id, status, payment_method, recipient_name, phone, street,
                                kelurahan, kecamatan, city, province, postal_code)
     values ($1, $2, $3, 'cod', 'Dewi', '081234567890', 'Jl. Melati', 'Cihapit', 'Bandung Wetan',
             'Kota Bandung', 'Jawa Barat', '40114') returning id`,
    [unique('UL'), buyerId, status === 'diterima' ? 'selesai' : 'dikirim'],
  );
  const orderId = order.rows[0]!.id;
  const shipment = await world.sql<{ id: number }>(
    `insert into public.order_shipments (order_id, seller_id, status, subtotal, released_at, shipped_at, received_at)
     values ($1, $2, $3, 30000, now(), now(),
             case when $3 = 'diterima' then now() - make_interval(days => $4::int) end) returning id`,
    [orderId, SELLER, status, receivedDaysAgo],
  );
  const line = await world.sql<{ id: number }>(
    `insert into public.order_items (order_id, product_id, seller_id, product_name, unit_price, quantity, shipment_id)
     values ($1, $2, $3, 'Produk Ulasan', 30000, 1, $4) returning id`,
    [orderId, productId, SELLER, shipment.rows[0]!.id],
  );
  return Number(line.rows[0]!.id);
}

async function figures(productId: number): Promise<{ rating: number; reviews: number }> {
  const row = (await must(
    world.service.from('products').select('rating, reviews').eq('id', productId).single(),
  )) as {
    rating: number;
    reviews: number;
  };
  return { rating: Number(row.rating), reviews: row.reviews };
}

async function reviewRow(id: number): Promise<Review | null> {
  const { data } = await world.service.from('product_reviews').select('*').eq('id', id).maybeSingle();
  return data as Review | null;
}

function submit(
  client: SupabaseClient,
  orderItemId: number,
  rating: number,
  body = '',
  photos: string[] = [],
) {
  return client.rpc('submit_review', {
    order_item_id: orderItemId,
    rating,
    body,
    photos,
  }) as unknown as Promise<{
    data: Review | null;
    error: RpcError | null;
  }>;
}

function edit(client: SupabaseClient, reviewId: number, rating: number, body = '') {
  return client.rpc('edit_review', { review_id: reviewId, rating, body }) as unknown as Promise<{
    data: Review | null;
    error: RpcError | null;
  }>;
}

function moderate(client: SupabaseClient, reviewId: number, hidden: boolean, reason?: string) {
  return client.rpc('moderate_review', { review_id: reviewId, hidden, reason }) as unknown as Promise<{
    data: Review | null;
    error: RpcError | null;
  }>;
}

/** a buyer with one review of a fresh product */
async function reviewed(rating = 4) {
  const buyer = await newBuyer();
  const productId = await newProduct();
  const line = await orderLine(buyer.id, productId);
  const { data, error } = await submit(buyer.client, line, rating, 'Bagus');
  expect(error).toBeNull();
  return { buyer, productId, line, review: data! };
}

// ---------------------------------------------------------------------------------------------
// writing a review
// ---------------------------------------------------------------------------------------------
describe('the seed', () => {
  it('dates every seller reply after its review, and before now', async () => {
    const { data, error } = await world.service
      .from('product_reviews')
      .select('created_at, replied_at')
      .not('replied_at', 'is', null);
    expect(error).toBeNull();
    const replies = (data ?? []) as { created_at: string; replied_at: string }[];
    expect(replies.length).toBeGreaterThan(0);
    const misdated = replies.filter(
      (review) =>
        new Date(review.replied_at) <= new Date(review.created_at) ||
        new Date(review.replied_at) > new Date(),
    );
    expect(misdated).toEqual([]);
  });
});

describe('submit_review', () => {
  it('lets the buyer of a received line review it once, and the product figures follow', async () => {
    const buyer = await newBuyer();
    const productId = await newProduct();
    const line = await orderLine(buyer.id, productId);
    expect(await figures(productId)).toEqual({ rating: 0, reviews: 0 });

    const first = await submit(buyer.client, line, 4, '  Beras pulen, kirim cepat  ');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({
      rating: 4,
      body: 'Beras pulen, kirim cepat',
      author_id: buyer.id,
      edit_count: 0,
    });
    expect(await figures(productId)).toEqual({ rating: 4, reviews: 1 });

    const again = await submit(buyer.client, line, 5);
    expect(again.error).toMatchObject({
      code: 'KP010',
      message: 'Anda sudah memberi ulasan untuk barang ini',
    });
    expect(await figures(productId)).toEqual({ rating: 4, reviews: 1 });
  });

  it('averages the visible reviews of several lines to one decimal', async () => {
    const productId = await newProduct();
    for (const stars of [5, 4, 4]) {
      const buyer = await newBuyer();
      expect((await submit(buyer.client, await orderLine(buyer.id, productId), stars)).error).toBeNull();
    }
    expect(await figures(productId)).toEqual({ rating: 4.3, reviews: 3 });
  });

  it('refuses a line not yet received, someone else’s line, anon and the seller', async () => {
    const buyer = await newBuyer();
    const productId = await newProduct();
    const sent = await orderLine(buyer.id, productId, 'dikirim');
    expect((await submit(buyer.client, sent, 5)).error).toMatchObject({
      code: 'KP009',
      message: 'Hanya pembeli yang sudah menerima barang ini yang dapat memberi ulasan',
    });
    const theirs = await orderLine(ACCOUNTS.buyer.id, productId);
    expect((await submit(buyer.client, theirs, 5)).error?.code).toBe('KP009');
    expect((await submit(world.as.seller, theirs, 5)).error?.code).toBe('KP009');
    expect((await submit(world.as.anon, theirs, 5)).error).not.toBeNull();
    expect((await submit(buyer.client, 987654321, 5)).error?.code).toBe('KP009');
    expect(await figures(productId)).toEqual({ rating: 0, reviews: 0 });
  });

  it('refuses a review more than 30 days after receipt', async () => {
    const buyer = await newBuyer();
    const productId = await newProduct();
    const late = await orderLine(buyer.id, productId, 'diterima', 31);
    expect((await submit(buyer.client, late, 5)).error).toMatchObject({
      code: 'KP011',
      message: 'Batas waktu ulasan (30 hari setelah barang diterima) sudah lewat',
    });
    expect(
      (await submit(buyer.client, await orderLine(buyer.id, productId, 'diterima', 29), 5)).error,
    ).toBeNull();
  });

  it('refuses stars outside 1 to 5, text over 1,000 characters and bad photos', async () => {
    const buyer = await newBuyer();
    const line = await orderLine(buyer.id, await newProduct());
    for (const stars of [0, 6, -1]) {
      expect((await submit(buyer.client, line, stars)).error).toMatchObject({
        code: '22023',
        details: 'rating',
      });
    }
    expect((await submit(buyer.client, line, 3.5)).error).not.toBeNull();
    expect((await submit(buyer.client, line, 5, 'a'.repeat(1001))).error).toMatchObject({
      code: '22023',
      message: 'Ulasan paling banyak 1.000 karakter',
    });
    const four = [1, 2, 3, 4].map((n) => `${buyer.id}/foto-${n}.png`);
    expect((await submit(buyer.client, line, 5, '', four)).error).toMatchObject({
      code: '22023',
      details: 'photos',
    });
    expect((await submit(buyer.client, line, 5, '', [`${SELLER}/bukan-milik.png`])).error?.code).toBe(
      '22023',
    );
    expect((await submit(buyer.client, line, 5, '', ['../x.png'])).error?.code).toBe('22023');
    expect((await submit(buyer.client, line, 5, '', [`${buyer.id}/..`])).error?.code).toBe('22023');

    const ok = await submit(buyer.client, line, 5, 'a'.repeat(1000), four.slice(0, 3));
    expect(ok.error).toBeNull();
    expect(ok.data!.photos).toHaveLength(3);
  });

  it('stores photos in the public review-photos bucket, under the author’s own folder only', async () => {
    const buyer = await newBuyer();
    const mine = await buyer.client.storage
      .from('review-photos')
      .upload(`${buyer.id}/${unique('foto')}.png`, PNG_1X1, { contentType: 'image/png' });
    expect(mine.error).toBeNull();
    const theirs = await buyer.client.storage
      .from('review-photos')
      .upload(`${SELLER}/${unique('foto')}.png`, PNG_1X1, { contentType: 'image/png' });
    expect(theirs.error).not.toBeNull();
    const text = await buyer.client.storage
      .from('review-photos')
      .upload(`${buyer.id}/${unique('teks')}.txt`, Buffer.from('halo'), { contentType: 'text/plain' });
    expect(text.error).not.toBeNull();
    const { data: bucket } = await world.service.storage.getBucket('review-photos');
    expect(bucket).toMatchObject({ public: true, file_size_limit: 5000000 });
  });

  it('keeps the counts exact when reviews of one product arrive at once', async () => {
    const productId = await newProduct();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => newBuyer()));
    const lines = await Promise.all(buyers.map((b) => orderLine(b.id, productId)));
    const results = await Promise.all(buyers.map((b, i) => submit(b.client, lines[i]!, (i % 5) + 1)));
    expect(results.map((r) => r.error)).toEqual(buyers.map(() => null));
    // stars 1 to 5 twice: 30 / 10
    expect(await figures(productId)).toEqual({ rating: 3, reviews: 10 });
  });
});

// ---------------------------------------------------------------------------------------------
// editing, replying, moderating, reporting
// ---------------------------------------------------------------------------------------------
describe('after the review', () => {
  it('lets the author edit once; a second edit and other users are refused', async () => {
    const { buyer, productId, review } = await reviewed(2);
    expect((await edit(world.as.buyer, review.id, 5)).error?.code).toBe('KP012');
    const first = await edit(buyer.client, review.id, 5, 'Ternyata bagus');
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ rating: 5, body: 'Ternyata bagus', edit_count: 1 });
    expect(first.data!.edited_at).not.toBeNull();
    expect(await figures(productId)).toEqual({ rating: 5, reviews: 1 });

    expect((await edit(buyer.client, review.id, 1)).error).toMatchObject({
      code: 'KP010',
      message: 'Ulasan hanya dapat diubah satu kali',
    });
    expect((await reviewRow(review.id))!.rating).toBe(5);
  });

  it('lets only the product’s seller reply, once', async () => {
    const { review } = await reviewed();
    for (const actor of ['buyer', 'seller2'] as const) {
      expect(
        (await world.as[actor].rpc('reply_review', { review_id: review.id, reply: 'Halo' })).error?.code,
      ).toBe('42501');
    }
    const first = await world.as.seller.rpc('reply_review', { review_id: review.id, reply: 'Terima kasih!' });
    expect(first.error).toBeNull();
    expect(await reviewRow(review.id)).toMatchObject({ reply: 'Terima kasih!' });
    const again = await world.as.seller.rpc('reply_review', { review_id: review.id, reply: 'Lagi' });
    expect(again.error).toMatchObject({ code: 'KP010', message: 'Ulasan ini sudah dibalas' });
    expect((await reviewRow(review.id))!.reply).toBe('Terima kasih!');
  });

  it('lets admins hide (with a reason) and restore a review, and the product figures follow', async () => {
    const { buyer, productId, review } = await reviewed(2);
    const other = await newBuyer();
    expect((await submit(other.client, await orderLine(other.id, productId), 4)).error).toBeNull();
    expect(await figures(productId)).toEqual({ rating: 3, reviews: 2 });

    expect((await moderate(world.as.seller, review.id, true, 'spam')).error?.code).toBe('42501');
    expect((await moderate(buyer.client, review.id, true, 'spam')).error?.code).toBe('42501');
    expect((await moderate(world.as.admin, review.id, true)).error).toMatchObject({
      code: '22023',
      details: 'reason',
    });

    const hidden = await moderate(world.as.admin, review.id, true, 'Berisi kata kasar');
    expect(hidden.error).toBeNull();
    expect(await reviewRow(review.id)).toMatchObject({ hidden: true, hidden_reason: 'Berisi kata kasar' });
    expect(await figures(productId)).toEqual({ rating: 4, reviews: 1 });

    // anon and other users no longer see it; its author and admins still do
    const visibleTo = async (client: SupabaseClient): Promise<number[]> => {
      const { data } = await client.from('product_reviews').select('id').eq('product_id', productId);
      return ((data ?? []) as { id: number }[]).map((r) => r.id);
    };
    expect(await visibleTo(world.as.anon)).not.toContain(review.id);
    expect(await visibleTo(other.client)).not.toContain(review.id);
    expect(await visibleTo(buyer.client)).toContain(review.id);
    expect(await visibleTo(world.as.admin)).toContain(review.id);

    expect((await moderate(world.as.admin, review.id, false)).error).toBeNull();
    expect(await reviewRow(review.id)).toMatchObject({ hidden: false, hidden_reason: null });
    expect(await figures(productId)).toEqual({ rating: 3, reviews: 2 });
    expect(await visibleTo(world.as.anon)).toContain(review.id);
  });

  it('follows a deleted review too', async () => {
    const { productId, review } = await reviewed(5);
    await must(world.service.from('product_reviews').delete().eq('id', review.id));
    expect(await figures(productId)).toEqual({ rating: 0, reviews: 0 });
  });

  it('lets a signed-in user report a review once, and only the reporter and admins read the report', async () => {
    const { review } = await reviewed();
    const report = (client: SupabaseClient, reason = 'Tidak sesuai') =>
      client.rpc('report_review', { review_id: review.id, reason });
    expect((await report(world.as.anon)).error).not.toBeNull();
    expect((await report(world.as.buyer, '  ')).error).toMatchObject({ code: '22023', details: 'reason' });
    expect((await report(world.as.buyer)).error).toBeNull();
    expect((await report(world.as.buyer)).error).toMatchObject({
      code: 'KP010',
      message: 'Anda sudah melaporkan ulasan ini',
    });
    expect((await report(world.as.seller2)).error).toBeNull();

    const readBy = async (client: SupabaseClient) =>
      ((await client.from('review_reports').select('reporter_id').eq('review_id', review.id)).data ?? [])
        .length;
    expect(await readBy(world.as.buyer)).toBe(1);
    expect(await readBy(world.as.admin)).toBe(2);
    expect(await readBy(world.as.anon)).toBe(0);
    expect(await readBy(world.as.seller)).toBe(0);
  });
});

// ---------------------------------------------------------------------------------------------
// nothing written around the functions
// ---------------------------------------------------------------------------------------------
describe('direct writes', () => {
  it.each(['anon', 'buyer', 'seller', 'admin'] as const)(
    '%s cannot write reviews or reports directly',
    async (actor) => {
      const { buyer, line, review } = await reviewed(3);
      await world.as[actor]
        .from('product_reviews')
        .update({ rating: 5, hidden: false, reply: 'x', replied_at: new Date().toISOString() })
        .eq('id', review.id);
      await world.as[actor].from('product_reviews').delete().eq('id', review.id);
      await buyer.client.from('product_reviews').update({ edit_count: 0, rating: 1 }).eq('id', review.id);
      expect(await reviewRow(review.id)).toMatchObject({ rating: 3, edit_count: 0, reply: null });
      const insert = await world.as[actor]
        .from('product_reviews')
        .insert({ order_item_id: line, product_id: review.product_id, author_id: buyer.id, rating: 5 });
      expect(insert.error).not.toBeNull();
      const reportInsert = await world.as[actor]
        .from('review_reports')
        .insert({ review_id: review.id, reporter_id: buyer.id, reason: 'x' });
      expect(reportInsert.error).not.toBeNull();
    },
  );

  it.each(['buyer', 'seller', 'admin'] as const)(
    '%s cannot write products.rating or products.reviews',
    async (actor) => {
      const productId = await newProduct();
      const client = world.as[actor];
      const { error } = await client.from('products').update({ rating: 5, reviews: 999 }).eq('id', productId);
      if (actor !== 'buyer') expect(error).toMatchObject({ code: '42501' });
      expect(await figures(productId)).toEqual({ rating: 0, reviews: 0 });
      // a new product from a client starts at 0.0 (0)
      if (actor !== 'buyer') {
        const made = await client
          .from('products')
          .insert({
            name: unique('Produk Baru'),
            price: 1,
            category_id: 1,
            description: 'uji',
            seller_id: SELLER,
            rating: 4.9,
          })
          .select('id');
        expect(made.error).toMatchObject({ code: '42501' });
      }
    },
  );

  it('still lets a seller edit their product, also sending the unchanged figures', async () => {
    const productId = await newProduct();
    const { error } = await world.as.seller
      .from('products')
      .update({ name: 'Nama Baru Ulasan', stock: 7, rating: 0, reviews: 0 })
      .eq('id', productId);
    expect(error).toBeNull();
    const row = await must(world.service.from('products').select('name, stock').eq('id', productId).single());
    expect(row).toEqual({ name: 'Nama Baru Ulasan', stock: 7 });
  });

  it('shows the seed figures, which the seed reviews make', async () => {
    const { data } = await world.as.anon
      .from('products')
      .select('rating, reviews')
      .eq('name', 'Beras Organik Pandan Wangi 5 kg');
    expect(data).toEqual([{ rating: 4.9, reviews: 13 }]);
  });

  it('keeps the figures of a product without any review row', async () => {
    const productId = await newProduct();
    await world.sql('update public.products set rating = 4.2, reviews = 7 where id = $1', [productId]);
    expect(await figures(productId)).toEqual({ rating: 4.2, reviews: 7 });
  });
});
