/** whole rupiah as Midtrans writes gross_amount in notifications and status answers: "150000.00" */
export function formatGrossAmount(rupiah: number): string {
  if (!Number.isSafeInteger(rupiah) || rupiah < 0) throw new RangeError(`not whole rupiah: ${rupiah}`);
  return `${rupiah}.00`;
}

/**
 * gross_amount as a number, from "150000.00", "150000" or 150000; null for anything else (negative,
 * more than two decimals, exponents, empty). Cents are kept, so "150000.50" never equals a whole total.
 */
export function parseGrossAmount(value: unknown): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = /^(\d{1,16})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  if (!Number.isSafeInteger(whole)) return null;
  const cents = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  return cents === 0 ? whole : whole + cents / 100;
}

/** order money from the database (numeric comes back as a JSON number, or a string for big values) */
export function wholeRupiah(value: unknown): number {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`not whole rupiah: ${String(value)}`);
  return amount;
}
