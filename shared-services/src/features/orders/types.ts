import type { Role } from '../auth/user';

/*
 * Orders as docs/orders.md describes them: one order (one payment, one order number) holds one shipment
 * per seller. Money here is whole rupiah, as it was charged (unlike product prices, which are base units).
 */

/** The order's status, derived by the database from its payment and shipments. */
export type OrderStatus = 'menunggu_pembayaran' | 'diproses' | 'dikirim' | 'selesai' | 'dibatalkan';

/** How far the payment is. */
export type PaymentStatus =
  | 'menunggu_pembayaran'
  | 'menunggu_verifikasi'
  | 'dibayar'
  | 'bayar_di_tempat'
  | 'kedaluwarsa'
  | 'dibatalkan'
  | 'dikembalikan';

/** One seller's shipment: diproses -> dikirim -> diterima, or dibatalkan before it leaves. */
export type ShipmentStatus = 'diproses' | 'dikirim' | 'diterima' | 'dibatalkan';

/**
 * How the buyer pays: a bank transfer (the order waits for it and an admin checks the proof), online through
 * the payment gateway (QRIS, virtual account, e-wallet: the gateway reports the payment) or cash on delivery.
 */
export type PaymentMethod = 'bank_transfer' | 'online' | 'cod';

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
  /** one of the provinces with a shipping tariff */
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
  productName: string;
  /** '' when the product had no image */
  productImage: string;
  /** rupiah */
  unitPrice: number;
  quantity: number;
  /** rupiah */
  lineTotal: number;
}

/** One seller's part of an order. */
export interface Shipment {
  id: number;
  sellerId: string;
  sellerName: string;
  status: ShipmentStatus;
  /** rupiah: this seller's lines */
  subtotal: number;
  /** rupiah: the tariff of the destination province */
  shippingCost: number;
  /** '' until sent */
  courier: string;
  /** '' until sent */
  trackingNumber: string;
  /** ISO timestamps, null until it happened. Released: the seller sees it (paid, or COD). */
  releasedAt: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  cancelledAt: string | null;
  /** '' unless cancelled with a reason */
  cancelReason: string;
  /** by id */
  lines: OrderLine[];
}

/** A shipment as update_shipment returns it: without its seller's name and lines. */
export type UpdatedShipment = Omit<Shipment, 'sellerName' | 'lines'>;

/** What the buyer pays and how far it is. Only the buyer and admins read it (null for a seller). */
export interface OrderPayment {
  status: PaymentStatus;
  /** rupiah: every line */
  subtotal: number;
  /** rupiah: every shipment's fee */
  shippingCost: number;
  /** rupiah 1..999 for bank transfer (so the transfer matches one order), 0 for COD and online */
  uniqueCode: number;
  /** rupiah: subtotal + shippingCost + uniqueCode, the amount to transfer */
  total: number;
  /** ISO: unpaid bank transfers and online payments cancel themselves then; null for COD */
  dueAt: string | null;
  /** the object in bucket payment-proofs, '' when none */
  proofPath: string;
  proofUploadedAt: string | null;
  /** '' unless an admin rejected the last proof */
  rejectionReason: string;
  paidAt: string | null;
  reviewedAt: string | null;
  /** online: the order id the payment gateway knows (the order number); '' for transfer and COD */
  gatewayOrderId: string;
  /** online: the gateway's transaction id, '' until it reported one */
  gatewayTransactionId: string;
  /** online: the gateway's last transaction status ('pending', 'settlement', 'expire'...), '' before any */
  gatewayStatus: string;
  /**
   * online: how the buyer paid as the gateway names it ('qris', 'gopay', 'bank_transfer', 'bca_va'...), ''
   * until known; `paymentTypeLabel` reads it
   */
  paymentType: string;
  /** online: when the gateway reported the money returned */
  refundedAt: string | null;
}

/** What an event changed: the order as a whole, its payment, or one shipment. */
export type OrderEventKind = 'order' | 'payment' | 'shipment';

/** One step of an order's history: who did it and when. */
export interface OrderStatusEvent {
  id: number;
  kind: OrderEventKind;
  /** the status taken: an OrderStatus, PaymentStatus or ShipmentStatus by kind */
  status: OrderStatus | PaymentStatus | ShipmentStatus;
  /** for kind 'shipment' */
  shipmentId: number | null;
  /** a reason, a tracking number, ''... */
  note: string;
  /** null when the system (deadline job, service role) changed it */
  changedBy: string | null;
  /** '' when unknown */
  changedByName: string;
  changedByRole: Role | null;
  /** ISO timestamp */
  changedAt: string;
}

/** An order with what the caller may read of it: a seller gets only their own shipment and no payment. */
export interface Order {
  id: string;
  /** 'KOP-YYYYMMDD-000001' */
  orderNumber: string;
  buyerId: string;
  buyerName: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  shipping: ShippingAddress;
  createdAt: string;
  updatedAt: string;
  /** null when the caller may not read it (a seller) */
  payment: OrderPayment | null;
  /** by id */
  shipments: Shipment[];
  /** oldest first */
  history: OrderStatusEvent[];
}

/** What place_order and cancel_order return: the order row without payment, shipments and history. */
export type PlacedOrder = Omit<Order, 'payment' | 'shipments' | 'history' | 'buyerName'>;

/** A cart line as place_order takes it. */
export interface PlaceOrderItem {
  productId: number;
  quantity: number;
}

/** One seller's part of a quote: what their shipment would cost. */
export interface QuoteShipment {
  sellerId: string;
  sellerName: string;
  /** rupiah */
  subtotal: number;
  /** rupiah, null when no province was given */
  shippingCost: number | null;
  lines: Array<{
    productId: number;
    productName: string;
    unitPrice: number;
    quantity: number;
    lineTotal: number;
    /** what is in stock now (the checkout caps the quantity by it) */
    stock: number;
  }>;
}

/** What an order of these lines to this province would cost (before the unique transfer code). */
export interface OrderQuote {
  shipments: QuoteShipment[];
  /** rupiah */
  subtotal: number;
  /** rupiah, null when no province was given */
  shippingCost: number | null;
  /** rupiah, null when no province was given */
  total: number | null;
}

/** A shipping tariff: what one seller's shipment to this province costs. */
export interface ShippingRate {
  province: string;
  /** rupiah */
  cost: number;
}

/** The order settings of site_settings, in the units the database keeps. */
export interface OrderSettings {
  paymentDeadlineSeconds: number;
  autoReceiveSeconds: number;
  maxUnpaidOrders: number;
}

/**
 * How the back office's order list is sorted: placed most recently first (the default), placed longest ago
 * first, or the proof of transfer uploaded longest ago first (the verification queue; orders without a proof
 * after those with one), then by placement.
 */
export type OrdersSort = 'newest' | 'oldest' | 'oldestProof';

/** The back office's order list query. */
export interface BackofficeOrdersQuery {
  status?: OrderStatus;
  /** only orders with this payment status (the admin's verification queue: 'menunggu_verifikasi') */
  paymentStatus?: PaymentStatus;
  /** only orders paid this way */
  paymentMethod?: PaymentMethod;
  /**
   * only orders with a shipment in this status: with `sellerId`, that seller's shipment (the seller's tabs).
   * The orders keep all their shipments the caller may read, not only the matching ones.
   */
  shipmentStatus?: ShipmentStatus;
  /** only this seller's shipments (the seller's own view) */
  sellerId?: string;
  /** 'newest' when not given */
  sort?: OrdersSort;
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

/** What the screens do to pay an online order: the payment gateway's Snap transaction of that order. */
export interface OnlinePaymentSession {
  /** opens the payment window (snap.js `pay(token)`) */
  token: string;
  /** the gateway's own payment page for the same transaction, when the window cannot be opened */
  redirectUrl: string;
}

/**
 * What the database did with a gateway notification (payment_notifications.outcome): applied, already
 * applied, still waiting, ignored after a final state, paid after a final state (to refund), or refused
 * (invalid signature, unknown order, unknown status, wrong amount).
 */
export type PaymentEventOutcome =
  | 'diterapkan'
  | 'sudah_diterapkan'
  | 'menunggu'
  | 'diabaikan_status_akhir'
  | 'dibayar_setelah_status_akhir'
  | 'tanda_tangan_tidak_valid'
  | 'pesanan_tidak_dikenal'
  | 'status_tidak_dikenal'
  | 'nominal_tidak_sesuai';

/** One notification the payment gateway sent about an order, as it was received (admins read them). */
export interface PaymentEvent {
  id: number;
  /** ISO */
  receivedAt: string;
  gatewayOrderId: string;
  /** the gateway's status: 'settlement', 'pending', 'expire', 'cancel', 'deny', 'refund'... ('' when none) */
  transactionStatus: string;
  /** '' when none */
  statusCode: string;
  /** rupiah, null when the notification named none */
  grossAmount: number | null;
  /** '' when none */
  transactionId: string;
  /** 'qris', 'gopay', 'bank_transfer'... ('' when none) */
  paymentType: string;
  /** the virtual account's bank ('bca', 'permata'...) read from the notification, '' when none */
  bank: string;
  /** '' when none */
  fraudStatus: string;
  signatureValid: boolean;
  /** an unknown outcome is kept as the database wrote it */
  outcome: PaymentEventOutcome | (string & {});
}
