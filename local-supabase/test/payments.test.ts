/**
 * Online payment end to end through the local server: the `payments` Edge Function
 * (supabase/functions/payments, run by Deno at /functions/v1/payments) against the Midtrans stand-in
 * (/__midtrans) and the database's record_snap_transaction / apply_gateway_status.
 *
 * /snap creates the Snap transaction from the stored order and reuses it; only the order's buyer gets it.
 * The stand-in's pay/expire/cancel/refund send signed notifications to the function, which re-reads the
 * status API and applies it: paid and released, expired with the stock back, cancelled, refunded. A forged
 * signature, a wrong amount and an unknown order are refused with a 4xx and change nothing; replays and a late
 * "pending" leave a paid order paid; every notification is audited.
 *
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import crypto from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_MIDTRANS_CLIENT_KEY, LOCAL_MIDTRANS_SERVER_KEY } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, makeClient, must, PASSWORD, SHIPPING, unique } from './rls/clients';

interface Buyer {
  client: SupabaseClient;
  id: string;
  token: string;
}

interface PlacedOrder {
  id: string;
  order_number: string;
}

interface Payment {
  status: string;
  total: number;
  due_at: string;
  snap_token: string | null;
  snap_redirect_url: string | null;
  gateway_transaction_id: string | null;
  gateway_status: string | null;
  payment_type: string | null;
}

interface Delivery {
  status: number | null;
  ok: boolean;
  transaction_status: string;
  response?: Record<string, unknown>;
}

/** the first call starts Deno, which may fetch the function's npm packages */
const FIRST_CALL_MS = 180_000;

let server: TestServer;
let service: SupabaseClient;

beforeAll(async () => {
  // the function gets this server's own stand-in (its port, its keys) from the server itself
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  service = makeClient(server.url, server.serviceRoleKey);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function newBuyer(): Promise<Buyer> {
  const client = makeClient(server.url, server.anonKey);
  const { data, error } = await server.signUpConfirmed(client, {
    email: `${unique('bayar-online')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: 'Pembeli Online', role: 'buyer' } },
  });
  if (error || !data.session || !data.user) throw new Error(error?.message ?? 'no session');
  return { client, id: data.user.id, token: data.session.access_token };
}

async function newProduct(sellerId: string = ACCOUNTS.seller.id, stock = 10, price = 2): Promise<number> {
  const row = await must(
    service
      .from('products')
      .insert({
        name: unique('Produk Bayar Online'),
        price,
        category_id: 1,
        description: 'uji',
        seller_id: sellerId,
        stock,
      })
      .select('id')
      .single(),
  );
  return (row as { id: number }).id;
}

async function stockOf(id: number): Promise<number> {
  return ((await must(service.from('products').select('stock').eq('id', id).single())) as { stock: number })
    .stock;
}

async function placeOrder(
  buyer: Buyer,
  items: { product_id: number; quantity: number }[],
  paymentMethod = 'online',
): Promise<PlacedOrder> {
  const { data, error } = await buyer.client.rpc('place_order', {
    items,
    shipping: SHIPPING,
    payment_method: paymentMethod,
  });
  if (error || !data) throw new Error(JSON.stringify(error));
  return data as PlacedOrder;
}

async function paymentOf(orderId: string): Promise<Payment> {
  return (await must(service.from('order_payments').select('*').eq('order_id', orderId).single())) as Payment;
}

async function orderStatusOf(orderId: string): Promise<string> {
  return (
    (await must(service.from('orders').select('status').eq('id', orderId).single())) as { status: string }
  ).status;
}

async function shipmentsOf(orderId: string) {
  return (await must(
    service.from('order_shipments').select('status, released_at').eq('order_id', orderId).order('id'),
  )) as { status: string; released_at: string | null }[];
}

async function auditOf(orderNumber: string) {
  return (await must(
    service
      .from('payment_notifications')
      .select('transaction_status, signature_valid, outcome, gross_amount')
      .eq('gateway_order_id', orderNumber)
      .order('id'),
  )) as {
    transaction_status: string;
    signature_valid: boolean;
    outcome: string;
    gross_amount: number | null;
  }[];
}

async function callSnap(orderId: unknown, bearer?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', apikey: server.anonKey };
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  const response = await fetch(`${server.url}/functions/v1/payments/snap`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ order_id: orderId }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function postNotification(body: unknown) {
  // as Midtrans calls it: no apikey, no Authorization
  const response = await fetch(`${server.url}/functions/v1/payments/notification`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function standIn(orderNumber: string, action: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${server.url}/__midtrans/transactions/${orderNumber}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { transaction: Record<string, unknown>; deliveries: Delivery[] },
  };
}

function sign(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  key = LOCAL_MIDTRANS_SERVER_KEY,
): string {
  return crypto.createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');
}

function notification(
  orderNumber: string,
  status: string,
  statusCode: string,
  grossAmount: string,
  key?: string,
) {
  return {
    transaction_time: '2026-11-23 10:00:00',
    transaction_status: status,
    transaction_id: crypto.randomUUID(),
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: sign(orderNumber, statusCode, grossAmount, key),
    payment_type: 'qris',
    order_id: orderNumber,
    merchant_id: 'G000000000',
    gross_amount: grossAmount,
    fraud_status: 'accept',
    currency: 'IDR',
  };
}

/** an online order with its Snap transaction, ready to be paid on the stand-in */
async function orderWithSnap(quantity = 1) {
  const buyer = await newBuyer();
  const product = await newProduct();
  const order = await placeOrder(buyer, [{ product_id: product, quantity }]);
  const snap = await callSnap(order.id, buyer.token);
  expect(snap.status).toBe(200);
  return { buyer, product, order };
}

describe('POST /functions/v1/payments/snap', () => {
  it(
    'creates the Snap transaction from the stored order, and returns the same one on a second call',
    async () => {
      const buyer = await newBuyer();
      const first = await newProduct(ACCOUNTS.seller.id);
      const second = await newProduct(ACCOUNTS.seller2.id, 10, 3);
      const order = await placeOrder(buyer, [
        { product_id: first, quantity: 2 },
        { product_id: second, quantity: 1 },
      ]);
      const payment = await paymentOf(order.id);

      const snap = await callSnap(order.id, buyer.token);
      expect(snap.status).toBe(200);
      expect(snap.body).toEqual({
        token: expect.stringMatching(/^[0-9a-f-]{36}$/),
        redirect_url: `${server.url}/__midtrans/snap/v4/redirection/${String(snap.body.token)}`,
        client_key: LOCAL_MIDTRANS_CLIENT_KEY,
        snap_js_url: `${server.url}/__midtrans/snap/snap.js`,
      });
      expect(await paymentOf(order.id)).toMatchObject({
        snap_token: snap.body.token,
        snap_redirect_url: snap.body.redirect_url,
      });

      // what reached Midtrans: the stored total, items adding up to it, one shipping item per seller
      const transaction = (await (
        await fetch(`${server.url}/__midtrans/transactions/${order.order_number}`)
      ).json()) as {
        gross_amount: number;
        request: {
          transaction_details: { order_id: string; gross_amount: number };
          item_details: { id: string; price: number; quantity: number }[];
          customer_details: { email: string };
          enabled_payments: string[];
          expiry: { unit: string; duration: number };
        };
      };
      expect(transaction.gross_amount).toBe(payment.total);
      const { request } = transaction;
      expect(request.transaction_details).toEqual({
        order_id: order.order_number,
        gross_amount: payment.total,
      });
      expect(request.item_details.reduce((sum, item) => sum + item.price * item.quantity, 0)).toBe(
        payment.total,
      );
      expect(request.item_details.filter((item) => item.id.startsWith('ongkir-'))).toHaveLength(2);
      expect(request.item_details.filter((item) => item.id.startsWith('produk-'))).toEqual([
        expect.objectContaining({ price: 30000, quantity: 2 }),
        expect.objectContaining({ price: 45000, quantity: 1 }),
      ]);
      expect(request.customer_details.email).toMatch(/^bayar-online-.*@example\.test$/);
      expect(request.enabled_payments).toEqual(
        expect.arrayContaining([
          'other_qris',
          'bca_va',
          'bni_va',
          'bri_va',
          'echannel',
          'permata_va',
          'gopay',
          'shopeepay',
        ]),
      );
      const minutesLeft = (Date.parse(payment.due_at) - Date.now()) / 60_000;
      expect(request.expiry.unit).toBe('minutes');
      expect(request.expiry.duration).toBeLessThanOrEqual(minutesLeft);
      expect(request.expiry.duration).toBeGreaterThan(minutesLeft - 2);

      const again = await callSnap(order.id, buyer.token);
      expect(again).toEqual(snap);
    },
    FIRST_CALL_MS,
  );

  it('refuses another buyer, a missing or invalid JWT, and a bad body', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, [{ product_id: await newProduct(), quantity: 1 }]);
    const other = await newBuyer();
    const refused = await callSnap(order.id, other.token);
    expect(refused.status).toBe(404);
    expect(refused.body.code).toBe('KP004');
    expect((await callSnap(order.id)).status).toBe(401);
    expect((await callSnap(order.id, server.anonKey)).status).toBe(401);
    expect((await callSnap(order.id, `${buyer.token}x`)).status).toBe(401);
    expect((await callSnap('KOP-1', buyer.token)).status).toBe(400);
    expect((await paymentOf(order.id)).snap_token).toBeNull();
  });

  it('only for an unpaid online order before its deadline', async () => {
    const buyer = await newBuyer();
    const transfer = await placeOrder(
      buyer,
      [{ product_id: await newProduct(), quantity: 1 }],
      'bank_transfer',
    );
    const notOnline = await callSnap(transfer.id, buyer.token);
    expect(notOnline.status).toBe(409);
    expect(notOnline.body.code).toBe('KP003');

    const late = await placeOrder(buyer, [{ product_id: await newProduct(), quantity: 1 }]);
    await server.app.localSupabase.db.admin.query(
      `update public.order_payments set due_at = now() + interval '20 seconds' where order_id = $1`,
      [late.id],
    );
    const deadline = await callSnap(late.id, buyer.token);
    expect(deadline.status).toBe(409);
    expect(deadline.body.code).toBe('KP008');
    expect((await paymentOf(late.id)).snap_token).toBeNull();
  });
});

describe('notifications', () => {
  it('pay → signed notification → order paid, shipments released, audited', async () => {
    const { order, buyer } = await orderWithSnap(2);
    const paid = await standIn(order.order_number, 'pay', { method: 'bca_va' });
    expect(paid.status).toBe(200);
    expect(paid.body.deliveries.map((delivery) => [delivery.transaction_status, delivery.status])).toEqual([
      ['pending', 200],
      ['settlement', 200],
    ]);
    expect(paid.body.deliveries[1]!.response).toMatchObject({
      ok: true,
      order_id: order.id,
      payment_status: 'dibayar',
      changed: true,
    });

    expect(await paymentOf(order.id)).toMatchObject({
      status: 'dibayar',
      gateway_status: 'settlement',
      payment_type: 'bca_va',
      gateway_transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await orderStatusOf(order.id)).toBe('diproses');
    const shipments = await shipmentsOf(order.id);
    expect(shipments.length).toBeGreaterThan(0);
    expect(
      shipments.every((shipment) => shipment.status === 'diproses' && shipment.released_at !== null),
    ).toBe(true);
    expect(await auditOf(order.order_number)).toEqual([
      expect.objectContaining({ transaction_status: 'pending', signature_valid: true, outcome: 'menunggu' }),
      expect.objectContaining({
        transaction_status: 'settlement',
        signature_valid: true,
        outcome: 'diterapkan',
      }),
    ]);
    const mail = (await must(
      service
        .from('mail_outbox')
        .select('template')
        .eq('order_id', order.id)
        .eq('template', 'pembayaran_diterima'),
    )) as unknown[];
    expect(mail).toHaveLength(1);

    const afterPaid = await callSnap(order.id, buyer.token);
    expect(afterPaid.status).toBe(409);
    expect(afterPaid.body).toMatchObject({ code: 'KP003', payment_status: 'dibayar' });
  });

  it('a forged signature answers 4xx, changes nothing, and is audited as forged', async () => {
    const { order } = await orderWithSnap();
    const { total } = await paymentOf(order.id);
    const forged = await postNotification(
      notification(order.order_number, 'settlement', '200', `${total}.00`, 'SB-Mid-server-tebakan'),
    );
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('invalid_signature');
    // genuinely signed, then the amount changed on the way
    const tampered = {
      ...notification(order.order_number, 'settlement', '200', `${total}.00`),
      gross_amount: '1.00',
    };
    expect((await postNotification(tampered)).status).toBe(403);
    expect(
      (await postNotification({ order_id: order.order_number, transaction_status: 'settlement' })).status,
    ).toBe(403);

    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    expect(await orderStatusOf(order.id)).toBe('menunggu_pembayaran');
    expect((await shipmentsOf(order.id)).every((shipment) => shipment.released_at === null)).toBe(true);
    const audit = await auditOf(order.order_number);
    expect(audit).toHaveLength(3);
    expect(audit.every((row) => !row.signature_valid && row.outcome === 'tanda_tangan_tidak_valid')).toBe(
      true,
    );

    expect((await postNotification('not a notification')).status).toBe(400);
  });

  it('an amount that differs from the order is refused and changes nothing', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, [{ product_id: await newProduct(), quantity: 1 }]);
    const { total } = await paymentOf(order.id);
    // a Snap transaction for this order number with another amount, made past the function
    const created = await fetch(`${server.url}/__midtrans/snap/v1/transactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${LOCAL_MIDTRANS_SERVER_KEY}:`).toString('base64')}`,
      },
      body: JSON.stringify({
        transaction_details: { order_id: order.order_number, gross_amount: total - 1000 },
      }),
    });
    expect(created.status).toBe(201);
    const paid = await standIn(order.order_number, 'pay', { method: 'qris' });
    expect(paid.body.deliveries.at(-1)).toMatchObject({ transaction_status: 'settlement', status: 422 });
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    expect((await auditOf(order.order_number)).at(-1)).toMatchObject({
      transaction_status: 'settlement',
      signature_valid: true,
      outcome: 'nominal_tidak_sesuai',
    });
  });

  it('a replayed notification is idempotent', async () => {
    const { order, product } = await orderWithSnap();
    await standIn(order.order_number, 'pay');
    const stock = await stockOf(product);
    const replay = await standIn(order.order_number, 'notify');
    expect(replay.body.deliveries[0]).toMatchObject({ status: 200 });
    expect(replay.body.deliveries[0]!.response).toMatchObject({
      changed: false,
      outcome: 'sudah_diterapkan',
    });
    const { total } = await paymentOf(order.id);
    const again = await postNotification(
      notification(order.order_number, 'settlement', '200', `${total}.00`),
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ changed: false, payment_status: 'dibayar' });

    expect((await paymentOf(order.id)).status).toBe('dibayar');
    expect(await stockOf(product)).toBe(stock);
    const events = (await must(
      service
        .from('order_status_events')
        .select('status')
        .eq('order_id', order.id)
        .eq('kind', 'payment')
        .eq('status', 'dibayar'),
    )) as unknown[];
    expect(events).toHaveLength(1);
    const mail = (await must(
      service.from('mail_outbox').select('id').eq('order_id', order.id).eq('template', 'pembayaran_diterima'),
    )) as unknown[];
    expect(mail).toHaveLength(1);
  });

  it('out of order: a pending notification after the settlement keeps the order paid', async () => {
    const { order } = await orderWithSnap();
    await standIn(order.order_number, 'pay');
    const { total } = await paymentOf(order.id);
    const late = await postNotification(notification(order.order_number, 'pending', '201', `${total}.00`));
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ changed: false, payment_status: 'dibayar' });
    // the database holds too when a late status reaches it as such
    const direct = await service.rpc('apply_gateway_status', {
      gateway_order_id: order.order_number,
      transaction_status: 'pending',
      status_code: '201',
      gross_amount: total,
      transaction_id: 'late',
      payment_type: 'qris',
      fraud_status: 'accept',
      signature_valid: true,
      payload: {},
    });
    expect(direct.data).toMatchObject({ changed: false });
    expect((await paymentOf(order.id)).status).toBe('dibayar');
    expect(await orderStatusOf(order.id)).toBe('diproses');
  });

  it('expire → expired, cancelled, stock back; the stand-in no longer takes the payment', async () => {
    const { order, product } = await orderWithSnap(3);
    const before = await stockOf(product);
    await standIn(order.order_number, 'choose', { method: 'permata_va' });
    const expired = await standIn(order.order_number, 'expire');
    expect(expired.body.deliveries[0]).toMatchObject({ transaction_status: 'expire', status: 200 });
    expect((await paymentOf(order.id)).status).toBe('kedaluwarsa');
    expect(await orderStatusOf(order.id)).toBe('dibatalkan');
    expect((await shipmentsOf(order.id)).every((shipment) => shipment.status === 'dibatalkan')).toBe(true);
    expect(await stockOf(product)).toBe(before + 3);
    expect((await standIn(order.order_number, 'pay')).status).toBe(412);
  });

  it('cancel → cancelled with the stock back', async () => {
    const { order, product } = await orderWithSnap(2);
    const before = await stockOf(product);
    await standIn(order.order_number, 'cancel');
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
    expect(await orderStatusOf(order.id)).toBe('dibatalkan');
    expect(await stockOf(product)).toBe(before + 2);
  });

  it('refund → refunded', async () => {
    const { order } = await orderWithSnap();
    await standIn(order.order_number, 'pay', { method: 'gopay' });
    const refunded = await standIn(order.order_number, 'refund');
    expect(refunded.body.deliveries[0]).toMatchObject({ transaction_status: 'refund', status: 200 });
    expect((await paymentOf(order.id)).status).toBe('dikembalikan');
    expect(await orderStatusOf(order.id)).toBe('dibatalkan');
    expect((await auditOf(order.order_number)).map((row) => row.outcome)).toEqual([
      'menunggu',
      'diterapkan',
      'diterapkan',
    ]);
  });

  it('a transaction for an order this shop does not have is refused', async () => {
    const orderNumber = unique('KOP-ASING');
    const created = await fetch(`${server.url}/__midtrans/snap/v1/transactions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${LOCAL_MIDTRANS_SERVER_KEY}:`).toString('base64')}`,
      },
      body: JSON.stringify({ transaction_details: { order_id: orderNumber, gross_amount: 10000 } }),
    });
    expect(created.status).toBe(201);
    const paid = await standIn(orderNumber, 'pay');
    expect(paid.body.deliveries.at(-1)).toMatchObject({ status: 404 });
    expect((await auditOf(orderNumber)).at(-1)).toMatchObject({ outcome: 'pesanan_tidak_dikenal' });
  });

  it('a forged notification for an order never sent to Midtrans is a 4xx too', async () => {
    const buyer = await newBuyer();
    const order = await placeOrder(buyer, [{ product_id: await newProduct(), quantity: 1 }]);
    const { total } = await paymentOf(order.id);
    const answer = await postNotification({
      ...notification(order.order_number, 'settlement', '200', `${total}.00`),
      signature_key: crypto.randomBytes(64).toString('hex'),
    });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
  });
});

describe('POST /functions/v1/payments/cancel', () => {
  async function callCancel(orderId: unknown, bearer?: string, reason?: string) {
    const headers: Record<string, string> = { 'content-type': 'application/json', apikey: server.anonKey };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const response = await fetch(`${server.url}/functions/v1/payments/cancel`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ order_id: orderId, ...(reason ? { reason } : {}) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  const gatewayStatusOf = async (orderNumber: string) =>
    (
      (await (await fetch(`${server.url}/__midtrans/transactions/${orderNumber}`)).json()) as {
        status: string;
      }
    ).status;

  it('the buyer cancels: the order as the buyer (with the reason), the stock back, the QR code no longer payable', async () => {
    const { buyer, order, product } = await orderWithSnap(2);
    await standIn(order.order_number, 'choose', { method: 'qris' });
    const before = await stockOf(product);

    const answer = await callCancel(order.id, buyer.token, 'Salah pilih ukuran');
    expect(answer).toMatchObject({ status: 200, body: { order_id: order.id, status: 'dibatalkan' } });
    expect(answer.body.gateway_status).toBe('cancel');
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
    expect(await orderStatusOf(order.id)).toBe('dibatalkan');
    expect(await stockOf(product)).toBe(before + 2);
    // the history says the buyer did it, and why
    const events = (await must(
      service
        .from('order_status_events')
        .select('kind, status, changed_by, note')
        .eq('order_id', order.id)
        .eq('kind', 'payment')
        .eq('status', 'dibatalkan'),
    )) as { changed_by: string | null; note: string | null }[];
    expect(events).toEqual([expect.objectContaining({ changed_by: buyer.id, note: 'Salah pilih ukuran' })]);
    // Midtrans' transaction is cancelled: paying it now is refused
    expect(await gatewayStatusOf(order.order_number)).toBe('cancel');
    expect((await standIn(order.order_number, 'pay')).status).toBe(412);
    expect((await paymentOf(order.id)).status).toBe('dibatalkan');
  });

  it('an order already paid at Midtrans is not cancelled', async () => {
    const { buyer, order } = await orderWithSnap();
    await standIn(order.order_number, 'pay', { method: 'gopay' });
    const answer = await callCancel(order.id, buyer.token);
    expect(answer.status).toBe(409);
    expect((await paymentOf(order.id)).status).toBe('dibayar');
  });

  it('refuses another buyer, no JWT, a bad body and a bank-transfer order', async () => {
    const { order } = await orderWithSnap();
    const stranger = await newBuyer();
    expect((await callCancel(order.id, stranger.token)).status).toBe(404);
    expect((await callCancel(order.id)).status).toBe(401);
    const owner = (await must(service.from('orders').select('buyer_id').eq('id', order.id).single())) as {
      buyer_id: string;
    };
    expect(owner.buyer_id).not.toBe(stranger.id);
    expect((await callCancel('bukan-uuid', stranger.token)).status).toBe(400);
    const transfer = await placeOrder(
      stranger,
      [{ product_id: await newProduct(), quantity: 1 }],
      'bank_transfer',
    );
    expect((await callCancel(transfer.id, stranger.token)).status).toBe(409);
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    expect((await paymentOf(transfer.id)).status).toBe('menunggu_pembayaran');
  });
});
