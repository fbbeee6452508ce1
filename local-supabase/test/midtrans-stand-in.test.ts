/**
 * The local Midtrans stand-in (src/midtrans/): the Snap API as Midtrans validates it, the Core status API, the
 * payment page a person uses, snap.js, every state change and the signed HTTP notification it sends (checked
 * against an independent SHA-512), retries on 5xx, expiry, and the Core API's cancel/expire/refund.
 *
 * Notifications go to a small HTTP receiver in this file, not to the payments Edge Function (payments.test.ts
 * covers the two together).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import vm from 'node:vm';
import { LOCAL_MIDTRANS_CLIENT_KEY, LOCAL_MIDTRANS_SERVER_KEY, loadConfig } from '../src/config';
import { midtransSignature } from '../src/midtrans/signature';
import { startTestServer, type TestServer } from './helpers/server';
import { unique } from './rls/clients';

interface Delivery {
  url: string;
  transaction_status: string;
  status: number | null;
  ok: boolean;
  attempts: number;
}

interface ActionAnswer {
  transaction: Record<string, unknown>;
  deliveries: Delivery[];
}

interface Received {
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

const received: Received[] = [];
/** statuses the receiver answers with, one per notification; 200 once empty */
const answers: number[] = [];
let receiver: http.Server;
let receiverUrl: string;
let server: TestServer;
let base: string;

const BASIC = `Basic ${Buffer.from(`${LOCAL_MIDTRANS_SERVER_KEY}:`).toString('base64')}`;

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ body: JSON.parse(text) as Record<string, unknown>, headers: request.headers });
      const status = answers.shift() ?? 200;
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ ok: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notification`;
  server = await startTestServer({
    config: {
      jobIntervalMs: 0,
      midtrans: { ...loadConfig({}).midtrans, notificationUrl: receiverUrl, merchantId: 'G123456789' },
    },
  });
  base = `${server.url}/__midtrans`;
}, 120_000);

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  answers.length = 0;
});

function snapBody(overrides: Record<string, unknown> = {}, amount = 150000) {
  return {
    transaction_details: { order_id: unique('KOP'), gross_amount: amount },
    item_details: [
      { id: 'produk-1', price: 67500, quantity: 2, name: 'Kopi Arabika Gayo' },
      { id: 'ongkir-1', price: 15000, quantity: 1, name: 'Ongkos kirim' },
    ],
    customer_details: { first_name: 'Dewi', email: 'dewi@example.test', phone: '081234567890' },
    ...overrides,
  };
}

async function createSnap(body: unknown, authorization = BASIC) {
  const response = await fetch(`${base}/snap/v1/transactions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', authorization },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function newTransaction(overrides: Record<string, unknown> = {}) {
  const body = snapBody(overrides);
  const created = await createSnap(body);
  expect(created.status).toBe(201);
  return {
    orderId: body.transaction_details.order_id,
    token: created.body.token as string,
    created: created.body,
  };
}

async function act(orderId: string, action: string, body: Record<string, unknown> = {}) {
  const response = await fetch(`${base}/transactions/${orderId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ActionAnswer };
}

async function status(orderId: string, authorization = BASIC) {
  const response = await fetch(`${base}/v2/${orderId}/status`, {
    headers: { authorization, accept: 'application/json' },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** the independent check: node's SHA-512 over the fields as they were sent */
function expectedSignature(body: Record<string, unknown>): string {
  return crypto
    .createHash('sha512')
    .update(
      `${String(body.order_id)}${String(body.status_code)}${String(body.gross_amount)}${LOCAL_MIDTRANS_SERVER_KEY}`,
    )
    .digest('hex');
}

describe('signature', () => {
  it('is SHA-512 of order_id + status_code + gross_amount + server key', () => {
    // computed with another implementation (Python's hashlib)
    expect(midtransSignature('KOP-20261123-000001', '200', '150000.00', 'SB-Mid-server-koperasi-lokal')).toBe(
      '34a82e83f21b887d62fd79529a7cddbb872c9e774e1b6d3b06f7fa6ef8698b3a3a8aa5ed6a419ccfa61c86b9cf9ced281cb23e776f5e47fba51da61ca8c09c26',
    );
  });
});

describe('Snap API', () => {
  it('creates a transaction: 201 with a token and the payment page URL', async () => {
    const { token, created } = await newTransaction();
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.redirect_url).toBe(`${base}/snap/v4/redirection/${token}`);
  });

  it('refuses a missing or wrong server key', async () => {
    for (const authorization of [
      '',
      `Basic ${Buffer.from('SB-Mid-server-lain:').toString('base64')}`,
      'Bearer x',
    ]) {
      const answer = await createSnap(snapBody(), authorization);
      expect(answer.status).toBe(401);
      expect((answer.body.error_messages as string[])[0]).toMatch(/Access denied/);
    }
  });

  it('refuses a second transaction for the same order_id as Midtrans does', async () => {
    const body = snapBody();
    expect((await createSnap(body)).status).toBe(201);
    const again = await createSnap(body);
    expect(again).toEqual({
      status: 400,
      body: { error_messages: ['transaction_details.order_id sudah digunakan'] },
    });
  });

  it('validates the amount against the items, and the fields Snap requires', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [snapBody({}, 150001), 'transaction_details.gross_amount is not equal to the sum of item_details'],
      [
        { ...snapBody(), transaction_details: { order_id: unique('KOP'), gross_amount: 150000.5 } },
        'transaction_details.gross_amount must be an integer',
      ],
      [
        { ...snapBody(), transaction_details: { gross_amount: 150000 } },
        'transaction_details.order_id is required',
      ],
      [
        { ...snapBody(), transaction_details: { order_id: 'x'.repeat(51), gross_amount: 150000 } },
        'transaction_details.order_id too long',
      ],
      [{ item_details: [] }, 'transaction_details is required'],
      [
        snapBody({ item_details: [{ id: 'a', price: 150000, quantity: 1, name: 'n'.repeat(51) }] }),
        'item_details Name too long',
      ],
      [snapBody({ enabled_payments: ['credit_card'] }), 'enabled_payments has no payment channel available'],
      [
        snapBody({ expiry: { unit: 'week', duration: 1 } }),
        'expiry.unit must be one of second, minute, hour, day',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await createSnap(body);
      expect(answer.status).toBe(400);
      expect(answer.body.error_messages).toContain(message);
    }
  });

  it('answers malformed JSON with error_messages', async () => {
    const response = await fetch(`${base}/snap/v1/transactions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: BASIC },
      body: '{"transaction_details":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error_messages: string[] }).error_messages).toHaveLength(1);
  });
});

describe('status API and notifications', () => {
  it('knows a transaction only once a method is chosen', async () => {
    const { orderId } = await newTransaction();
    expect(await status(orderId)).toEqual({
      status: 404,
      body: { status_code: '404', status_message: "Transaction doesn't exist." },
    });
    expect((await status('KOP-tidak-ada')).status).toBe(404);
    expect((await status(orderId, 'Basic eDo=')).status).toBe(401);
  });

  it('choose → pending (201), pay → settlement (200): each change is notified, signed', async () => {
    const { orderId } = await newTransaction();
    const chosen = await act(orderId, 'choose', { method: 'bca_va' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.transaction.transaction_status).toBe('pending');
    expect(chosen.body.deliveries).toEqual([
      expect.objectContaining({
        url: receiverUrl,
        status: 200,
        ok: true,
        attempts: 1,
        transaction_status: 'pending',
      }),
    ]);
    const paid = await act(orderId, 'pay');
    expect(paid.body.transaction.transaction_status).toBe('settlement');

    expect(received.map((notification) => notification.body.transaction_status)).toEqual([
      'pending',
      'settlement',
    ]);
    const [pending, settlement] = received.map((notification) => notification.body);
    expect(settlement).toEqual({
      transaction_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      settlement_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      expiry_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      transaction_status: 'settlement',
      transaction_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status_message: 'midtrans payment notification',
      status_code: '200',
      signature_key: expect.any(String),
      payment_type: 'bank_transfer',
      va_numbers: [{ bank: 'bca', va_number: expect.stringMatching(/^12345\d{6}$/) }],
      payment_amounts: [],
      order_id: orderId,
      merchant_id: 'G123456789',
      gross_amount: '150000.00',
      fraud_status: 'accept',
      currency: 'IDR',
    });
    expect(pending!.status_code).toBe('201');
    expect(pending!.transaction_id).toBe(settlement!.transaction_id);
    for (const { body } of received) expect(body.signature_key).toBe(expectedSignature(body));
    expect(received[0]!.headers['content-type']).toBe('application/json');

    const current = await status(orderId);
    expect(current.status).toBe(200);
    expect(current.body).toMatchObject({
      status_code: '200',
      transaction_status: 'settlement',
      order_id: orderId,
      gross_amount: '150000.00',
      payment_type: 'bank_transfer',
    });
    expect(current.body.signature_key).toBe(expectedSignature(current.body));
  });

  it('each method reports its own payment fields', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['qris', { payment_type: 'qris', acquirer: 'gopay' }],
      [
        'bni_va',
        {
          payment_type: 'bank_transfer',
          va_numbers: [{ bank: 'bni', va_number: expect.stringMatching(/^988\d{13}$/) }],
        },
      ],
      [
        'bri_va',
        { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bri', va_number: expect.any(String) }] },
      ],
      [
        'permata_va',
        { payment_type: 'bank_transfer', permata_va_number: expect.stringMatching(/^8562\d{14}$/) },
      ],
      [
        'mandiri_bill',
        { payment_type: 'echannel', biller_code: '70012', bill_key: expect.stringMatching(/^\d{12}$/) },
      ],
      ['gopay', { payment_type: 'gopay' }],
      ['shopeepay', { payment_type: 'shopeepay' }],
    ];
    for (const [method, fields] of cases) {
      const { orderId } = await newTransaction();
      const chosen = await act(orderId, 'choose', { method });
      expect(chosen.body.transaction).toMatchObject({
        transaction_status: 'pending',
        status_code: '201',
        ...fields,
      });
    }
  });

  it('pay on an unopened transaction picks QRIS first, as a person would', async () => {
    const { orderId } = await newTransaction();
    const paid = await act(orderId, 'pay');
    expect(paid.body.transaction).toMatchObject({ transaction_status: 'settlement', payment_type: 'qris' });
    expect(paid.body.deliveries.map((delivery) => delivery.transaction_status)).toEqual([
      'pending',
      'settlement',
    ]);
  });

  it('expire (407), cancel, deny (202) and refund, and only from the states Midtrans allows', async () => {
    const expiring = await newTransaction();
    await act(expiring.orderId, 'choose', { method: 'gopay' });
    const expired = await act(expiring.orderId, 'expire');
    expect(expired.body.transaction).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect(received.at(-1)!.body).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect((await act(expiring.orderId, 'pay')).status).toBe(412);

    const cancelled = await newTransaction();
    expect((await act(cancelled.orderId, 'cancel')).body.transaction).toMatchObject({
      transaction_status: 'cancel',
      status_code: '200',
    });

    const denied = await newTransaction();
    expect((await act(denied.orderId, 'deny')).status).toBe(412);
    await act(denied.orderId, 'choose', { method: 'qris' });
    expect((await act(denied.orderId, 'deny')).body.transaction).toMatchObject({
      transaction_status: 'deny',
      status_code: '202',
    });

    const refunded = await newTransaction();
    expect((await act(refunded.orderId, 'refund')).status).toBe(412);
    await act(refunded.orderId, 'pay');
    const refund = await act(refunded.orderId, 'refund');
    expect(refund.body.transaction).toMatchObject({ transaction_status: 'refund', status_code: '200' });
    expect((await act(refunded.orderId, 'pay')).status).toBe(412);
    expect((await act(refunded.orderId, 'refund')).status).toBe(412);
    for (const { body } of received) expect(body.signature_key).toBe(expectedSignature(body));
  });

  it('notify replays the current state; unknown actions and transactions are 404', async () => {
    const { orderId } = await newTransaction();
    expect((await act(orderId, 'notify')).status).toBe(404);
    await act(orderId, 'pay');
    received.length = 0;
    const replay = await act(orderId, 'notify');
    expect(replay.status).toBe(200);
    expect(received.map((notification) => notification.body.transaction_status)).toEqual(['settlement']);
    expect((await act(orderId, 'fly')).status).toBe(404);
    expect((await act('KOP-tidak-ada', 'pay')).status).toBe(404);
  });

  it('refuses a method the transaction does not offer', async () => {
    const { orderId } = await newTransaction({ enabled_payments: ['bca_va', 'other_qris'] });
    expect((await act(orderId, 'choose', { method: 'gopay' })).status).toBe(400);
    expect((await act(orderId, 'choose', { method: 'bca_va' })).status).toBe(200);
  });

  it('retries a notification answered with a 5xx, as Midtrans does', async () => {
    const { orderId } = await newTransaction();
    answers.push(503);
    const chosen = await act(orderId, 'choose', { method: 'qris' });
    expect(chosen.body.deliveries[0]).toMatchObject({ status: 200, ok: true, attempts: 2 });
    expect(received).toHaveLength(2);
    expect(received[0]!.body).toEqual(received[1]!.body);

    answers.push(404);
    const refused = await act(orderId, 'pay');
    expect(refused.body.deliveries[0]).toMatchObject({ status: 404, ok: false, attempts: 1 });
  });

  it('expires on its own once the Snap expiry has passed', async () => {
    const { orderId, token } = await newTransaction({ expiry: { unit: 'second', duration: 1 } });
    await act(orderId, 'choose', { method: 'qris' });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const page = await fetch(`${base}/snap/v4/redirection/${token}`);
    expect(await page.text()).toContain('Transaksi kedaluwarsa');
    expect(received.at(-1)!.body).toMatchObject({ transaction_status: 'expire', status_code: '407' });
    expect((await status(orderId)).body.transaction_status).toBe('expire');
  });
});

describe('Core API actions', () => {
  async function core(orderId: string, action: string, body: unknown = {}, authorization = BASIC) {
    const response = await fetch(`${base}/v2/${orderId}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('cancel, expire and a full refund, with the server key', async () => {
    const one = await newTransaction();
    await act(one.orderId, 'choose', { method: 'bri_va' });
    expect((await core(one.orderId, 'cancel', {}, 'Basic eDo=')).status).toBe(401);
    expect((await core(one.orderId, 'cancel')).body).toMatchObject({
      status_code: '200',
      status_message: 'Success, transaction is canceled',
      transaction_status: 'cancel',
    });
    const two = await newTransaction();
    expect((await core(two.orderId, 'expire')).body).toMatchObject({
      status_code: '407',
      transaction_status: 'expire',
    });
    const three = await newTransaction();
    await act(three.orderId, 'pay');
    expect((await core(three.orderId, 'refund', { amount: 1000, reason: 'sebagian' })).status).toBe(412);
    expect((await core(three.orderId, 'refund', { amount: 150000, reason: 'retur' })).body).toMatchObject({
      transaction_status: 'refund',
    });
    expect((await core(three.orderId, 'cancel')).status).toBe(412);
  });
});

describe('payment page and snap.js', () => {
  async function form(url: string, fields: Record<string, string>) {
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  it('lists the methods in Indonesian, shows the VA number, and pays', async () => {
    const { token, orderId, created } = await newTransaction();
    const pageUrl = created.redirect_url as string;
    const first = await fetch(pageUrl);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/text\/html/);
    const html = await first.text();
    expect(html).toContain('<html lang="id">');
    expect(html).toContain('Pilih metode pembayaran');
    expect(html).toContain('Rp 150.000');
    for (const label of [
      'QRIS',
      'BCA Virtual Account',
      'BNI Virtual Account',
      'BRI Virtual Account',
      'Mandiri Virtual Account',
      'Permata Virtual Account',
      'GoPay',
      'ShopeePay',
    ])
      expect(html).toContain(label);

    const chosen = await form(`${pageUrl}/choose`, { method: 'bca_va' });
    expect(chosen.status).toBe(303);
    const location = chosen.headers.get('location')!;
    expect(location.startsWith(pageUrl)).toBe(true);
    const pending = await (await fetch(location)).text();
    const transaction = (await (await fetch(`${base}/transactions/${orderId}`)).json()) as {
      payment_code: string;
    };
    expect(pending).toContain(transaction.payment_code);
    expect(pending).toContain('Nomor Virtual Account BCA');
    for (const button of ['>Bayar<', '>Biarkan Kedaluwarsa<', '>Batalkan<'])
      expect(pending).toContain(button);
    expect(pending).toContain(`Notifikasi pending ke ${receiverUrl}: HTTP 200`);

    const paid = await form(`${pageUrl}/pay`, {});
    expect(paid.status).toBe(303);
    expect(await (await fetch(paid.headers.get('location')!)).text()).toContain('Pembayaran berhasil');
    expect(received.map((notification) => notification.body.transaction_status)).toEqual([
      'pending',
      'settlement',
    ]);
    expect(token).toBeTruthy();
  });

  it('QRIS shows a QR code; cancelling ends the transaction', async () => {
    const { created } = await newTransaction();
    const pageUrl = created.redirect_url as string;
    const chosen = await form(`${pageUrl}/choose`, { method: 'qris' });
    const html = await (await fetch(chosen.headers.get('location')!)).text();
    expect(html).toContain('role="img" aria-label="Kode QR pembayaran"');
    const cancelled = await form(`${pageUrl}/cancel`, {});
    expect(await (await fetch(cancelled.headers.get('location')!)).text()).toContain('Transaksi dibatalkan');
    // a refused action is shown on the page, not thrown
    const late = await form(`${pageUrl}/pay`, {});
    const refusedAt = new URL(late.headers.get('location')!);
    expect(refusedAt.searchParams.get('galat')).toMatch(/^Merchant cannot modify/);
    expect(await (await fetch(refusedAt)).text()).toContain('role="alert">Merchant cannot modify');
  });

  it('inside snap.js talks to the opener; outside it links back to the finish URL', async () => {
    const { created } = await newTransaction({ callbacks: { finish: 'http://localhost:3000/orders/abc' } });
    const pageUrl = created.redirect_url as string;
    const chosen = await form(`${pageUrl}/choose`, { method: 'qris', embedded: '1' });
    const embeddedUrl = chosen.headers.get('location')!;
    expect(new URL(embeddedUrl).searchParams.get('embedded')).toBe('1');
    const embedded = await (await fetch(embeddedUrl)).text();
    expect(embedded).toContain('"source":"midtrans-stand-in","type":"pending"');
    expect(embedded).toContain('postMessage');
    await form(`${pageUrl}/pay`, { embedded: '1' });
    const done = await (await fetch(`${pageUrl}?embedded=1`)).text();
    expect(done).toContain('"type":"success"');
    expect(done).toContain('"finish_redirect_url":"http://localhost:3000/orders/abc"');
    expect(done).not.toContain('signature_key');
    const standalone = await (await fetch(pageUrl)).text();
    expect(standalone).toContain('Kembali ke toko');
    expect(standalone).toContain('http://localhost:3000/orders/abc?order_id=');
    expect(standalone).not.toContain('postMessage');
  });

  it('an unknown token is a 404 page', async () => {
    const response = await fetch(`${base}/snap/v4/redirection/${crypto.randomUUID()}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Transaksi tidak ditemukan');
  });

  it('serves snap.js with window.snap.pay opening the page in an overlay', async () => {
    const response = await fetch(`${base}/snap/snap.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    const script = await response.text();
    expect(script).toContain('window.snap = {');
    expect(script).toContain("frame.id = 'snap-midtrans'");
    expect(script).toContain("'/snap/v4/redirection/'");
    for (const callback of ['onSuccess', 'onPending', 'onError', 'onClose'])
      expect(script).toContain(callback);
    // the script parses
    expect(() => new vm.Script(script)).not.toThrow();
  });
});

describe('configuration', () => {
  it('is on by default with the local keys, and can be turned off', async () => {
    const defaults = loadConfig({});
    expect(defaults.midtrans).toEqual({
      enabled: true,
      serverKey: LOCAL_MIDTRANS_SERVER_KEY,
      clientKey: LOCAL_MIDTRANS_CLIENT_KEY,
      merchantId: 'G000000000',
      notificationUrl: undefined,
    });
    expect(
      loadConfig({ MIDTRANS_STAND_IN: 'false', MIDTRANS_STAND_IN_NOTIFICATION_URL: 'http://x/n' }).midtrans,
    ).toMatchObject({ enabled: false, notificationUrl: 'http://x/n' });
    const off = await startTestServer({
      config: { jobIntervalMs: 0, midtrans: { ...defaults.midtrans, enabled: false } },
    });
    try {
      expect((await fetch(`${off.url}/__midtrans/snap/snap.js`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
