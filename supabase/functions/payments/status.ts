/** order_payments.status values a gateway status leads to */
export type PaymentStatus = 'dibayar' | 'menunggu_pembayaran' | 'kedaluwarsa' | 'dibatalkan' | 'dikembalikan';

/**
 * The payment status a Midtrans transaction status means (the database applies the same mapping in
 * apply_gateway_status). A card capture counts as paid only when the fraud check accepted it; a challenged
 * capture waits for Midtrans' decision. null: a status this integration does not know.
 */
export function paymentStatusFor(
  transactionStatus: string | null | undefined,
  fraudStatus?: string | null,
): PaymentStatus | null {
  const status = (transactionStatus ?? '').trim().toLowerCase();
  const fraud = (fraudStatus ?? '').trim().toLowerCase();
  switch (status) {
    case 'settlement':
      return 'dibayar';
    case 'capture':
      return fraud === '' || fraud === 'accept' ? 'dibayar' : 'menunggu_pembayaran';
    case 'pending':
      return 'menunggu_pembayaran';
    case 'expire':
      return 'kedaluwarsa';
    case 'cancel':
    case 'deny':
    case 'failure':
      return 'dibatalkan';
    case 'refund':
    case 'partial_refund':
    case 'chargeback':
    case 'partial_chargeback':
      return 'dikembalikan';
    default:
      return null;
  }
}

/** what apply_gateway_status did with a notification */
export type NotificationOutcome =
  | 'diterapkan'
  | 'sudah_diterapkan'
  | 'menunggu'
  | 'diabaikan_status_akhir'
  | 'dibayar_setelah_status_akhir'
  | 'tanda_tangan_tidak_valid'
  | 'pesanan_tidak_dikenal'
  | 'status_tidak_dikenal'
  | 'nominal_tidak_sesuai';

/**
 * The HTTP status Midtrans gets back. Midtrans retries a notification until it gets a 2xx, so everything the
 * database accepted or knowingly ignored is 200; refusals are 4xx (a retry cannot fix them).
 */
export function httpStatusForOutcome(outcome: string): number {
  switch (outcome) {
    case 'tanda_tangan_tidak_valid':
      return 403;
    case 'pesanan_tidak_dikenal':
      return 404;
    case 'status_tidak_dikenal':
      return 400;
    case 'nominal_tidak_sesuai':
      return 422;
    case 'diterapkan':
    case 'sudah_diterapkan':
    case 'menunggu':
    case 'diabaikan_status_akhir':
    case 'dibayar_setelah_status_akhir':
      return 200;
    default:
      return 500;
  }
}
