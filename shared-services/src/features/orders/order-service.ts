import { getSupabase } from '../../supabase/client';
import { normalizeRole } from '../auth/user';
import { productIdOf } from '../catalog/product-row';
import { NOT_SIGNED_IN_TEXT, ORDER_NOT_FOUND, ORDER_NOT_FOUND_TEXT, OrderError } from './order-error';
import { DEFAULT_ORDERS_PAGE_SIZE } from '../../constants';
import { isOrderStatus, isPaymentMethod } from './order-status';
import type {
  BackofficeOrdersQuery,
  Order,
  OrderLine,
  OrderStatus,
  OrderStatusEvent,
  OrdersPage,
  PaymentMethod,
  PlacedOrder,
  PlaceOrderItem,
  ShippingAddress,
} from './types';

/*
 * Orders (supabase/migrations/20261121000006_orders.sql). Orders are written only through the RPCs
 * place_order, cancel_order and set_order_status; RLS decides what a caller reads: a buyer their own
 * orders, a seller the orders with their products (and only their own lines), an admin everything.
 * Errors: 'Error creating order: <cause>', 'Error getting orders: <cause>', 'Error updating order: <cause>',
 * 'Order not found', as OrderError with the database's Indonesian sentence in `userMessage`.
 */

const SHIPPING_COLUMNS =
  'recipient_name, phone, street, kelurahan, kecamatan, city, province, postal_code, notes';
const ORDER_COLUMNS = `id, order_number, buyer_id, status, payment_method, ${SHIPPING_COLUMNS}, subtotal, shipping_cost, total, created_at, updated_at`;
const LINE_COLUMNS =
  'id, product_id, seller_id, product_name, product_image, unit_price, quantity, line_total, seller:profiles(full_name)';
const EVENT_COLUMNS = 'id, status, changed_by, changed_at, actor:profiles(full_name, role)';
const DETAIL_COLUMNS = `${ORDER_COLUMNS}, buyer:profiles(full_name), order_items(${LINE_COLUMNS}), order_status_events(${EVENT_COLUMNS})`;

const MAX_ORDERS_PAGE_SIZE = 100;

type One<T> = T | T[] | null | undefined;
const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

interface ShippingRow {
  recipient_name: string;
  phone: string;
  street: string;
  kelurahan: string;
  kecamatan: string;
  city: string;
  province: string;
  postal_code: string;
  notes: string | null;
}

export interface OrderRow extends ShippingRow {
  id: string;
  order_number: string;
  buyer_id: string;
  status: string;
  payment_method: string;
  subtotal: number | string;
  shipping_cost: number | string;
  total: number | string;
  created_at: string;
  updated_at: string;
  buyer?: One<{ full_name: string | null }>;
  order_items?: OrderLineRow[] | null;
  order_status_events?: OrderEventRow[] | null;
}

interface OrderLineRow {
  id: number;
  product_id: number | string | null;
  seller_id: string;
  product_name: string;
  product_image: string | null;
  unit_price: number | string;
  quantity: number;
  line_total: number | string;
  seller?: One<{ full_name: string | null }>;
}

interface OrderEventRow {
  id: number;
  status: string;
  changed_by: string | null;
  changed_at: string;
  actor?: One<{ full_name: string | null; role: string | null }>;
}

interface PostgrestLikeError {
  code?: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

function toShipping(row: ShippingRow): ShippingAddress {
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
    productId: row.product_id === null ? null : String(row.product_id),
    sellerId: row.seller_id,
    sellerName: one(row.seller)?.full_name ?? '',
    productName: row.product_name,
    productImage: row.product_image ?? '',
    unitPrice: Number(row.unit_price),
    quantity: Number(row.quantity),
    lineTotal: Number(row.line_total),
  };
}

function toEvent(row: OrderEventRow): OrderStatusEvent {
  const actor = one(row.actor);
  return {
    id: Number(row.id),
    status: row.status as OrderStatus,
    changedBy: row.changed_by,
    changedByName: actor?.full_name ?? '',
    changedByRole: actor?.role ? normalizeRole(actor.role) : null,
    changedAt: row.changed_at,
  };
}

function toPlaced(row: OrderRow): PlacedOrder {
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
  const history = (row.order_status_events ?? [])
    .map(toEvent)
    .sort((a, b) => Date.parse(a.changedAt) - Date.parse(b.changedAt) || a.id - b.id);
  return {
    ...toPlaced(row),
    buyerName: one(row.buyer)?.full_name ?? '',
    lines: (row.order_items ?? []).map(toLine).sort((a, b) => a.id - b.id),
    history,
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

async function sessionUserId(): Promise<string | null> {
  const { data } = await getSupabase().auth.getSession();
  return data.session?.user.id ?? null;
}

/**
 * Places an order for these cart lines (lines with quantity 0 are left out): place_order checks and takes
 * the stock atomically and records today's prices. Throws OrderError; for too little stock its code is
 * KP001 and its userMessage 'Stok tidak mencukupi untuk <produk>. Stok tersedia: n, jumlah dipesan: m.'
 */
export async function placeOrder(
  items: readonly PlaceOrderItem[],
  shipping: ShippingAddress,
  paymentMethod: PaymentMethod,
): Promise<PlacedOrder> {
  const lines = items
    .filter((item) => item.quantity > 0)
    .map((item) => ({ product_id: productIdOf(item.productId) ?? item.productId, quantity: item.quantity }));
  const { data, error } = await getSupabase().rpc('place_order', {
    items: lines,
    shipping: toShippingPayload(shipping),
    payment_method: paymentMethod,
  });
  if (error) throw new OrderError('Error creating order', error as PostgrestLikeError);
  const row = one(data as One<OrderRow>);
  if (!row) throw new OrderError('Error creating order', { message: 'no order returned' });
  return toPlaced(row);
}

/** The signed-in user's own orders (as buyer), newest first, with their lines and history. */
export async function getMyOrders(): Promise<Order[]> {
  const userId = await sessionUserId();
  if (!userId)
    throw new OrderError(
      'Error getting orders',
      { code: '42501', message: 'Not signed in' },
      NOT_SIGNED_IN_TEXT,
    );
  const { data, error } = await getSupabase()
    .from('orders')
    .select(DETAIL_COLUMNS)
    .eq('buyer_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw new OrderError('Error getting orders', error);
  return ((data ?? []) as unknown as OrderRow[]).map(toOrder);
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
  return data ? { ...toShipping(data as unknown as ShippingRow), notes: '' } : null;
}

/** One order the caller may read (buyer, seller of one of its lines, admin); 'Order not found' otherwise. */
export async function getOrder(id: string): Promise<Order> {
  const notFound = () =>
    new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
  const { data, error } = await getSupabase()
    .from('orders')
    .select(DETAIL_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new OrderError('Error getting order', error);
  if (!data) throw notFound();
  return toOrder(data as unknown as OrderRow);
}

/**
 * The back office's list, newest first: an admin reads every order, a seller those with their products
 * (RLS). With `sellerId` only orders containing that seller's products, with only their lines (what a
 * seller's screen shows, also for an admin who sells). Optionally one status; paged.
 */
export async function getOrdersForBackoffice(query: BackofficeOrdersQuery = {}): Promise<OrdersPage> {
  const pageSize = Math.min(
    Math.max(1, Math.floor(query.pageSize ?? DEFAULT_ORDERS_PAGE_SIZE)),
    MAX_ORDERS_PAGE_SIZE,
  );
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const columns = query.sellerId
    ? DETAIL_COLUMNS.replace('order_items(', 'order_items!inner(')
    : DETAIL_COLUMNS;
  let request = getSupabase().from('orders').select(columns, { count: 'exact' });
  if (query.sellerId) request = request.eq('order_items.seller_id', query.sellerId);
  if (query.status) request = request.eq('status', query.status);
  const from = (page - 1) * pageSize;
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) {
    // a page past the end (PostgREST 416): nothing on it
    if (error.code === 'PGRST103') return { items: [], total: 0, page, pageSize, pageCount: 0 };
    throw new OrderError('Error getting orders', error);
  }
  const total = count ?? data?.length ?? 0;
  return {
    items: ((data ?? []) as unknown as OrderRow[]).map(toOrder),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/** The buyer cancels their order while it awaits payment; the stock goes back. */
export async function cancelOrder(id: string): Promise<PlacedOrder> {
  const { data, error } = await getSupabase().rpc('cancel_order', { order_id: id });
  if (error) throw new OrderError('Error updating order', error as PostgrestLikeError);
  const row = one(data as One<OrderRow>);
  if (!row) throw new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  return toPlaced(row);
}

/** A seller (of one of its lines) or an admin moves the order to its next status; stamped with who and when. */
export async function setOrderStatus(id: string, status: OrderStatus): Promise<PlacedOrder> {
  const { data, error } = await getSupabase().rpc('set_order_status', { order_id: id, status });
  if (error) throw new OrderError('Error updating order', error as PostgrestLikeError);
  const row = one(data as One<OrderRow>);
  if (!row) throw new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  return toPlaced(row);
}
