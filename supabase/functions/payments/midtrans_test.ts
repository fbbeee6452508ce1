import assert from 'node:assert/strict';
import {
  basicAuthorization,
  MidtransApiError,
  MidtransClient,
  MidtransUnavailableError,
  type SnapTransactionRequest,
} from './midtrans.ts';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeFetch(answer: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return await answer(call);
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const REQUEST: SnapTransactionRequest = {
  transaction_details: { order_id: 'KOP-20261123-000001', gross_amount: 15000 },
  item_details: [{ id: 'produk-1', price: 15000, quantity: 1, name: 'Gula Aren' }],
  customer_details: {
    first_name: 'Dewi',
    phone: '081234567890',
    shipping_address: {
      first_name: 'Dewi',
      phone: '081234567890',
      address: 'Jl. Melati',
      city: 'Bandung',
      postal_code: '40114',
      country_code: 'IDN',
    },
  },
  enabled_payments: ['other_qris'],
  expiry: { start_time: '2026-11-23 10:00:00 +0700', unit: 'minutes', duration: 60 },
};

const client = (fetch: typeof globalThis.fetch) =>
  new MidtransClient({
    serverKey: 'SB-Mid-server-x',
    snapUrl: 'http://midtrans.test/snap/v1/transactions',
    apiUrl: 'http://midtrans.test',
    fetch,
  });

Deno.test('basic authorization is the server key and an empty password', () => {
  assert.equal(basicAuthorization('SB-Mid-server-x'), `Basic ${btoa('SB-Mid-server-x:')}`);
});

Deno.test('createTransaction posts the request with the server key', async () => {
  const { calls, fetch } = fakeFetch(() =>
    jsonResponse(201, { token: 'tok', redirect_url: 'http://pay/tok' }),
  );
  assert.deepEqual(await client(fetch).createTransaction(REQUEST), {
    token: 'tok',
    redirect_url: 'http://pay/tok',
  });
  assert.equal(calls[0]!.url, 'http://midtrans.test/snap/v1/transactions');
  assert.equal(calls[0]!.method, 'POST');
  assert.equal(calls[0]!.headers.get('authorization'), basicAuthorization('SB-Mid-server-x'));
  assert.equal(calls[0]!.headers.get('accept'), 'application/json');
  assert.deepEqual(JSON.parse(calls[0]!.body!), REQUEST);
});

Deno.test('Snap errors keep their messages; a taken order id is recognised', async () => {
  const { fetch } = fakeFetch(() =>
    jsonResponse(400, { error_messages: ['transaction_details.order_id sudah digunakan'] }),
  );
  const error = await client(fetch)
    .createTransaction(REQUEST)
    .catch((caught: unknown) => caught);
  assert.ok(error instanceof MidtransApiError);
  assert.equal(error.httpStatus, 400);
  assert.equal(error.orderIdTaken, true);
  const other = new MidtransApiError(400, [
    'transaction_details.gross_amount is not equal to the sum of item_details',
  ]);
  assert.equal(other.orderIdTaken, false);
});

Deno.test('unreachable, 5xx or non-JSON answers are "unavailable"', async () => {
  for (const answer of [
    () => Promise.reject(new TypeError('connection refused')),
    () => jsonResponse(503, { status_message: 'down' }),
    () => new Response('<html>bad gateway</html>', { status: 200 }),
    () => jsonResponse(201, { token: 'tok' }),
  ]) {
    const { fetch } = fakeFetch(answer);
    await assert.rejects(client(fetch).createTransaction(REQUEST), MidtransUnavailableError);
  }
});

Deno.test('transactionStatus reads GET /v2/{order_id}/status', async () => {
  const status = {
    status_code: '200',
    transaction_status: 'settlement',
    order_id: 'KOP-20261123-000001',
    gross_amount: '15000.00',
    payment_type: 'qris',
    transaction_id: 'abc',
  };
  const { calls, fetch } = fakeFetch(() => jsonResponse(200, status));
  assert.deepEqual(await client(fetch).transactionStatus('KOP-20261123-000001'), status);
  assert.equal(calls[0]!.url, 'http://midtrans.test/v2/KOP-20261123-000001/status');
  assert.equal(calls[0]!.method, 'GET');
  assert.equal(calls[0]!.headers.get('authorization'), basicAuthorization('SB-Mid-server-x'));
});

Deno.test('an unknown transaction is null, whether the 404 is in the status or the body', async () => {
  for (const response of [
    () => jsonResponse(404, { status_code: '404', status_message: "Transaction doesn't exist." }),
    () => jsonResponse(200, { status_code: '404', status_message: "Transaction doesn't exist." }),
  ]) {
    const { fetch } = fakeFetch(response);
    assert.equal(await client(fetch).transactionStatus('KOP-x'), null);
  }
});

Deno.test('transactionStatus refuses a wrong key and an answer without the transaction', async () => {
  const denied = fakeFetch(() => jsonResponse(401, { status_code: '401', status_message: 'Access denied' }));
  await assert.rejects(client(denied.fetch).transactionStatus('KOP-x'), MidtransApiError);
  const empty = fakeFetch(() => jsonResponse(200, { status_code: '200' }));
  await assert.rejects(client(empty.fetch).transactionStatus('KOP-x'), MidtransUnavailableError);
});

Deno.test(
  'cancelTransaction: POST /v2/{order_id}/cancel; unknown is null, a refusal is a 412 error',
  async () => {
    const options = {
      serverKey: 'SB-Mid-server-test',
      snapUrl: 'http://m.test/snap/v1/transactions',
      apiUrl: 'http://m.test',
    };
    const cancelled = fakeFetch(() =>
      jsonResponse(200, {
        status_code: '200',
        transaction_status: 'cancel',
        order_id: 'KOP-1',
        gross_amount: '15000.00',
      }),
    );
    const status = await new MidtransClient({ ...options, fetch: cancelled.fetch }).cancelTransaction(
      'KOP-1',
    );
    assert.equal(status?.transaction_status, 'cancel');
    assert.equal(cancelled.calls[0]!.url, 'http://m.test/v2/KOP-1/cancel');
    assert.equal(cancelled.calls[0]!.method, 'POST');
    assert.equal(cancelled.calls[0]!.headers.get('authorization'), basicAuthorization('SB-Mid-server-test'));

    // the Core API also answers HTTP 200 with the error in status_code
    const unknown = fakeFetch(() =>
      jsonResponse(200, { status_code: '404', status_message: "Transaction doesn't exist." }),
    );
    assert.equal(
      await new MidtransClient({ ...options, fetch: unknown.fetch }).cancelTransaction('KOP-1'),
      null,
    );

    const refused = fakeFetch(() =>
      jsonResponse(200, {
        status_code: '412',
        status_message: 'Merchant cannot modify the status of the transaction',
      }),
    );
    await assert.rejects(
      new MidtransClient({ ...options, fetch: refused.fetch }).cancelTransaction('KOP-1'),
      (error: unknown) => error instanceof MidtransApiError && error.httpStatus === 412,
    );
  },
);
