import { paymentTypeLabel } from './payment-gateway';
import type {
  Order,
  OrderPayment,
  OrderStatus,
  OrderStatusEvent,
  PaymentMethod,
  PaymentStatus,
  Shipment,
  ShipmentStatus,
} from './types';

/** Every order status in the order an order goes through (dibatalkan last). */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'menunggu_pembayaran',
  'diproses',
  'dikirim',
  'selesai',
  'dibatalkan',
];

/** The status labels the buyer and the back office read. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  menunggu_pembayaran: 'Menunggu Pembayaran',
  diproses: 'Diproses',
  dikirim: 'Dikirim',
  selesai: 'Selesai',
  dibatalkan: 'Dibatalkan',
};

export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'menunggu_pembayaran',
  'menunggu_verifikasi',
  'dibayar',
  'bayar_di_tempat',
  'kedaluwarsa',
  'dibatalkan',
  'dikembalikan',
];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  menunggu_pembayaran: 'Menunggu Pembayaran',
  menunggu_verifikasi: 'Menunggu Verifikasi',
  dibayar: 'Lunas',
  bayar_di_tempat: 'Bayar di Tempat',
  kedaluwarsa: 'Kedaluwarsa',
  dibatalkan: 'Dibatalkan',
  dikembalikan: 'Dikembalikan',
};

export const SHIPMENT_STATUSES: readonly ShipmentStatus[] = ['diproses', 'dikirim', 'diterima', 'dibatalkan'];

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  diproses: 'Diproses',
  dikirim: 'Dikirim',
  diterima: 'Diterima',
  dibatalkan: 'Dibatalkan',
};

/** In the order the checkout offers them. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'online', 'cod'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Transfer Bank',
  online: 'Bayar Online (QRIS, Virtual Account, e-Wallet)',
  cod: 'Bayar di Tempat (COD)',
};

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isOrderStatus = isOneOf(ORDER_STATUSES);
export const isPaymentStatus = isOneOf(PAYMENT_STATUSES);
export const isShipmentStatus = isOneOf(SHIPMENT_STATUSES);
export const isPaymentMethod = isOneOf(PAYMENT_METHODS);

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status] ?? status;
}

export function shipmentStatusLabel(status: ShipmentStatus): string {
  return SHIPMENT_STATUS_LABELS[status] ?? status;
}

/**
 * What a history event reads as: the order status alone ('Dibatalkan'), 'Pembayaran: Lunas', or
 * 'Pengiriman: Dikirim' ('Pengiriman dari Budi Santoso: Dikirim' with the shipment's seller).
 */
export function orderEventLabel(
  event: Pick<OrderStatusEvent, 'kind' | 'status'>,
  sellerName: string = '',
): string {
  const { kind, status } = event;
  if (kind === 'payment' && isPaymentStatus(status)) return `Pembayaran: ${PAYMENT_STATUS_LABELS[status]}`;
  if (kind === 'shipment' && isShipmentStatus(status)) {
    const subject = sellerName ? `Pengiriman dari ${sellerName}` : 'Pengiriman';
    return `${subject}: ${SHIPMENT_STATUS_LABELS[status]}`;
  }
  if (kind === 'order' && isOrderStatus(status)) return ORDER_STATUS_LABELS[status];
  return status;
}

/**
 * The note under a history event. The payment gateway's 'paid' event notes how the buyer paid ('qris'):
 * 'Dibayar dengan QRIS'.
 */
export function orderEventNote(
  event: Pick<OrderStatusEvent, 'kind' | 'status' | 'note' | 'changedBy'>,
): string {
  const gatewayPaid = event.kind === 'payment' && event.status === 'dibayar' && event.changedBy === null;
  return gatewayPaid && event.note ? `Dibayar dengan ${paymentTypeLabel(event.note)}` : event.note;
}

/** A payment that is settled: paid, or to be paid to the courier. Its shipments are released to the sellers. */
export function isPaymentSettled(payment: Pick<OrderPayment, 'status'> | null): boolean {
  return payment?.status === 'dibayar' || payment?.status === 'bayar_di_tempat';
}

/** A shipment that has left the seller: sent or received. */
const hasLeft = (shipment: Pick<Shipment, 'status'>) =>
  shipment.status === 'dikirim' || shipment.status === 'diterima';

/**
 * The buyer may cancel (cancel_order): an unpaid bank transfer (not while a proof is being checked) or online
 * payment, or a COD order of which nothing has left yet. A seller's view (no payment) never may.
 */
export function canBuyerCancel(
  order: Pick<Order, 'status' | 'paymentMethod' | 'payment'> & {
    shipments: readonly Pick<Shipment, 'status'>[];
  },
): boolean {
  const { payment } = order;
  if (!payment || order.status === 'dibatalkan') return false;
  if (order.paymentMethod !== 'cod') return payment.status === 'menunggu_pembayaran';
  return payment.status === 'bayar_di_tempat' && !order.shipments.some(hasLeft);
}

/** An admin may cancel an order that is still open and of which nothing has left yet. */
export function canAdminCancel(
  order: Pick<Order, 'status'> & { shipments: readonly Pick<Shipment, 'status'>[] },
): boolean {
  return order.status !== 'dibatalkan' && !order.shipments.some(hasLeft);
}

/**
 * The buyer may upload a proof of transfer: bank transfer awaiting payment (again after a rejection), before
 * the deadline. `now` in ms since the epoch.
 */
export function canUploadPaymentProof(
  order: Pick<Order, 'paymentMethod' | 'payment'>,
  now: number = Date.now(),
): boolean {
  const { payment } = order;
  if (order.paymentMethod !== 'bank_transfer' || payment?.status !== 'menunggu_pembayaran') return false;
  return payment.dueAt === null || Date.parse(payment.dueAt) > now;
}

/**
 * The buyer may (still) pay an online order through the payment gateway: unpaid, before the deadline. `now` in
 * ms since the epoch.
 */
export function canPayOnline(
  order: Pick<Order, 'paymentMethod' | 'payment'>,
  now: number = Date.now(),
): boolean {
  const { payment } = order;
  if (order.paymentMethod !== 'online' || payment?.status !== 'menunggu_pembayaran') return false;
  return payment.dueAt === null || Date.parse(payment.dueAt) > now;
}

/**
 * An online payment the gateway has not settled yet: the screens read the order again until it reports one
 * (paid, expired, cancelled).
 */
export function awaitsGateway(order: Pick<Order, 'paymentMethod' | 'payment'> | null | undefined): boolean {
  return order?.paymentMethod === 'online' && order.payment?.status === 'menunggu_pembayaran';
}

/** An admin may accept a bank transfer that awaits payment or verification (review_payment). */
export function canAcceptPayment(payment: Pick<OrderPayment, 'status'> | null): boolean {
  return payment?.status === 'menunggu_pembayaran' || payment?.status === 'menunggu_verifikasi';
}

/** An admin may reject only a proof that awaits verification (review_payment, with a reason). */
export function canRejectPayment(payment: Pick<OrderPayment, 'status'> | null): boolean {
  return payment?.status === 'menunggu_verifikasi';
}

/** The buyer (or an admin) confirms 'Pesanan Diterima' once the shipment is on its way. */
export function canConfirmReceived(shipment: Pick<Shipment, 'status'>): boolean {
  return shipment.status === 'dikirim';
}

/** The statuses a seller (or an admin) moves a shipment to: sent with a tracking number, or cancelled. */
export type SellerShipmentStatus = Extract<ShipmentStatus, 'dikirim' | 'dibatalkan'>;

/**
 * What a seller may do with their shipment (update_shipment): send it or cancel it, only while it is being
 * prepared and once it is released to them (the payment is settled). Without the order, the shipment's own
 * release decides.
 */
export function sellerShipmentActions(
  shipment: Pick<Shipment, 'status' | 'releasedAt'>,
  order?: Pick<Order, 'status'>,
): SellerShipmentStatus[] {
  if (shipment.status !== 'diproses' || !shipment.releasedAt) return [];
  if (order?.status === 'dibatalkan') return [];
  return ['dikirim', 'dibatalkan'];
}

/** Courier and tracking number as update_shipment checks them (the form checks them first). */
export const SHIPMENT_LIMITS = {
  courierMin: 2,
  courierMax: 50,
  trackingNumberMin: 5,
  trackingNumberMax: 40,
  reasonMin: 5,
  reasonMax: 500,
} as const;

/** What a shipping tariff may be (shipping_rates' checks): cost in whole rupiah. */
export const SHIPPING_RATE_LIMITS = { provinceMax: 100, costMax: 10_000_000 } as const;

/**
 * Each courier's tracking number (normalize_tracking_number checks the same): the length in letters and
 * digits, or digits only. A courier not named here takes 5..40 letters, digits and dashes.
 */
export const TRACKING_RULES: Readonly<Record<string, { min: number; max: number; digitsOnly?: true }>> = {
  JNE: { min: 10, max: 16 },
  'J&T Express': { min: 10, max: 15 },
  SiCepat: { min: 12, max: 12, digitsOnly: true },
  'POS Indonesia': { min: 10, max: 20 },
  AnterAja: { min: 10, max: 16 },
};

/**
 * A tracking number as stored: spaces taken out (and, for a courier of TRACKING_RULES, dashes), upper
 * case. "jnt 1234 5678" is "JNT12345678". Nothing is cut: a number too long stays too long.
 */
export function normalizeTrackingNumber(courier: string, value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return TRACKING_RULES[courier.trim()] ? compact.replace(/-/g, '') : compact;
}

/** Why a tracking number does not fit its courier, in the words update_shipment uses; null when it fits. */
export function trackingNumberProblem(courier: string, value: string): string | null {
  const name = courier.trim();
  const rule = TRACKING_RULES[name];
  const normalized = normalizeTrackingNumber(name, value);
  const length = normalized.length;
  if (length === 0) return 'Nomor resi wajib diisi';
  if (!rule) {
    const { trackingNumberMin: min, trackingNumberMax: max } = SHIPMENT_LIMITS;
    if (!/^[A-Z0-9-]+$/.test(normalized))
      return 'Nomor resi hanya boleh berisi huruf, angka, dan tanda hubung (-)';
    return length < min || length > max
      ? `Nomor resi ${min}–${max} karakter (yang diisi ${length} karakter)`
      : null;
  }
  if (rule.digitsOnly && !/^[0-9]+$/.test(normalized))
    return `Nomor resi ${name} terdiri dari ${rule.max} angka`;
  if (!/^[A-Z0-9]+$/.test(normalized)) return `Nomor resi ${name} hanya berisi huruf dan angka`;
  if (length < rule.min || length > rule.max)
    return rule.min === rule.max
      ? `Nomor resi ${name} terdiri dari ${rule.max} angka (yang diisi ${length} karakter)`
      : `Nomor resi ${name} terdiri dari ${rule.min}–${rule.max} huruf atau angka (yang diisi ${length} karakter)`;
  return null;
}

/** A tracking number that fits its courier (any other courier: 5..40 letters, digits and dashes). */
export function isValidTrackingNumber(value: string, courier = ''): boolean {
  return trackingNumberProblem(courier, value) === null;
}
