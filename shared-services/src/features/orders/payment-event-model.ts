import type { Json, Tables } from '../../supabase/database.types';
import type { PaymentEvent } from './types';

/** The select string, `as const`: the row type is inferred from it. */
export const PAYMENT_EVENT_COLUMNS =
  'id, gateway_order_id, transaction_status, status_code, gross_amount, transaction_id, payment_type, fraud_status, signature_valid, outcome, payload, received_at' as const;

export type PaymentEventRow = Pick<
  Tables<'payment_notifications'>,
  | 'id'
  | 'gateway_order_id'
  | 'transaction_status'
  | 'status_code'
  | 'gross_amount'
  | 'transaction_id'
  | 'payment_type'
  | 'fraud_status'
  | 'signature_valid'
  | 'outcome'
  | 'payload'
  | 'received_at'
>;

const isRecord = (value: Json | undefined): value is { [key: string]: Json | undefined } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The virtual account's bank in a gateway notification: `va_numbers[0].bank`, or Permata's own field, or
 * Mandiri's bill payment; '' when the payment was not to a virtual account.
 */
export function bankOfPayload(payload: Json): string {
  if (!isRecord(payload)) return '';
  const accounts = payload.va_numbers;
  const first = Array.isArray(accounts) ? accounts[0] : undefined;
  if (isRecord(first) && typeof first.bank === 'string') return first.bank.toLowerCase();
  if (typeof payload.permata_va_number === 'string') return 'permata';
  if (payload.payment_type === 'echannel') return 'mandiri';
  return '';
}

/** A payment_notifications row as a PaymentEvent (the payload itself is not kept, only its bank). */
export function toPaymentEvent(row: PaymentEventRow): PaymentEvent {
  return {
    id: Number(row.id),
    receivedAt: row.received_at,
    gatewayOrderId: row.gateway_order_id,
    transactionStatus: row.transaction_status ?? '',
    statusCode: row.status_code ?? '',
    grossAmount: row.gross_amount === null ? null : Number(row.gross_amount),
    transactionId: row.transaction_id ?? '',
    paymentType: row.payment_type ?? '',
    bank: bankOfPayload(row.payload),
    fraudStatus: row.fraud_status ?? '',
    signatureValid: row.signature_valid,
    outcome: row.outcome,
  };
}
