import assert from 'node:assert/strict';
import { formatGrossAmount, parseGrossAmount, wholeRupiah } from './amount.ts';

Deno.test('formatGrossAmount writes whole rupiah as Midtrans does', () => {
  assert.equal(formatGrossAmount(150000), '150000.00');
  assert.equal(formatGrossAmount(0), '0.00');
  assert.equal(formatGrossAmount(1), '1.00');
  assert.throws(() => formatGrossAmount(1.5), RangeError);
  assert.throws(() => formatGrossAmount(-1), RangeError);
  assert.throws(() => formatGrossAmount(Number.NaN), RangeError);
});

Deno.test('parseGrossAmount reads what Midtrans sends', () => {
  assert.equal(parseGrossAmount('150000.00'), 150000);
  assert.equal(parseGrossAmount('150000'), 150000);
  assert.equal(parseGrossAmount(' 150000.0 '), 150000);
  assert.equal(parseGrossAmount(150000), 150000);
  assert.equal(parseGrossAmount('150000.50'), 150000.5);
  assert.equal(parseGrossAmount('150000.05'), 150000.05);
  assert.equal(parseGrossAmount('0.00'), 0);
});

Deno.test('parseGrossAmount refuses anything else', () => {
  for (const value of ['', '-1.00', '1e5', '150.000,00', '150,000.00', '1.234', 'abc', '0x10', '.5', '5.']) {
    assert.equal(parseGrossAmount(value), null, value);
  }
  assert.equal(parseGrossAmount('99999999999999999'), null);
  assert.equal(parseGrossAmount(null), null);
  assert.equal(parseGrossAmount(undefined), null);
  assert.equal(parseGrossAmount(Number.POSITIVE_INFINITY), null);
  assert.equal(parseGrossAmount(-5), null);
  assert.equal(parseGrossAmount({ amount: 1 }), null);
});

Deno.test('a formatted amount parses back to itself', () => {
  for (const rupiah of [0, 1, 15000, 150000, 1234567890])
    assert.equal(parseGrossAmount(formatGrossAmount(rupiah)), rupiah);
});

Deno.test('wholeRupiah takes database numerics as numbers or strings', () => {
  assert.equal(wholeRupiah(15000), 15000);
  assert.equal(wholeRupiah('15000'), 15000);
  assert.throws(() => wholeRupiah(1.5), RangeError);
  assert.throws(() => wholeRupiah('abc'), RangeError);
  assert.throws(() => wholeRupiah(null), RangeError);
  assert.throws(() => wholeRupiah(-1), RangeError);
});
