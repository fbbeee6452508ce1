/**
 * Two local servers on different ports, each with its own database, process online payments independently:
 * each gives its `payments` function the URLs of its own Midtrans stand-in (functions-runtime.ts), with no
 * secrets file telling it a port. Both databases come from the same seed, so their first orders can carry the
 * same order number: a function that asked the other server's stand-in would find the other's transaction.
 *
 * Runs on PGlite by default and on PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { ACCOUNTS, makeClient, must, PASSWORD, SHIPPING, unique } from './rls/clients';

/** the first call starts Deno, which may fetch the function's npm packages */
const FIRST_CALL_MS = 180_000;

interface Side {
  server: TestServer;
  service: SupabaseClient;
}

let sides: Side[] = [];
/** a folder without a secrets file: the functions get only what their server gives them */
const noSecrets = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-no-secrets-'));

beforeAll(async () => {
  for (let i = 0; i < 2; i += 1) {
    const server = await startTestServer({
      config: { jobIntervalMs: 0, functionsEnvFile: path.join(noSecrets, '.env') },
    });
    sides.push({ server, service: makeClient(server.url, server.serviceRoleKey) });
  }
}, 240_000);

afterAll(async () => {
  await Promise.all(sides.map((side) => side.server.close()));
  sides = [];
  fs.rmSync(noSecrets, { recursive: true, force: true });
});

/** a buyer's online order of a new product on one server, and its Snap transaction */
async function onlineOrder({ server, service }: Side) {
  const client = makeClient(server.url, server.anonKey);
  const { data, error } = await server.signUpConfirmed(client, {
    email: `${unique('dua-server')}@example.test`.toLowerCase(),
    password: PASSWORD,
    options: { data: { full_name: 'Pembeli Online', role: 'buyer' } },
  });
  if (error || !data.session) throw new Error(error?.message ?? 'no session');
  const product = (await must(
    service
      .from('products')
      .insert({
        name: unique('Produk Dua Server'),
        price: 5,
        category_id: 1,
        description: 'uji',
        seller_id: ACCOUNTS.seller.id,
        stock: 10,
      })
      .select('id')
      .single(),
  )) as { id: number };
  const order = (await must(
    client.rpc('place_order', {
      items: [{ product_id: product.id, quantity: 1 }],
      shipping: SHIPPING,
      payment_method: 'online',
    }),
  )) as { id: string; order_number: string };
  const snap = await fetch(`${server.url}/functions/v1/payments/snap`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      apikey: server.anonKey,
      authorization: `Bearer ${data.session.access_token}`,
    },
    body: JSON.stringify({ order_id: order.id }),
  });
  return { order, snap: { status: snap.status, body: (await snap.json()) as Record<string, unknown> } };
}

async function paymentStatus({ service }: Side, orderId: string): Promise<string> {
  return (
    (await must(service.from('order_payments').select('status').eq('order_id', orderId).single())) as {
      status: string;
    }
  ).status;
}

it(
  "pays each server's order through its own stand-in, whatever the other server holds",
  async () => {
    const [a, b] = sides as [Side, Side];
    const orderA = await onlineOrder(a);
    const orderB = await onlineOrder(b);
    // each Snap transaction was made by the server's own stand-in
    expect(orderA.snap.status).toBe(200);
    expect(orderB.snap.status).toBe(200);
    expect(orderA.snap.body.redirect_url).toMatch(new RegExp(`^${a.server.url}/__midtrans/`));
    expect(orderB.snap.body.redirect_url).toMatch(new RegExp(`^${b.server.url}/__midtrans/`));

    const pay = async (side: Side, orderNumber: string) => {
      const response = await fetch(`${side.server.url}/__midtrans/transactions/${orderNumber}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'qris' }),
      });
      return {
        status: response.status,
        body: (await response.json()) as {
          deliveries: { transaction_status: string; status: number | null; response?: unknown }[];
        },
      };
    };
    // A's payment reaches A's function, which reads the status from A's stand-in and marks A's order paid
    const paidA = await pay(a, orderA.order.order_number);
    expect(paidA.status).toBe(200);
    expect(paidA.body.deliveries.map((delivery) => [delivery.transaction_status, delivery.status])).toEqual([
      ['pending', 200],
      ['settlement', 200],
    ]);
    expect(await paymentStatus(a, orderA.order.id)).toBe('dibayar');
    expect(await paymentStatus(b, orderB.order.id)).toBe('menunggu_pembayaran');

    const paidB = await pay(b, orderB.order.order_number);
    expect(paidB.status).toBe(200);
    expect(paidB.body.deliveries.at(-1)).toMatchObject({ transaction_status: 'settlement', status: 200 });
    expect(await paymentStatus(b, orderB.order.id)).toBe('dibayar');
  },
  FIRST_CALL_MS,
);
