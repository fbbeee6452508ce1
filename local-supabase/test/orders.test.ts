/**
 * Orders (supabase/migrations/20261121000006_orders.sql) through the real supabase-js client:
 * RLS on orders, order_items and order_status_events for anon, a buyer, another buyer, a seller, a second
 * seller and an admin; the RPCs place_order, cancel_order and set_order_status (permissions, transitions,
 * stock); bad input (a clear error and no change); and 50 concurrent orders racing for a stock of 10.
 *
 * Every effect is checked through the service-role client. Runs on PGlite by default and on PostgreSQL
 * with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anyOf } from './helpers/matchers';
import { startTestServer, type TestServer } from './helpers/server';
import {
  ACCOUNTS,
  ACTORS,
  PASSWORD,
  idOf,
  makeClient,
  must,
  signedInClients,
  unique,
  type Actor,
} from './rls/clients';

type Who = Actor | 'buyer2';

interface OrderRow {
  id: string;
  order_number: string;
  buyer_id: string;
  status: string;
  payment_method: string;
  subtotal: number;
  shipping_cost: number;
  total: number;
  phone: string;
}

interface RpcError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '0812-3456-7890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postal_code: '40114',
};

let server: TestServer;
let service: SupabaseClient;
let as: Record<Who, SupabaseClient>;

async function signUpBuyer(label: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = makeClient(server.url, server.anonKey);
  const { data, error } = await client.auth.signUp({
    email: `${unique(label)}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: `Pembeli ${label}`, role: 'buyer' } },
  });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, id: data.user.id };
}

beforeAll(async () => {
  server = await startTestServer();
  service = makeClient(server.url, server.serviceRoleKey);
  const clients = await signedInClients(server.url, server.anonKey);
  const second = await signUpBuyer('kedua');
  as = { ...clients, buyer2: second.client };
}, 120_000);

afterAll(async () => {
  await server?.close();
});

// ---------------------------------------------------------------------------------------------
// fixtures and helpers
// ---------------------------------------------------------------------------------------------
async function newProduct(sellerId: string, stock = 20, price = 2.5): Promise<{ id: number; name: string }> {
  const name = unique('Produk Pesanan');
  const row = await must(
    service
      .from('products')
      .insert({
        name,
        price,
        category_id: 1,
        description: 'uji',
        seller_id: sellerId,
        stock,
        images: ['http://x/a.webp'],
      })
      .select('id')
      .single(),
  );
  return { id: (row as { id: number }).id, name };
}

async function stockOf(productId: number): Promise<number> {
  const row = await must(service.from('products').select('stock').eq('id', productId).single());
  return (row as { stock: number }).stock;
}

async function orderById(id: string): Promise<OrderRow | null> {
  const { data } = await service.from('orders').select('*').eq('id', id).maybeSingle();
  return data as OrderRow | null;
}

async function countRows(table: string): Promise<number> {
  const { count, error } = await service.from(table).select('id', { count: 'exact', head: true });
  if (error) throw new Error(JSON.stringify(error));
  return count ?? -1;
}

/** snapshot of everything an RPC could change, to prove that a refused call changed nothing */
async function snapshot(productIds: number[]) {
  const stocks = await Promise.all(productIds.map(stockOf));
  return {
    stocks,
    orders: await countRows('orders'),
    items: await countRows('order_items'),
    events: await countRows('order_status_events'),
  };
}

function place(
  client: SupabaseClient,
  items: unknown,
  shipping: unknown = SHIPPING,
  paymentMethod: unknown = 'bank_transfer',
) {
  return client.rpc('place_order', { items, shipping, payment_method: paymentMethod }) as unknown as Promise<{
    data: OrderRow | null;
    error: RpcError | null;
  }>;
}

async function placeOk(
  client: SupabaseClient,
  items: unknown,
  paymentMethod = 'bank_transfer',
): Promise<OrderRow> {
  const { data, error } = await place(client, items, SHIPPING, paymentMethod);
  if (error || !data) throw new Error(`place_order failed: ${JSON.stringify(error)}`);
  return data;
}

function setStatus(client: SupabaseClient, orderId: string, status: string) {
  return client.rpc('set_order_status', { order_id: orderId, status }) as unknown as Promise<{
    data: OrderRow | null;
    error: RpcError | null;
  }>;
}

function cancel(client: SupabaseClient, orderId: string) {
  return client.rpc('cancel_order', { order_id: orderId }) as unknown as Promise<{
    data: OrderRow | null;
    error: RpcError | null;
  }>;
}

async function eventsOf(orderId: string) {
  const rows = await must(
    service
      .from('order_status_events')
      .select('status, changed_by, changed_at')
      .eq('order_id', orderId)
      .order('id'),
  );
  return rows as Array<{ status: string; changed_by: string | null; changed_at: string }>;
}

const SELLER = ACCOUNTS.seller.id;
const SELLER2 = ACCOUNTS.seller2.id;
const BUYER = ACCOUNTS.buyer.id;

// ---------------------------------------------------------------------------------------------
// place_order
// ---------------------------------------------------------------------------------------------
describe('place_order', () => {
  it('places an order: number, totals, price snapshot, stock decremented, first event stamped', async () => {
    const a = await newProduct(SELLER, 20, 8.5);
    const b = await newProduct(SELLER2, 5, 2.2);
    const order = await placeOk(as.buyer, [
      { product_id: a.id, quantity: 2 },
      { product_id: b.id, quantity: 1 },
      { product_id: a.id, quantity: 1 },
    ]);
    expect(order.order_number).toMatch(/^KOP-\d{8}-\d{6}$/);
    expect(order).toMatchObject({
      buyer_id: BUYER,
      status: 'menunggu_pembayaran',
      payment_method: 'bank_transfer',
      subtotal: 27.7,
      shipping_cost: 0,
      total: 27.7,
      phone: '081234567890',
    });
    expect(await stockOf(a.id)).toBe(17);
    expect(await stockOf(b.id)).toBe(4);

    const lines = await must(
      service
        .from('order_items')
        .select('product_id, seller_id, product_name, product_image, unit_price, quantity, line_total')
        .eq('order_id', order.id)
        .order('product_id'),
    );
    expect(lines).toEqual([
      {
        product_id: a.id,
        seller_id: SELLER,
        product_name: a.name,
        product_image: 'http://x/a.webp',
        unit_price: 8.5,
        quantity: 3,
        line_total: 25.5,
      },
      {
        product_id: b.id,
        seller_id: SELLER2,
        product_name: b.name,
        product_image: 'http://x/a.webp',
        unit_price: 2.2,
        quantity: 1,
        line_total: 2.2,
      },
    ]);
    const events = await eventsOf(order.id);
    expect(events).toEqual([{ status: 'menunggu_pembayaran', changed_by: BUYER, changed_at: anyOf(String) }]);

    // the line keeps the price and name of the moment of ordering
    await must(
      service
        .from('products')
        .update({ price: 99, name: unique('Nama Baru') })
        .eq('id', a.id),
    );
    const kept = await must(
      service
        .from('order_items')
        .select('unit_price, product_name')
        .eq('order_id', order.id)
        .eq('product_id', a.id)
        .single(),
    );
    expect(kept).toEqual({ unit_price: 8.5, product_name: a.name });
  });

  it('starts a cash-on-delivery order at diproses', async () => {
    const a = await newProduct(SELLER);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }], 'cod');
    expect(order).toMatchObject({ status: 'diproses', payment_method: 'cod' });
    expect((await eventsOf(order.id)).map((e) => e.status)).toEqual(['diproses']);
  });

  it('gives consecutive, unique order numbers', async () => {
    const a = await newProduct(SELLER);
    const first = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }]);
    const second = await placeOk(as.buyer2, [{ product_id: a.id, quantity: 1 }]);
    expect(second.order_number).not.toBe(first.order_number);
    expect(Number(second.order_number.slice(-6))).toBeGreaterThan(Number(first.order_number.slice(-6)));
  });

  it('lets sellers and admins buy too (any signed-in user with a profile)', async () => {
    const a = await newProduct(SELLER2);
    for (const actor of ['seller', 'admin'] as const) {
      const order = await placeOk(as[actor], [{ product_id: a.id, quantity: 1 }]);
      expect(order.buyer_id).toBe(ACCOUNTS[actor].id);
    }
  });

  it('keeps the order lines when the seller deletes the product later', async () => {
    const a = await newProduct(SELLER);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }]);
    const { error } = await as.seller.from('products').delete().eq('id', a.id);
    expect(error).toBeNull();
    const lines = await must(
      service.from('order_items').select('product_id, product_name').eq('order_id', order.id),
    );
    expect(lines).toEqual([{ product_id: null, product_name: a.name }]);
  });

  it('refuses anon and the service role (no buyer) and changes nothing', async () => {
    const a = await newProduct(SELLER);
    const before = await snapshot([a.id]);
    const anon = await place(as.anon, [{ product_id: a.id, quantity: 1 }]);
    expect(anon.error?.code).toBe('42501');
    const byService = await place(service, [{ product_id: a.id, quantity: 1 }]);
    expect(byService.error).toMatchObject({
      code: '42501',
      message: 'Silakan masuk terlebih dahulu untuk membuat pesanan',
    });
    expect(await snapshot([a.id])).toEqual(before);
  });
});

// ---------------------------------------------------------------------------------------------
// bad input: a clear error and no change at all
// ---------------------------------------------------------------------------------------------
describe('place_order with wrong input', () => {
  let product: { id: number; name: string };
  let other: { id: number; name: string };
  beforeAll(async () => {
    product = await newProduct(SELLER, 3);
    other = await newProduct(SELLER2, 10);
  });

  const line = (quantity: unknown, productId?: unknown) => [
    { product_id: productId ?? product.id, quantity },
  ];
  const without = (key: string) => Object.fromEntries(Object.entries(SHIPPING).filter(([k]) => k !== key));

  const cases: Array<[string, () => unknown[], string, RegExp]> = [
    ['an empty cart', () => [[]], '22023', /minimal satu produk/],
    ['items that are not an array', () => [{ product_id: 1, quantity: 1 }], '22023', /minimal satu produk/],
    ['an item that is not an object', () => [[5]], '22023', /Item pesanan ke-1 tidak valid/],
    ['quantity 0', () => [line(0)], '22023', /jumlah harus bilangan bulat 1 sampai 999/],
    ['a negative quantity', () => [line(-2)], '22023', /jumlah harus bilangan bulat/],
    ['a fractional quantity', () => [line(1.5)], '22023', /jumlah harus bilangan bulat/],
    ['a quantity given as text', () => [line('2')], '22023', /jumlah harus bilangan bulat/],
    ['a quantity over 999', () => [line(1000)], '22023', /jumlah harus bilangan bulat/],
    [
      'a product id that is not a number',
      () => [line(1, '1; drop table orders')],
      '22023',
      /produk tidak valid/,
    ],
    ['an unknown product', () => [line(1, 987654321)], 'KP002', /Produk tidak ditemukan/],
    [
      'more than 50 lines',
      () => [Array.from({ length: 51 }, () => ({ product_id: product.id, quantity: 1 }))],
      '22023',
      /paling banyak 50 produk/,
    ],
    ['no shipping address', () => [line(1), null], '22023', /Alamat pengiriman wajib diisi/],
    ['a missing kelurahan', () => [line(1), without('kelurahan')], '22023', /Kelurahan\/desa wajib diisi/],
    [
      'a blank recipient',
      () => [line(1), { ...SHIPPING, recipient_name: '   ' }],
      '22023',
      /Nama penerima wajib diisi/,
    ],
    [
      'a wrong phone number',
      () => [line(1), { ...SHIPPING, phone: '12ab' }],
      '22023',
      /Nomor telepon tidak valid/,
    ],
    [
      'a wrong postal code',
      () => [line(1), { ...SHIPPING, postal_code: '4011' }],
      '22023',
      /Kode pos harus 5 angka/,
    ],
    [
      'an overlong street',
      () => [line(1), { ...SHIPPING, street: 'x'.repeat(301) }],
      '22023',
      /terlalu panjang/,
    ],
    [
      'an unknown payment method',
      () => [line(1), SHIPPING, 'paypal'],
      '22023',
      /Metode pembayaran tidak valid/,
    ],
    ['no payment method', () => [line(1), SHIPPING, null], '22023', /Metode pembayaran tidak valid/],
  ];

  it.each(cases)('%s', async (_label, args, code, message) => {
    const before = await snapshot([product.id, other.id]);
    const [items, shipping, payment] = args();
    const { data, error } = await place(
      as.buyer,
      items,
      shipping === undefined ? SHIPPING : shipping,
      payment === undefined ? 'bank_transfer' : payment,
    );
    expect(data).toBeNull();
    expect(error?.code).toBe(code);
    expect(error?.message).toMatch(message);
    expect(await snapshot([product.id, other.id])).toEqual(before);
  });

  it('refuses more than the stock with the product name, atomically for every line', async () => {
    const before = await snapshot([product.id, other.id]);
    const { data, error } = await place(as.buyer, [
      { product_id: other.id, quantity: 2 },
      { product_id: product.id, quantity: 2 },
      { product_id: product.id, quantity: 2 },
    ]);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: 'KP001',
      message: `Stok tidak mencukupi untuk ${product.name}`,
      details: 'Stok tersedia: 3, jumlah dipesan: 4',
    });
    expect(await snapshot([product.id, other.id])).toEqual(before);
  });

  it('answers PostgREST PGRST202 for a call without all arguments', async () => {
    const { error } = await as.buyer.rpc('place_order', { items: line(1), shipping: SHIPPING });
    expect(error?.code).toBe('PGRST202');
  });
});

// ---------------------------------------------------------------------------------------------
// RLS: who reads what
// ---------------------------------------------------------------------------------------------
describe('reading orders, lines and history', () => {
  let mixed: OrderRow; // buyer: one line of seller, one of seller2
  let onlySeller2: OrderRow; // buyer: only seller2's product
  let ofBuyer2: OrderRow; // buyer2: only seller's product
  let lineOfSeller: number;
  let lineOfSeller2: number;

  beforeAll(async () => {
    const a = await newProduct(SELLER);
    const b = await newProduct(SELLER2);
    mixed = await placeOk(as.buyer, [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 2 },
    ]);
    onlySeller2 = await placeOk(as.buyer, [{ product_id: b.id, quantity: 1 }]);
    ofBuyer2 = await placeOk(as.buyer2, [{ product_id: a.id, quantity: 1 }]);
    const lines = (await must(
      service.from('order_items').select('id, seller_id').eq('order_id', mixed.id),
    )) as Array<{ id: number; seller_id: string }>;
    lineOfSeller = lines.find((l) => l.seller_id === SELLER)!.id;
    lineOfSeller2 = lines.find((l) => l.seller_id === SELLER2)!.id;
  });

  const visibleOrders: Record<Who, () => string[]> = {
    anon: () => [],
    buyer: () => [mixed.id, onlySeller2.id],
    buyer2: () => [ofBuyer2.id],
    seller: () => [mixed.id, ofBuyer2.id],
    seller2: () => [mixed.id, onlySeller2.id],
    admin: () => [mixed.id, onlySeller2.id, ofBuyer2.id],
  };
  const WHO: Who[] = [...ACTORS, 'buyer2'];
  const ours = () => [mixed.id, onlySeller2.id, ofBuyer2.id];

  it.each(WHO)('orders: %s', async (who) => {
    const { data, error } = await as[who]
      .from('orders')
      .select('id')
      .in('id', ours())
      .overrideTypes<{ id: string }[], { merge: false }>();
    if (who === 'anon') {
      expect(error?.code).toBe('42501');
      return;
    }
    expect(error).toBeNull();
    expect(data!.map((o) => o.id).sort()).toEqual(visibleOrders[who]().sort());
  });

  it.each(WHO)('order_items of the mixed order: %s', async (who) => {
    const { data, error } = await as[who]
      .from('order_items')
      .select('id')
      .eq('order_id', mixed.id)
      .overrideTypes<{ id: number }[], { merge: false }>();
    if (who === 'anon') {
      expect(error?.code).toBe('42501');
      return;
    }
    expect(error).toBeNull();
    const expected: Record<Who, number[]> = {
      anon: [],
      buyer: [lineOfSeller, lineOfSeller2],
      buyer2: [],
      seller: [lineOfSeller],
      seller2: [lineOfSeller2],
      admin: [lineOfSeller, lineOfSeller2],
    };
    expect(data!.map((l) => l.id).sort((x, y) => x - y)).toEqual(expected[who].sort((x, y) => x - y));
  });

  it.each(WHO)('order_status_events: %s', async (who) => {
    const { data, error } = await as[who]
      .from('order_status_events')
      .select('order_id')
      .in('order_id', ours())
      .overrideTypes<{ order_id: string }[], { merge: false }>();
    if (who === 'anon') {
      expect(error?.code).toBe('42501');
      return;
    }
    expect(error).toBeNull();
    expect([...new Set(data!.map((e) => e.order_id))].sort()).toEqual(visibleOrders[who]().sort());
  });

  it('a seller embeds only their own lines; the buyer sees all of them', async () => {
    const select =
      'id, order_number, order_items(product_name, seller_id), order_status_events(status, changed_by)';
    const bySeller = await as.seller.from('orders').select(select).eq('id', mixed.id).single();
    expect(bySeller.error).toBeNull();
    expect((bySeller.data!.order_items as Array<{ seller_id: string }>).map((l) => l.seller_id)).toEqual([
      SELLER,
    ]);
    const byBuyer = await as.buyer.from('orders').select(select).eq('id', mixed.id).single();
    expect((byBuyer.data!.order_items as unknown[]).length).toBe(2);
    expect(byBuyer.data!.order_status_events).toEqual([{ status: 'menunggu_pembayaran', changed_by: BUYER }]);
  });

  it.each(ACTORS)('nobody writes orders directly: %s', async (actor) => {
    const client = as[actor];
    const before = await orderById(mixed.id);
    await client.from('orders').update({ status: 'selesai', total: 0 }).eq('id', mixed.id);
    await client.from('orders').delete().eq('id', mixed.id);
    const insert = await client.from('orders').insert({
      order_number: unique('KOP-PALSU'),
      buyer_id: idOf(actor) ?? BUYER,
      payment_method: 'cod',
      ...SHIPPING,
      phone: '081234567890',
      subtotal: 0,
      total: 0,
    });
    expect(insert.error?.code).toBe('42501');
    expect(await orderById(mixed.id)).toEqual(before);
  });

  it.each(ACTORS)('nobody writes order lines or history directly: %s', async (actor) => {
    const client = as[actor];
    const beforeLines = await countRows('order_items');
    const beforeEvents = await countRows('order_status_events');
    const item = await client.from('order_items').insert({
      order_id: mixed.id,
      seller_id: SELLER,
      product_name: 'palsu',
      unit_price: 0,
      quantity: 1,
    });
    expect(item.error?.code).toBe('42501');
    await client.from('order_items').update({ unit_price: 0 }).eq('id', lineOfSeller);
    await client.from('order_items').delete().eq('id', lineOfSeller);
    const event = await client.from('order_status_events').insert({ order_id: mixed.id, status: 'selesai' });
    expect(event.error?.code).toBe('42501');
    await client.from('order_status_events').delete().eq('order_id', mixed.id);
    expect(await countRows('order_items')).toBe(beforeLines);
    expect(await countRows('order_status_events')).toBe(beforeEvents);
    const line = await must(service.from('order_items').select('unit_price').eq('id', lineOfSeller).single());
    expect((line as { unit_price: number }).unit_price).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------
// cancel_order
// ---------------------------------------------------------------------------------------------
describe('cancel_order', () => {
  it('the buyer cancels while awaiting payment: stock returns and the change is stamped', async () => {
    const a = await newProduct(SELLER, 10);
    const b = await newProduct(SELLER2, 10);
    const order = await placeOk(as.buyer, [
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 4 },
    ]);
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([7, 6]);
    const { data, error } = await cancel(as.buyer, order.id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: order.id, status: 'dibatalkan' });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 10]);
    expect((await eventsOf(order.id)).map((e) => [e.status, e.changed_by])).toEqual([
      ['menunggu_pembayaran', BUYER],
      ['dibatalkan', BUYER],
    ]);
    // twice: refused, the stock is not returned again
    const again = await cancel(as.buyer, order.id);
    expect(again.error).toMatchObject({
      code: 'KP003',
      message: 'Pesanan hanya dapat dibatalkan selama menunggu pembayaran',
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 10]);
  });

  it.each(['anon', 'buyer2', 'seller', 'seller2', 'admin'] as const)(
    "refuses %s on the buyer's order",
    async (who) => {
      const a = await newProduct(SELLER, 10);
      const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 2 }]);
      const before = await snapshot([a.id]);
      const { error } = await cancel(as[who], order.id);
      expect(error?.code).toBe(who === 'anon' ? '42501' : 'KP004');
      expect(await snapshot([a.id])).toEqual(before);
      expect((await orderById(order.id))?.status).toBe('menunggu_pembayaran');
    },
  );

  it('refuses once the order is being processed', async () => {
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 2 }]);
    expect((await setStatus(as.seller, order.id, 'diproses')).error).toBeNull();
    const { error } = await cancel(as.buyer, order.id);
    expect(error).toMatchObject({ code: 'KP003', details: 'Status saat ini: diproses' });
    expect(await stockOf(a.id)).toBe(8);
  });

  it('answers KP004 for an unknown order', async () => {
    const { error } = await cancel(as.buyer, '00000000-0000-4000-8000-000000000000');
    expect(error).toMatchObject({ code: 'KP004', message: 'Pesanan tidak ditemukan' });
  });
});

// ---------------------------------------------------------------------------------------------
// set_order_status
// ---------------------------------------------------------------------------------------------
describe('set_order_status', () => {
  it('the seller moves the order through every status; each change is stamped with who and when', async () => {
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }]);
    for (const status of ['diproses', 'dikirim'] as const) {
      const { data, error } = await setStatus(as.seller, order.id, status);
      expect(error).toBeNull();
      expect(data).toMatchObject({ id: order.id, status });
    }
    expect((await setStatus(as.admin, order.id, 'selesai')).error).toBeNull();
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.status, e.changed_by])).toEqual([
      ['menunggu_pembayaran', BUYER],
      ['diproses', SELLER],
      ['dikirim', SELLER],
      ['selesai', ACCOUNTS.admin.id],
    ]);
    const times = events.map((e) => Date.parse(e.changed_at));
    expect([...times].sort((x, y) => x - y)).toEqual(times);
    // the buyer sees the new status
    const seen = await as.buyer.from('orders').select('status').eq('id', order.id).single();
    expect(seen.data).toEqual({ status: 'selesai' });
    expect(await stockOf(a.id)).toBe(9);
  });

  it('a seller of one line may move a mixed order; the service role may too', async () => {
    const a = await newProduct(SELLER, 10);
    const b = await newProduct(SELLER2, 10);
    const order = await placeOk(as.buyer, [
      { product_id: a.id, quantity: 1 },
      { product_id: b.id, quantity: 1 },
    ]);
    expect((await setStatus(as.seller2, order.id, 'diproses')).error).toBeNull();
    expect((await setStatus(service, order.id, 'dikirim')).error).toBeNull();
    expect((await eventsOf(order.id)).map((e) => [e.status, e.changed_by])).toEqual([
      ['menunggu_pembayaran', BUYER],
      ['diproses', SELLER2],
      ['dikirim', null],
    ]);
  });

  const refusals: Array<[Who, string]> = [
    ['anon', '42501'],
    ['buyer', '42501'],
    ['buyer2', 'KP004'],
    ['seller2', 'KP004'],
  ];
  it.each(refusals)('refuses %s on an order without their products (%s)', async (who, code) => {
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }]);
    const before = await snapshot([a.id]);
    const { error } = await setStatus(as[who], order.id, 'diproses');
    expect(error?.code).toBe(code);
    expect(await snapshot([a.id])).toEqual(before);
    expect((await orderById(order.id))?.status).toBe('menunggu_pembayaran');
  });

  const transitions: Array<[string[], string, boolean]> = [
    [[], 'dikirim', false],
    [[], 'selesai', false],
    [[], 'menunggu_pembayaran', false],
    [['diproses'], 'menunggu_pembayaran', false],
    [['diproses'], 'selesai', false],
    [['diproses', 'dikirim'], 'dibatalkan', false],
    [['diproses', 'dikirim'], 'diproses', false],
    [['diproses', 'dikirim', 'selesai'], 'dibatalkan', false],
    [['dibatalkan'], 'diproses', false],
    [[], 'dibatalkan', true],
    [['diproses'], 'dibatalkan', true],
  ];
  it.each(transitions)('after %j: to %s allowed=%s', async (path, target, allowed) => {
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 4 }]);
    for (const step of path) expect((await setStatus(as.admin, order.id, step)).error).toBeNull();
    const before = await snapshot([a.id]);
    const { data, error } = await setStatus(as.admin, order.id, target);
    if (allowed) {
      expect(error).toBeNull();
      expect(data?.status).toBe(target);
      if (target === 'dibatalkan') expect(await stockOf(a.id)).toBe(10);
    } else {
      expect(error?.code).toBe('KP003');
      expect(error?.message).toMatch(/^Status pesanan tidak dapat diubah dari /);
      expect(await snapshot([a.id])).toEqual(before);
    }
  });

  it('refuses an unknown status name and an unknown order', async () => {
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(as.buyer, [{ product_id: a.id, quantity: 1 }]);
    const unknownStatus = await setStatus(as.admin, order.id, 'shipped');
    expect(unknownStatus.error).toMatchObject({
      code: '22023',
      message: 'Status pesanan tidak dikenal: shipped',
    });
    const unknownOrder = await setStatus(as.admin, '00000000-0000-4000-8000-000000000000', 'diproses');
    expect(unknownOrder.error?.code).toBe('KP004');
    expect((await orderById(order.id))?.status).toBe('menunggu_pembayaran');
  });
});

// ---------------------------------------------------------------------------------------------
// concurrency: the last items never go twice
// ---------------------------------------------------------------------------------------------
describe('stock under concurrent orders', () => {
  it('50 concurrent orders for a stock of 10: exactly 10 placed, 40 refused, stock 0', async () => {
    const product = await newProduct(SELLER, 10, 4);
    const buyers = [
      as.buyer,
      as.buyer2,
      ...(await Promise.all([1, 2, 3].map((n) => signUpBuyer(`serbu${n}`)))).map((b) => b.client),
    ];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(buyers[i % buyers.length]!, [{ product_id: product.id, quantity: 1 }]),
      ),
    );
    const placed = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.error).toMatchObject({ code: 'KP001', message: `Stok tidak mencukupi untuk ${product.name}` });
    }
    expect(new Set(placed.map((r) => r.data!.order_number)).size).toBe(10);
    expect(await stockOf(product.id)).toBe(0);
    const { count } = await service
      .from('order_items')
      .select('id', { count: 'exact', head: true })
      .eq('product_id', product.id);
    expect(count).toBe(10);
  }, 60_000);
});
