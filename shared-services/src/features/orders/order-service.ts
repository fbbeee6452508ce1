import { getSupabase } from '../../supabase/client';
import {
  ORDER_DETAIL_COLUMNS,
  ORDER_DETAIL_COLUMNS_OF_LINES,
  SHIPPING_COLUMNS,
  toOrder,
  toPlaced,
  toShipping,
  type PlacedOrderRow,
} from './order-model';
import { NOT_SIGNED_IN_TEXT, ORDER_NOT_FOUND, ORDER_NOT_FOUND_TEXT, OrderError } from './order-error';
import { DEFAULT_ORDERS_PAGE_SIZE } from '../../constants';
import type {
  BackofficeOrdersQuery,
  Order,
  OrderStatus,
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

const MAX_ORDERS_PAGE_SIZE = 100;

type One<T> = T | T[] | null | undefined;
/** The order RPCs answer one row; an array of one is read the same way. */
const one = <T>(value: One<T>): T | null => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

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
    .map((item) => ({ product_id: item.productId, quantity: item.quantity }));
  const { data, error } = await getSupabase().rpc('place_order', {
    items: lines,
    shipping: toShippingPayload(shipping),
    payment_method: paymentMethod,
  });
  if (error) throw new OrderError('Error creating order', error);
  const row = one<PlacedOrderRow>(data);
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
    .select(ORDER_DETAIL_COLUMNS)
    .eq('buyer_id', userId)
    .order('created_at', { ascending: false });
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

/** One order the caller may read (buyer, seller of one of its lines, admin); 'Order not found' otherwise. */
export async function getOrder(id: string): Promise<Order> {
  const notFound = () =>
    new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw notFound();
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
  let request = getSupabase()
    .from('orders')
    .select(query.sellerId ? ORDER_DETAIL_COLUMNS_OF_LINES : ORDER_DETAIL_COLUMNS, { count: 'exact' });
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
    items: (data ?? []).map(toOrder),
    total,
    page,
    pageSize,
    pageCount: Math.ceil(total / pageSize),
  };
}

/** The buyer cancels their order while it awaits payment; the stock goes back. */
export async function cancelOrder(id: string): Promise<PlacedOrder> {
  const { data, error } = await getSupabase().rpc('cancel_order', { order_id: id });
  if (error) throw new OrderError('Error updating order', error);
  const row = one<PlacedOrderRow>(data);
  if (!row) throw new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  return toPlaced(row);
}

/** A seller (of one of its lines) or an admin moves the order to its next status; stamped with who and when. */
export async function setOrderStatus(id: string, status: OrderStatus): Promise<PlacedOrder> {
  const { data, error } = await getSupabase().rpc('set_order_status', { order_id: id, status });
  if (error) throw new OrderError('Error updating order', error);
  const row = one<PlacedOrderRow>(data);
  if (!row) throw new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND }, ORDER_NOT_FOUND_TEXT);
  return toPlaced(row);
}
