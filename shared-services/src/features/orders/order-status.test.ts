import {
  awaitsGateway,
  canAcceptPayment,
  canAdminCancel,
  canBuyerCancel,
  canPayOnline,
  canConfirmReceived,
  canRejectPayment,
  canUploadPaymentProof,
  isOrderStatus,
  isPaymentStatus,
  isShipmentStatus,
  isValidTrackingNumber,
  normalizeTrackingNumber,
  trackingNumberProblem,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderEventLabel,
  orderEventNote,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  sellerShipmentActions,
  SHIPMENT_STATUS_LABELS,
  SHIPMENT_STATUSES,
} from './order-status';
import type { PaymentMethod, PaymentStatus, ShipmentStatus } from './types';

const NOW = Date.parse('2026-11-21T12:00:00.000Z');

/** The parts of an order the rules read. */
function order(
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus | null,
  shipments: ShipmentStatus[] = ['diproses'],
  dueAt: string | null = '2026-11-22T03:00:00.000Z',
) {
  return {
    status: paymentStatus === 'dibatalkan' || paymentStatus === 'kedaluwarsa' ? 'dibatalkan' : 'diproses',
    paymentMethod,
    payment: paymentStatus && {
      status: paymentStatus,
      subtotal: 0,
      shippingCost: 0,
      uniqueCode: 0,
      total: 0,
      dueAt,
      proofPath: '',
      proofUploadedAt: null,
      rejectionReason: '',
      paidAt: null,
      reviewedAt: null,
      gatewayOrderId: '',
      gatewayTransactionId: '',
      gatewayStatus: '',
      paymentType: '',
      refundedAt: null,
    },
    shipments: shipments.map((status) => ({ status })),
  } as const;
}

describe('order statuses', () => {
  it('have the Indonesian labels', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Menunggu Pembayaran',
      'Diproses',
      'Dikirim',
      'Selesai',
      'Dibatalkan',
    ]);
    expect(PAYMENT_STATUSES.map((status) => PAYMENT_STATUS_LABELS[status])).toEqual([
      'Menunggu Pembayaran',
      'Menunggu Verifikasi',
      'Lunas',
      'Bayar di Tempat',
      'Kedaluwarsa',
      'Dibatalkan',
      'Dikembalikan',
    ]);
    expect(SHIPMENT_STATUSES.map((status) => SHIPMENT_STATUS_LABELS[status])).toEqual([
      'Diproses',
      'Dikirim',
      'Diterima',
      'Dibatalkan',
    ]);
    expect(PAYMENT_METHODS.map((method) => PAYMENT_METHOD_LABELS[method])).toEqual([
      'Transfer Bank',
      'Bayar Online (QRIS, Virtual Account, e-Wallet)',
      'Bayar di Tempat (COD)',
    ]);
  });

  it('recognise only the database spellings', () => {
    expect(isOrderStatus('dikirim')).toBe(true);
    expect(isOrderStatus('Dikirim')).toBe(false);
    expect(isOrderStatus('diterima')).toBe(false);
    expect(isPaymentStatus('dibayar')).toBe(true);
    expect(isPaymentStatus('paid')).toBe(false);
    expect(isShipmentStatus('diterima')).toBe(true);
    expect(isShipmentStatus('selesai')).toBe(false);
  });

  it('label history events by what they changed, naming the seller of a shipment', () => {
    expect(orderEventLabel({ kind: 'order', status: 'dibatalkan' })).toBe('Dibatalkan');
    expect(orderEventLabel({ kind: 'payment', status: 'dibayar' })).toBe('Pembayaran: Lunas');
    expect(orderEventLabel({ kind: 'shipment', status: 'dikirim' })).toBe('Pengiriman: Dikirim');
    expect(orderEventLabel({ kind: 'shipment', status: 'diterima' }, 'Budi Santoso')).toBe(
      'Pengiriman dari Budi Santoso: Diterima',
    );
    expect(orderEventLabel({ kind: 'payment', status: 'dikembalikan' })).toBe('Pembayaran: Dikembalikan');
  });

  it("say how the gateway's payment was made", () => {
    const paid = { kind: 'payment', status: 'dibayar', changedBy: null } as const;
    expect(orderEventNote({ ...paid, note: 'qris' })).toBe('Dibayar dengan QRIS');
    expect(orderEventNote({ ...paid, note: '' })).toBe('');
    expect(orderEventNote({ ...paid, changedBy: 'admin-1', note: 'Sudah dicek' })).toBe('Sudah dicek');
    expect(orderEventNote({ kind: 'shipment', status: 'dikirim', changedBy: null, note: 'JNE 123' })).toBe(
      'JNE 123',
    );
  });
});

describe('who may do what (as the order functions decide)', () => {
  it('a buyer cancels an unpaid transfer, or a COD order of which nothing has left', () => {
    expect(canBuyerCancel(order('bank_transfer', 'menunggu_pembayaran'))).toBe(true);
    expect(canBuyerCancel(order('bank_transfer', 'menunggu_verifikasi'))).toBe(false);
    expect(canBuyerCancel(order('bank_transfer', 'dibayar'))).toBe(false);
    expect(canBuyerCancel(order('bank_transfer', 'kedaluwarsa', ['dibatalkan']))).toBe(false);
    expect(canBuyerCancel(order('cod', 'bayar_di_tempat', ['diproses', 'diproses']))).toBe(true);
    expect(canBuyerCancel(order('cod', 'bayar_di_tempat', ['diproses', 'dibatalkan']))).toBe(true);
    expect(canBuyerCancel(order('cod', 'bayar_di_tempat', ['diproses', 'dikirim']))).toBe(false);
    expect(canBuyerCancel(order('cod', 'bayar_di_tempat', ['diterima']))).toBe(false);
    // a seller's view has no payment
    expect(canBuyerCancel(order('bank_transfer', null))).toBe(false);
  });

  it('a buyer cancels an online order only while it is unpaid', () => {
    expect(canBuyerCancel(order('online', 'menunggu_pembayaran'))).toBe(true);
    expect(canBuyerCancel(order('online', 'dibayar'))).toBe(false);
    expect(canBuyerCancel(order('online', 'dikembalikan', ['dibatalkan']))).toBe(false);
    expect(canBuyerCancel(order('online', 'kedaluwarsa', ['dibatalkan']))).toBe(false);
  });

  it('an online order is paid through the gateway while unpaid and before its deadline', () => {
    expect(canPayOnline(order('online', 'menunggu_pembayaran'), NOW)).toBe(true);
    expect(
      canPayOnline(order('online', 'menunggu_pembayaran', ['diproses'], '2026-11-21T11:59:59.000Z'), NOW),
    ).toBe(false);
    expect(canPayOnline(order('online', 'dibayar'), NOW)).toBe(false);
    expect(canPayOnline(order('bank_transfer', 'menunggu_pembayaran'), NOW)).toBe(false);
    expect(canUploadPaymentProof(order('online', 'menunggu_pembayaran'), NOW)).toBe(false);
  });

  it('only an unpaid online order waits for the gateway', () => {
    expect(awaitsGateway(order('online', 'menunggu_pembayaran'))).toBe(true);
    expect(awaitsGateway(order('online', 'dibayar'))).toBe(false);
    expect(awaitsGateway(order('online', 'kedaluwarsa'))).toBe(false);
    expect(awaitsGateway(order('bank_transfer', 'menunggu_pembayaran'))).toBe(false);
    expect(awaitsGateway(order('online', null))).toBe(false);
    expect(awaitsGateway(undefined)).toBe(false);
  });

  it('an admin cancels an open order while nothing has left', () => {
    expect(canAdminCancel(order('bank_transfer', 'dibayar', ['diproses', 'diproses']))).toBe(true);
    expect(canAdminCancel(order('bank_transfer', 'dibayar', ['diproses', 'dikirim']))).toBe(false);
    expect(canAdminCancel(order('bank_transfer', 'dibatalkan', ['dibatalkan']))).toBe(false);
  });

  it('a proof is uploaded for an unpaid transfer before its deadline', () => {
    expect(canUploadPaymentProof(order('bank_transfer', 'menunggu_pembayaran'), NOW)).toBe(true);
    expect(
      canUploadPaymentProof(
        order('bank_transfer', 'menunggu_pembayaran', ['diproses'], '2026-11-21T11:59:59.000Z'),
        NOW,
      ),
    ).toBe(false);
    expect(canUploadPaymentProof(order('bank_transfer', 'menunggu_verifikasi'), NOW)).toBe(false);
    expect(canUploadPaymentProof(order('cod', 'bayar_di_tempat'), NOW)).toBe(false);
  });

  it('an admin accepts an unpaid or proven payment, and rejects only a proof', () => {
    const statuses = PAYMENT_STATUSES;
    expect(statuses.filter((status) => canAcceptPayment({ status }))).toEqual([
      'menunggu_pembayaran',
      'menunggu_verifikasi',
    ]);
    expect(statuses.filter((status) => canRejectPayment({ status }))).toEqual(['menunggu_verifikasi']);
    expect(canAcceptPayment(null)).toBe(false);
  });

  it('the buyer confirms only a shipment on its way', () => {
    expect(SHIPMENT_STATUSES.filter((status) => canConfirmReceived({ status }))).toEqual(['dikirim']);
  });

  it('a seller sends or cancels a released shipment being prepared, nothing else', () => {
    const released = '2026-11-21T04:00:00.000Z';
    expect(sellerShipmentActions({ status: 'diproses', releasedAt: released })).toEqual([
      'dikirim',
      'dibatalkan',
    ]);
    expect(sellerShipmentActions({ status: 'diproses', releasedAt: null })).toEqual([]);
    expect(sellerShipmentActions({ status: 'dikirim', releasedAt: released })).toEqual([]);
    expect(
      sellerShipmentActions({ status: 'diproses', releasedAt: released }, { status: 'dibatalkan' }),
    ).toEqual([]);
  });

  it('check a tracking number as update_shipment does: normalised, per courier, never cut', () => {
    // any other courier: 5..40 letters, digits and dashes, spaces taken out
    expect(isValidTrackingNumber('JP1234567890')).toBe(true);
    expect(isValidTrackingNumber(' jne-123-45 ')).toBe(true);
    expect(isValidTrackingNumber('JP 12345')).toBe(true);
    expect(isValidTrackingNumber('1234')).toBe(false);
    expect(isValidTrackingNumber('A'.repeat(41))).toBe(false);
    expect(trackingNumberProblem('Lainnya', 'A'.repeat(45))).toBe(
      'Nomor resi 5–40 karakter (yang diisi 45 karakter)',
    );
    expect(trackingNumberProblem('Kurir Desa', 'AB#123')).toBe(
      'Nomor resi hanya boleh berisi huruf, angka, dan tanda hubung (-)',
    );
    expect(trackingNumberProblem('JNE', '   ')).toBe('Nomor resi wajib diisi');

    // the couriers of TRACKING_RULES: spaces and dashes taken out, then their own format
    expect(normalizeTrackingNumber('J&T Express', 'jnt 1234 5678')).toBe('JNT12345678');
    expect(isValidTrackingNumber('JNT 1234 5678', 'J&T Express')).toBe(true);
    expect(normalizeTrackingNumber('JNE', 'cgk-0123\u00a04567 89')).toBe('CGK012345678' + '9');
    expect(isValidTrackingNumber('CGK0123456789', 'JNE')).toBe(true);
    expect(trackingNumberProblem('JNE', 'JP123')).toBe(
      'Nomor resi JNE terdiri dari 10–16 huruf atau angka (yang diisi 5 karakter)',
    );
    expect(trackingNumberProblem('JNE', 'X'.repeat(45))).toBe(
      'Nomor resi JNE terdiri dari 10–16 huruf atau angka (yang diisi 45 karakter)',
    );
    expect(isValidTrackingNumber('0041 2345 6789', 'SiCepat')).toBe(true);
    expect(trackingNumberProblem('SiCepat', '00412345678A')).toBe('Nomor resi SiCepat terdiri dari 12 angka');
    expect(trackingNumberProblem('SiCepat', '0041234567')).toBe(
      'Nomor resi SiCepat terdiri dari 12 angka (yang diisi 10 karakter)',
    );
    expect(trackingNumberProblem('POS Indonesia', 'RR123456789ID')).toBeNull();
    expect(trackingNumberProblem('AnterAja', 'AA12#3456789')).toBe(
      'Nomor resi AnterAja hanya berisi huruf dan angka',
    );
    // a long number is never cut to fit
    expect(normalizeTrackingNumber('Lainnya', 'A'.repeat(45))).toHaveLength(45);
  });
});
