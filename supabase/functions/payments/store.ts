import type { OrderForSnap } from './snap-request.ts';

/** An order as this function reads it with the service role. */
export interface StoredOrder extends OrderForSnap {
  buyer_id: string;
  buyer_name: string | null;
  payment_method: string;
  payment: OrderForSnap['payment'] & {
    status: string;
    snap_token: string | null;
    snap_redirect_url: string | null;
  };
}

export interface GatewayStatusInput {
  gateway_order_id: string;
  transaction_status: string | null;
  status_code: string | null;
  gross_amount: number | null;
  transaction_id: string | null;
  payment_type: string | null;
  fraud_status: string | null;
  signature_valid: boolean;
  payload: unknown;
}

export interface GatewayStatusResult {
  order_id: string | null;
  payment_status: string | null;
  changed: boolean;
  outcome: string;
}

export interface SignedInUser {
  id: string;
  email: string | undefined;
}

/** A database error with its SQLSTATE (KP003, KP004, 22023, ...). */
export class StoreError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

/** What the routes need from Supabase; the tests give a fake. */
export interface PaymentsStore {
  userFromJwt(jwt: string): Promise<SignedInUser | null>;
  findOrder(orderId: string): Promise<StoredOrder | null>;
  recordSnapTransaction(
    orderId: string,
    token: string,
    redirectUrl: string,
  ): Promise<{ snap_token: string; snap_redirect_url: string | null }>;
  applyGatewayStatus(input: GatewayStatusInput): Promise<GatewayStatusResult>;
  /** cancel_order as the signed-in buyer (their JWT): the database checks who may cancel what */
  cancelOrderAs(jwt: string, orderId: string, reason: string | null): Promise<{ status: string }>;
}

export const ORDER_COLUMNS =
  'id, order_number, buyer_id, payment_method, recipient_name, phone, street, kelurahan, kecamatan, city, postal_code, ' +
  'buyer:profiles(full_name), order_payments(status, total, unique_code, due_at, snap_token, snap_redirect_url), ' +
  'order_shipments(id, shipping_cost, seller:profiles(full_name), order_items(id, product_id, product_name, unit_price, quantity))';

export type Row = Record<string, unknown>;

/** an embedded to-one relation comes back as an object (or, from some servers, a one-element array) */
export function one(value: unknown): Row | null {
  if (Array.isArray(value)) return (value[0] as Row | undefined) ?? null;
  return (value as Row | null) ?? null;
}

function many(value: unknown): Row[] {
  return Array.isArray(value) ? (value as Row[]) : [];
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value ?? '');
}

export function nullableText(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function orderFromRow(row: Row): StoredOrder | null {
  const payment = one(row.order_payments);
  if (!payment) return null;
  const shipments = many(row.order_shipments);
  return {
    id: text(row.id),
    order_number: text(row.order_number),
    buyer_id: text(row.buyer_id),
    buyer_name: nullableText(one(row.buyer)?.full_name),
    payment_method: text(row.payment_method),
    recipient_name: text(row.recipient_name),
    phone: text(row.phone),
    street: text(row.street),
    kelurahan: text(row.kelurahan),
    kecamatan: text(row.kecamatan),
    city: text(row.city),
    postal_code: text(row.postal_code),
    payment: {
      status: text(payment.status),
      total: payment.total as number | string,
      unique_code: (payment.unique_code ?? 0) as number | string,
      due_at: nullableText(payment.due_at),
      snap_token: nullableText(payment.snap_token),
      snap_redirect_url: nullableText(payment.snap_redirect_url),
    },
    shipments: shipments.map((shipment) => ({
      id: Number(shipment.id),
      seller_name: nullableText(one(shipment.seller)?.full_name),
      shipping_cost: shipment.shipping_cost as number | string,
    })),
    lines: shipments.flatMap((shipment) =>
      many(shipment.order_items).map((line) => ({
        id: Number(line.id),
        product_id:
          line.product_id === null || line.product_id === undefined ? null : Number(line.product_id),
        product_name: text(line.product_name),
        unit_price: line.unit_price as number | string,
        quantity: Number(line.quantity),
        shipment_id: Number(shipment.id),
      })),
    ),
  };
}
