import type { Order, OrderLine, OrderStatus, PaymentMethod } from './types';

/** Every status in the order an order goes through (dibatalkan last). */
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

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['bank_transfer', 'cod'];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  bank_transfer: 'Transfer Bank',
  cod: 'Bayar di Tempat (COD)',
};

/**
 * The changes set_order_status allows (the database checks them again): forward one step at a time, and
 * cancelling only before the order is shipped.
 */
const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  menunggu_pembayaran: ['diproses', 'dibatalkan'],
  diproses: ['dikirim', 'dibatalkan'],
  dikirim: ['selesai'],
  selesai: [],
  dibatalkan: [],
};

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The statuses a seller or admin may move an order to from this one. */
export function nextOrderStatuses(status: OrderStatus): readonly OrderStatus[] {
  return NEXT_STATUSES[status] ?? [];
}

/** A buyer cancels their own order only while it awaits payment (cancel_order). */
export function canBuyerCancel(order: Pick<Order, 'status'>): boolean {
  return order.status === 'menunggu_pembayaran';
}

export function orderStatusLabel(status: OrderStatus): string {
  return ORDER_STATUS_LABELS[status] ?? status;
}

/** The sum of the lines the caller can see (a seller's share of an order; the subtotal for its buyer). */
export function linesTotal(lines: readonly Pick<OrderLine, 'lineTotal'>[]): number {
  return Math.round(lines.reduce((sum, line) => sum + line.lineTotal, 0) * 100) / 100;
}
