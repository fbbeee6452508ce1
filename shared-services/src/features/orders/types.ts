import type { Role } from '../auth/user';

/**
 * Order statuses as the database spells them (supabase/migrations/20261121000006_orders.sql):
 * menunggu_pembayaran -> diproses -> dikirim -> selesai, and dibatalkan before 'dikirim'.
 */
export type OrderStatus = 'menunggu_pembayaran' | 'diproses' | 'dikirim' | 'selesai' | 'dibatalkan';

/** How the buyer pays: a bank transfer (the order waits for it) or cash on delivery. */
export type PaymentMethod = 'bank_transfer' | 'cod';

/** A shipping address in the Indonesian shape. */
export interface ShippingAddress {
  recipientName: string;
  phone: string;
  /** street, house number, RT/RW */
  street: string;
  /** kelurahan or desa */
  kelurahan: string;
  kecamatan: string;
  /** kota or kabupaten */
  city: string;
  province: string;
  /** five digits */
  postalCode: string;
  /** a note for the seller or courier, '' when none */
  notes: string;
}

/** One order line: product name, image and unit price as they were when the order was placed. */
export interface OrderLine {
  id: number;
  /** null once the product has been deleted */
  productId: number | null;
  sellerId: string;
  sellerName: string;
  productName: string;
  /** '' when the product had no image */
  productImage: string;
  /** base unit (see RUPIAH_PER_BASE_UNIT) */
  unitPrice: number;
  quantity: number;
  /** base unit */
  lineTotal: number;
}

/** One status an order took: who set it and when. */
export interface OrderStatusEvent {
  id: number;
  status: OrderStatus;
  /** null when the service role changed it */
  changedBy: string | null;
  /** '' when unknown */
  changedByName: string;
  changedByRole: Role | null;
  /** ISO timestamp */
  changedAt: string;
}

/**
 * An order with its lines and history. A seller gets only their own lines of an order (RLS), so `lines`
 * may not add up to `subtotal`: see linesTotal().
 */
export interface Order {
  id: string;
  /** 'KOP-YYYYMMDD-000001' */
  orderNumber: string;
  buyerId: string;
  buyerName: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shipping: ShippingAddress;
  /** base unit */
  subtotal: number;
  /** base unit; 0 while there is no courier integration */
  shippingCost: number;
  /** base unit */
  total: number;
  createdAt: string;
  updatedAt: string;
  /** oldest first */
  lines: OrderLine[];
  /** oldest first */
  history: OrderStatusEvent[];
}

/** What place_order returns: the new order without its lines. */
export type PlacedOrder = Omit<Order, 'lines' | 'history' | 'buyerName'>;

/** A cart line as place_order takes it. */
export interface PlaceOrderItem {
  productId: number;
  quantity: number;
}

/** The back office's order list query. */
export interface BackofficeOrdersQuery {
  status?: OrderStatus;
  /** only orders with this seller's products, and only their lines (the seller's own view) */
  sellerId?: string;
  /** 1-based */
  page?: number;
  pageSize?: number;
}

export interface OrdersPage {
  items: Order[];
  /** matching orders over all pages */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}
