import { RUPIAH_PER_BASE_UNIT } from './constants';

/*
 * Product prices: the spec stores them in a base unit and shows them as rupiah after multiplying by 15000.
 * People type and read rupiah; `products.price` is numeric(15, 5): five decimals make rupiah -> base unit ->
 * rupiah exact for every whole rupiah amount (the base unit is rounded to 1e-5, at most 1/3 of that off,
 * which is at most 0.05 rupiah once multiplied back). Both ways are computed in exact decimal arithmetic
 * (integers scaled by 10^5 in BigInt, never floats) and rounded half up, as PostgreSQL's round() does in
 * public.price_rupiah(), so a product page, a cart and an order show the same rupiah.
 */

/** The decimals of products.price (supabase/migrations/20261123000012_price_precision.sql). */
export const BASE_PRICE_SCALE = 5;
/** The highest price the product forms take, in rupiah (Rp 1.000.000.000.000). */
export const MAX_PRODUCT_PRICE_RUPIAH = 1_000_000_000_000;

const SCALE = 10n ** BigInt(BASE_PRICE_SCALE);
const RATE = BigInt(RUPIAH_PER_BASE_UNIT);
const DECIMAL = /^(\d+)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** A non-negative decimal (number or text, exponent allowed) as digits and a power of ten: [d, s] = d / 10^s. */
function parseDecimal(value: number | string): [bigint, number] {
  if (typeof value === 'number' && (!Number.isFinite(value) || value < 0))
    throw new RangeError(`not a price: ${value}`);
  const match = DECIMAL.exec(String(value).trim());
  if (!match) throw new RangeError(`not a price: ${String(value)}`);
  const [, whole = '', fraction = '', exponent = '0'] = match;
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return [digits, scale];
}

/** numerator / denominator rounded half up (both non-negative). */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** A whole, non-negative rupiah amount (number, bigint or digits) as a bigint; RangeError otherwise. */
function wholeRupiah(rupiah: number | bigint | string): bigint {
  if (typeof rupiah === 'bigint') {
    if (rupiah < 0n) throw new RangeError(`not whole rupiah: ${rupiah}`);
    return rupiah;
  }
  if (typeof rupiah === 'number') {
    if (!Number.isSafeInteger(rupiah) || rupiah < 0) throw new RangeError(`not whole rupiah: ${rupiah}`);
    return BigInt(rupiah);
  }
  const text = rupiah.trim();
  if (!/^\d+$/.test(text)) throw new RangeError(`not whole rupiah: ${rupiah}`);
  return BigInt(text);
}

/** A decimal string of digits / 10^scale: 566667n, 5 -> '5.66667' (no trailing zeros). */
function decimalText(digits: bigint, scale: number): string {
  const text = digits.toString().padStart(scale + 1, '0');
  const whole = text.slice(0, text.length - scale);
  const fraction = text.slice(text.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * Whole rupiah as the base unit products.price stores, exactly as text, rounded half up to five decimals:
 * 85000 -> '5.66667', 127500 -> '8.5'.
 */
export function rupiahToBasePriceText(rupiah: number | bigint | string): string {
  const scaled = divideRounded(wholeRupiah(rupiah) * SCALE, RATE);
  return decimalText(scaled, BASE_PRICE_SCALE);
}

/**
 * Whole rupiah as the base unit products.price stores: 85000 -> 5.66667. The number carries the decimal
 * exactly (at most 15 significant digits up to the column's limit), so JSON sends the same digits.
 */
export function rupiahToBasePrice(rupiah: number | bigint | string): number {
  return Number(rupiahToBasePriceText(rupiah));
}

/**
 * A base-unit price (a number or the database's text) in whole rupiah, rounded half up like the database's
 * public.price_rupiah(): 5.66667 -> 85000, 8.5 -> 127500. RangeError for a negative or non-numeric price.
 */
export function basePriceToRupiah(base: number | string): number {
  const [digits, scale] = parseDecimal(base);
  const rupiah = divideRounded(digits * RATE, 10n ** BigInt(scale));
  if (rupiah > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`price too large: ${String(base)}`);
  return Number(rupiah);
}
