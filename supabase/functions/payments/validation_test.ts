import assert from 'node:assert/strict';
import { parseNotification, parseSnapRequest } from './validation.ts';

const ORDER_ID = '3f1c2a52-8d7e-4b0f-9a61-2c5d8e7f9a10';

Deno.test('parseSnapRequest takes one order id', () => {
  assert.deepEqual(parseSnapRequest({ order_id: ORDER_ID }), { ok: true, value: { orderId: ORDER_ID } });
  assert.deepEqual(parseSnapRequest({ order_id: ` ${ORDER_ID.toUpperCase()} ` }), {
    ok: true,
    value: { orderId: ORDER_ID },
  });
  // amounts and items in the body are ignored: they come from the database
  assert.deepEqual(parseSnapRequest({ order_id: ORDER_ID, gross_amount: 1 }), {
    ok: true,
    value: { orderId: ORDER_ID },
  });
});

Deno.test('parseSnapRequest refuses a missing or malformed order id', () => {
  for (const body of [
    null,
    [],
    'x',
    1,
    {},
    { order_id: '' },
    { order_id: 42 },
    { order_id: 'KOP-20261123-000001' },
  ]) {
    const result = parseSnapRequest(body);
    assert.equal(result.ok, false, JSON.stringify(body));
  }
  const missing = parseSnapRequest({});
  assert.equal(!missing.ok && missing.field, 'order_id');
});

const NOTIFICATION = {
  transaction_time: '2026-11-23 10:00:00',
  transaction_status: 'settlement',
  transaction_id: 'b9c5b0e4-7f2b-4e4e-9a2b-1f1f0d7c1a11',
  status_message: 'midtrans payment notification',
  status_code: '200',
  signature_key: 'ab'.repeat(64),
  payment_type: 'qris',
  order_id: 'KOP-20261123-000001',
  merchant_id: 'G000000000',
  gross_amount: '150000.00',
  fraud_status: 'accept',
  currency: 'IDR',
};

Deno.test('parseNotification keeps the signed fields exactly as sent', () => {
  const result = parseNotification(NOTIFICATION);
  assert.ok(result.ok);
  assert.deepEqual(result.value, {
    order_id: 'KOP-20261123-000001',
    status_code: '200',
    gross_amount: '150000.00',
    signature_key: 'ab'.repeat(64),
    transaction_status: 'settlement',
    transaction_id: 'b9c5b0e4-7f2b-4e4e-9a2b-1f1f0d7c1a11',
    payment_type: 'qris',
    fraud_status: 'accept',
  });
  const withoutOptional = parseNotification({ ...NOTIFICATION, fraud_status: undefined, payment_type: '' });
  assert.ok(withoutOptional.ok);
  assert.equal(withoutOptional.value.fraud_status, null);
  assert.equal(withoutOptional.value.payment_type, null);
});

Deno.test('parseNotification: no usable order id means no audit', () => {
  for (const body of [
    null,
    'x',
    [],
    {},
    { ...NOTIFICATION, order_id: '' },
    { ...NOTIFICATION, order_id: 'a b' },
    { ...NOTIFICATION, order_id: 'x'.repeat(51) },
  ]) {
    const result = parseNotification(body);
    assert.equal(result.ok, false);
    assert.equal(!result.ok && result.orderId, undefined);
  }
});

Deno.test('parseNotification: missing signed fields are named, with the order id for the audit', () => {
  const result = parseNotification({ order_id: 'KOP-20261123-000001', status_code: '200' });
  assert.equal(result.ok, false);
  assert.ok(!result.ok);
  assert.equal(result.orderId, 'KOP-20261123-000001');
  assert.match(result.message, /gross_amount, signature_key/);
});
