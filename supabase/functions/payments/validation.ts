export type Validated<T> = { ok: true; value: T } | { ok: false; message: string; field?: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export interface SnapRequest {
  orderId: string;
}

/** POST /payments/snap body: { "order_id": uuid }; anything else about the order comes from the database */
export function parseSnapRequest(body: unknown): Validated<SnapRequest> {
  if (!isRecord(body)) return { ok: false, message: 'Body harus berupa objek JSON' };
  const orderId = body.order_id;
  if (typeof orderId !== 'string' || orderId.trim() === '')
    return { ok: false, message: 'order_id wajib diisi', field: 'order_id' };
  if (!UUID.test(orderId.trim())) return { ok: false, message: 'order_id tidak valid', field: 'order_id' };
  return { ok: true, value: { orderId: orderId.trim().toLowerCase() } };
}

export interface CancelRequest {
  orderId: string;
  reason: string | null;
}

/** POST /payments/cancel body: { "order_id": uuid, "reason"?: text up to 500 characters } */
export function parseCancelRequest(body: unknown): Validated<CancelRequest> {
  const order = parseSnapRequest(body);
  if (!order.ok) return order;
  const reason = (body as Record<string, unknown>).reason;
  if (reason !== undefined && reason !== null && typeof reason !== 'string')
    return { ok: false, message: 'reason harus berupa teks', field: 'reason' };
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed.length > 500)
    return {
      ok: false,
      message: 'Alasan pembatalan terlalu panjang (maksimal 500 karakter)',
      field: 'reason',
    };
  return { ok: true, value: { orderId: order.value.orderId, reason: trimmed === '' ? null : trimmed } };
}

/** the fields of a Midtrans HTTP notification this function reads; the rest is kept only for the audit */
export interface Notification {
  order_id: string;
  status_code: string;
  /** as sent, e.g. "150000.00": the signature covers this exact text */
  gross_amount: string;
  signature_key: string;
  transaction_status: string | null;
  transaction_id: string | null;
  payment_type: string | null;
  fraud_status: string | null;
}

function optionalText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** order_id ≤ 50 characters of letters, digits and - _ . ~, as Midtrans accepts them */
const ORDER_ID = /^[A-Za-z0-9\-_.~]{1,50}$/;

/**
 * A notification body. `order_id` must be usable (else the request is refused without an audit row); the
 * signed fields must be present (a notification without them counts as forged).
 */
export function parseNotification(
  body: unknown,
): { ok: true; value: Notification } | { ok: false; message: string; orderId?: string } {
  if (!isRecord(body)) return { ok: false, message: 'notification body must be a JSON object' };
  const orderId = optionalText(body.order_id);
  if (orderId === null || !ORDER_ID.test(orderId))
    return { ok: false, message: 'order_id is missing or invalid' };
  const statusCode = optionalText(body.status_code);
  const grossAmount = optionalText(body.gross_amount);
  const signature = optionalText(body.signature_key);
  const missing = [
    ['status_code', statusCode],
    ['gross_amount', grossAmount],
    ['signature_key', signature],
  ]
    .filter(([, value]) => value === null)
    .map(([name]) => name);
  if (missing.length > 0) return { ok: false, message: `missing ${missing.join(', ')}`, orderId };
  return {
    ok: true,
    value: {
      order_id: orderId,
      status_code: statusCode!,
      gross_amount: grossAmount!,
      signature_key: signature!,
      transaction_status: optionalText(body.transaction_status),
      transaction_id: optionalText(body.transaction_id),
      payment_type: optionalText(body.payment_type),
      fraud_status: optionalText(body.fraud_status),
    },
  };
}
