import type { QueryData } from '@supabase/supabase-js';
import { normalizeRole } from '../auth/user';
import type { KoperasiSupabaseClient } from '../../supabase/client';
import type { Tables } from '../../supabase/database.types';
import { isOrderStatus, isPaymentMethod } from './order-status';
import type { Order, OrderLine, OrderStatusEvent, PlacedOrder, ShippingAddress } from './types';

/** The query its row type is inferred from (types only). */
export const SHIPPING_COLUMNS =
  'recipient_name, phone, street, kelurahan, kecamatan, city, province, postal_code, notes' as const;
export const ORDER_COLUMNS =
  `id, order_number, buyer_id, status, payment_method, ${SHIPPING_COLUMNS}, subtotal, shipping_cost, total, created_at, updated_at` as const;
const LINE_COLUMNS =
  'id, product_id, seller_id, product_name, product_image, unit_price, quantity, line_total, seller:profiles(full_name)' as const;
const EVENT_COLUMNS = 'id, status, changed_by, changed_at, actor:profiles(full_name, role)' as const;
export const ORDER_DETAIL_COLUMNS =
  `${ORDER_COLUMNS}, buyer:profiles(full_name), order_items(${LINE_COLUMNS}), order_status_events(${EVENT_COLUMNS})` as const;
/** The same, keeping only orders with a line matching the order_items filter (a seller's own view). */
export const ORDER_DETAIL_COLUMNS_OF_LINES =
  `${ORDER_COLUMNS}, buyer:profiles(full_name), order_items!inner(${LINE_COLUMNS}), order_status_events(${EVENT_COLUMNS})` as const;

export const orderDetailQuery = (client: KoperasiSupabaseClient) =>
  client.from('orders').select(ORDER_DETAIL_COLUMNS);
export type OrderRow = QueryData<ReturnType<typeof orderDetailQuery>>[number];
type OrderLineRow = OrderRow['order_items'][number];
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
/** An orders row without its embeds, as the order RPCs return it. */
export type PlacedOrderRow = Pick<
  Tables<'orders'>,
  | 'id'
  | 'order_number'
  | 'buyer_id'
  | 'status'
  | 'payment_method'
  | 'subtotal'
  | 'shipping_cost'
  | 'total'
  | 'created_at'
  | 'updated_at'
> &
  ShippingRow;

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
    productId: row.product_id,
    sellerId: row.seller_id,
    sellerName: row.seller?.full_name ?? '',
    productName: row.product_name,
    productImage: row.product_image ?? '',
    unitPrice: Number(row.unit_price),
    quantity: Number(row.quantity),
    lineTotal: Number(row.line_total),
  };
}

function toEvent(row: OrderEventRow): OrderStatusEvent {
  if (!isOrderStatus(row.status)) throw new Error(`unknown order status "${row.status}"`);
  const actor = row.actor;
  return {
    id: Number(row.id),
    status: row.status,
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
    subtotal: Number(row.subtotal),
    shippingCost: Number(row.shipping_cost),
    total: Number(row.total),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** An orders row with its embedded lines and history as an Order (lines by id, history oldest first). */
export function toOrder(row: OrderRow): Order {
  const history = row.order_status_events
    .map(toEvent)
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.id - b.id);
  return {
    ...toPlaced(row),
    buyerName: row.buyer?.full_name ?? '',
    lines: row.order_items.map(toLine).sort((a, b) => a.id - b.id),
    history,
  };
}
