const encoder = new TextEncoder();

export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', encoder.encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Midtrans' notification signature: SHA-512 of order_id + status_code + gross_amount + server key, hex */
export function notificationSignature(
  orderId: string,
  statusCode: string,
  grossAmount: string,
  serverKey: string,
): Promise<string> {
  return sha512Hex(`${orderId}${statusCode}${grossAmount}${serverKey}`);
}

/** compares every byte whatever the first difference, so the time taken tells nothing about the key */
export function constantTimeEqual(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  const length = Math.max(left.length, right.length);
  let difference = left.length ^ right.length;
  for (let i = 0; i < length; i += 1) difference |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return difference === 0;
}

export interface SignedFields {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
}

/** the signature is computed over the fields exactly as they were sent (gross_amount "150000.00") */
export async function verifyNotificationSignature(fields: SignedFields, serverKey: string): Promise<boolean> {
  const expected = await notificationSignature(
    fields.order_id,
    fields.status_code,
    fields.gross_amount,
    serverKey,
  );
  return constantTimeEqual(expected, fields.signature_key.trim().toLowerCase());
}
