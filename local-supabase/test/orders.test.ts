/**
 * Orders as docs/orders.md describes them, through the real supabase-js client: one checkout, one payment,
 * one shipment per seller. Covers the RPCs (quote_order, place_order, submit_payment_proof, review_payment,
 * update_shipment, cancel_order, run_order_jobs), who may read and change what (anon, buyers, sellers,
 * admins, the service role), the payment-proof bucket, the limits, the outbox mail, the scheduled jobs and
 * 50 buyers racing for the last units.
 *
 * Every effect is checked through the service-role client. Runs on PGlite by default and on PostgreSQL
 * with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  normalizeTrackingNumber,
  trackingNumberProblem,
} from '../../shared-services/src/features/orders/order-status';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, PASSWORD, PNG_1X1, makeClient, must, unique } from './rls/clients';

interface OrderRow {
  id: string;
  order_number: string;
  buyer_id: string;
  status: string;
  payment_method: string;
  province: string;
}

interface PaymentRow {
  order_id: string;
  status: string;
  subtotal: number;
  shipping_cost: number;
  unique_code: number;
  total: number;
  due_at: string | null;
  proof_path: string | null;
  rejection_reason: string | null;
  paid_at: string | null;
}

interface ShipmentRow {
  id: number;
  order_id: string;
  seller_id: string;
  status: string;
  subtotal: number;
  shipping_cost: number;
  courier: string | null;
  tracking_number: string | null;
  released_at: string | null;
  cancel_reason: string | null;
}

interface RpcError {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

type Rpc<T> = Promise<{ data: T | null; error: RpcError | null }>;

interface Buyer {
  client: SupabaseClient;
  id: string;
  email: string;
}

const SHIPPING = {
  recipient_name: 'Dewi Lestari',
  phone: '0812-3456-7890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'jawa barat',
  postal_code: '40114',
};
/** the seed's tariff for Jawa Barat, whole rupiah */
const RATE_JAWA_BARAT = 15000;
const RUPIAH_PER_BASE_UNIT = 15000;

const SELLER = ACCOUNTS.seller.id;
const SELLER2 = ACCOUNTS.seller2.id;

const world = useSignedInWorld();

// ---------------------------------------------------------------------------------------------
// fixtures and helpers
// ---------------------------------------------------------------------------------------------
async function newBuyer(label = 'pembeli'): Promise<Buyer> {
  const client = makeClient(world.server.url, world.server.anonKey);
  const email = `${unique(label)}@example.test`.toLowerCase();
  const { data, error } = await world.server.signUpConfirmed(client, {
    email,
    password: PASSWORD,
    options: { data: { full_name: `Pembeli ${label}`, role: 'buyer' } },
  });
  if (error || !data.session || !data.user)
    throw new Error(`sign-up failed: ${error?.message ?? 'no session'}`);
  return { client, id: data.user.id, email };
}

async function newProduct(sellerId: string, stock = 20, price = 2.5): Promise<{ id: number; name: string }> {
  const name = unique('Produk Pesanan');
  const row = await must(
    world.service
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
  const row = await must(world.service.from('products').select('stock').eq('id', productId).single());
  return (row as { stock: number }).stock;
}

async function orderOf(id: string): Promise<OrderRow> {
  return (await must(world.service.from('orders').select('*').eq('id', id).single())) as OrderRow;
}

async function paymentOf(orderId: string): Promise<PaymentRow> {
  return (await must(
    world.service.from('order_payments').select('*').eq('order_id', orderId).single(),
  )) as PaymentRow;
}

async function shipmentsOf(orderId: string): Promise<ShipmentRow[]> {
  return (await must(
    world.service.from('order_shipments').select('*').eq('order_id', orderId).order('id'),
  )) as ShipmentRow[];
}

async function shipmentOf(orderId: string, sellerId: string): Promise<ShipmentRow> {
  const found = (await shipmentsOf(orderId)).find((s) => s.seller_id === sellerId);
  if (!found) throw new Error(`no shipment of ${sellerId} in ${orderId}`);
  return found;
}

async function eventsOf(orderId: string) {
  return (await must(
    world.service
      .from('order_status_events')
      .select('kind, status, shipment_id, note, changed_by, changed_at')
      .eq('order_id', orderId)
      .order('id'),
  )) as Array<{
    kind: string;
    status: string;
    shipment_id: number | null;
    note: string | null;
    changed_by: string | null;
    changed_at: string;
  }>;
}

async function mailOf(orderId: string) {
  return (await must(
    world.service
      .from('mail_outbox')
      .select('recipient, template, subject, body')
      .eq('order_id', orderId)
      .order('id'),
  )) as Array<{ recipient: string; template: string; subject: string; body: string }>;
}

async function countRows(table: string, column = 'id'): Promise<number> {
  const { count, error } = await world.service.from(table).select(column, { count: 'exact', head: true });
  if (error) throw new Error(JSON.stringify(error));
  return count ?? -1;
}

/** everything a refused call could have changed */
async function snapshot(productIds: number[]) {
  return {
    stocks: await Promise.all(productIds.map(stockOf)),
    orders: await countRows('orders'),
    shipments: await countRows('order_shipments'),
    payments: await countRows('order_payments', 'order_id'),
    items: await countRows('order_items'),
    events: await countRows('order_status_events'),
    mail: await countRows('mail_outbox'),
  };
}

function place(
  client: SupabaseClient,
  items: unknown,
  shipping: unknown = SHIPPING,
  paymentMethod: unknown = 'bank_transfer',
) {
  return client.rpc('place_order', {
    items,
    shipping,
    payment_method: paymentMethod,
  }) as unknown as Rpc<OrderRow>;
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

function quote(client: SupabaseClient, items: unknown, province: string | null) {
  return client.rpc('quote_order', { items, province }) as unknown as Rpc<{
    shipments: Array<{
      seller_id: string;
      seller_name: string;
      subtotal: number;
      shipping_cost: number | null;
      lines: unknown[];
    }>;
    subtotal: number;
    shipping_cost: number | null;
    total: number | null;
  }>;
}

function review(client: SupabaseClient, orderId: string, accept: boolean, reason?: string) {
  return client.rpc('review_payment', { order_id: orderId, accept, reason }) as unknown as Rpc<PaymentRow>;
}

function ship(
  client: SupabaseClient,
  shipmentId: number,
  status: string,
  extra: { courier?: string; tracking_number?: string; reason?: string } = {},
) {
  return client.rpc('update_shipment', {
    shipment_id: shipmentId,
    status,
    ...extra,
  }) as unknown as Rpc<ShipmentRow>;
}

function cancel(client: SupabaseClient, orderId: string, reason?: string) {
  return client.rpc('cancel_order', { order_id: orderId, reason }) as unknown as Rpc<OrderRow>;
}

async function uploadProof(buyer: Buyer, orderId: string, name = 'bukti.png'): Promise<string> {
  const path = `${buyer.id}/${orderId}/${name}`;
  const { error } = await buyer.client.storage
    .from('payment-proofs')
    .upload(path, PNG_1X1, { contentType: 'image/png' });
  if (error) throw new Error(`upload failed: ${error.message}`);
  return path;
}

function submitProof(client: SupabaseClient, orderId: string, path: string) {
  return client.rpc('submit_payment_proof', {
    order_id: orderId,
    proof_path: path,
  }) as unknown as Rpc<PaymentRow>;
}

/** a two-seller order by a fresh buyer, paid and released to both sellers */
async function paidTwoSellerOrder() {
  const buyer = await newBuyer();
  const a = await newProduct(SELLER, 10, 2);
  const b = await newProduct(SELLER2, 10, 3);
  const order = await placeOk(buyer.client, [
    { product_id: a.id, quantity: 2 },
    { product_id: b.id, quantity: 1 },
  ]);
  const accepted = await review(world.as.admin, order.id, true);
  if (accepted.error) throw new Error(`review_payment failed: ${JSON.stringify(accepted.error)}`);
  return {
    buyer,
    a,
    b,
    order,
    mine: await shipmentOf(order.id, SELLER),
    theirs: await shipmentOf(order.id, SELLER2),
  };
}

async function setSettings(values: Record<string, number>) {
  await must(world.service.from('site_settings').update(values).eq('id', 1).select('id'));
}

// ---------------------------------------------------------------------------------------------
// quote_order
// ---------------------------------------------------------------------------------------------
describe('quote_order', () => {
  it('splits the lines by seller, each shipment paying the province tariff', async () => {
    const a = await newProduct(SELLER, 10, 2);
    const b = await newProduct(SELLER2, 10, 3);
    const items = [
      { product_id: a.id, quantity: 2 },
      { product_id: b.id, quantity: 1 },
    ];
    const { data, error } = await quote(world.as.buyer, items, 'Jawa Barat');
    expect(error).toBeNull();
    expect(data!.shipments).toHaveLength(2);
    const bySeller = new Map(data!.shipments.map((s) => [s.seller_id, s]));
    expect(bySeller.get(SELLER)).toMatchObject({
      seller_name: 'Budi Santoso',
      subtotal: 4 * RUPIAH_PER_BASE_UNIT,
      shipping_cost: RATE_JAWA_BARAT,
    });
    expect(bySeller.get(SELLER2)).toMatchObject({
      subtotal: 3 * RUPIAH_PER_BASE_UNIT,
      shipping_cost: RATE_JAWA_BARAT,
    });
    expect(data).toMatchObject({
      subtotal: 7 * RUPIAH_PER_BASE_UNIT,
      shipping_cost: 2 * RATE_JAWA_BARAT,
      total: 7 * RUPIAH_PER_BASE_UNIT + 2 * RATE_JAWA_BARAT,
    });

    const noProvince = await quote(world.as.buyer, items, null);
    expect(noProvince.data).toMatchObject({
      subtotal: 7 * RUPIAH_PER_BASE_UNIT,
      shipping_cost: null,
      total: null,
    });
  });

  it('refuses a province without a tariff, unknown products and anon', async () => {
    const a = await newProduct(SELLER, 10);
    expect(
      (await quote(world.as.buyer, [{ product_id: a.id, quantity: 1 }], 'Atlantis')).error,
    ).toMatchObject({
      code: 'KP006',
      message: 'Pengiriman ke provinsi Atlantis belum tersedia',
    });
    expect((await quote(world.as.buyer, [{ product_id: 987654321, quantity: 1 }], null)).error?.code).toBe(
      'KP002',
    );
    expect((await quote(world.as.anon, [{ product_id: a.id, quantity: 1 }], null)).error?.code).toBe('42501');
  });
});

// ---------------------------------------------------------------------------------------------
// place_order
// ---------------------------------------------------------------------------------------------
describe('place_order', () => {
  it('one order, one payment with a unique code and deadline, one shipment per seller', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 20, 8.5);
    const b = await newProduct(SELLER2, 5, 2.2);
    const before = Date.now();
    const order = await placeOk(buyer.client, [
      { product_id: a.id, quantity: 2 },
      { product_id: b.id, quantity: 1 },
      { product_id: a.id, quantity: 1 },
    ]);
    expect(order.order_number).toMatch(/^KOP-\d{8}-\d{6}$/);
    expect(order).toMatchObject({
      buyer_id: buyer.id,
      status: 'menunggu_pembayaran',
      payment_method: 'bank_transfer',
      province: 'Jawa Barat',
    });
    expect(order).not.toHaveProperty('total');

    const shipments = await shipmentsOf(order.id);
    expect(shipments.map((s) => [s.seller_id, s.status, s.subtotal, s.shipping_cost, s.released_at])).toEqual(
      expect.arrayContaining([
        [SELLER, 'diproses', 3 * 8.5 * RUPIAH_PER_BASE_UNIT, RATE_JAWA_BARAT, null],
        [SELLER2, 'diproses', 2.2 * RUPIAH_PER_BASE_UNIT, RATE_JAWA_BARAT, null],
      ]),
    );
    const items = (await must(
      world.service
        .from('order_items')
        .select('shipment_id, seller_id, unit_price, quantity, line_total')
        .eq('order_id', order.id),
    )) as Array<{
      shipment_id: number;
      seller_id: string;
      unit_price: number;
      quantity: number;
      line_total: number;
    }>;
    expect(items).toHaveLength(2);
    for (const item of items) {
      expect(item.shipment_id).toBe(shipments.find((s) => s.seller_id === item.seller_id)!.id);
      expect(item.line_total).toBe(item.unit_price * item.quantity);
    }

    const payment = await paymentOf(order.id);
    const subtotal = (3 * 8.5 + 2.2) * RUPIAH_PER_BASE_UNIT;
    expect(payment).toMatchObject({
      status: 'menunggu_pembayaran',
      subtotal,
      shipping_cost: 2 * RATE_JAWA_BARAT,
    });
    expect(payment.unique_code).toBeGreaterThanOrEqual(1);
    expect(payment.unique_code).toBeLessThanOrEqual(999);
    expect(payment.total).toBe(subtotal + 2 * RATE_JAWA_BARAT + payment.unique_code);
    const due = Date.parse(payment.due_at!);
    expect(due - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(due - before).toBeLessThan(24 * 3600_000 + 60_000);

    expect(await stockOf(a.id)).toBe(17);
    expect(await stockOf(b.id)).toBe(4);
    const events = await eventsOf(order.id);
    expect(events.map((e) => [e.kind, e.status])).toEqual([
      ['order', 'menunggu_pembayaran'],
      ['payment', 'menunggu_pembayaran'],
    ]);
    expect(events.every((e) => e.changed_by === buyer.id)).toBe(true);

    const mail = await mailOf(order.id);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      recipient: buyer.email,
      template: 'pesanan_dibuat',
      subject: `Pesanan ${order.order_number} berhasil dibuat`,
    });
    expect(mail[0]!.body).toContain('Total yang harus ditransfer: Rp');
    expect(mail[0]!.body).toContain('unggah bukti transfer');
    // the deadline in WIB, whatever the time zone of the database server or of its session
    const wib = new Date(due + 7 * 3600_000).toISOString();
    const [day, month, year, time] = [wib.slice(8, 10), wib.slice(5, 7), wib.slice(0, 4), wib.slice(11, 16)];
    expect(mail[0]!.body).toContain(`sebelum ${day}-${month}-${year} ${time} WIB,`);
  });

  it('gives two open transfers of the same amount different unique codes', async () => {
    const a = await newProduct(SELLER, 20, 1);
    const first = await placeOk((await newBuyer()).client, [{ product_id: a.id, quantity: 1 }]);
    const second = await placeOk((await newBuyer()).client, [{ product_id: a.id, quantity: 1 }]);
    const [p1, p2] = [await paymentOf(first.id), await paymentOf(second.id)];
    expect(p1.subtotal).toBe(p2.subtotal);
    expect(p1.total).not.toBe(p2.total);
  });

  it('cash on delivery: released to the sellers at once, code 0, each seller mailed', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 5);
    const b = await newProduct(SELLER2, 5);
    const order = await placeOk(
      buyer.client,
      [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 1 },
      ],
      'cod',
    );
    expect(order.status).toBe('diproses');
    expect(await paymentOf(order.id)).toMatchObject({
      status: 'bayar_di_tempat',
      unique_code: 0,
      due_at: null,
    });
    expect((await shipmentsOf(order.id)).every((s) => s.released_at !== null)).toBe(true);
    // each shipment's history starts at once: its seller has it
    expect(
      (await eventsOf(order.id)).filter((e) => e.kind === 'shipment').map((e) => [e.status, e.changed_by]),
    ).toEqual([
      ['diproses', buyer.id],
      ['diproses', buyer.id],
    ]);
    const mail = await mailOf(order.id);
    expect(mail.map((m) => [m.recipient, m.template]).sort()).toEqual(
      [
        [buyer.email, 'pesanan_dibuat'],
        [ACCOUNTS.seller.email, 'pesanan_masuk'],
        [ACCOUNTS.seller2.email, 'pesanan_masuk'],
      ].sort(),
    );
    expect(mail.find((m) => m.template === 'pesanan_dibuat')!.body).toContain('bayar di tempat');
    // amounts as the screens write them ('Rp 190.623', a no-break space), each seller greeted by name
    const created = mail.find((m) => m.template === 'pesanan_dibuat')!.body;
    expect(created).toMatch(/Total: Rp\u00a0\d{1,3}(\.\d{3})*\n/);
    expect(created).not.toMatch(/Rp\d/);
    const sellerName = (
      (await must(world.service.from('profiles').select('full_name').eq('id', SELLER).single())) as {
        full_name: string;
      }
    ).full_name;
    const toSeller = mail.find(
      (m) => m.template === 'pesanan_masuk' && m.recipient === ACCOUNTS.seller.email,
    )!;
    expect(toSeller.body.startsWith(`Halo ${sellerName},\n\n`)).toBe(true);
  });

  it('holds at most 3 unpaid orders per buyer (transfers awaiting payment and undelivered COD)', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 50, 1);
    const orders = [
      await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]),
      await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }], 'cod'),
      await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]),
    ];
    const before = await snapshot([a.id]);
    const fourth = await place(buyer.client, [{ product_id: a.id, quantity: 1 }]);
    expect(fourth.error?.code).toBe('KP005');
    expect(fourth.error?.message).toMatch(/^Anda masih memiliki 3 pesanan yang belum dibayar\./);
    expect(await snapshot([a.id])).toEqual(before);

    expect((await cancel(buyer.client, orders[0]!.id)).error).toBeNull();
    expect((await place(buyer.client, [{ product_id: a.id, quantity: 1 }])).error).toBeNull();
  });

  it("refuses a province without a tariff and the buyer's own products, changing nothing", async () => {
    const a = await newProduct(SELLER, 5);
    const before = await snapshot([a.id]);
    const province = await place(world.as.buyer, [{ product_id: a.id, quantity: 1 }], {
      ...SHIPPING,
      province: 'Antartika',
    });
    expect(province.error).toMatchObject({
      code: 'KP006',
      message: 'Pengiriman ke provinsi Antartika belum tersedia',
      details: 'shipping.province',
    });
    const own = await place(world.as.seller, [{ product_id: a.id, quantity: 1 }]);
    expect(own.error).toMatchObject({
      code: 'KP007',
      message: 'Anda tidak dapat membeli produk Anda sendiri',
    });
    expect(await snapshot([a.id])).toEqual(before);
  });

  it('refuses more than the stock, naming the product, atomically for every line', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 5);
    const b = await newProduct(SELLER2, 2);
    const before = await snapshot([a.id, b.id]);
    const { error } = await place(buyer.client, [
      { product_id: a.id, quantity: 5 },
      { product_id: b.id, quantity: 3 },
    ]);
    expect(error).toMatchObject({
      code: 'KP001',
      message: `Stok tidak mencukupi untuk ${b.name}`,
      details: 'Stok tersedia: 2, jumlah dipesan: 3',
    });
    expect(await snapshot([a.id, b.id])).toEqual(before);
  });

  it.each([
    ['no items', [], SHIPPING, 'bank_transfer', 'Pesanan harus berisi minimal satu produk'],
    [
      'a quantity of 0',
      [{ product_id: 1, quantity: 0 }],
      SHIPPING,
      'bank_transfer',
      'Item pesanan ke-1: jumlah harus bilangan bulat 1 sampai 999',
    ],
    [
      'a fractional quantity',
      [{ product_id: 1, quantity: 1.5 }],
      SHIPPING,
      'bank_transfer',
      'Item pesanan ke-1: jumlah harus bilangan bulat 1 sampai 999',
    ],
    [
      'a product id that is not a number',
      [{ product_id: '1; drop table orders', quantity: 1 }],
      SHIPPING,
      'bank_transfer',
      'Item pesanan ke-1: produk tidak valid',
    ],
    [
      'an unknown payment method',
      [{ product_id: 1, quantity: 1 }],
      SHIPPING,
      'bitcoin',
      'Metode pembayaran tidak valid: pilih transfer bank, bayar online atau bayar di tempat (COD)',
    ],
    [
      'a bad phone',
      [{ product_id: 1, quantity: 1 }],
      { ...SHIPPING, phone: '12ab' },
      'bank_transfer',
      'Nomor telepon tidak valid',
    ],
    [
      'a missing street',
      [{ product_id: 1, quantity: 1 }],
      { ...SHIPPING, street: ' ' },
      'bank_transfer',
      'Alamat (jalan, nomor rumah) wajib diisi',
    ],
    [
      'a 4-digit postal code',
      [{ product_id: 1, quantity: 1 }],
      { ...SHIPPING, postal_code: '4011' },
      'bank_transfer',
      'Kode pos harus 5 angka',
    ],
  ])(
    'refuses %s with 22023 and an Indonesian message, changing nothing',
    async (_label, items, shipping, method, message) => {
      const before = await snapshot([]);
      const { error } = await place(world.as.buyer, items, shipping, method);
      expect(error).toMatchObject({ code: '22023', message });
      expect(await snapshot([])).toEqual(before);
    },
  );

  it('refuses anon', async () => {
    const a = await newProduct(SELLER, 5);
    const { error } = await place(world.as.anon, [{ product_id: a.id, quantity: 1 }]);
    expect(error?.code).toBe('42501');
    expect(await stockOf(a.id)).toBe(5);
  });
});

// ---------------------------------------------------------------------------------------------
// who reads what
// ---------------------------------------------------------------------------------------------
describe('reading orders, payments, shipments, lines and history', () => {
  async function visible(client: SupabaseClient, orderId: string) {
    const read = async (table: string, column = 'order_id') => {
      const { data, error } = await client.from(table).select('*').eq(column, orderId);
      if (error) throw new Error(JSON.stringify(error));
      return data as Array<Record<string, unknown>>;
    };
    return {
      orders: await read('orders', 'id'),
      payments: await read('order_payments'),
      shipments: await read('order_shipments'),
      items: await read('order_items'),
      events: await read('order_status_events'),
    };
  }

  it('a seller sees nothing of an unpaid transfer; once paid, only their own shipment, lines and its history, never the payment', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10, 2);
    const b = await newProduct(SELLER2, 10, 3);
    const order = await placeOk(buyer.client, [
      { product_id: a.id, quantity: 2 },
      { product_id: b.id, quantity: 1 },
    ]);
    const unpaid = await visible(world.as.seller, order.id);
    expect(unpaid).toEqual({ orders: [], payments: [], shipments: [], items: [], events: [] });

    expect((await review(world.as.admin, order.id, true)).error).toBeNull();
    const seen = await visible(world.as.seller, order.id);
    expect(seen.orders).toHaveLength(1);
    expect(seen.payments).toEqual([]);
    expect(seen.shipments.map((s) => s.seller_id)).toEqual([SELLER]);
    expect(seen.items.map((i) => i.seller_id)).toEqual([SELLER]);
    expect(seen.events.length).toBeGreaterThan(0);
    expect(seen.events.every((e) => e.kind === 'shipment' && e.shipment_id === seen.shipments[0]!.id)).toBe(
      true,
    );

    const owner = await visible(buyer.client, order.id);
    expect(owner.orders).toHaveLength(1);
    expect(owner.payments).toHaveLength(1);
    expect(owner.shipments).toHaveLength(2);
    expect(owner.items).toHaveLength(2);
    expect(owner.events.some((e) => e.kind === 'payment')).toBe(true);

    const admin = await visible(world.as.admin, order.id);
    expect(admin.payments).toHaveLength(1);
    expect(admin.shipments).toHaveLength(2);

    expect(await visible(world.as.buyer, order.id)).toEqual({
      orders: [],
      payments: [],
      shipments: [],
      items: [],
      events: [],
    });
    for (const table of [
      'orders',
      'order_payments',
      'order_shipments',
      'order_items',
      'order_status_events',
    ]) {
      expect((await world.as.anon.from(table).select('*')).error?.code).toBe('42501');
    }
  });

  it('the embed a screen uses gives the payment as an object and the shipments with their lines', async () => {
    const { buyer, order } = await paidTwoSellerOrder();
    const { data, error } = await buyer.client
      .from('orders')
      .select(
        'id, order_payments(status, total), order_shipments(id, status, seller:profiles(full_name), order_items(product_name))',
      )
      .eq('id', order.id)
      .single();
    expect(error).toBeNull();
    const row = data as unknown as {
      order_payments: { status: string };
      order_shipments: Array<{ order_items: unknown[]; seller: { full_name: string } }>;
    };
    expect(row.order_payments).toMatchObject({ status: 'dibayar' });
    expect(row.order_shipments).toHaveLength(2);
    expect(row.order_shipments.every((s) => s.order_items.length === 1 && s.seller.full_name)).toBe(true);

    const sellerView = await world.as.seller2
      .from('orders')
      .select('id, order_payments(status), order_shipments(id, seller_id)')
      .eq('id', order.id)
      .single();
    const seller = sellerView.data as unknown as {
      order_payments: unknown;
      order_shipments: Array<{ seller_id: string }>;
    };
    expect(seller.order_payments).toBeNull();
    expect(seller.order_shipments.map((s) => s.seller_id)).toEqual([SELLER2]);
  });

  it.each(['buyer', 'seller', 'admin'] as const)('%s cannot write the order tables directly', async (who) => {
    const { order, mine } = await paidTwoSellerOrder();
    const client = world.as[who];
    const attempts = [
      client.from('orders').update({ status: 'selesai' }).eq('id', order.id).select(),
      client.from('order_payments').update({ status: 'dibayar' }).eq('order_id', order.id).select(),
      client.from('order_shipments').update({ status: 'diterima' }).eq('id', mine.id).select(),
      client.from('order_items').delete().eq('order_id', order.id).select(),
      client
        .from('order_status_events')
        .insert({ order_id: order.id, kind: 'order', status: 'selesai' })
        .select(),
      // admins read the outbox (the back office's Email Keluar); nobody writes it
      client.from('mail_outbox').update({ status: 'terkirim' }).eq('order_id', order.id).select(),
    ];
    for (const { data, error } of await Promise.all(attempts)) {
      expect(error?.code ?? (data as unknown[]).length).toBe(error ? '42501' : 0);
    }
    expect((await orderOf(order.id)).status).toBe('diproses');
    expect((await paymentOf(order.id)).status).toBe('dibayar');
  });
});

// ---------------------------------------------------------------------------------------------
// payment: proof of transfer, review by an admin
// ---------------------------------------------------------------------------------------------
describe('bank transfer payment', () => {
  it('proof upload, rejection with a reason, a new proof, acceptance: each step stamped and mailed', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10, 2);
    const order = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]);

    // nobody else reviews it
    for (const who of ['buyer', 'seller'] as const) {
      expect((await review(world.as[who], order.id, true)).error?.code).toBe('42501');
    }
    expect((await review(buyer.client, order.id, true)).error?.code).toBe('42501');
    // nothing to reject before a proof is in
    expect((await review(world.as.admin, order.id, false, 'Nominal tidak sesuai')).error?.code).toBe('KP003');

    const path = await uploadProof(buyer, order.id);
    // not someone else's order, not a path that does not exist
    expect((await submitProof(world.as.buyer, order.id, path)).error?.code).toBe('KP004');
    expect(
      (await submitProof(buyer.client, order.id, `${buyer.id}/${order.id}/tidak-ada.png`)).error,
    ).toMatchObject({
      code: '22023',
      details: 'proof_path',
    });
    const submitted = await submitProof(buyer.client, order.id, path);
    expect(submitted.error).toBeNull();
    expect(submitted.data).toMatchObject({ status: 'menunggu_verifikasi', proof_path: path });
    // while it is checked the buyer cannot cancel, and the order still waits for payment
    expect((await cancel(buyer.client, order.id)).error?.code).toBe('KP003');
    expect((await orderOf(order.id)).status).toBe('menunggu_pembayaran');

    expect((await review(world.as.admin, order.id, false, ' ')).error).toMatchObject({
      code: '22023',
      details: 'reason',
    });
    const rejected = await review(world.as.admin, order.id, false, 'Nominal transfer tidak sesuai');
    expect(rejected.data).toMatchObject({
      status: 'menunggu_pembayaran',
      rejection_reason: 'Nominal transfer tidak sesuai',
    });

    const second = await uploadProof(buyer, order.id, 'bukti-2.png');
    expect((await submitProof(buyer.client, order.id, second)).data).toMatchObject({
      status: 'menunggu_verifikasi',
      rejection_reason: null,
    });
    const accepted = await review(world.as.admin, order.id, true);
    expect(accepted.data).toMatchObject({ status: 'dibayar' });
    expect(accepted.data!.paid_at).not.toBeNull();
    expect((await orderOf(order.id)).status).toBe('diproses');
    expect((await shipmentOf(order.id, SELLER)).released_at).not.toBeNull();

    const payments = (await eventsOf(order.id)).filter((e) => e.kind === 'payment');
    expect(payments.map((e) => [e.status, e.changed_by, e.note])).toEqual([
      ['menunggu_pembayaran', buyer.id, null],
      ['menunggu_verifikasi', buyer.id, null],
      ['menunggu_pembayaran', ACCOUNTS.admin.id, 'Nominal transfer tidak sesuai'],
      ['menunggu_verifikasi', buyer.id, null],
      ['dibayar', ACCOUNTS.admin.id, null],
    ]);
    const mail = await mailOf(order.id);
    expect(mail.map((m) => [m.recipient, m.template])).toEqual([
      [buyer.email, 'pesanan_dibuat'],
      [buyer.email, 'pembayaran_ditolak'],
      [buyer.email, 'pembayaran_diterima'],
      [ACCOUNTS.seller.email, 'pesanan_masuk'],
    ]);
    expect(mail[1]!.body).toContain('Alasan: Nominal transfer tidak sesuai');
  });

  it('the proof bucket: only the buyer (own folder, own order) writes; only the buyer and admins read', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]);
    const path = await uploadProof(buyer, order.id);

    const intoOther = await world.as.buyer.storage
      .from('payment-proofs')
      .upload(`${buyer.id}/${order.id}/palsu.png`, PNG_1X1, { contentType: 'image/png' });
    expect(intoOther.error).not.toBeNull();
    const ownFolderOtherOrder = await world.as.buyer.storage
      .from('payment-proofs')
      .upload(`${ACCOUNTS.buyer.id}/${order.id}/palsu.png`, PNG_1X1, { contentType: 'image/png' });
    expect(ownFolderOtherOrder.error).not.toBeNull();
    const notAnOrder = await world.as.buyer.storage
      .from('payment-proofs')
      .upload(`${ACCOUNTS.buyer.id}/bukan-uuid/palsu.png`, PNG_1X1, { contentType: 'image/png' });
    expect(notAnOrder.error).not.toBeNull();

    expect((await buyer.client.storage.from('payment-proofs').download(path)).error).toBeNull();
    expect((await world.as.admin.storage.from('payment-proofs').download(path)).error).toBeNull();
    expect(
      (await world.as.admin.storage.from('payment-proofs').createSignedUrl(path, 60)).data?.signedUrl,
    ).toBeTruthy();
    for (const who of ['buyer', 'seller', 'anon'] as const) {
      expect((await world.as[who].storage.from('payment-proofs').download(path)).error).not.toBeNull();
    }
    const publicUrl = world.as.anon.storage.from('payment-proofs').getPublicUrl(path).data.publicUrl;
    expect((await fetch(publicUrl)).status).toBeGreaterThanOrEqual(400);
  });

  it('no proof after the deadline, and none for COD', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10);
    const cod = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }], 'cod');
    expect((await submitProof(buyer.client, cod.id, `${buyer.id}/${cod.id}/x.png`)).error?.code).toBe(
      'KP003',
    );

    const order = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]);
    const path = await uploadProof(buyer, order.id);
    await must(
      world.service
        .from('order_payments')
        .update({ due_at: new Date(Date.now() - 1000).toISOString() })
        .eq('order_id', order.id)
        .select(),
    );
    const { error } = await submitProof(buyer.client, order.id, path);
    // The server's own timer (run_order_jobs) expires a payment past its deadline and may do so between the
    // two requests: the proof is then refused because the payment is no longer awaited. Either way, refused.
    const expiredFirst = error?.code === 'KP003' && (await paymentOf(order.id)).status === 'kedaluwarsa';
    expect(error).toMatchObject(
      expiredFirst
        ? { code: 'KP003', details: 'Status pembayaran: kedaluwarsa' }
        : { code: 'KP008', message: 'Batas waktu pembayaran sudah lewat' },
    );
    expect((await paymentOf(order.id)).proof_path ?? null).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// shipments
// ---------------------------------------------------------------------------------------------
describe('update_shipment', () => {
  it("checks a tracking number by its courier's format exactly as the ship form does", async () => {
    const couriers = ['JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'AnterAja', 'Lion Parcel'];
    const samples = [
      'JNT 1234 5678',
      'jne-001 2345',
      '0041 2345 6789',
      'RR123456789ID',
      'AB#123',
      'J'.repeat(45),
      '12345',
      '   ',
      'ABCDEFGHIJKLMNOPQ',
      'lp-00123456',
    ];
    for (const courier of couriers)
      for (const sample of samples) {
        const { data, error } = await world.as.seller.rpc('normalize_tracking_number', {
          p_courier: courier,
          p_tracking: sample,
        });
        const problem = trackingNumberProblem(courier, sample);
        expect([courier, sample, error?.message ?? null, error ? null : data]).toEqual([
          courier,
          sample,
          problem,
          problem === null ? normalizeTrackingNumber(courier, sample) : null,
        ]);
      }
  });

  it('each seller ships their own part with courier and tracking number; the buyer confirms; the order status follows', async () => {
    const { buyer, order, mine, theirs } = await paidTwoSellerOrder();

    // not another seller's shipment, and not without courier and tracking number
    expect(
      (
        await ship(world.as.seller, theirs.id, 'dikirim', {
          courier: 'JNE',
          tracking_number: 'JNE1234567890',
        })
      ).error?.code,
    ).toBe('KP004');
    expect((await ship(world.as.seller, mine.id, 'dikirim', { courier: 'JNE' })).error).toMatchObject({
      code: '22023',
      details: 'tracking_number',
    });
    expect(
      (await ship(world.as.seller, mine.id, 'dikirim', { tracking_number: 'JNE1234567890' })).error,
    ).toMatchObject({
      code: '22023',
      details: 'courier',
    });
    expect(
      (await ship(world.as.seller, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'no spaces!' }))
        .error?.details,
    ).toBe('tracking_number');
    // checked by the courier's format, whatever its length: nothing is cut to fit
    expect(
      (await ship(world.as.seller, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'J'.repeat(45) }))
        .error,
    ).toMatchObject({
      code: '22023',
      details: 'tracking_number',
      message: 'Nomor resi JNE terdiri dari 10–16 huruf atau angka (yang diisi 45 karakter)',
    });
    // nobody but the buyer (or an admin) confirms receipt; nothing is received before it is sent
    expect((await ship(buyer.client, mine.id, 'diterima')).error?.code).toBe('KP003');

    // spaces and dashes taken out, upper case
    const sent = await ship(world.as.seller, mine.id, 'dikirim', {
      courier: 'JNE',
      tracking_number: 'jne-001 2345',
    });
    expect(sent.data).toMatchObject({ status: 'dikirim', courier: 'JNE', tracking_number: 'JNE0012345' });
    expect((await orderOf(order.id)).status).toBe('diproses');
    expect((await ship(world.as.seller, mine.id, 'diterima')).error?.code).toBe('42501');
    expect((await ship(world.as.seller, mine.id, 'dibatalkan', { reason: 'Stok rusak' })).error?.code).toBe(
      'KP003',
    );
    expect(
      (await ship(buyer.client, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'JNE9999999999' }))
        .error?.code,
    ).toBe('42501');

    expect(
      (
        await ship(world.as.seller2, theirs.id, 'dikirim', {
          courier: 'SiCepat',
          tracking_number: '0041 2345 6789',
        })
      ).error,
    ).toBeNull();
    expect((await orderOf(order.id)).status).toBe('dikirim');
    expect((await ship(buyer.client, mine.id, 'diterima')).data).toMatchObject({ status: 'diterima' });
    expect((await orderOf(order.id)).status).toBe('dikirim');
    expect((await ship(buyer.client, theirs.id, 'diterima')).error).toBeNull();
    expect((await orderOf(order.id)).status).toBe('selesai');

    const shipped = (await mailOf(order.id)).filter((m) => m.template === 'pesanan_dikirim');
    expect(shipped).toHaveLength(2);
    expect(shipped[0]!.body).toContain('Nomor resi: JNE0012345');
    const history = (await eventsOf(order.id)).filter(
      (e) => e.kind === 'shipment' && e.shipment_id === mine.id,
    );
    expect(history.map((e) => [e.status, e.changed_by])).toEqual([
      ['diproses', ACCOUNTS.admin.id],
      ['dikirim', SELLER],
      ['diterima', buyer.id],
    ]);
    expect((await eventsOf(order.id)).filter((e) => e.kind === 'order').map((e) => e.status)).toEqual([
      'menunggu_pembayaran',
      'diproses',
      'dikirim',
      'selesai',
    ]);
  });

  it('a seller cancels only their own shipment, with a reason; only their stock goes back', async () => {
    const { buyer, a, b, order, mine, theirs } = await paidTwoSellerOrder();
    expect((await ship(world.as.seller, mine.id, 'dibatalkan')).error).toMatchObject({
      code: '22023',
      details: 'reason',
    });
    expect(
      (await ship(world.as.seller, theirs.id, 'dibatalkan', { reason: 'Barang habis' })).error?.code,
    ).toBe('KP004');
    const cancelled = await ship(world.as.seller, mine.id, 'dibatalkan', {
      reason: 'Barang rusak saat dikemas',
    });
    expect(cancelled.data).toMatchObject({
      status: 'dibatalkan',
      cancel_reason: 'Barang rusak saat dikemas',
    });
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(9);
    expect((await orderOf(order.id)).status).toBe('diproses');
    expect(
      (await mailOf(order.id)).filter((m) => m.template === 'pesanan_dibatalkan').map((m) => m.recipient),
    ).toEqual([buyer.email]);
    // the buyer cannot cancel a paid order themselves
    expect((await cancel(buyer.client, order.id)).error?.code).toBe('KP003');
  });

  it('a seller cannot move a shipment before the order is paid', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10);
    const order = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]);
    const mine = await shipmentOf(order.id, SELLER);
    expect(
      (await ship(world.as.seller, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'JNE1234567890' }))
        .error?.code,
    ).toBe('KP004');
    expect(
      (await ship(world.as.admin, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'JNE1234567890' }))
        .error?.code,
    ).toBe('KP003');
    expect((await ship(world.as.admin, mine.id, 'selesai')).error).toMatchObject({
      code: '22023',
      details: 'status',
    });
    expect((await ship(world.as.admin, 987654321, 'dikirim')).error?.code).toBe('KP004');
  });
});

// ---------------------------------------------------------------------------------------------
// cancel_order
// ---------------------------------------------------------------------------------------------
describe('cancel_order', () => {
  it('the buyer cancels an unpaid transfer: every shipment cancelled, stock back, mailed', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10);
    const b = await newProduct(SELLER2, 10);
    const order = await placeOk(buyer.client, [
      { product_id: a.id, quantity: 3 },
      { product_id: b.id, quantity: 2 },
    ]);
    expect((await cancel(world.as.buyer, order.id)).error?.code).toBe('KP004');
    expect((await cancel(world.as.seller, order.id)).error?.code).toBe('KP004');
    const { data, error } = await cancel(buyer.client, order.id, 'Salah pilih produk');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'dibatalkan' });
    expect(await stockOf(a.id)).toBe(10);
    expect(await stockOf(b.id)).toBe(10);
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
    expect((await shipmentsOf(order.id)).map((s) => s.status)).toEqual(['dibatalkan', 'dibatalkan']);
    expect((await mailOf(order.id)).map((m) => m.template)).toEqual(['pesanan_dibuat', 'pesanan_dibatalkan']);
    // the cancellation greets the buyer by the order's recipient name, as the order's other mails do
    const cancelled = (await mailOf(order.id)).find((m) => m.template === 'pesanan_dibatalkan')!;
    expect(cancelled.body.startsWith(`Halo ${SHIPPING.recipient_name},\n\n`)).toBe(true);
    expect(cancelled.body).toContain('Alasan: Salah pilih produk');
    expect((await cancel(buyer.client, order.id)).error?.code).toBe('KP003');
  });

  it('a COD buyer cancels before anything leaves, not after', async () => {
    const buyer = await newBuyer();
    const a = await newProduct(SELLER, 10);
    const b = await newProduct(SELLER2, 10);
    const first = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }], 'cod');
    expect((await cancel(buyer.client, first.id)).data).toMatchObject({ status: 'dibatalkan' });
    expect(await stockOf(a.id)).toBe(10);

    const second = await placeOk(
      buyer.client,
      [
        { product_id: a.id, quantity: 1 },
        { product_id: b.id, quantity: 1 },
      ],
      'cod',
    );
    const mine = await shipmentOf(second.id, SELLER);
    expect(
      (await ship(world.as.seller, mine.id, 'dikirim', { courier: 'J&T', tracking_number: 'JT0001234' }))
        .error,
    ).toBeNull();
    expect((await cancel(buyer.client, second.id)).error).toMatchObject({
      code: 'KP003',
      message: 'Pesanan yang sudah dikirim tidak dapat dibatalkan',
    });
  });

  it('an admin cancels a paid order while nothing has left', async () => {
    const { a, b, order } = await paidTwoSellerOrder();
    expect((await cancel(world.as.admin, order.id, 'Pembeli meminta pembatalan')).data).toMatchObject({
      status: 'dibatalkan',
    });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([10, 10]);
    // the money was received: it stays recorded as paid, to be refunded
    expect((await paymentOf(order.id)).status).toBe('dibayar');
  });
});

// ---------------------------------------------------------------------------------------------
// the scheduled jobs
// ---------------------------------------------------------------------------------------------
describe('run_order_jobs', () => {
  it('only the world.service role runs it', async () => {
    for (const who of ['anon', 'buyer', 'admin'] as const) {
      expect((await world.as[who].rpc('run_order_jobs')).error?.code).toBe('42501');
    }
    expect((await world.service.rpc('run_order_jobs')).error).toBeNull();
  });

  it('past a configured deadline: unpaid transfers expire with their stock back; sent shipments are received', async () => {
    // deadlines of an hour (not the defaults' day and week), then the clock moved past them in the rows: what
    // decides is the configured time, not how long this machine takes to place and ship (a 10 s deadline and an
    // 11 s sleep expired the order early whenever the set-up took longer than 10 s)
    await setSettings({ payment_deadline_seconds: 3600, auto_receive_seconds: 3600 });
    try {
      const buyer = await newBuyer();
      const a = await newProduct(SELLER, 10);
      const unpaid = await placeOk(buyer.client, [{ product_id: a.id, quantity: 4 }]);
      const waiting = await placeOk(buyer.client, [{ product_id: a.id, quantity: 1 }]);
      await submitProof(buyer.client, waiting.id, await uploadProof(buyer, waiting.id));
      const { order: sentOrder, mine } = await paidTwoSellerOrder();
      await ship(world.as.seller, mine.id, 'dikirim', { courier: 'JNE', tracking_number: 'JNE5555555555' });
      expect(await stockOf(a.id)).toBe(5);
      // the payment is due the configured hour after the order
      const { rows: due } = await world.sql<{ seconds: number }>(
        `select extract(epoch from p.due_at - o.created_at)::int as seconds
           from public.order_payments p join public.orders o on o.id = p.order_id where p.order_id = $1`,
        [unpaid.id],
      );
      expect(due).toEqual([{ seconds: 3600 }]);

      const early = await world.service.rpc('run_order_jobs');
      expect(early.error).toBeNull();
      expect((await paymentOf(unpaid.id)).status).toBe('menunggu_pembayaran');
      expect((await shipmentOf(sentOrder.id, SELLER)).status).toBe('dikirim');

      // an hour and a second later
      await world.sql(
        `update public.order_payments set due_at = now() - interval '1 second' where order_id = any($1::uuid[])`,
        [[unpaid.id, waiting.id]],
      );
      await world.sql(
        `update public.order_shipments set shipped_at = now() - interval '3601 seconds' where id = $1`,
        [mine.id],
      );
      const { data } = await world.service.rpc('run_order_jobs');
      expect(data).toEqual({
        expired: expect.any(Number),
        received: expect.any(Number),
        review_reminders: expect.any(Number),
      });

      expect((await orderOf(unpaid.id)).status).toBe('dibatalkan');
      expect((await paymentOf(unpaid.id)).status).toBe('kedaluwarsa');
      expect(await stockOf(a.id)).toBe(9);
      expect((await mailOf(unpaid.id)).map((m) => m.template)).toEqual([
        'pesanan_dibuat',
        'pesanan_dibatalkan',
      ]);
      const expiredEvent = (await eventsOf(unpaid.id)).find(
        (e) => e.kind === 'payment' && e.status === 'kedaluwarsa',
      );
      expect(expiredEvent).toMatchObject({ changed_by: null, note: 'Batas waktu pembayaran terlewati' });
      // a proof waiting for an admin is never expired under the buyer
      expect((await paymentOf(waiting.id)).status).toBe('menunggu_verifikasi');

      expect((await shipmentOf(sentOrder.id, SELLER)).status).toBe('diterima');
      expect((await orderOf(sentOrder.id)).status).toBe('diproses');
    } finally {
      await setSettings({ payment_deadline_seconds: 86400, auto_receive_seconds: 604800 });
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------------
// concurrency: the last units never go twice
// ---------------------------------------------------------------------------------------------
describe('stock under concurrent orders', () => {
  it('50 buyers racing for the last 10 units: exactly 10 orders, 40 refused, 0 oversold', async () => {
    const product = await newProduct(SELLER, 10, 4);
    const buyers = await Promise.all(Array.from({ length: 25 }, (_, n) => newBuyer(`serbu${n}`)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        place(buyers[i % buyers.length]!.client, [{ product_id: product.id, quantity: 1 }]),
      ),
    );
    const placed = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(placed).toHaveLength(10);
    for (const r of refused) {
      expect(r.error).toMatchObject({ code: 'KP001', message: `Stok tidak mencukupi untuk ${product.name}` });
    }
    expect(await stockOf(product.id)).toBe(0);
    const { count } = await world.service
      .from('order_items')
      .select('id', { count: 'exact', head: true })
      .eq('product_id', product.id);
    expect(count).toBe(10);
    const totals = await Promise.all(placed.map(async (r) => (await paymentOf(r.data!.id)).total));
    expect(new Set(totals).size).toBe(10);
  }, 90_000);
});
