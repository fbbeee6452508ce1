import assert from 'node:assert/strict';
import { httpStatusForOutcome, paymentStatusFor } from './status.ts';

Deno.test('Midtrans transaction statuses map to payment statuses', () => {
  assert.equal(paymentStatusFor('settlement'), 'dibayar');
  assert.equal(paymentStatusFor('capture', 'accept'), 'dibayar');
  assert.equal(paymentStatusFor('capture'), 'dibayar');
  assert.equal(paymentStatusFor('capture', 'challenge'), 'menunggu_pembayaran');
  assert.equal(paymentStatusFor('pending'), 'menunggu_pembayaran');
  assert.equal(paymentStatusFor('expire'), 'kedaluwarsa');
  assert.equal(paymentStatusFor('cancel'), 'dibatalkan');
  assert.equal(paymentStatusFor('deny'), 'dibatalkan');
  assert.equal(paymentStatusFor('failure'), 'dibatalkan');
  assert.equal(paymentStatusFor('refund'), 'dikembalikan');
  assert.equal(paymentStatusFor('partial_refund'), 'dikembalikan');
  assert.equal(paymentStatusFor(' Settlement '), 'dibayar');
});

Deno.test('unknown statuses map to nothing', () => {
  assert.equal(paymentStatusFor('authorize'), null);
  assert.equal(paymentStatusFor(''), null);
  assert.equal(paymentStatusFor(null), null);
  assert.equal(paymentStatusFor(undefined), null);
  assert.equal(paymentStatusFor('paid'), null);
});

Deno.test('outcomes Midtrans should not retry answer 200, refusals 4xx', () => {
  for (const outcome of [
    'diterapkan',
    'sudah_diterapkan',
    'menunggu',
    'diabaikan_status_akhir',
    'dibayar_setelah_status_akhir',
  ])
    assert.equal(httpStatusForOutcome(outcome), 200, outcome);
  assert.equal(httpStatusForOutcome('tanda_tangan_tidak_valid'), 403);
  assert.equal(httpStatusForOutcome('pesanan_tidak_dikenal'), 404);
  assert.equal(httpStatusForOutcome('status_tidak_dikenal'), 400);
  assert.equal(httpStatusForOutcome('nominal_tidak_sesuai'), 422);
  assert.equal(httpStatusForOutcome('something_else'), 500);
});
