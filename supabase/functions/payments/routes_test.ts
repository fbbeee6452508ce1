import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { PaymentsConfig } from './config.ts';
import {
  MidtransApiError,
  MidtransUnavailableError,
  type SnapTransaction,
  type SnapTransactionRequest,
  type TransactionStatus,
} from './midtrans.ts';
import { bearerToken, createHandler, notConfiguredHandler, paymentChannel, routeOf } from './routes.ts';
import {
  StoreError,
  type GatewayStatusInput,
  type GatewayStatusResult,
  type PaymentsStore,
  type SignedInUser,
  type StoredOrder,
} from './store.ts';

const SERVER_KEY = 'SB-Mid-server-test';
const NOW = new Date('2026-11-23T03:00:00.000Z');
const BUYER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '3f1c2a52-8d7e-4b0f-9a61-2c5d8e7f9a10';
const ORDER_NUMBER = 'KOP-20261123-000001';

const CONFIG: PaymentsConfig = {
  supabaseUrl: 'http://supabase.test',
  serviceRoleKey: 'service',
  anonKey: 'anon',
  serverKey: SERVER_KEY,
  clientKey: 'SB-Mid-client-test',
  snapUrl: 'http://midtrans.test/snap/v1/transactions',
  snapJsUrl: 'http://midtrans.test/snap/snap.js',
  apiUrl: 'http://midtrans.test',
  siteUrl: 'http://shop.test',
};

function storedOrder(overrides: Partial<StoredOrder['payment']> = {}, method = 'online'): StoredOrder {
  return {
    id: ORDER_ID,
    order_number: ORDER_NUMBER,
    buyer_id: BUYER_ID,
    buyer_name: 'Pembeli Satu',
    payment_method: method,
    recipient_name: 'Dewi Lestari',
    phone: '081234567890',
    street: 'Jl. Melati No. 21',
    kelurahan: 'Cihapit',
    kecamatan: 'Bandung Wetan',
    city: 'Kota Bandung',
    postal_code: '40114',
    payment: {
      status: 'menunggu_pembayaran',
      total: 165000,
      unique_code: 0,
      due_at: '2026-11-24T03:00:00.000Z',
      snap_token: null,
      snap_redirect_url: null,
      ...overrides,
    },
    lines: [{ id: 1, product_id: 7, product_name: 'Kopi', unit_price: 75000, quantity: 2, shipment_id: 1 }],
    shipments: [{ id: 1, seller_name: 'Toko Kopi', shipping_cost: 15000 }],
  };
}

class FakeStore implements PaymentsStore {
  order: StoredOrder | null = storedOrder();
  users = new Map<string, SignedInUser>([['buyer-jwt', { id: BUYER_ID, email: 'pembeli@koperasi.test' }]]);
  recorded: { orderId: string; token: string; redirectUrl: string }[] = [];
  applied: GatewayStatusInput[] = [];
  outcome: Partial<GatewayStatusResult> | Error = {
    outcome: 'diterapkan',
    changed: true,
    payment_status: 'dibayar',
  };

  userFromJwt(jwt: string) {
    return Promise.resolve(this.users.get(jwt) ?? null);
  }
  findOrder(orderId: string) {
    return Promise.resolve(this.order && this.order.id === orderId ? structuredClone(this.order) : null);
  }
  recordSnapTransaction(orderId: string, token: string, redirectUrl: string) {
    this.recorded.push({ orderId, token, redirectUrl });
    if (this.order && !this.order.payment.snap_token) {
      this.order.payment.snap_token = token;
      this.order.payment.snap_redirect_url = redirectUrl;
    }
    return Promise.resolve({
      snap_token: this.order!.payment.snap_token!,
      snap_redirect_url: this.order!.payment.snap_redirect_url,
    });
  }
  cancelled: { jwt: string; orderId: string; reason: string | null }[] = [];
  cancelError: Error | null = null;
  cancelOrderAs(jwt: string, orderId: string, reason: string | null) {
    if (this.cancelError) return Promise.reject(this.cancelError);
    this.cancelled.push({ jwt, orderId, reason });
    if (this.order) this.order.payment.status = 'dibatalkan';
    return Promise.resolve({ status: 'dibatalkan' });
  }
  applyGatewayStatus(input: GatewayStatusInput) {
    this.applied.push(input);
    if (this.outcome instanceof Error) return Promise.reject(this.outcome);
    return Promise.resolve({
      order_id: input.signature_valid ? ORDER_ID : null,
      payment_status: null,
      changed: false,
      outcome: input.signature_valid ? 'diterapkan' : 'tanda_tangan_tidak_valid',
      ...this.outcome,
    });
  }
}

class FakeMidtrans {
  created: SnapTransactionRequest[] = [];
  statusCalls: string[] = [];
  createAnswer: SnapTransaction | Error = {
    token: 'snap-token-1',
    redirect_url: 'http://midtrans.test/pay/snap-token-1',
  };
  status: TransactionStatus | null | Error = {
    status_code: '200',
    transaction_status: 'settlement',
    order_id: ORDER_NUMBER,
    gross_amount: '165000.00',
    transaction_id: 'trx-1',
    payment_type: 'qris',
    fraud_status: 'accept',
  };

  cancelCalls: string[] = [];
  cancelAnswer: TransactionStatus | null | Error = {
    status_code: '200',
    transaction_status: 'cancel',
    order_id: ORDER_NUMBER,
    gross_amount: '165000.00',
  };
  cancelTransaction(orderId: string) {
    this.cancelCalls.push(orderId);
    return this.cancelAnswer instanceof Error
      ? Promise.reject(this.cancelAnswer)
      : Promise.resolve(this.cancelAnswer);
  }

  createTransaction(request: SnapTransactionRequest) {
    this.created.push(request);
    return this.createAnswer instanceof Error
      ? Promise.reject(this.createAnswer)
      : Promise.resolve(this.createAnswer);
  }
  transactionStatus(orderId: string) {
    this.statusCalls.push(orderId);
    return this.status instanceof Error ? Promise.reject(this.status) : Promise.resolve(this.status);
  }
}

const silent = { info: () => {}, error: () => {} };

function setup() {
  const store = new FakeStore();
  const midtrans = new FakeMidtrans();
  const handle = createHandler({ config: CONFIG, store, midtrans, now: () => NOW, log: silent });
  return { store, midtrans, handle };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`http://edge.test/functions/v1/payments/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const asBuyer = { authorization: 'Bearer buyer-jwt' };

function sign(orderId: string, statusCode: string, grossAmount: string, key = SERVER_KEY): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + key)
    .digest('hex');
}

function notification(overrides: Record<string, unknown> = {}, key = SERVER_KEY) {
  const base = {
    transaction_time: '2026-11-23 10:00:00',
    transaction_status: 'pending',
    transaction_id: 'trx-1',
    status_message: 'midtrans payment notification',
    status_code: '201',
    payment_type: 'qris',
    order_id: ORDER_NUMBER,
    merchant_id: 'G000000000',
    gross_amount: '165000.00',
    fraud_status: 'accept',
    currency: 'IDR',
    ...overrides,
  };
  return { ...base, signature_key: sign(base.order_id, base.status_code, base.gross_amount, key) };
}

async function body(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

Deno.test('routeOf and bearerToken', () => {
  assert.equal(routeOf('http://x/functions/v1/payments/snap'), 'snap');
  assert.equal(routeOf('http://x/payments/notification?x=1'), 'notification');
  assert.equal(routeOf('http://x/snap'), 'snap');
  assert.equal(routeOf('http://x/functions/v1/payments'), '');
  assert.equal(bearerToken('Bearer abc.def'), 'abc.def');
  assert.equal(bearerToken('bearer  abc '), 'abc');
  assert.equal(bearerToken('Basic abc'), null);
  assert.equal(bearerToken(null), null);
});

Deno.test('preflight, wrong method and unknown route', async () => {
  const { handle } = setup();
  const preflight = await handle(new Request('http://edge.test/payments/snap', { method: 'OPTIONS' }));
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
  const get = await handle(new Request('http://edge.test/payments/snap'));
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST, OPTIONS');
  assert.equal((await handle(post('refund', {}))).status, 404);
});

Deno.test('snap: creates the transaction from the stored order and records it', async () => {
  const { handle, store, midtrans } = setup();
  const response = await handle(post('snap', { order_id: ORDER_ID, gross_amount: 1 }, asBuyer));
  assert.equal(response.status, 200);
  assert.deepEqual(await body(response), {
    token: 'snap-token-1',
    redirect_url: 'http://midtrans.test/pay/snap-token-1',
    client_key: 'SB-Mid-client-test',
    snap_js_url: 'http://midtrans.test/snap/snap.js',
  });
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
  const sent = midtrans.created[0]!;
  assert.deepEqual(sent.transaction_details, { order_id: ORDER_NUMBER, gross_amount: 165000 });
  assert.equal(sent.customer_details.email, 'pembeli@koperasi.test');
  assert.deepEqual(sent.callbacks, { finish: `http://shop.test/orders/${ORDER_ID}` });
  assert.deepEqual(store.recorded, [
    { orderId: ORDER_ID, token: 'snap-token-1', redirectUrl: 'http://midtrans.test/pay/snap-token-1' },
  ]);
});

Deno.test('snap: a second call returns the stored transaction without calling Midtrans', async () => {
  const { handle, midtrans } = setup();
  const first = await body(await handle(post('snap', { order_id: ORDER_ID }, asBuyer)));
  const second = await body(await handle(post('snap', { order_id: ORDER_ID }, asBuyer)));
  assert.deepEqual(second, first);
  assert.equal(midtrans.created.length, 1);
});

Deno.test('snap: a concurrent creation answers with the token the other call stored', async () => {
  const { handle, store, midtrans } = setup();
  midtrans.createAnswer = new MidtransApiError(400, ['transaction_details.order_id sudah digunakan']);
  const originalFind = store.findOrder.bind(store);
  let reads = 0;
  store.findOrder = (orderId: string) => {
    reads += 1;
    if (reads === 2 && store.order) {
      store.order.payment.snap_token = 'token-of-the-other-call';
      store.order.payment.snap_redirect_url = 'http://midtrans.test/pay/other';
    }
    return originalFind(orderId);
  };
  const response = await handle(post('snap', { order_id: ORDER_ID }, asBuyer));
  assert.equal(response.status, 200);
  assert.equal((await body(response)).token, 'token-of-the-other-call');

  const lost = setup();
  lost.midtrans.createAnswer = new MidtransApiError(400, ['transaction_details.order_id sudah digunakan']);
  const conflict = await lost.handle(post('snap', { order_id: ORDER_ID }, asBuyer));
  assert.equal(conflict.status, 409);
  assert.equal((await body(conflict)).error, 'transaction_exists');
});

Deno.test('snap: refuses callers without a valid JWT and buyers of other orders', async () => {
  const { handle, store, midtrans } = setup();
  assert.equal((await handle(post('snap', { order_id: ORDER_ID }))).status, 401);
  assert.equal(
    (await handle(post('snap', { order_id: ORDER_ID }, { authorization: 'Bearer forged' }))).status,
    401,
  );
  store.users.set('other-jwt', { id: '22222222-2222-4222-8222-222222222222', email: 'lain@koperasi.test' });
  const other = await handle(post('snap', { order_id: ORDER_ID }, { authorization: 'Bearer other-jwt' }));
  assert.equal(other.status, 404);
  assert.equal((await body(other)).code, 'KP004');
  const unknown = await handle(post('snap', { order_id: '99999999-9999-4999-8999-999999999999' }, asBuyer));
  assert.equal(unknown.status, 404);
  assert.equal(midtrans.created.length, 0);
});

Deno.test('snap: validates the body', async () => {
  const { handle } = setup();
  const invalid = await handle(post('snap', '{not json', asBuyer));
  assert.equal(invalid.status, 400);
  assert.equal((await body(invalid)).error, 'invalid_json');
  const noOrder = await handle(post('snap', { order: ORDER_ID }, asBuyer));
  assert.equal(noOrder.status, 400);
  assert.equal((await body(noOrder)).field, 'order_id');
  assert.equal((await handle(post('snap', 'x'.repeat(70_000), asBuyer))).status, 413);
});

Deno.test('snap: only an unpaid online order before its deadline', async () => {
  for (const [order, error, code] of [
    [storedOrder({}, 'bank_transfer'), 'not_online', 'KP003'],
    [storedOrder({ status: 'dibayar', snap_token: 'old' }), 'not_payable', 'KP003'],
    [storedOrder({ status: 'kedaluwarsa' }), 'not_payable', 'KP003'],
    [storedOrder({ due_at: '2026-11-23T03:00:30.000Z' }), 'deadline_passed', 'KP008'],
  ] as const) {
    const { handle, store, midtrans } = setup();
    store.order = order;
    const response = await handle(post('snap', { order_id: ORDER_ID }, asBuyer));
    assert.equal(response.status, 409);
    const answer = await body(response);
    assert.equal(answer.error, error);
    assert.equal(answer.code, code);
    assert.equal(midtrans.created.length, 0);
  }
});

Deno.test('snap: Midtrans down or refusing answers 502 and records nothing', async () => {
  for (const failure of [
    new MidtransUnavailableError('connection refused'),
    new MidtransApiError(401, ['Access denied due to unauthorized transaction']),
  ]) {
    const { handle, store, midtrans } = setup();
    midtrans.createAnswer = failure;
    const response = await handle(post('snap', { order_id: ORDER_ID }, asBuyer));
    assert.equal(response.status, 502);
    assert.equal(store.recorded.length, 0);
  }
});

Deno.test('notification: a genuine one is re-read from the status API and applied as re-read', async () => {
  const { handle, store, midtrans } = setup();
  const sent = notification({ transaction_status: 'pending', status_code: '201' });
  const response = await handle(post('notification', sent));
  assert.equal(response.status, 200);
  assert.deepEqual(await body(response), {
    ok: true,
    order_id: ORDER_ID,
    payment_status: 'dibayar',
    changed: true,
    outcome: 'diterapkan',
  });
  assert.deepEqual(midtrans.statusCalls, [ORDER_NUMBER]);
  assert.deepEqual(store.applied, [
    {
      gateway_order_id: ORDER_NUMBER,
      transaction_status: 'settlement',
      status_code: '200',
      gross_amount: 165000,
      transaction_id: 'trx-1',
      payment_type: 'qris',
      fraud_status: 'accept',
      signature_valid: true,
      payload: { notification: sent, status: midtrans.status },
    },
  ]);
});

Deno.test('notification: a forged signature is audited as such, never re-read or applied', async () => {
  for (const forged of [
    notification({ transaction_status: 'settlement', status_code: '200' }, 'SB-Mid-server-guess'),
    { ...notification({ transaction_status: 'settlement', status_code: '200' }), gross_amount: '1.00' },
    { ...notification(), signature_key: undefined },
  ]) {
    const { handle, store, midtrans } = setup();
    const response = await handle(post('notification', forged));
    assert.equal(response.status, 403);
    assert.equal((await body(response)).error, 'invalid_signature');
    assert.equal(midtrans.statusCalls.length, 0);
    assert.equal(store.applied.length, 1);
    assert.equal(store.applied[0]!.signature_valid, false);
    assert.equal(store.applied[0]!.gateway_order_id, ORDER_NUMBER);
  }
});

Deno.test('notification: unusable bodies are refused without an audit', async () => {
  for (const sent of ['{', '[]', JSON.stringify({ status_code: '200' })]) {
    const { handle, store } = setup();
    const response = await handle(post('notification', sent));
    assert.equal(response.status, 400);
    assert.equal(store.applied.length, 0);
  }
});

Deno.test('notification: refusals by the database answer 4xx', async () => {
  for (const [outcome, status] of [
    ['pesanan_tidak_dikenal', 404],
    ['nominal_tidak_sesuai', 422],
    ['status_tidak_dikenal', 400],
  ] as const) {
    const { handle, store } = setup();
    store.outcome = { outcome, changed: false };
    const response = await handle(post('notification', notification()));
    assert.equal(response.status, status);
    assert.equal((await body(response)).error, outcome);
  }
  for (const [outcome, changed] of [
    ['sudah_diterapkan', false],
    ['diabaikan_status_akhir', false],
    ['menunggu', false],
  ] as const) {
    const { handle, store } = setup();
    store.outcome = { outcome, changed };
    const response = await handle(post('notification', notification()));
    assert.equal(response.status, 200);
    assert.equal((await body(response)).changed, false);
  }
});

Deno.test('notification: the status API decides; unknown or unreachable means no change', async () => {
  const unknown = setup();
  unknown.midtrans.status = null;
  assert.equal((await unknown.handle(post('notification', notification()))).status, 404);
  assert.equal(unknown.store.applied.length, 0);

  const down = setup();
  down.midtrans.status = new MidtransUnavailableError('timeout');
  assert.equal((await down.handle(post('notification', notification()))).status, 502);
  assert.equal(down.store.applied.length, 0);

  const other = setup();
  other.midtrans.status = { ...(other.midtrans.status as TransactionStatus), order_id: 'KOP-other' };
  assert.equal((await other.handle(post('notification', notification()))).status, 404);
  assert.equal(other.store.applied.length, 0);
});

Deno.test('notification: a database fault is a 500 (Midtrans retries)', async () => {
  const { handle, store } = setup();
  store.outcome = new Error('connection reset');
  const response = await handle(post('notification', notification()));
  assert.equal(response.status, 500);
  assert.equal((await body(response)).error, 'internal_error');
});

Deno.test('without its secrets the function says so', async () => {
  const handle = notConfiguredHandler(['MIDTRANS_SERVER_KEY']);
  const response = handle(post('notification', notification()));
  assert.equal(response.status, 503);
  assert.match(String((await body(response)).message), /MIDTRANS_SERVER_KEY/);
});

// ---- POST /payments/cancel ----

/** an unpaid online order whose Snap transaction exists (the QR code may be on the buyer's screen) */
function withTransaction(state: ReturnType<typeof setup>, transactionStatus = 'pending') {
  state.store.order!.payment.snap_token = 'snap-token-1';
  state.midtrans.status = {
    ...(state.midtrans.status as TransactionStatus),
    transaction_status: transactionStatus,
  };
  return state;
}

Deno.test('cancel: the database cancels as the buyer, then Midtrans cancels the transaction', async () => {
  const { handle, store, midtrans } = withTransaction(setup());
  const response = await handle(post('cancel', { order_id: ORDER_ID, reason: '  Salah pilih  ' }, asBuyer));
  assert.equal(response.status, 200);
  assert.deepEqual(await body(response), {
    order_id: ORDER_ID,
    status: 'dibatalkan',
    gateway_status: 'cancel',
  });
  assert.deepEqual(store.cancelled, [{ jwt: 'buyer-jwt', orderId: ORDER_ID, reason: 'Salah pilih' }]);
  assert.deepEqual(midtrans.statusCalls, [ORDER_NUMBER]);
  assert.deepEqual(midtrans.cancelCalls, [ORDER_NUMBER]);
  assert.equal(store.applied.length, 0);
});

Deno.test('cancel: without a Snap transaction Midtrans is not asked', async () => {
  const { handle, store, midtrans } = setup();
  const response = await handle(post('cancel', { order_id: ORDER_ID }, asBuyer));
  assert.equal(response.status, 200);
  assert.equal((await body(response)).gateway_status, null);
  assert.equal(store.cancelled.length, 1);
  assert.deepEqual(midtrans.statusCalls, []);
  assert.deepEqual(midtrans.cancelCalls, []);
});

Deno.test('cancel: an order Midtrans already settled is applied as paid and not cancelled', async () => {
  for (const paid of ['settlement', 'capture']) {
    const { handle, store, midtrans } = withTransaction(setup(), paid);
    const response = await handle(post('cancel', { order_id: ORDER_ID }, asBuyer));
    assert.equal(response.status, 409);
    const answer = await body(response);
    assert.equal(answer.error, 'already_paid');
    assert.equal(answer.payment_status, 'dibayar');
    assert.equal(store.applied.length, 1);
    assert.equal(store.applied[0]!.transaction_status, paid);
    assert.equal(store.applied[0]!.signature_valid, true);
    assert.equal(store.cancelled.length, 0);
    assert.deepEqual(midtrans.cancelCalls, []);
  }
});

Deno.test(
  'cancel: a transaction Midtrans will not cancel leaves the order cancelled (refund flow)',
  async () => {
    const { handle, store, midtrans } = withTransaction(setup());
    midtrans.cancelAnswer = new MidtransApiError(412, [
      'Merchant cannot modify the status of the transaction',
    ]);
    const response = await handle(post('cancel', { order_id: ORDER_ID }, asBuyer));
    assert.equal(response.status, 200);
    assert.equal((await body(response)).gateway_status, 'gagal');
    assert.equal(store.cancelled.length, 1);
  },
);

Deno.test('cancel: refusals', async () => {
  const anonymous = setup();
  assert.equal((await anonymous.handle(post('cancel', { order_id: ORDER_ID }))).status, 401);
  assert.equal(
    (await anonymous.handle(post('cancel', { order_id: ORDER_ID }, { authorization: 'Bearer nope' }))).status,
    401,
  );

  const bad = setup();
  for (const invalid of [
    {},
    { order_id: 'x' },
    { order_id: ORDER_ID, reason: 5 },
    { order_id: ORDER_ID, reason: 'x'.repeat(501) },
  ])
    assert.equal((await bad.handle(post('cancel', invalid, asBuyer))).status, 400);
  assert.equal((await bad.handle(post('cancel', '{', asBuyer))).status, 400);

  const stranger = setup();
  stranger.store.order!.buyer_id = '22222222-2222-4222-8222-222222222222';
  assert.equal((await stranger.handle(post('cancel', { order_id: ORDER_ID }, asBuyer))).status, 404);

  const transfer = setup();
  transfer.store.order = storedOrder({}, 'bank_transfer');
  assert.equal((await transfer.handle(post('cancel', { order_id: ORDER_ID }, asBuyer))).status, 409);

  const paid = setup();
  paid.store.order!.payment.status = 'dibayar';
  assert.equal((await paid.handle(post('cancel', { order_id: ORDER_ID }, asBuyer))).status, 409);

  const refused = withTransaction(setup());
  refused.store.cancelError = new StoreError('KP003', 'Pesanan yang sudah dikirim tidak dapat dibatalkan');
  const answer = await refused.handle(post('cancel', { order_id: ORDER_ID }, asBuyer));
  assert.equal(answer.status, 409);
  assert.equal((await body(answer)).message, 'Pesanan yang sudah dikirim tidak dapat dibatalkan');
  assert.deepEqual(refused.midtrans.cancelCalls, []);

  for (const state of [anonymous, bad, stranger, transfer, paid, refused])
    assert.equal(state.store.cancelled.length, 0);
});

Deno.test('paymentChannel names the bank of a virtual account', () => {
  const status = (extra: Record<string, unknown>): TransactionStatus => ({
    status_code: '201',
    transaction_status: 'pending',
    order_id: ORDER_NUMBER,
    gross_amount: '165000.00',
    ...extra,
  });
  assert.equal(paymentChannel(status({ payment_type: 'qris' })), 'qris');
  assert.equal(paymentChannel(status({ payment_type: 'echannel', bill_key: '123' })), 'echannel');
  assert.equal(
    paymentChannel(status({ payment_type: 'bank_transfer', va_numbers: [{ bank: 'BCA', va_number: '1' }] })),
    'bca_va',
  );
  assert.equal(
    paymentChannel(status({ payment_type: 'bank_transfer', permata_va_number: '8778' })),
    'permata_va',
  );
  assert.equal(
    paymentChannel(status({ payment_type: 'bank_transfer', va_numbers: [{ bank: '<x>' }] })),
    'bank_transfer',
  );
  assert.equal(paymentChannel(status({})), null);
});
