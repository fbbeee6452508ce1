import { getSupabase } from '../../supabase/client';
import {
  ORDER_DETAIL_COLUMNS,
  ORDER_DETAIL_COLUMNS_BY_PAYMENT,
  ORDER_DETAIL_COLUMNS_BY_PAYMENT_AND_SHIPMENT,
  ORDER_DETAIL_COLUMNS_BY_SHIPMENT,
  SHIPPING_COLUMNS,
  SHIPPING_RATE_COLUMNS,
  toOrder,
  toPayment,
  toPlaced,
  toQuote,
  toUpdatedShipment,
  toShipping,
  toShippingPayload,
  toShippingRate,
  toItemsPayload,
  type OrderPaymentRow,
  type OrderRow,
  type PlacedOrderRow,
  type ShipmentTableRow,
} from './order-model';
import { NOT_SIGNED_IN_TEXT, ORDER_NOT_FOUND, ORDER_NOT_FOUND_TEXT, OrderError } from './order-error';
import { PAYMENT_EVENT_COLUMNS, toPaymentEvent } from './payment-event-model';
import {
  PAYMENT_PROOF_URL_SECONDS,
  PAYMENT_PROOFS_BUCKET,
  paymentProofContentType,
  paymentProofFileError,
  paymentProofPath,
} from './payment-proof';
import { SHIPPING_RATE_LIMITS } from './order-status';
import { DEFAULT_ORDERS_PAGE_SIZE } from '../../constants';
import type {
  BackofficeOrdersQuery,
  OnlinePaymentSession,
  Order,
  OrderPayment,
  OrderQuote,
  OrdersPage,
  PaymentEvent,
  PaymentMethod,
  PlacedOrder,
  PlaceOrderItem,
  ShipmentStatus,
  ShippingAddress,
  ShippingRate,
  UpdatedShipment,
} from './types';

/*
 * Orders: one order, one payment, one shipment per seller. Everything is written through the order
 * functions (quote_order, place_order, cancel_order, submit_payment_proof, review_payment, update_shipment),
 * which check the caller and the transition; RLS decides what a caller reads: a buyer their orders with the
 * payment, a seller only their released shipments and no payment, an admin everything. Online payment goes
 * through the `payments` Edge Function, which talks to the payment gateway.
 * Errors: 'Error creating order: <cause>', 'Error getting orders: <cause>', 'Error updating order: <cause>',
 * 'Order not found', as OrderError with the database's Indonesian sentence in `userMessage`.
 */

const MAX_ORDERS_PAGE_SIZE = 100;

type One<T> = T | T[] | null | undefined;
/** The order RPCs answer one row; an array of one is read the same way. */
const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

const notFound = () =>
  new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
const notSignedIn = (prefix: string) =>
  new OrderError(prefix, { code: '42501', message: 'Not signed in' }, NOT_SIGNED_IN_TEXT);
const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

async function sessionUserId(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.user.id ?? null;
}

/**
 * What these cart lines would cost, split per seller as place_order would split them: each seller's lines,
 * subtotal and shipping fee to the province. Without a province the fees and total are null. Throws
 * OrderError (KP002 for a product no longer sold, KP006 for a province without a tariff).
 */
export async function quoteOrder(
  items: readonly PlaceOrderItem[],
  province: string | null,
): Promise<OrderQuote> {
  const lines = toItemsPayload(items);
  if (lines.length === 0) return { shipments: [], subtotal: 0, shippingCost: null, total: null };
  const { data, error } = await getSupabase().rpc('quote_order', {
    items: lines,
    province: province?.trim() || undefined,
  });
  if (error) throw new OrderError('Error quoting order', error);
  return toQuote(data);
}

/**
 * Places an order for these cart lines: place_order checks and takes the stock atomically, records today's
 * prices (rupiah), makes one shipment per seller with the province's tariff, and for a bank transfer a
 * unique code and a payment deadline. Throws OrderError; for too little stock its code is KP001 and its
 * userMessage 'Stok tidak mencukupi untuk <produk>. Stok tersedia: n, jumlah dipesan: m.'
 */
export async function placeOrder(
  items: readonly PlaceOrderItem[],
  shipping: ShippingAddress,
  paymentMethod: PaymentMethod,
): Promise<PlacedOrder> {
  const { data, error } = await getSupabase().rpc('place_order', {
    items: toItemsPayload(items),
    shipping: toShippingPayload(shipping),
    payment_method: paymentMethod,
  });
  if (error) throw new OrderError('Error creating order', error);
  const row = one<PlacedOrderRow>(data);
  if (!row) throw new OrderError('Error creating order', { message: 'no order returned' });
  return toPlaced(row);
}

/** The shipping tariffs (everyone reads them), by province. */
export async function getShippingRates(): Promise<ShippingRate[]> {
  const { data, error } = await getSupabase()
    .from('shipping_rates')
    .select(SHIPPING_RATE_COLUMNS)
    .order('province');
  if (error) throw new OrderError('Error getting shipping rates', error);
  return (data ?? []).map(toShippingRate);
}

const NOT_ALLOWED_RATE_TEXT = 'Hanya admin yang dapat mengubah ongkos kirim';

/**
 * Adds or changes the tariff of a province (admins: RLS refuses anyone else). Cost in whole rupiah,
 * 0..10,000,000.
 */
export async function saveShippingRate(rate: ShippingRate): Promise<ShippingRate> {
  const prefix = 'Error saving shipping rate';
  const province = rate.province.trim();
  const { provinceMax, costMax } = SHIPPING_RATE_LIMITS;
  if (!province || province.length > provinceMax) {
    throw new OrderError(
      prefix,
      { code: '22023', message: 'invalid province', details: 'province' },
      `Provinsi wajib diisi (maksimal ${provinceMax} karakter)`,
    );
  }
  if (!Number.isInteger(rate.cost) || rate.cost < 0 || rate.cost > costMax) {
    throw new OrderError(
      prefix,
      { code: '22023', message: 'invalid cost', details: 'cost' },
      'Ongkos kirim harus bilangan bulat 0 sampai 10.000.000',
    );
  }
  const { data, error } = await getSupabase()
    .from('shipping_rates')
    .upsert({ province, cost: rate.cost }, { onConflict: 'province' })
    .select(SHIPPING_RATE_COLUMNS)
    .maybeSingle();
  if (error) {
    // the same province in other letter case (a unique index on lower(province))
    if (error.code === '23505')
      throw new OrderError(prefix, error, 'Ongkos kirim untuk provinsi ini sudah ada');
    if (error.code === '42501') throw new OrderError(prefix, error, NOT_ALLOWED_RATE_TEXT);
    throw new OrderError(prefix, error);
  }
  if (!data) throw new OrderError(prefix, { code: '42501', message: 'not allowed' }, NOT_ALLOWED_RATE_TEXT);
  return toShippingRate(data);
}

/** Removes the tariff of a province (admins). Orders to it are refused from then on (KP006). */
export async function deleteShippingRate(province: string): Promise<void> {
  const { data, error } = await getSupabase()
    .from('shipping_rates')
    .delete()
    .eq('province', province)
    .select('province');
  if (error) throw new OrderError('Error deleting shipping rate', error);
  // RLS hides the rows a caller may not delete: nothing deleted, no error
  if (!data?.length) {
    throw new OrderError(
      'Error deleting shipping rate',
      { code: 'KP004', message: 'no such shipping rate, or not allowed' },
      'Ongkos kirim provinsi ini tidak ditemukan atau Anda tidak berhak menghapusnya',
    );
  }
}

/** The signed-in user's own orders (as buyer), newest first, with payment, shipments and history. */
export async function getMyOrders(): Promise<Order[]> {
  const userId = await sessionUserId();
  if (!userId) throw notSignedIn('Error getting orders');
  const { data, error } = await getSupabase()
    .from('orders')
    .select(ORDER_DETAIL_COLUMNS)
    .eq('buyer_id', userId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new OrderError('Error getting orders', error);
  return (data ?? []).map(toOrder);
}

/** The address of the signed-in buyer's latest order (to prefill the next checkout), or null. */
export async function getLastShippingAddress(): Promise<ShippingAddress | null> {
  const userId = await sessionUserId();
  if (!userId) return null;
  const { data, error } = await getSupabase()
    .from('orders')
    .select(SHIPPING_COLUMNS)
    .eq('buyer_id', userId)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw new OrderError('Error getting orders', error);
  return data ? { ...toShipping(data), notes: '' } : null;
}

/**
 * One order as the caller may read it: its buyer and admins all of it, a seller their released shipment
 * without the payment; 'Order not found' for anyone else.
 */
export async function getOrder(id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound();
  const { data, error } = await getSupabase()
    .from('orders')
    .select(ORDER_DETAIL_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new OrderError('Error getting order', error);
  if (!data) throw notFound();
  return toOrder(data);
}

/**
 * The back office's list, paged: an admin reads every order, a seller the orders with a released shipment of
 * theirs (RLS). With `sellerId` only that seller's shipments (a seller's own screen, also for an admin who
 * sells); with `paymentStatus` only orders whose payment has it (the verification queue); with
 * `shipmentStatus` only orders with a shipment in that status (that seller's, with `sellerId`), each still
 * with all its shipments; optionally one order status and one payment method. Newest first, or as `sort` says (the verification
 * queue: the proof waiting longest first).
 */
export async function getOrdersForBackoffice(query: BackofficeOrdersQuery = {}): Promise<OrdersPage> {
  const pageSize = Math.min(
    Math.max(1, Math.floor(query.pageSize ?? DEFAULT_ORDERS_PAGE_SIZE)),
    MAX_ORDERS_PAGE_SIZE,
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const from = (page - 1) * pageSize;
  const { sellerId, paymentStatus, paymentMethod, shipmentStatus, status, sort = 'newest' } = query;
  // inner embeds keep only the orders their filters match: the payment, and a second embed of the shipments
  // to filter on, so that `order_shipments` keeps every shipment the caller may read
  const orders = getSupabase().from('orders');
  const options = { count: 'exact' } as const;
  let request = paymentStatus
    ? shipmentStatus
      ? orders.select(ORDER_DETAIL_COLUMNS_BY_PAYMENT_AND_SHIPMENT, options)
      : orders.select(ORDER_DETAIL_COLUMNS_BY_PAYMENT, options)
    : shipmentStatus
      ? orders.select(ORDER_DETAIL_COLUMNS_BY_SHIPMENT, options)
      : orders.select(ORDER_DETAIL_COLUMNS, options);
  if (paymentStatus) request = request.eq('order_payments.status', paymentStatus);
  if (sellerId) request = request.eq('order_shipments.seller_id', sellerId);
  if (shipmentStatus) {
    request = request.eq('shipment_filter.status', shipmentStatus);
    if (sellerId) request = request.eq('shipment_filter.seller_id', sellerId);
  }
  if (status) request = request.eq('status', status);
  if (paymentMethod) request = request.eq('payment_method', paymentMethod);
  // a related order (PostgREST 11+): by a column of the to-one payment embed
  if (sort === 'oldestProof')
    request = request.order('order_payments(proof_uploaded_at)', { ascending: true, nullsFirst: false });
  const ascending = sort !== 'newest';
  const { data, error, count } = await request
    .order('created_at', { ascending })
    .order('id', { ascending })
    .range(from, from + pageSize - 1);
  if (error) {
    // a page past the end (PostgREST 416): nothing on it
    if (error.code === 'PGRST103') return { items: [], total: count ?? 0, page, pageSize, pageCount: 0 };
    throw new OrderError('Error getting orders', error);
  }
  const rows: OrderRow[] = data ?? [];
  const total = count ?? rows.length;
  return {
    items: rows.map(toOrder),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/**
 * Cancels an order (cancel_order): its buyer while a bank transfer is unpaid or nothing of a COD order has
 * left; an admin while nothing has left. Open shipments are cancelled and their stock goes back.
 */
export async function cancelOrder(id: string, reason?: string): Promise<PlacedOrder> {
  const trimmed = reason?.trim();
  const { data, error } = await getSupabase().rpc('cancel_order', {
    order_id: id,
    ...(trimmed ? { reason: trimmed } : {}),
  });
  if (error) throw new OrderError('Error updating order', error);
  const row = one<PlacedOrderRow>(data);
  if (!row) throw notFound();
  return toPlaced(row);
}

/**
 * The buyer uploads a proof of transfer (png, jpeg, webp or pdf, at most 5 MB) into the private bucket
 * under `<their uid>/<order id>/`, then submit_payment_proof makes the payment wait for an admin. A file the
 * bucket would refuse is refused first with its Indonesian message (code 22023).
 */
export async function uploadPaymentProof(orderId: string, file: File): Promise<OrderPayment> {
  const prefix = 'Error updating order';
  const problem = paymentProofFileError(file);
  if (problem) throw new OrderError(prefix, { code: '22023', message: problem, details: 'file' }, problem);
  if (!isUuid(orderId)) throw notFound();
  const client = getSupabase();
  const userId = await sessionUserId();
  if (!userId) throw notSignedIn(prefix);
  const path = paymentProofPath(userId, orderId, file.name, Date.now());
  const storage = await client.storage();
  const { error: uploadError } = await storage.from(PAYMENT_PROOFS_BUCKET).upload(path, file, {
    contentType: paymentProofContentType(file),
    upsert: false,
  });
  if (uploadError) {
    throw new OrderError(
      prefix,
      { message: uploadError.message },
      'Bukti transfer gagal diunggah. Periksa berkasnya lalu coba lagi.',
    );
  }
  const { data, error } = await client.rpc('submit_payment_proof', { order_id: orderId, proof_path: path });
  if (error) {
    // the payment did not take it: the file would only take up space
    await storage
      .from(PAYMENT_PROOFS_BUCKET)
      .remove([path])
      .catch(() => undefined);
    throw new OrderError(prefix, error);
  }
  const row = one<OrderPaymentRow>(data);
  if (!row) throw notFound();
  return toPayment(row);
}

/** A link to a proof of transfer, valid for an hour; only its buyer and admins get one. */
export async function getPaymentProofUrl(path: string): Promise<string> {
  const storage = await getSupabase().storage();
  const { data, error } = await storage
    .from(PAYMENT_PROOFS_BUCKET)
    .createSignedUrl(path, PAYMENT_PROOF_URL_SECONDS);
  if (error || !data) {
    throw new OrderError(
      'Error getting payment proof',
      { message: error?.message ?? 'no signed URL' },
      'Bukti transfer tidak dapat dibuka',
    );
  }
  return data.signedUrl;
}

/**
 * An admin accepts a payment (the shipments are released to their sellers) or rejects a proof with a reason
 * of 5..500 characters (the buyer may upload again, with a fresh deadline).
 */
export async function reviewPayment(
  orderId: string,
  accept: boolean,
  reason?: string,
): Promise<OrderPayment> {
  const trimmed = reason?.trim();
  const { data, error } = await getSupabase().rpc('review_payment', {
    order_id: orderId,
    accept,
    ...(trimmed ? { reason: trimmed } : {}),
  });
  if (error) throw new OrderError('Error updating order', error);
  const row = one<OrderPaymentRow>(data);
  if (!row) throw notFound();
  return toPayment(row);
}

/** What update_shipment takes: 'dikirim' with courier and tracking number, 'dibatalkan' with a reason, or 'diterima'. */
export interface ShipmentUpdate {
  status: Exclude<ShipmentStatus, 'diproses'>;
  courier?: string;
  trackingNumber?: string;
  reason?: string;
}

/**
 * Moves one shipment on (update_shipment): its seller (or an admin) sends it with courier and tracking number
 * or cancels it with a reason (stock back); its buyer (or an admin) confirms it received. The shipment comes
 * back without its seller's name and lines.
 */
export async function updateShipment(shipmentId: number, update: ShipmentUpdate): Promise<UpdatedShipment> {
  const optional = (value: string | undefined) => value?.trim() || undefined;
  const { data, error } = await getSupabase().rpc('update_shipment', {
    shipment_id: shipmentId,
    status: update.status,
    courier: optional(update.courier),
    tracking_number: optional(update.trackingNumber),
    reason: optional(update.reason),
  });
  if (error) throw new OrderError('Error updating order', error);
  const row = one<ShipmentTableRow>(data);
  if (!row) throw notFound();
  return toUpdatedShipment(row);
}

export const PAYMENT_UNAVAILABLE_TEXT =
  'Layanan pembayaran online sedang tidak dapat digunakan. Silakan coba lagi beberapa saat lagi.';
export const PAYMENT_OFFLINE_TEXT =
  'Tidak dapat terhubung ke layanan pembayaran. Periksa koneksi internet Anda, lalu coba lagi.';
export const PAYMENT_NOT_PAYABLE_TEXT =
  'Pesanan ini tidak dapat dibayar online saat ini. Muat ulang halaman untuk melihat status terbarunya.';
export const PAYMENT_SESSION_EXPIRED_TEXT =
  'Sesi Anda telah berakhir. Silakan masuk kembali, lalu coba lagi.';

/** `code` and `message` of an Edge Function's JSON error, whichever of the usual shapes it has. */
function functionErrorOf(body: unknown): { code: string; message: string } {
  const record = (value: unknown): Record<string, unknown> =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const top = record(body);
  const nested = record(top.error);
  const string = (...values: unknown[]) => values.find((value): value is string => typeof value === 'string');
  return {
    code: string(top.code, nested.code) ?? '',
    message: string(top.message, nested.message, top.error, top.msg) ?? '',
  };
}

/**
 * The error of a refused payments call: the database's Indonesian sentence when the function passed one on
 * (KP003 not payable now, KP004 not found, KP008 past the deadline...), else a sentence by the HTTP status.
 */
function paymentFunctionError(prefix: string, status: number, body: unknown): OrderError {
  const { code, message } = functionErrorOf(body);
  const cause = { code: code || `HTTP_${status}`, message: message || `HTTP ${status}` };
  const fromDatabase = new OrderError(prefix, cause);
  if (fromDatabase.userMessage) return fromDatabase;
  if (status === 401 || status === 403) return new OrderError(prefix, cause, PAYMENT_SESSION_EXPIRED_TEXT);
  // a 404 of the platform itself (no such function) is an outage, not a missing order
  if (status === 404 && code !== 'NOT_FOUND') return new OrderError(prefix, cause, ORDER_NOT_FOUND_TEXT);
  if (status === 400 || status === 409 || status === 422) {
    return new OrderError(prefix, cause, PAYMENT_NOT_PAYABLE_TEXT);
  }
  return new OrderError(prefix, cause, PAYMENT_UNAVAILABLE_TEXT);
}

/**
 * The payment gateway's transaction for the signed-in buyer's unpaid online order (the `payments` Edge
 * Function, `POST /functions/v1/payments/snap`): the token that opens the payment window and the gateway's
 * own payment page. The same transaction on every call for the same order, so 'Bayar Sekarang' reopens it.
 * Throws OrderError with an Indonesian `userMessage`.
 */
export async function startOnlinePayment(orderId: string): Promise<OnlinePaymentSession> {
  const prefix = 'Error starting online payment';
  if (!isUuid(orderId)) throw notFound();
  if (!(await sessionUserId())) throw notSignedIn(prefix);
  let response: Response;
  try {
    response = await getSupabase().invokeFunction('payments/snap', { order_id: orderId });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new OrderError(prefix, { code: 'NETWORK', message }, PAYMENT_OFFLINE_TEXT);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw paymentFunctionError(prefix, response.status, body);
  const { token, redirect_url: redirectUrl } = (body ?? {}) as { token?: unknown; redirect_url?: unknown };
  if (typeof token !== 'string' || token === '') {
    throw new OrderError(prefix, { message: 'no Snap token in the answer' }, PAYMENT_UNAVAILABLE_TEXT);
  }
  return { token, redirectUrl: typeof redirectUrl === 'string' ? redirectUrl : '' };
}

/**
 * The buyer cancels an unpaid online order through the `payments` Edge Function (`POST
 * /functions/v1/payments/cancel`): it checks with the gateway that nothing was paid, cancels the order as the
 * buyer (cancel_order, the same rules) and then the gateway's transaction, so the QR code or virtual account
 * can no longer be paid. Throws OrderError with an Indonesian `userMessage` (e.g. paid in the meantime).
 */
export async function cancelOnlineOrder(id: string, reason?: string): Promise<PlacedOrder> {
  const prefix = 'Error updating order';
  if (!isUuid(id)) throw notFound();
  if (!(await sessionUserId())) throw notSignedIn(prefix);
  const trimmed = reason?.trim();
  let response: Response;
  try {
    response = await getSupabase().invokeFunction('payments/cancel', {
      order_id: id,
      ...(trimmed ? { reason: trimmed } : {}),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new OrderError(prefix, { code: 'NETWORK', message }, PAYMENT_OFFLINE_TEXT);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw paymentFunctionError(prefix, response.status, body);
  const { data, error } = await getSupabase().from('orders').select('*').eq('id', id).maybeSingle();
  if (error) throw new OrderError(prefix, error);
  if (!data) throw notFound();
  return toPlaced(data);
}

/**
 * Every notification the payment gateway sent about an order, newest first, with what the database did with
 * it (admins: RLS gives anyone else none).
 */
export async function getPaymentEvents(orderId: string): Promise<PaymentEvent[]> {
  if (!isUuid(orderId)) throw notFound();
  const { data, error } = await getSupabase()
    .from('payment_notifications')
    .select(PAYMENT_EVENT_COLUMNS)
    .eq('order_id', orderId)
    .order('received_at', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new OrderError('Error getting payment events', error);
  return (data ?? []).map(toPaymentEvent);
}
