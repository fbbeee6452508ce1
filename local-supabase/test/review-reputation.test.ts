/**
 * Seller rating, reputation and review e-mails (supabase/migrations/20261126000017_review_reputation.sql):
 * profiles.seller_rating / seller_review_count / reputation follow reviews and received shipments, stay
 * exact under concurrent reviews, and no client (admins included) writes them; the seed's catalogue figures
 * are real reviews; moderation and the reminder to review queue one Indonesian mail each.
 *
 * Each test works with a fresh seller (signed up as 'seller') so its figures start at zero. Received lines
 * are made directly through the admin database connection, as in reviews.test.ts. Runs on PGlite by default
 * and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, PASSWORD, makeClient, must, unique } from './rls/clients';

interface RpcError {
  code: string;
  message: string;
  details: string | null;
}

interface User {
  client: SupabaseClient;
  id: string;
  email: string;
}

interface Figures {
  seller_rating: number;
  seller_review_count: number;
  reputation: number;
}

interface Mail {
  recipient: string;
  template: string;
  subject: string;
  body: string;
}

const world = useSignedInWorld();

// ---------------------------------------------------------------------------------------------
// fixtures
// ---------------------------------------------------------------------------------------------

async function newUser(role: 'buyer' | 'seller'): Promise<User> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const email = `${unique(role === 'seller' ? 'penjual' : 'pengulas')}@example.test`.toLowerCase();
  const { data, error } = await world.server.signUpConfirmed(client, {
    email,
    password: PASSWORD,
    options: { data: { full_name: role === 'seller' ? 'Penjual Uji' : 'Pembeli Uji', role } },
  });
  if (error || !data.user) throw new Error(`sign-up failed: ${error?.message ?? 'no user'}`);
  return { client, id: data.user.id, email };
}

async function newProduct(sellerId: string, name = unique('Produk Reputasi')): Promise<number> {
  const row = await must(
    world.service
      .from('products')
      .insert({ name, price: 2, category_id: 1, description: 'uji', seller_id: sellerId })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

/** one order of `buyerId` with one line of `productId`, in a shipment of `sellerId`; line and shipment ids */
async function orderLine(
  buyerId: string,
  sellerId: string,
  productId: number,
  {
    status = 'diterima',
    receivedDaysAgo = 1,
  }: { status?: 'diterima' | 'dikirim'; receivedDaysAgo?: number } = {},
): Promise<{ line: number; shipment: number; orderNumber: string }> {
  const orderNumber = unique('RP');
  const order = await world.sql<{ id: string }>(
    `insert into public.orders (order_number, buyer_id, status, payment_method, recipient_name, phone, street,
                                kelurahan, kecamatan, city, province, postal_code)
     values ($1, $2, $3, 'cod', 'Dewi', '081234567890', 'Jl. Melati', 'Cihapit', 'Bandung Wetan',
             'Kota Bandung', 'Jawa Barat', '40114') returning id`,
    [orderNumber, buyerId, status === 'diterima' ? 'selesai' : 'dikirim'],
  );
  const orderId = order.rows[0]!.id;
  const shipment = await world.sql<{ id: number }>(
    `insert into public.order_shipments (order_id, seller_id, status, subtotal, released_at, shipped_at, received_at)
     values ($1, $2, $3, 30000, now(), now(),
             case when $3 = 'diterima' then now() - make_interval(days => $4::int) end) returning id`,
    [orderId, sellerId, status, receivedDaysAgo],
  );
  const line = await world.sql<{ id: number }>(
    `insert into public.order_items (order_id, product_id, seller_id, product_name, unit_price, quantity, shipment_id)
     values ($1, $2, $3, 'Kopi Uji Reputasi', 30000, 1, $4) returning id`,
    [orderId, productId, sellerId, shipment.rows[0]!.id],
  );
  return { line: Number(line.rows[0]!.id), shipment: Number(shipment.rows[0]!.id), orderNumber };
}

async function figures(userId: string): Promise<Figures> {
  const row = (await must(
    world.service
      .from('profiles')
      .select('seller_rating, seller_review_count, reputation')
      .eq('id', userId)
      .single(),
  )) as Figures;
  return { ...row, seller_rating: Number(row.seller_rating) };
}

function submit(client: SupabaseClient, orderItemId: number, rating: number, body = '') {
  return client.rpc('submit_review', { order_item_id: orderItemId, rating, body }) as unknown as Promise<{
    data: { id: number } | null;
    error: RpcError | null;
  }>;
}

async function review(client: SupabaseClient, orderItemId: number, rating: number): Promise<number> {
  const { data, error } = await submit(client, orderItemId, rating, 'Ulasan uji');
  expect(error).toBeNull();
  return data!.id;
}

async function outbox(recipient: string, template?: string): Promise<Mail[]> {
  const rows = await world.sql<Mail>(
    `select recipient, template, subject, body from public.mail_outbox
      where recipient = $1 and ($2::text is null or template = $2) order by id`,
    [recipient, template ?? null],
  );
  return rows.rows;
}

async function runJobs(): Promise<Record<string, number>> {
  const ran = await world.sql<{ result: Record<string, number> }>('select public.run_order_jobs() as result');
  return ran.rows[0]!.result;
}

// ---------------------------------------------------------------------------------------------
// the seed
// ---------------------------------------------------------------------------------------------
describe('the seed', () => {
  it('backs every product figure with real reviews of received lines', async () => {
    const mismatched = await world.sql(
      `select p.name from public.products p
        left join public.product_reviews r on r.product_id = p.id and not r.hidden
        where p.seller_id in ($1, $2)
        group by p.id
       having count(r.id) = 0 or p.reviews <> count(r.id) or p.rating <> round(avg(r.rating), 1)`,
      [ACCOUNTS.seller.id, ACCOUNTS.seller2.id],
    );
    expect(mismatched.rows).toEqual([]);
    const unbacked = await world.sql(
      `select r.id from public.product_reviews r
         join public.order_items i on i.id = r.order_item_id
         join public.orders o on o.id = i.order_id
         join public.order_shipments s on s.id = i.shipment_id
        where o.buyer_id <> r.author_id or s.status <> 'diterima' or i.product_id <> r.product_id`,
    );
    expect(unbacked.rows).toEqual([]);
    const { data } = await world.as.anon
      .from('products')
      .select('rating, reviews')
      .eq('name', 'Beras Organik Pandan Wangi 5 kg');
    expect(data).toEqual([{ rating: 4.9, reviews: 13 }]);
    const texts = await world.sql<{ replies: number; indonesian: number }>(
      `select count(*) filter (where reply is not null)::int as replies,
              count(*) filter (where body like '%Barang%' or body like '%Kualitas%')::int as indonesian
         from public.product_reviews`,
    );
    expect(texts.rows[0]!.replies).toBeGreaterThan(0);
    expect(texts.rows[0]!.indonesian).toBeGreaterThan(0);
  });

  it('derives the demo sellers’ figures and leaves the demo buyer without orders', async () => {
    for (const seller of [ACCOUNTS.seller.id, ACCOUNTS.seller2.id]) {
      const derived = await world.sql<{ rating: string; reviews: number; reputation: number }>(
        `select round(avg(r.rating), 1)::text as rating, count(*)::int as reviews,
                ((select count(*) from public.order_shipments s where s.seller_id = $1 and s.status = 'diterima')
                 + sum(r.rating - 3))::int as reputation
           from public.product_reviews r join public.products p on p.id = r.product_id
          where p.seller_id = $1 and not r.hidden`,
        [seller],
      );
      const expected = derived.rows[0]!;
      expect(expected.reviews).toBeGreaterThan(50);
      expect(await figures(seller)).toEqual({
        seller_rating: Number(expected.rating),
        seller_review_count: expected.reviews,
        reputation: expected.reputation,
      });
    }
    expect(await figures(ACCOUNTS.seller.id)).toEqual({
      seller_rating: 4.6,
      seller_review_count: 122,
      reputation: 320,
    });
    expect(await figures(ACCOUNTS.admin.id)).toEqual({
      seller_rating: 0,
      seller_review_count: 0,
      reputation: 0,
    });
    const own = await world.as.buyer.from('orders').select('id');
    expect(own).toMatchObject({ error: null, data: [] });
  });
});

// ---------------------------------------------------------------------------------------------
// the derived figures
// ---------------------------------------------------------------------------------------------
describe('seller rating and reputation', () => {
  it('follow received shipments, new reviews, edits, hides, restores and deletes', async () => {
    const seller = await newUser('seller');
    const [beras, kopi] = [await newProduct(seller.id), await newProduct(seller.id)];
    const zero = { seller_rating: 0, seller_review_count: 0, reputation: 0 };
    expect(await figures(seller.id)).toEqual(zero);

    // a shipment on its way is no sale yet; received, it is one
    const alice = await newUser('buyer');
    const sent = await orderLine(alice.id, seller.id, beras, { status: 'dikirim' });
    expect(await figures(seller.id)).toEqual(zero);
    await world.sql(
      `update public.order_shipments set status = 'diterima', received_at = now() where id = $1`,
      [sent.shipment],
    );
    expect(await figures(seller.id)).toEqual({ seller_rating: 0, seller_review_count: 0, reputation: 1 });

    // 5 stars: +2
    const first = await review(alice.client, sent.line, 5);
    expect(await figures(seller.id)).toEqual({ seller_rating: 5, seller_review_count: 1, reputation: 3 });

    // a second product, 2 stars: one more sale, -1
    const bob = await newUser('buyer');
    const second = await review(bob.client, (await orderLine(bob.id, seller.id, kopi)).line, 2);
    expect(await figures(seller.id)).toEqual({ seller_rating: 3.5, seller_review_count: 2, reputation: 3 });

    // edited to 4 stars: (5 + 4) / 2, 2 + 2 + 1
    expect((await bob.client.rpc('edit_review', { review_id: second, rating: 4 })).error).toBeNull();
    expect(await figures(seller.id)).toEqual({ seller_rating: 4.5, seller_review_count: 2, reputation: 5 });

    // a hidden review no longer counts; restored, it does again
    expect(
      (await world.as.admin.rpc('moderate_review', { review_id: first, hidden: true, reason: 'Promosi' }))
        .error,
    ).toBeNull();
    expect(await figures(seller.id)).toEqual({ seller_rating: 4, seller_review_count: 1, reputation: 3 });
    expect(
      (await world.as.admin.rpc('moderate_review', { review_id: first, hidden: false })).error,
    ).toBeNull();
    expect(await figures(seller.id)).toEqual({ seller_rating: 4.5, seller_review_count: 2, reputation: 5 });

    // a seller's reply changes nothing
    expect(
      (await seller.client.rpc('reply_review', { review_id: first, reply: 'Terima kasih!' })).error,
    ).toBeNull();
    expect(await figures(seller.id)).toEqual({ seller_rating: 4.5, seller_review_count: 2, reputation: 5 });

    // a deleted review leaves only its sale
    await must(world.service.from('product_reviews').delete().eq('id', first));
    expect(await figures(seller.id)).toEqual({ seller_rating: 4, seller_review_count: 1, reputation: 3 });

    // 1 star pulls the reputation down, never below 0
    const carol = await newUser('buyer');
    await review(carol.client, (await orderLine(carol.id, seller.id, kopi)).line, 1);
    expect(await figures(seller.id)).toEqual({ seller_rating: 2.5, seller_review_count: 2, reputation: 2 });

    // a deleted product takes its reviews along
    await must(world.service.from('products').delete().eq('id', kopi));
    const after = await figures(seller.id);
    expect(after).toMatchObject({ seller_rating: 0, seller_review_count: 0 });
    // its shipments stay sales
    expect(after.reputation).toBe(3);
    // the buyers' own figures are untouched: reputation comes from selling
    expect(await figures(alice.id)).toEqual(zero);
  });

  it('floors the reputation at 0 and averages stars over all products to one decimal', async () => {
    const seller = await newUser('seller');
    const products = [await newProduct(seller.id), await newProduct(seller.id), await newProduct(seller.id)];
    for (const [i, stars] of [1, 1, 2].entries()) {
      const buyer = await newUser('buyer');
      await review(buyer.client, (await orderLine(buyer.id, seller.id, products[i]!)).line, stars);
    }
    // 3 sales, -2 -2 -1: below zero, so 0; (1 + 1 + 2) / 3 = 1.33
    expect(await figures(seller.id)).toEqual({ seller_rating: 1.3, seller_review_count: 3, reputation: 0 });
  });

  it('stays exact when reviews of two products of one seller arrive at once', async () => {
    const seller = await newUser('seller');
    const products = [await newProduct(seller.id), await newProduct(seller.id)];
    const buyers = await Promise.all(Array.from({ length: 12 }, () => newUser('buyer')));
    const lines = await Promise.all(
      buyers.map(async (b, i) => (await orderLine(b.id, seller.id, products[i % 2]!)).line),
    );
    const stars = buyers.map((_, i) => (i % 5) + 1);
    const results = await Promise.all(buyers.map((b, i) => submit(b.client, lines[i]!, stars[i]!)));
    expect(results.map((r) => r.error)).toEqual(buyers.map(() => null));
    // stars 1..5, 1..5, 1, 2: 33 / 12 = 2.75 -> 2.8; 12 sales + (33 - 36)
    expect(await figures(seller.id)).toEqual({ seller_rating: 2.8, seller_review_count: 12, reputation: 9 });
    const perProduct = await must(
      world.service.from('products').select('id, reviews').in('id', products).order('id'),
    );
    expect((perProduct as { reviews: number }[]).map((p) => p.reviews)).toEqual([6, 6]);
  });
});

// ---------------------------------------------------------------------------------------------
// nobody writes them
// ---------------------------------------------------------------------------------------------
describe('no client writes the derived figures', () => {
  const columns = [{ reputation: 9999 }, { seller_rating: 5 }, { seller_review_count: 500 }];

  it.each(['buyer', 'seller', 'seller2', 'admin'] as const)(
    '%s cannot change their own reputation or seller rating',
    async (actor) => {
      const id = ACCOUNTS[actor].id;
      const before = await figures(id);
      for (const change of columns) {
        const { error } = await world.as[actor].from('profiles').update(change).eq('id', id);
        expect(error).toMatchObject({ code: '42501' });
      }
      expect(await figures(id)).toEqual(before);
    },
  );

  it('an admin cannot change another user’s reputation either, but still changes roles', async () => {
    const target = await newUser('buyer');
    for (const change of columns) {
      const { error } = await world.as.admin.from('profiles').update(change).eq('id', target.id);
      expect(error).toMatchObject({ code: '42501' });
    }
    expect(await figures(target.id)).toEqual({ seller_rating: 0, seller_review_count: 0, reputation: 0 });
    const promoted = await world.as.admin.from('profiles').update({ role: 'seller' }).eq('id', target.id);
    expect(promoted.error).toBeNull();
    // sending the unchanged reputation along with a name is fine
    const named = await target.client
      .from('profiles')
      .update({ full_name: 'Nama Baru', reputation: 0 })
      .eq('id', target.id);
    expect(named.error).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// e-mails
// ---------------------------------------------------------------------------------------------
describe('e-mails', () => {
  it('tells the author once when an admin hides or restores their review, with the reason', async () => {
    const seller = await newUser('seller');
    const name = unique('Madu Hutan Uji');
    const product = await newProduct(seller.id, name);
    const author = await newUser('buyer');
    const id = await review(author.client, (await orderLine(author.id, seller.id, product)).line, 1);
    expect(await outbox(author.email)).toEqual([]);

    const hide = { review_id: id, hidden: true, reason: 'Berisi nomor telepon pribadi' };
    expect((await world.as.admin.rpc('moderate_review', hide)).error).toBeNull();
    // hiding it again changes nothing and sends nothing
    expect((await world.as.admin.rpc('moderate_review', hide)).error).toBeNull();
    const hidden = await outbox(author.email);
    expect(hidden).toHaveLength(1);
    expect(hidden[0]).toMatchObject({
      template: 'ulasan_disembunyikan',
      subject: `Ulasan Anda untuk ${name} disembunyikan`,
    });
    expect(hidden[0]!.body).toContain('Alasan: Berisi nomor telepon pribadi');
    expect(hidden[0]!.body).toContain('kami sembunyikan dari halaman produk');
    expect(hidden[0]!.body).toContain(`{{SITE_URL}}/products/${product}`);

    const restore = { review_id: id, hidden: false, reason: 'Nomor telepon sudah dihapus' };
    expect((await world.as.admin.rpc('moderate_review', restore)).error).toBeNull();
    expect((await world.as.admin.rpc('moderate_review', restore)).error).toBeNull();
    const restored = await outbox(author.email, 'ulasan_ditampilkan');
    expect(restored).toHaveLength(1);
    expect(restored[0]!.subject).toBe(`Ulasan Anda untuk ${name} ditampilkan kembali`);
    expect(restored[0]!.body).toContain('Alasan: Nomor telepon sudah dihapus');

    // without a reason the restore mail says why in standard words
    expect((await world.as.admin.rpc('moderate_review', hide)).error).toBeNull();
    expect((await world.as.admin.rpc('moderate_review', { review_id: id, hidden: false })).error).toBeNull();
    const again = await outbox(author.email, 'ulasan_ditampilkan');
    expect(again).toHaveLength(2);
    expect(again[1]!.body).toContain('Alasan: Ulasan Anda sesuai dengan pedoman ulasan koperasi.');
    expect(await outbox(author.email)).toHaveLength(4);

    // a refused moderation sends nothing
    expect((await world.as.seller.rpc('moderate_review', hide)).error?.code).toBe('42501');
    expect(await outbox(author.email)).toHaveLength(4);
  });

  it('reminds a buyer once, 3 days after receipt, of the lines not yet reviewed', async () => {
    const seller = await newUser('seller');
    const product = await newProduct(seller.id);
    const buyer = await newUser('buyer');
    const due = await orderLine(buyer.id, seller.id, product, { receivedDaysAgo: 4 });
    const fresh = await orderLine(buyer.id, seller.id, product, { receivedDaysAgo: 1 });
    const expired = await orderLine(buyer.id, seller.id, product, { receivedDaysAgo: 31 });
    const sent = await orderLine(buyer.id, seller.id, product, { status: 'dikirim' });
    const reviewed = await orderLine(buyer.id, seller.id, product, { receivedDaysAgo: 5 });
    await review(buyer.client, reviewed.line, 5);

    const first = await runJobs();
    expect(first.review_reminders).toBeGreaterThanOrEqual(1);
    const mails = await outbox(buyer.email, 'ulasan_pengingat');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Bagaimana pesanan ${due.orderNumber}? Beri ulasan Anda`);
    expect(mails[0]!.body).toContain('Barang yang belum Anda ulas:\n- Kopi Uji Reputasi');
    expect(mails[0]!.body).toContain('(30 hari setelah barang diterima)');
    for (const other of [fresh, expired, sent, reviewed]) {
      expect(mails[0]!.body).not.toContain(other.orderNumber);
    }

    // never twice, also after the mail went out
    await runJobs();
    await world.sql(
      `update public.mail_outbox set status = 'terkirim', sent_at = now() where recipient = $1`,
      [buyer.email],
    );
    await runJobs();
    expect(await outbox(buyer.email, 'ulasan_pengingat')).toHaveLength(1);

    // the fresh shipment gets its own reminder once it is 3 days old
    await world.sql(
      `update public.order_shipments set received_at = now() - interval '3 days 1 minute' where id = $1`,
      [fresh.shipment],
    );
    await runJobs();
    await runJobs();
    const both = await outbox(buyer.email, 'ulasan_pengingat');
    expect(both).toHaveLength(2);
    expect(both[1]!.subject).toContain(fresh.orderNumber);
  });

  it('reminds nobody when every line of the shipment is reviewed before the 3 days are over', async () => {
    const seller = await newUser('seller');
    const buyer = await newUser('buyer');
    const line = await orderLine(buyer.id, seller.id, await newProduct(seller.id), { receivedDaysAgo: 2 });
    await review(buyer.client, line.line, 4);
    await world.sql(
      `update public.order_shipments set received_at = now() - interval '4 days' where id = $1`,
      [line.shipment],
    );
    await runJobs();
    expect(await outbox(buyer.email)).toEqual([]);
  });
});
