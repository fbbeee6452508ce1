/**
 * The server-side cart (supabase/migrations/20261123000011_carts.sql, 20261208000010_cart_merge_once.sql)
 * through the real supabase-js client: who may read and write cart_items, what merge_cart(lines) does with the
 * browser's cart at sign-in (adds quantities, capped at 999; keeps lines at 0; skips products that are gone),
 * that a cart merged under a key is merged once, that bad input is a 400 and never a 5xx, that concurrent
 * merges add up exactly, and that a placed order takes its products out of the cart.
 *
 * Every effect is checked through the service-role client. Runs on PGlite by default and on PostgreSQL
 * with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, PASSWORD, makeClient, must, unique } from './rls/clients';

interface CartRow {
  user_id: string;
  product_id: number;
  quantity: number;
  created_at: string;
  updated_at: string;
}

interface Buyer {
  client: SupabaseClient;
  id: string;
}

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  service = makeClient(server.url, server.serviceRoleKey);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

/** a confirmed buyer of one's own (created by the admin API), signed in on a fresh client */
async function newBuyer(label = 'pembeli'): Promise<Buyer> {
  const email = `${unique(label)}@example.test`.toLowerCase();
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { full_name: `Pembeli ${label}`, role: 'buyer' },
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message ?? 'no user'}`);
  return { client: await signedIn(email), id: data.user.id };
}

async function signedIn(email: string): Promise<SupabaseClient> {
  const client = makeClient(server.url, server.anonKey);
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

async function newProduct(stock = 50): Promise<number> {
  const row = await must(
    service
      .from('products')
      .insert({
        name: unique('Produk Keranjang'),
        price: 2.5,
        category_id: 1,
        description: 'uji',
        seller_id: ACCOUNTS.seller.id,
        stock,
        images: ['http://x/a.webp'],
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

/** the user's cart as the database holds it, in the cart's order: [product_id, quantity] */
async function cartOf(userId: string): Promise<Array<[number, number]>> {
  const rows = (await must(
    service
      .from('cart_items')
      .select('product_id, quantity')
      .eq('user_id', userId)
      .order('id')
      .order('product_id'),
  )) as Array<Pick<CartRow, 'product_id' | 'quantity'>>;
  return rows.map((row) => [row.product_id, row.quantity]);
}

async function seedCart(userId: string, lines: Array<[number, number]>): Promise<void> {
  for (const [productId, quantity] of lines) {
    await must(service.from('cart_items').insert({ user_id: userId, product_id: productId, quantity }));
  }
}

function merge(client: SupabaseClient, lines: unknown, mergeKey?: unknown) {
  const args = mergeKey === undefined ? { lines } : { lines, merge_key: mergeKey };
  return client.rpc('merge_cart', args) as unknown as Promise<{
    data: CartRow[] | null;
    error: { code: string; message: string; details: string | null } | null;
    status: number;
  }>;
}

// ---------------------------------------------------------------------------------------------
// RLS
// ---------------------------------------------------------------------------------------------
describe('cart_items: each user reads and writes only their own lines', () => {
  let me: Buyer;
  let other: Buyer;
  let product: number;
  let second: number;

  beforeAll(async () => {
    [me, other] = await Promise.all([newBuyer('saya'), newBuyer('lain')]);
    [product, second] = await Promise.all([newProduct(), newProduct()]);
  });

  it('lets the owner add, change (down to 0, the line stays), read and remove a line', async () => {
    const added = await me.client
      .from('cart_items')
      .insert({ product_id: product, quantity: 2 })
      .select('user_id, product_id, quantity')
      .single();
    expect(added.error).toBeNull();
    expect(added.data).toEqual({ user_id: me.id, product_id: product, quantity: 2 });

    // the upsert the browser sends: the line's whole quantity
    const upserted = await me.client.from('cart_items').upsert(
      [
        { user_id: me.id, product_id: product, quantity: 5 },
        { user_id: me.id, product_id: second, quantity: 1 },
      ],
      { onConflict: 'user_id,product_id' },
    );
    expect(upserted.error).toBeNull();
    expect(await cartOf(me.id)).toEqual([
      [product, 5],
      [second, 1],
    ]);

    const zero = await me.client.from('cart_items').update({ quantity: 0 }).eq('product_id', product);
    expect(zero.error).toBeNull();
    const mine = await me.client.from('cart_items').select('product_id, quantity').order('id');
    expect(mine.data).toEqual([
      { product_id: product, quantity: 0 },
      { product_id: second, quantity: 1 },
    ]);

    const removed = await me.client.from('cart_items').delete().eq('product_id', second);
    expect(removed.error).toBeNull();
    expect(await cartOf(me.id)).toEqual([[product, 0]]);
  });

  it('keeps quantities whole and between 0 and 999', async () => {
    for (const quantity of [-1, 1000]) {
      const { error, status } = await me.client
        .from('cart_items')
        .update({ quantity })
        .eq('product_id', product);
      expect(error?.code).toBe('23514');
      expect(status).toBe(400);
    }
    expect(await cartOf(me.id)).toEqual([[product, 0]]);
  });

  it('hides my lines from another buyer, who can neither change nor remove them, nor add lines in my name', async () => {
    await me.client.from('cart_items').update({ quantity: 3 }).eq('product_id', product);

    const read = await other.client.from('cart_items').select('*').eq('user_id', me.id);
    expect(read.error).toBeNull();
    expect(read.data).toEqual([]);

    await other.client.from('cart_items').update({ quantity: 99 }).eq('user_id', me.id);
    await other.client.from('cart_items').delete().eq('user_id', me.id);
    expect(await cartOf(me.id)).toEqual([[product, 3]]);

    const planted = await other.client.from('cart_items').insert({ user_id: me.id, product_id: second });
    expect(planted.error?.code).toBe('42501');
    const overwritten = await other.client
      .from('cart_items')
      .upsert({ user_id: me.id, product_id: product, quantity: 50 }, { onConflict: 'user_id,product_id' });
    expect(overwritten.error).not.toBeNull();

    // moving one's own line to someone else is refused too
    await other.client.from('cart_items').insert({ product_id: second, quantity: 1 });
    const moved = await other.client.from('cart_items').update({ user_id: me.id }).eq('product_id', second);
    expect(moved.error?.code).toBe('42501');

    expect(await cartOf(me.id)).toEqual([[product, 3]]);
    expect(await cartOf(other.id)).toEqual([[second, 1]]);
  });

  it('gives a visitor who is not signed in nothing', async () => {
    const anon = makeClient(server.url, server.anonKey);
    const read = await anon.from('cart_items').select('*');
    expect(read.error?.code).toBe('42501');
    expect(read.status).toBe(401);
    const added = await anon.from('cart_items').insert({ user_id: me.id, product_id: second, quantity: 1 });
    expect(added.error?.code).toBe('42501');
    const changed = await anon.from('cart_items').update({ quantity: 9 }).eq('user_id', me.id);
    expect(changed.error?.code).toBe('42501');
    const removed = await anon.from('cart_items').delete().eq('user_id', me.id);
    expect(removed.error?.code).toBe('42501');
    const merged = await merge(anon, [{ product_id: second, quantity: 1 }]);
    expect(merged.status).toBe(401);
    expect(await cartOf(me.id)).toEqual([[product, 3]]);
  });

  it('drops a line when its product is deleted', async () => {
    const gone = await newProduct();
    await seedCart(other.id, [[gone, 2]]);
    await must(service.from('products').delete().eq('id', gone));
    expect(await cartOf(other.id)).toEqual([[second, 1]]);
  });
});

// ---------------------------------------------------------------------------------------------
// merge_cart
// ---------------------------------------------------------------------------------------------
describe('merge_cart(lines): the browser cart into the account cart at sign-in', () => {
  it('adds the quantities of products on both, appends new ones in the browser order and returns the cart', async () => {
    const buyer = await newBuyer();
    const [a, b, c, d] = await Promise.all([newProduct(), newProduct(), newProduct(), newProduct()]);
    await seedCart(buyer.id, [
      [a, 2],
      [b, 1],
    ]);

    const { data, error, status } = await merge(buyer.client, [
      { product_id: d, quantity: 1 },
      { product_id: a, quantity: 3 },
      { product_id: String(c), quantity: 2 },
      { product_id: b, quantity: 0 },
    ]);
    expect(error).toBeNull();
    expect(status).toBe(200);
    const expected: Array<[number, number]> = [
      [a, 5],
      [b, 1],
      [d, 1],
      [c, 2],
    ];
    expect(data?.map((row) => [row.product_id, row.quantity])).toEqual(expected);
    expect(data?.every((row) => row.user_id === buyer.id)).toBe(true);
    expect(await cartOf(buyer.id)).toEqual(expected);
  });

  it('keeps a new line at 0, sums a product named twice, caps at 999 and skips products that are gone', async () => {
    const buyer = await newBuyer();
    const [a, b, c] = await Promise.all([newProduct(), newProduct(), newProduct()]);
    await seedCart(buyer.id, [[a, 998]]);
    const { data, error } = await merge(buyer.client, [
      { product_id: a, quantity: 5 },
      { product_id: 9_000_000_001, quantity: 4 },
      { product_id: b, quantity: 0 },
      { product_id: c, quantity: 2 },
      { product_id: c, quantity: 3 },
    ]);
    expect(error).toBeNull();
    const expected: Array<[number, number]> = [
      [a, 999],
      [b, 0],
      [c, 5],
    ];
    expect(data?.map((row) => [row.product_id, row.quantity])).toEqual(expected);
    expect(await cartOf(buyer.id)).toEqual(expected);
  });

  it('returns the account cart unchanged for an empty browser cart, and only the caller’s own lines', async () => {
    const [buyer, other] = await Promise.all([newBuyer(), newBuyer()]);
    const [a, b] = await Promise.all([newProduct(), newProduct()]);
    await seedCart(buyer.id, [[a, 4]]);
    await seedCart(other.id, [[b, 7]]);
    const { data, error } = await merge(buyer.client, []);
    expect(error).toBeNull();
    expect(data?.map((row) => [row.product_id, row.quantity])).toEqual([[a, 4]]);
    expect(await cartOf(other.id)).toEqual([[b, 7]]);
  });

  it('refuses bad input with a 400 (22023) and changes nothing', async () => {
    const buyer = await newBuyer();
    const a = await newProduct();
    await seedCart(buyer.id, [[a, 1]]);
    const tooMany = Array.from({ length: 101 }, () => ({ product_id: a, quantity: 1 }));
    const bad: unknown[] = [
      null,
      {},
      'semua',
      42,
      [1],
      [null],
      [[a, 1]],
      [{ quantity: 1 }],
      [{ product_id: a }],
      [{ product_id: 'abc', quantity: 1 }],
      [{ product_id: -1, quantity: 1 }],
      [{ product_id: 1.5, quantity: 1 }],
      [{ product_id: '1234567890123456789', quantity: 1 }],
      [{ product_id: a, quantity: 1.5 }],
      [{ product_id: a, quantity: -1 }],
      [{ product_id: a, quantity: 1000 }],
      [{ product_id: a, quantity: '2' }],
      [{ product_id: a, quantity: null }],
      [{ product_id: a, quantity: 1 }, 'x'],
      tooMany,
    ];
    for (const lines of bad) {
      const { error, status } = await merge(buyer.client, lines);
      expect({ lines, status, code: error?.code }).toEqual({ lines, status: 400, code: '22023' });
    }
    expect(await cartOf(buyer.id)).toEqual([[a, 1]]);
  });

  it('answers a malformed request with a 4xx, never a 5xx', async () => {
    const buyer = await newBuyer();
    const { data } = await buyer.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    const call = (body: string) =>
      fetch(`${server.url}/rest/v1/rpc/merge_cart`, {
        method: 'POST',
        headers: {
          apikey: server.anonKey,
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
        },
        body,
      });
    for (const body of ['{not json', '[', '"lines"', '{}', '{"lines": [1], "extra": true}']) {
      const response = await call(body);
      expect({ body, status: response.status >= 400 && response.status < 500 }).toEqual({
        body,
        status: true,
      });
    }
    expect((await call('{"lines": []}')).status).toBe(200);
  });

  it('adds up exactly when the same account merges from many browsers at once', async () => {
    const buyer = await newBuyer();
    const email = (await buyer.client.auth.getUser()).data.user?.email ?? '';
    const [a, b] = await Promise.all([newProduct(), newProduct()]);
    await seedCart(buyer.id, [[a, 1]]);
    const browsers = await Promise.all(Array.from({ length: 4 }, () => signedIn(email)));
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        merge(browsers[index % browsers.length]!, [
          { product_id: b, quantity: 2 },
          { product_id: a, quantity: 1 },
        ]),
      ),
    );
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    expect(await cartOf(buyer.id)).toEqual([
      [a, 25],
      [b, 48],
    ]);
  });
});

describe("merge_cart(lines, merge_key): a browser's cart is merged once", () => {
  it('adds under a key only what the cart gained since its last merge under that key', async () => {
    const buyer = await newBuyer();
    const [a, b, c] = await Promise.all([newProduct(), newProduct(), newProduct()]);
    await seedCart(buyer.id, [[a, 1]]);
    const key = crypto.randomUUID();
    const first = await merge(buyer.client, [{ product_id: a, quantity: 2 }], key);
    expect(first.error).toBeNull();
    expect(await cartOf(buyer.id)).toEqual([[a, 3]]);

    // the same cart again (its page never got the answer): nothing added
    const again = await merge(buyer.client, [{ product_id: a, quantity: 2 }], key);
    expect(again.error).toBeNull();
    expect(again.data?.map((row) => [row.product_id, row.quantity])).toEqual([[a, 3]]);

    // the cart has grown since: one more of a, a new b, a c at 0 (a line at 0 stays, as without a key)
    await merge(
      buyer.client,
      [
        { product_id: a, quantity: 3 },
        { product_id: b, quantity: 2 },
        { product_id: c, quantity: 0 },
      ],
      key,
    );
    expect(await cartOf(buyer.id)).toEqual([
      [a, 4],
      [b, 2],
      [c, 0],
    ]);
    // fewer than merged before takes nothing away
    await merge(buyer.client, [{ product_id: b, quantity: 1 }], key);
    expect(await cartOf(buyer.id)).toEqual([
      [a, 4],
      [b, 2],
      [c, 0],
    ]);

    // another key is another browser's cart: added in full
    await merge(buyer.client, [{ product_id: a, quantity: 2 }], crypto.randomUUID());
    expect((await cartOf(buyer.id))[0]).toEqual([a, 6]);
  });

  it("keeps each account's keys apart, and hides them from every client but the service role", async () => {
    const [buyer, other] = await Promise.all([newBuyer(), newBuyer()]);
    const a = await newProduct();
    const key = crypto.randomUUID();
    await merge(buyer.client, [{ product_id: a, quantity: 2 }], key);
    // the same key from another account (a shared browser) merges that account's cart in full
    await merge(other.client, [{ product_id: a, quantity: 2 }], key);
    expect(await cartOf(other.id)).toEqual([[a, 2]]);

    for (const client of [buyer.client, makeClient(server.url, server.anonKey)]) {
      const read = await client.from('cart_merges').select('*');
      expect(read.data ?? []).toEqual([]);
      expect(read.error?.code).toBe('42501');
      const write = await client.from('cart_merges').insert({ user_id: buyer.id, key, lines: {} });
      expect(write.error?.code).toBe('42501');
    }
    const kept = await must(
      service.from('cart_merges').select('user_id, lines').eq('key', key).order('user_id'),
    );
    expect(kept).toEqual(
      [buyer.id, other.id].sort().map((id) => ({ user_id: id, lines: { [String(a)]: 2 } })),
    );
  });

  it('refuses a key that is not a UUID with a 400 and changes nothing', async () => {
    const buyer = await newBuyer();
    const a = await newProduct();
    for (const key of ['abc', 42, { id: 1 }]) {
      const { status, error } = await merge(buyer.client, [{ product_id: a, quantity: 1 }], key);
      expect({ key, status, code: error?.code }).toEqual({ key, status: 400, code: '22P02' });
    }
    expect(await cartOf(buyer.id)).toEqual([]);
  });

  it('merges a key sent from many browsers at once exactly once', async () => {
    const buyer = await newBuyer();
    const email = (await buyer.client.auth.getUser()).data.user?.email ?? '';
    const a = await newProduct();
    const key = crypto.randomUUID();
    const browsers = await Promise.all(Array.from({ length: 4 }, () => signedIn(email)));
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        merge(browsers[index % browsers.length]!, [{ product_id: a, quantity: 3 }], key),
      ),
    );
    expect(results.map((result) => result.error)).toEqual(results.map(() => null));
    expect(await cartOf(buyer.id)).toEqual([[a, 3]]);
  });
});

// ---------------------------------------------------------------------------------------------
// orders
// ---------------------------------------------------------------------------------------------
describe('placing an order', () => {
  it('takes the ordered products out of the cart and keeps the others', async () => {
    const buyer = await newBuyer();
    const [a, b, c] = await Promise.all([newProduct(), newProduct(), newProduct()]);
    await seedCart(buyer.id, [
      [a, 2],
      [b, 1],
      [c, 0],
    ]);
    const { error } = await buyer.client.rpc('place_order', {
      items: [{ product_id: a, quantity: 2 }],
      shipping: {
        recipient_name: 'Dewi Lestari',
        phone: '081234567890',
        street: 'Jl. Melati No. 21',
        kelurahan: 'Cihapit',
        kecamatan: 'Bandung Wetan',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postal_code: '40114',
      },
      payment_method: 'cod',
    });
    expect(error).toBeNull();
    expect(await cartOf(buyer.id)).toEqual([
      [b, 1],
      [c, 0],
    ]);
  });

  it('leaves the cart as it was when the order is refused', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(1);
    await seedCart(buyer.id, [[a, 3]]);
    const { error } = await buyer.client.rpc('place_order', {
      items: [{ product_id: a, quantity: 3 }],
      shipping: {
        recipient_name: 'Dewi Lestari',
        phone: '081234567890',
        street: 'Jl. Melati No. 21',
        kelurahan: 'Cihapit',
        kecamatan: 'Bandung Wetan',
        city: 'Kota Bandung',
        province: 'Jawa Barat',
        postal_code: '40114',
      },
      payment_method: 'cod',
    });
    expect(error?.code).toBe('KP001');
    expect(await cartOf(buyer.id)).toEqual([[a, 3]]);
  });
});
