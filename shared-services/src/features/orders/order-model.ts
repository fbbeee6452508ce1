import type { QueryData } from '@supabase/supabase-js';
import { normalizeRole } from '../auth/user';
import type { KoperasiSupabaseClient } from '../../supabase/client';
import type { Tables } from '../../supabase/database.types';
import { isOrderStatus, isPaymentMethod, isPaymentStatus, isShipmentStatus } from './order-status';
import type {
  Order,
  PlaceOrderItem,
  OrderEventKind,
  OrderLine,
  OrderPayment,
  OrderQuote,
  OrderStatusEvent,
  PlacedOrder,
  QuoteShipment,
  Shipment,
  ShippingAddress,
  ShippingRate,
  UpdatedShipment,
} from './types';

/** The select strings, `as const`: the row types are inferred from them. */
export const SHIPPING_COLUMNS =
  'recipient_name, phone, street, kelurahan, kecamatan, city, province, postal_code, notes' as const;
export const ORDER_COLUMNS =
  `id, order_number, buyer_id, status, payment_method, ${SHIPPING_COLUMNS}, created_at, updated_at` as const;
// the Snap token stays out: the buyer's screen asks the payments function for it when the window opens
const PAYMENT_COLUMNS =
  'status, subtotal, shipping_cost, unique_code, total, due_at, proof_path, proof_uploaded_at, rejection_reason, paid_at, reviewed_at, gateway_order_id, gateway_transaction_id, gateway_status, payment_type, refunded_at' as const;
const LINE_COLUMNS = 'id, product_id, product_name, product_image, unit_price, quantity, line_total' as const;
const SHIPMENT_COLUMNS =
  `id, seller_id, status, subtotal, shipping_cost, courier, tracking_number, released_at, shipped_at, received_at, cancelled_at, cancel_reason, seller:profiles(full_name), order_items(${LINE_COLUMNS})` as const;
const EVENT_COLUMNS =
  'id, kind, status, shipment_id, note, changed_by, changed_at, actor:profiles(full_name, role)' as const;
/**
 * An order with everything the caller may read of it. Every order has a shipment, so `order_shipments!inner`
 * keeps them all; filtered on `order_shipments.seller_id` it keeps one seller's orders with only their
 * shipment.
 */
export const ORDER_DETAIL_COLUMNS =
  `${ORDER_COLUMNS}, buyer:profiles(full_name), order_payments(${PAYMENT_COLUMNS}), order_shipments!inner(${SHIPMENT_COLUMNS}), order_status_events(${EVENT_COLUMNS})` as const;
/** The same, keeping only orders whose payment matches the order_payments filter (payment status). */
export const ORDER_DETAIL_COLUMNS_BY_PAYMENT =
  `${ORDER_COLUMNS}, buyer:profiles(full_name), order_payments!inner(${PAYMENT_COLUMNS}), order_shipments!inner(${SHIPMENT_COLUMNS}), order_status_events(${EVENT_COLUMNS})` as const;
/**
 * The shipments once more, only to filter the orders on (PostgREST's way to filter parents by a child without
 * narrowing the embed it returns): filtered on `shipment_filter.status`, it keeps the orders with a shipment
 * in that status, each with all its shipments in `order_shipments`.
 */
export const SHIPMENT_FILTER = 'shipment_filter:order_shipments!inner(id)' as const;
export const ORDER_DETAIL_COLUMNS_BY_SHIPMENT = `${ORDER_DETAIL_COLUMNS}, ${SHIPMENT_FILTER}` as const;
export const ORDER_DETAIL_COLUMNS_BY_PAYMENT_AND_SHIPMENT =
  `${ORDER_DETAIL_COLUMNS_BY_PAYMENT}, ${SHIPMENT_FILTER}` as const;
export const SHIPPING_RATE_COLUMNS = 'province, cost' as const;

export const orderDetailQuery = (client: KoperasiSupabaseClient) =>
  client.from('orders').select(ORDER_DETAIL_COLUMNS);
export type OrderRow = QueryData<ReturnType<typeof orderDetailQuery>>[number];
type PaymentRow = NonNullable<OrderRow['order_payments']>;
type ShipmentRow = OrderRow['order_shipments'][number];
type OrderLineRow = ShipmentRow['order_items'][number];
type OrderEventRow = OrderRow['order_status_events'][number];
type ShippingRow = Pick<
  Tables<'orders'>,
  | 'recipient_name'
  | 'phone'
  | 'street'
  | 'kelurahan'
  | 'kecamatan'
  | 'city'
  | 'province'
  | 'postal_code'
  | 'notes'
>;
/** An orders row without its embeds, as place_order and cancel_order return it. */
export type PlacedOrderRow = Pick<
  Tables<'orders'>,
  'id' | 'order_number' | 'buyer_id' | 'status' | 'payment_method' | 'created_at' | 'updated_at'
> &
  ShippingRow;
/** An order_payments row as submit_payment_proof and review_payment return it. */
export type OrderPaymentRow = Pick<Tables<'order_payments'>, keyof PaymentRow>;
/** An order_shipments row as update_shipment returns it (no seller name, no lines). */
export type ShipmentTableRow = Tables<'order_shipments'>;

export function toShipping(row: ShippingRow): ShippingAddress {
  return {
    recipientName: row.recipient_name,
    phone: row.phone,
    street: row.street,
    kelurahan: row.kelurahan,
    kecamatan: row.kecamatan,
    city: row.city,
    province: row.province,
    postalCode: row.postal_code,
    notes: row.notes ?? '',
  };
}

function toLine(row: OrderLineRow): OrderLine {
  return {
    id: Number(row.id),
    productId: row.product_id === null ? null : Number(row.product_id),
    productName: row.product_name,
    productImage: row.product_image ?? '',
    unitPrice: Number(row.unit_price),
    quantity: Number(row.quantity),
    lineTotal: Number(row.line_total),
  };
}

/** An order_shipments row (as update_shipment returns it) without seller name and lines. */
export function toUpdatedShipment(
  row: Omit<ShipmentTableRow, 'order_id' | 'created_at' | 'updated_at'>,
): UpdatedShipment {
  if (!isShipmentStatus(row.status)) throw new Error(`unknown shipment status "${row.status}"`);
  return {
    id: Number(row.id),
    sellerId: row.seller_id,
    status: row.status,
    subtotal: Number(row.subtotal),
    shippingCost: Number(row.shipping_cost),
    courier: row.courier ?? '',
    trackingNumber: row.tracking_number ?? '',
    releasedAt: row.released_at,
    shippedAt: row.shipped_at,
    receivedAt: row.received_at,
    cancelledAt: row.cancelled_at,
    cancelReason: row.cancel_reason ?? '',
  };
}

function toShipment(row: ShipmentRow): Shipment {
  return {
    ...toUpdatedShipment(row),
    sellerName: row.seller?.full_name ?? '',
    lines: row.order_items.map(toLine).sort((a, b) => a.id - b.id),
  };
}

export function toPayment(row: OrderPaymentRow): OrderPayment {
  if (!isPaymentStatus(row.status)) throw new Error(`unknown payment status "${row.status}"`);
  return {
    status: row.status,
    subtotal: Number(row.subtotal),
    shippingCost: Number(row.shipping_cost),
    uniqueCode: Number(row.unique_code),
    total: Number(row.total),
    dueAt: row.due_at,
    proofPath: row.proof_path ?? '',
    proofUploadedAt: row.proof_uploaded_at,
    rejectionReason: row.rejection_reason ?? '',
    paidAt: row.paid_at,
    reviewedAt: row.reviewed_at,
    gatewayOrderId: row.gateway_order_id ?? '',
    gatewayTransactionId: row.gateway_transaction_id ?? '',
    gatewayStatus: row.gateway_status ?? '',
    paymentType: row.payment_type ?? '',
    refundedAt: row.refunded_at,
  };
}

const EVENT_KINDS: readonly OrderEventKind[] = ['order', 'payment', 'shipment'];

function toEvent(row: OrderEventRow): OrderStatusEvent {
  const kind = EVENT_KINDS.find((k) => k === row.kind);
  if (!kind) throw new Error(`unknown order event kind "${row.kind}"`);
  const status = row.status;
  if (!isOrderStatus(status) && !isPaymentStatus(status) && !isShipmentStatus(status)) {
    throw new Error(`unknown order status "${status}"`);
  }
  const actor = row.actor;
  return {
    id: Number(row.id),
    kind,
    status,
    shipmentId: row.shipment_id === null ? null : Number(row.shipment_id),
    note: row.note ?? '',
    changedBy: row.changed_by,
    changedByName: actor?.full_name ?? '',
    changedByRole: actor?.role ? normalizeRole(actor.role) : null,
    changedAt: row.changed_at,
  };
}

export function toPlaced(row: PlacedOrderRow): PlacedOrder {
  if (!isOrderStatus(row.status)) throw new Error(`unknown order status "${row.status}"`);
  if (!isPaymentMethod(row.payment_method)) throw new Error(`unknown payment method "${row.payment_method}"`);
  return {
    id: row.id,
    orderNumber: row.order_number,
    buyerId: row.buyer_id,
    status: row.status,
    paymentMethod: row.payment_method,
    shipping: toShipping(row),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/**
 * An orders row with its embeds as an Order: the payment (null for a seller), shipments and their lines by
 * id, the history oldest first.
 */
export function toOrder(row: OrderRow): Order {
  const history = row.order_status_events
    .map(toEvent)
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.id - b.id);
  return {
    ...toPlaced(row),
    buyerName: row.buyer?.full_name ?? '',
    payment: row.order_payments ? toPayment(row.order_payments) : null,
    shipments: row.order_shipments.map(toShipment).sort((a, b) => a.id - b.id),
    history,
  };
}

export function toShippingRate(row: Pick<Tables<'shipping_rates'>, 'province' | 'cost'>): ShippingRate {
  return { province: row.province, cost: Number(row.cost) };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter(isRecord) : [];
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const money = (value: unknown): number => Number(value ?? 0);
const moneyOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** quote_order's jsonb as an OrderQuote (shipping cost and total null when it was asked without a province). */
export function toQuote(json: unknown): OrderQuote {
  const quote = isRecord(json) ? json : {};
  const shipments: QuoteShipment[] = records(quote.shipments).map((shipment) => ({
    sellerId: text(shipment.seller_id),
    sellerName: text(shipment.seller_name),
    subtotal: money(shipment.subtotal),
    shippingCost: moneyOrNull(shipment.shipping_cost),
    lines: records(shipment.lines).map((line) => ({
      productId: Number(line.product_id),
      productName: text(line.product_name),
      unitPrice: money(line.unit_price),
      quantity: Number(line.quantity ?? 0),
      lineTotal: money(line.line_total),
      stock: Number(line.stock ?? 0),
    })),
  }));
  return {
    shipments,
    subtotal: money(quote.subtotal),
    shippingCost: moneyOrNull(quote.shipping_cost),
    total: moneyOrNull(quote.total),
  };
}

/** The shipping address as place_order takes it (trimmed; the phone without separators). */
export function toShippingPayload(address: ShippingAddress): Record<string, string> {
  const payload: Record<string, string> = {
    recipient_name: address.recipientName.trim(),
    phone: address.phone.trim().replace(/[\s().-]/g, ''),
    street: address.street.trim(),
    kelurahan: address.kelurahan.trim(),
    kecamatan: address.kecamatan.trim(),
    city: address.city.trim(),
    province: address.province.trim(),
    postal_code: address.postalCode.trim(),
  };
  const notes = address.notes.trim();
  if (notes) payload.notes = notes;
  return payload;
}

/** Cart lines as the order functions take them: lines with quantity 0 left out. */
export const toItemsPayload = (items: readonly PlaceOrderItem[]) =>
  items
    .filter((item) => item.quantity > 0)
    .map((item) => ({ product_id: item.productId, quantity: item.quantity }));
