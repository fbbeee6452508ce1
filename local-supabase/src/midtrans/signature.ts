import crypto from 'node:crypto';

/** whole rupiah as Midtrans writes gross_amount in notifications and status answers */
export function formatGrossAmount(amount: number): string {
  return amount.toFixed(2);
}

/** SHA-512 hex of order_id + status_code + gross_amount + server key: Midtrans' notification signature */
export function midtransSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): string {
  return crypto
    .createHash('sha512')
    .update(`${orderId}${statusCode}${grossAmount}${serverKey}`)
    .digest('hex');
}

/** the server key from `Authorization: Basic base64(server_key + ':')`, as the Snap and Core APIs take it */
export function serverKeyOf(authorization: string | undefined): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon >= 0 ? decoded.slice(0, colon) : decoded;
}

export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}
