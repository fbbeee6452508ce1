import { wholeRupiah } from './amount.ts';
import type { SnapItem, SnapTransactionRequest } from './midtrans.ts';

/** QRIS, the bank virtual accounts (Mandiri's is its bill payment, "echannel") and the e-wallets */
export const ENABLED_PAYMENTS = [
  'other_qris',
  'bca_va',
  'bni_va',
  'bri_va',
  'echannel',
  'permata_va',
  'gopay',
  'shopeepay',
];

/** Snap refuses item names and ids longer than this */
const ITEM_TEXT_LIMIT = 50;

export interface OrderLine {
  id: number;
  product_id: number | null;
  product_name: string;
  unit_price: number | string;
  quantity: number;
  shipment_id: number;
}

export interface OrderShipment {
  id: number;
  seller_name: string | null;
  shipping_cost: number | string;
}

export interface OrderForSnap {
  id: string;
  order_number: string;
  recipient_name: string;
  phone: string;
  street: string;
  kelurahan: string;
  kecamatan: string;
  city: string;
  postal_code: string;
  payment: { total: number | string; unique_code: number | string; due_at: string | null };
  lines: OrderLine[];
  shipments: OrderShipment[];
}

export interface Buyer {
  email: string | undefined;
  name: string | null;
}

export class SnapRequestError extends Error {
  constructor(
    readonly code: 'deadline_passed' | 'amount_mismatch',
    message: string,
  ) {
    super(message);
    this.name = 'SnapRequestError';
  }
}

export function clip(text: string, limit: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= limit ? characters.join('') : `${characters.slice(0, limit - 3).join('')}...`;
}

/** Midtrans' expiry start_time: "2026-11-23 14:05:09 +0700", in Jakarta time */
export function jakartaTimestamp(date: Date): string {
  const local = new Date(date.getTime() + 7 * 60 * 60 * 1000);
  const iso = local.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} +0700`;
}

/**
 * Whole minutes from now until the payment deadline, rounded down so Midtrans never takes a payment after the
 * order's own deadline (when the order expires and its stock goes back).
 */
export function expiryMinutes(dueAt: string | null, now: Date): number | null {
  if (dueAt === null) return null;
  const due = Date.parse(dueAt);
  if (Number.isNaN(due)) return null;
  return Math.floor((due - now.getTime()) / 60_000);
}

export function itemDetails(order: OrderForSnap): SnapItem[] {
  const sellerOf = new Map(order.shipments.map((shipment) => [shipment.id, shipment.seller_name]));
  const lines: SnapItem[] = [...order.lines]
    .sort((a, b) => a.id - b.id)
    .map((line) => {
      const seller = sellerOf.get(line.shipment_id);
      return {
        id: clip(line.product_id === null ? `item-${line.id}` : `produk-${line.product_id}`, ITEM_TEXT_LIMIT),
        price: wholeRupiah(line.unit_price),
        quantity: line.quantity,
        name: clip(line.product_name, ITEM_TEXT_LIMIT),
        ...(seller ? { merchant_name: clip(seller, ITEM_TEXT_LIMIT) } : {}),
      };
    });
  const shipping: SnapItem[] = [...order.shipments]
    .sort((a, b) => a.id - b.id)
    .filter((shipment) => wholeRupiah(shipment.shipping_cost) > 0)
    .map((shipment) => ({
      id: `ongkir-${shipment.id}`,
      price: wholeRupiah(shipment.shipping_cost),
      quantity: 1,
      name: clip(
        shipment.seller_name ? `Ongkos kirim ${shipment.seller_name}` : 'Ongkos kirim',
        ITEM_TEXT_LIMIT,
      ),
      category: 'Ongkos kirim',
    }));
  const code = wholeRupiah(order.payment.unique_code);
  const uniqueCode: SnapItem[] =
    code > 0 ? [{ id: 'kode-unik', price: code, quantity: 1, name: 'Kode unik' }] : [];
  return [...lines, ...shipping, ...uniqueCode];
}

export function sumOf(items: SnapItem[]): number {
  return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/**
 * The Snap transaction of an order, from what the database holds: gross_amount is the payment's total and
 * the items (lines, one shipping item per seller) add up to it exactly, as Snap requires.
 */
export function buildSnapRequest(
  order: OrderForSnap,
  buyer: Buyer,
  options: { now: Date; enabledPayments?: string[]; finishUrl?: string },
): SnapTransactionRequest {
  const minutes = expiryMinutes(order.payment.due_at, options.now);
  if (minutes === null || minutes < 1)
    throw new SnapRequestError('deadline_passed', 'Batas waktu pembayaran sudah lewat');
  const total = wholeRupiah(order.payment.total);
  const items = itemDetails(order);
  if (sumOf(items) !== total)
    throw new SnapRequestError(
      'amount_mismatch',
      `the order's items add up to ${sumOf(items)}, its payment total is ${total}`,
    );
  const address = [order.street, order.kelurahan, order.kecamatan].map((part) => part.trim()).join(', ');
  const shippingAddress = {
    first_name: clip(order.recipient_name, 255),
    phone: order.phone,
    address: clip(address, 200),
    city: clip(order.city, 100),
    postal_code: order.postal_code,
    country_code: 'IDN' as const,
  };
  return {
    transaction_details: { order_id: order.order_number, gross_amount: total },
    item_details: items,
    customer_details: {
      first_name: clip(buyer.name?.trim() || order.recipient_name, 255),
      ...(buyer.email ? { email: buyer.email } : {}),
      phone: order.phone,
      shipping_address: shippingAddress,
    },
    enabled_payments: options.enabledPayments ?? ENABLED_PAYMENTS,
    expiry: { start_time: jakartaTimestamp(options.now), unit: 'minutes', duration: minutes },
    ...(options.finishUrl ? { callbacks: { finish: options.finishUrl } } : {}),
  };
}
