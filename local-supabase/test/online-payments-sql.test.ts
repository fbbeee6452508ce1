/**
 * The database side of online payment (supabase/migrations/20261123000008_online_payments.sql), through the
 * real supabase-js client: online orders, record_snap_transaction and apply_gateway_status (audit of every
 * notification, exact amount, idempotence, no way back from a final state, stock back on expiry), and that
 * only the service role may call them. The Edge Function that calls them is tested in payments.test.ts.
 *
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import {
  ACCOUNTS,
  makeClient,
  must,
  PASSWORD,
  SHIPPING,
  signedInClients,
  type Actor,
  unique,
} from './rls/clients';

interface RpcError {
  code: string;
  message: string;
}
type Rpc<T> = Promise<{ data: T | null; error: RpcError | null }>;

interface Outcome {
  order_id: string | null;
  payment_status: string | null;
  changed: boolean;
  outcome: string;
}

let server: TestServer;
let service: SupabaseClient;
let as: Record<Actor, SupabaseClient>;

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0 } });
  service = makeClient(server.url, server.serviceRoleKey);
  as = await signedInClients(server.url, server.anonKey);
}, 120_000);

afterAll(async () => {
  await server?.close();
});

async function newBuyer(): Promise<SupabaseClient> {
  const client = makeClient(server.url, server.anonKey);
  const { error } = await server.signUpConfirmed(client, {
    email: `${unique('online')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: 'Pembeli Online', role: 'buyer' } },
  });
  if (error) throw new Error(error.message);
  return client;
}

async function newProduct(stock = 10, price = 2): Promise<number> {
  const row = await must(
    service
      .from('products')
      .insert({
        name: unique('Produk Online'),
        price,
        category_id: 1,
        description: 'uji',
        seller_id: ACCOUNTS.seller.id,
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

async function placeOnline(client: SupabaseClient, productId: number, quantity = 1) {
  const { data, error } = (await client.rpc('place_order', {
    items: [{ product_id: productId, quantity }],
    shipping: SHIPPING,
    payment_method: 'online',
  })) as { data: { id: string; order_number: string; status: string } | null; error: RpcError | null };
  if (error || !data) throw new Error(JSON.stringify(error));
  return data;
}

async function paymentOf(orderId: string) {
  return (await must(service.from('order_payments').select('*').eq('order_id', orderId).single())) as {
    status: string;
    total: number;
    unique_code: number;
    gateway_order_id: string | null;
    snap_token: string | null;
    gateway_transaction_id: string | null;
    payment_type: string | null;
  };
}

function notify(
  client: SupabaseClient,
  gatewayOrderId: string,
  status: string,
  amount: number,
  extra: Partial<{ signature_valid: boolean; fraud_status: string; transaction_id: string }> = {},
) {
  return client.rpc('apply_gateway_status', {
    gateway_order_id: gatewayOrderId,
    transaction_status: status,
    status_code: '200',
    gross_amount: amount,
    transaction_id: extra.transaction_id ?? 'trx-1',
    payment_type: 'qris',
    fraud_status: extra.fraud_status ?? 'accept',
    signature_valid: extra.signature_valid ?? true,
    payload: { transaction_status: status },
  }) as unknown as Rpc<Outcome>;
}

async function auditOf(gatewayOrderId: string) {
  return (await must(
    service
      .from('payment_notifications')
      .select('transaction_status, signature_valid, outcome')
      .eq('gateway_order_id', gatewayOrderId)
      .order('id'),
  )) as Array<{ transaction_status: string; signature_valid: boolean; outcome: string }>;
}

describe('online orders', () => {
  it('start unpaid, without a unique code, known to the gateway by their order number', async () => {
    const buyer = await newBuyer();
    const product = await newProduct();
    const order = await placeOnline(buyer, product);
    expect(order.status).toBe('menunggu_pembayaran');
    const payment = await paymentOf(order.id);
    expect(payment).toMatchObject({
      status: 'menunggu_pembayaran',
      unique_code: 0,
      gateway_order_id: order.order_number,
    });
    // two open online payments of the same amount are fine: the gateway tells them apart by order number
    const second = await placeOnline(await newBuyer(), product);
    expect((await paymentOf(second.id)).total).toBe(payment.total);
  });

  it('record_snap_transaction keeps the first token; only the service role calls it', async () => {
    const buyer = await newBuyer();
    const order = await placeOnline(buyer, await newProduct());
    for (const client of [buyer, as.admin, as.anon]) {
      const { error } = await client.rpc('record_snap_transaction', {
        order_id: order.id,
        snap_token: 't',
        redirect_url: 'u',
      });
      expect(error?.code).toBe('42501');
    }
    const first = await service.rpc('record_snap_transaction', {
      order_id: order.id,
      snap_token: 'tok-1',
      redirect_url: 'https://x/1',
    });
    expect(first.error).toBeNull();
    const again = await service.rpc('record_snap_transaction', {
      order_id: order.id,
      snap_token: 'tok-2',
      redirect_url: 'https://x/2',
    });
    expect((again.data as { snap_token: string }).snap_token).toBe('tok-1');

    const transfer = (await buyer.rpc('place_order', {
      items: [{ product_id: await newProduct(), quantity: 1 }],
      shipping: SHIPPING,
      payment_method: 'bank_transfer',
    })) as { data: { id: string } };
    const refused = await service.rpc('record_snap_transaction', {
      order_id: transfer.data.id,
      snap_token: 't',
      redirect_url: null,
    });
    expect(refused.error?.code).toBe('KP003');
  });
});

describe('apply_gateway_status', () => {
  it('settlement pays and releases the order; replays and a late pending change nothing; all audited', async () => {
    const buyer = await newBuyer();
    const order = await placeOnline(buyer, await newProduct(), 2);
    const { total } = await paymentOf(order.id);

    expect((await notify(service, order.order_number, 'pending', total)).data).toMatchObject({
      changed: false,
      outcome: 'menunggu',
    });
    expect((await notify(service, order.order_number, 'settlement', total)).data).toMatchObject({
      order_id: order.id,
      payment_status: 'dibayar',
      changed: true,
      outcome: 'diterapkan',
    });
    expect((await notify(service, order.order_number, 'settlement', total)).data).toMatchObject({
      changed: false,
      outcome: 'sudah_diterapkan',
    });
    expect((await notify(service, order.order_number, 'pending', total)).data).toMatchObject({
      changed: false,
    });
    expect((await notify(service, order.order_number, 'expire', total)).data).toMatchObject({
      changed: false,
      outcome: 'diabaikan_status_akhir',
    });

    expect(await paymentOf(order.id)).toMatchObject({
      status: 'dibayar',
      gateway_transaction_id: 'trx-1',
      payment_type: 'qris',
    });
    const order2 = (await must(service.from('orders').select('status').eq('id', order.id).single())) as {
      status: string;
    };
    expect(order2.status).toBe('diproses');
    const shipments = (await must(
      service.from('order_shipments').select('released_at').eq('order_id', order.id),
    )) as Array<{ released_at: string | null }>;
    expect(shipments.every((s) => s.released_at !== null)).toBe(true);
    expect((await auditOf(order.order_number)).map((a) => a.outcome)).toEqual([
      'menunggu',
      'diterapkan',
      'sudah_diterapkan',
      'diabaikan_status_akhir',
      'diabaikan_status_akhir',
    ]);
    const mail = (await must(
      service.from('mail_outbox').select('template, recipient').eq('order_id', order.id).order('id'),
    )) as Array<{ template: string; recipient: string }>;
    expect(mail.map((m) => m.template)).toEqual(['pesanan_dibuat', 'pesanan_masuk', 'pembayaran_diterima']);
  });

  it('refuses a wrong amount, an invalid signature and an unknown order, changing nothing but the audit', async () => {
    const buyer = await newBuyer();
    const order = await placeOnline(buyer, await newProduct());
    const { total } = await paymentOf(order.id);
    expect((await notify(service, order.order_number, 'settlement', total - 1)).data).toMatchObject({
      changed: false,
      outcome: 'nominal_tidak_sesuai',
    });
    expect(
      (await notify(service, order.order_number, 'settlement', total, { signature_valid: false })).data,
    ).toMatchObject({
      changed: false,
      outcome: 'tanda_tangan_tidak_valid',
    });
    expect((await notify(service, 'KOP-TIDAK-ADA', 'settlement', total)).data).toMatchObject({
      order_id: null,
      outcome: 'pesanan_tidak_dikenal',
    });
    expect((await notify(service, order.order_number, 'teleport', total)).data).toMatchObject({
      outcome: 'status_tidak_dikenal',
    });
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    expect((await auditOf(order.order_number)).map((a) => [a.signature_valid, a.outcome])).toEqual([
      [true, 'nominal_tidak_sesuai'],
      [false, 'tanda_tangan_tidak_valid'],
      [true, 'status_tidak_dikenal'],
    ]);
    expect(await auditOf('KOP-TIDAK-ADA')).toHaveLength(1);
  });

  it('expire and cancel give the stock back; a refund after payment is recorded', async () => {
    const buyer = await newBuyer();
    const product = await newProduct(10);
    const expiring = await placeOnline(buyer, product, 3);
    const cancelled = await placeOnline(buyer, product, 2);
    expect(await stockOf(product)).toBe(5);
    expect(
      (await notify(service, expiring.order_number, 'expire', (await paymentOf(expiring.id)).total)).data,
    ).toMatchObject({
      payment_status: 'kedaluwarsa',
      changed: true,
    });
    expect(
      (await notify(service, cancelled.order_number, 'deny', (await paymentOf(cancelled.id)).total)).data,
    ).toMatchObject({
      payment_status: 'dibatalkan',
      changed: true,
    });
    expect(await stockOf(product)).toBe(10);
    // money for an order that closed meanwhile is flagged for a refund, and the order stays closed
    expect(
      (await notify(service, expiring.order_number, 'settlement', (await paymentOf(expiring.id)).total)).data,
    ).toMatchObject({
      changed: false,
      outcome: 'dibayar_setelah_status_akhir',
    });

    const paid = await placeOnline(buyer, product, 1);
    const { total } = await paymentOf(paid.id);
    await notify(service, paid.order_number, 'settlement', total);
    expect((await notify(service, paid.order_number, 'refund', total)).data).toMatchObject({
      payment_status: 'dikembalikan',
      changed: true,
    });
    expect(await stockOf(product)).toBe(10);
    expect(
      ((await must(service.from('orders').select('status').eq('id', paid.id).single())) as { status: string })
        .status,
    ).toBe('dibatalkan');
  });

  it('only the service role applies gateway statuses; only admins read the audit', async () => {
    const buyer = await newBuyer();
    const order = await placeOnline(buyer, await newProduct());
    const { total } = await paymentOf(order.id);
    for (const client of [buyer, as.seller, as.admin, as.anon]) {
      expect((await notify(client, order.order_number, 'settlement', total)).error?.code).toBe('42501');
    }
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    await notify(service, order.order_number, 'pending', total);
    expect(
      (await as.admin.from('payment_notifications').select('id').eq('gateway_order_id', order.order_number))
        .data,
    ).toHaveLength(1);
    expect(
      (await buyer.from('payment_notifications').select('id').eq('gateway_order_id', order.order_number))
        .data,
    ).toEqual([]);
    expect((await as.anon.from('payment_notifications').select('id')).error?.code).toBe('42501');
  });

  it('an admin cannot mark an online order paid by hand: only the gateway does', async () => {
    const buyer = await newBuyer();
    const order = await placeOnline(buyer, await newProduct());
    const { total } = await paymentOf(order.id);
    for (const client of [as.admin, service]) {
      const { error } = (await client.rpc('review_payment', { order_id: order.id, accept: true })) as {
        error: RpcError | null;
      };
      expect(error).toMatchObject({ code: 'KP003', message: expect.stringContaining('layanan pembayaran') });
    }
    expect((await paymentOf(order.id)).status).toBe('menunggu_pembayaran');
    // the gateway's settlement still pays it
    expect((await notify(service, order.order_number, 'settlement', total)).data).toMatchObject({
      payment_status: 'dibayar',
      changed: true,
    });
    expect((await paymentOf(order.id)).status).toBe('dibayar');
  });
});
