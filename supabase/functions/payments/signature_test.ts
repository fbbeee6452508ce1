import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import {
  constantTimeEqual,
  notificationSignature,
  sha512Hex,
  verifyNotificationSignature,
} from './signature.ts';

const SERVER_KEY = 'SB-Mid-server-koperasi-lokal';

/** an independent implementation: node's hash, not Web Crypto */
function nodeSignature(orderId: string, statusCode: string, grossAmount: string, key: string): string {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + key)
    .digest('hex');
}

Deno.test('sha512Hex matches the published digest of the empty string', async () => {
  assert.equal(
    await sha512Hex(''),
    'cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e',
  );
});

Deno.test('the signature is SHA-512 of order_id + status_code + gross_amount + server key', async () => {
  assert.equal(
    await notificationSignature('KOP-20261123-000001', '200', '150000.00', SERVER_KEY),
    '34a82e83f21b887d62fd79529a7cddbb872c9e774e1b6d3b06f7fa6ef8698b3a3a8aa5ed6a419ccfa61c86b9cf9ced281cb23e776f5e47fba51da61ca8c09c26',
  );
  for (const [orderId, statusCode, gross] of [
    ['KOP-20261123-000002', '201', '15000.00'],
    ['order_~.-1', '407', '1.00'],
    ['KOP-20261231-1000000', '202', '9999999999.00'],
  ] as const) {
    assert.equal(
      await notificationSignature(orderId, statusCode, gross, SERVER_KEY),
      nodeSignature(orderId, statusCode, gross, SERVER_KEY),
    );
  }
});

Deno.test('verifyNotificationSignature accepts the genuine signature only', async () => {
  const fields = { order_id: 'KOP-20261123-000001', status_code: '200', gross_amount: '150000.00' };
  const genuine = nodeSignature(fields.order_id, fields.status_code, fields.gross_amount, SERVER_KEY);
  assert.equal(await verifyNotificationSignature({ ...fields, signature_key: genuine }, SERVER_KEY), true);
  assert.equal(
    await verifyNotificationSignature({ ...fields, signature_key: genuine.toUpperCase() }, SERVER_KEY),
    true,
  );
  // the same fields signed with another key, a changed amount, a changed status, a truncated or empty signature
  assert.equal(
    await verifyNotificationSignature(
      { ...fields, signature_key: nodeSignature(fields.order_id, '200', '150000.00', 'SB-Mid-server-other') },
      SERVER_KEY,
    ),
    false,
  );
  assert.equal(
    await verifyNotificationSignature(
      { ...fields, gross_amount: '150000', signature_key: genuine },
      SERVER_KEY,
    ),
    false,
  );
  assert.equal(
    await verifyNotificationSignature({ ...fields, status_code: '201', signature_key: genuine }, SERVER_KEY),
    false,
  );
  assert.equal(
    await verifyNotificationSignature({ ...fields, signature_key: genuine.slice(0, 64) }, SERVER_KEY),
    false,
  );
  assert.equal(await verifyNotificationSignature({ ...fields, signature_key: '' }, SERVER_KEY), false);
});

Deno.test('constantTimeEqual compares whole strings of any length', () => {
  assert.equal(constantTimeEqual('abc', 'abc'), true);
  assert.equal(constantTimeEqual('abc', 'abd'), false);
  assert.equal(constantTimeEqual('abc', 'abcd'), false);
  assert.equal(constantTimeEqual('', ''), true);
  assert.equal(constantTimeEqual('', 'a'), false);
  assert.equal(constantTimeEqual('é', 'e'), false);
});
