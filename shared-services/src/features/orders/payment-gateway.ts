import type { PaymentEvent, PaymentEventOutcome } from './types';

/*
 * The payment gateway's words (Midtrans: payment types, transaction statuses) and what the database did with
 * its notifications, in Indonesian for the screens.
 */

/** The banks of the virtual accounts, as the gateway names them. */
const BANK_LABELS: Record<string, string> = {
  bca: 'BCA',
  bni: 'BNI',
  bri: 'BRI',
  mandiri: 'Mandiri',
  permata: 'Permata',
  cimb: 'CIMB Niaga',
  danamon: 'Danamon',
  bsi: 'BSI',
  seabank: 'SeaBank',
};

const PAYMENT_TYPE_LABELS: Record<string, string> = {
  qris: 'QRIS',
  gopay: 'GoPay',
  shopeepay: 'ShopeePay',
  dana: 'DANA',
  ovo: 'OVO',
  credit_card: 'Kartu Kredit/Debit',
  bank_transfer: 'Virtual Account',
  // Mandiri's virtual account is a bill payment at the gateway
  echannel: 'Mandiri Virtual Account',
  cstore: 'Gerai Retail (Indomaret/Alfamart)',
  akulaku: 'Akulaku',
  kredivo: 'Kredivo',
  other_va: 'Virtual Account',
};

/**
 * How the buyer paid, for people: 'QRIS', 'GoPay', 'BCA Virtual Account' ('bank_transfer' with bank 'bca', or
 * the gateway's channel name 'bca_va'), 'Virtual Account' when the bank is not known. An unknown type is
 * shown as it came; '' stays ''.
 */
export function paymentTypeLabel(paymentType: string, bank: string = ''): string {
  const type = paymentType.trim().toLowerCase();
  if (!type) return '';
  const channelBank = /^([a-z]+)_va$/.exec(type)?.[1];
  const vaBank = channelBank && channelBank !== 'other' ? channelBank : type === 'bank_transfer' ? bank : '';
  const bankKey = vaBank?.trim().toLowerCase();
  if (bankKey) return `${BANK_LABELS[bankKey] ?? bankKey.toUpperCase()} Virtual Account`;
  return PAYMENT_TYPE_LABELS[type] ?? paymentType;
}

const TRANSACTION_STATUS_LABELS: Record<string, string> = {
  settlement: 'Berhasil',
  capture: 'Berhasil (capture)',
  pending: 'Menunggu pembayaran',
  expire: 'Kedaluwarsa',
  cancel: 'Dibatalkan',
  deny: 'Ditolak',
  failure: 'Gagal',
  refund: 'Dikembalikan',
  partial_refund: 'Dikembalikan sebagian',
  chargeback: 'Chargeback',
  partial_chargeback: 'Chargeback sebagian',
  authorize: 'Diotorisasi',
};

/** The gateway's transaction status for people ('settlement' → 'Berhasil'); an unknown one as it came. */
export function gatewayStatusLabel(status: string): string {
  return TRANSACTION_STATUS_LABELS[status.trim().toLowerCase()] ?? status;
}

const FRAUD_STATUS_LABELS: Record<string, string> = {
  accept: 'lolos',
  challenge: 'perlu ditinjau',
  deny: 'ditolak',
};

/** The gateway's fraud check for people ('accept' → 'Pemeriksaan penipuan: lolos'); '' for none. */
export function fraudStatusLabel(status: string): string {
  const key = status.trim().toLowerCase();
  return key ? `Pemeriksaan penipuan: ${FRAUD_STATUS_LABELS[key] ?? key}` : '';
}

export const PAYMENT_EVENT_OUTCOME_LABELS: Record<PaymentEventOutcome, string> = {
  diterapkan: 'Diterapkan',
  sudah_diterapkan: 'Sudah diterapkan sebelumnya',
  menunggu: 'Menunggu pembayaran',
  diabaikan_status_akhir: 'Diabaikan: status pembayaran sudah final',
  dibayar_setelah_status_akhir: 'Dibayar setelah pesanan ditutup: dana perlu dikembalikan',
  tanda_tangan_tidak_valid: 'Ditolak: tanda tangan tidak valid',
  pesanan_tidak_dikenal: 'Ditolak: pesanan tidak dikenal',
  status_tidak_dikenal: 'Ditolak: status tidak dikenal',
  nominal_tidak_sesuai: 'Ditolak: nominal tidak sesuai',
};

/** What the database did with a notification, for people; an unknown outcome as it came. */
export function paymentEventOutcomeLabel(outcome: PaymentEvent['outcome']): string {
  return (PAYMENT_EVENT_OUTCOME_LABELS as Record<string, string>)[outcome] ?? outcome;
}

/** How much an outcome needs an admin's eye: refused, money to return, applied, or nothing to do. */
export type PaymentEventSeverity = 'error' | 'warning' | 'success' | 'info';

const REFUSED: ReadonlySet<string> = new Set([
  'tanda_tangan_tidak_valid',
  'pesanan_tidak_dikenal',
  'status_tidak_dikenal',
  'nominal_tidak_sesuai',
]);

export function paymentEventSeverity(outcome: PaymentEvent['outcome']): PaymentEventSeverity {
  if (REFUSED.has(outcome)) return 'error';
  if (outcome === 'dibayar_setelah_status_akhir') return 'warning';
  if (outcome === 'diterapkan') return 'success';
  return 'info';
}
