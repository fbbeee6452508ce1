import {
  canBuyerCancel,
  isOrderStatus,
  linesTotal,
  nextOrderStatuses,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
} from './order-status';

describe('order statuses', () => {
  it('have the Indonesian labels', () => {
    expect(ORDER_STATUSES.map((status) => ORDER_STATUS_LABELS[status])).toEqual([
      'Menunggu Pembayaran',
      'Diproses',
      'Dikirim',
      'Selesai',
      'Dibatalkan',
    ]);
    expect(PAYMENT_METHOD_LABELS).toEqual({ bank_transfer: 'Transfer Bank', cod: 'Bayar di Tempat (COD)' });
  });

  it('move forward one step at a time and cancel only before shipping (as set_order_status)', () => {
    expect(nextOrderStatuses('menunggu_pembayaran')).toEqual(['diproses', 'dibatalkan']);
    expect(nextOrderStatuses('diproses')).toEqual(['dikirim', 'dibatalkan']);
    expect(nextOrderStatuses('dikirim')).toEqual(['selesai']);
    expect(nextOrderStatuses('selesai')).toEqual([]);
    expect(nextOrderStatuses('dibatalkan')).toEqual([]);
  });

  it('let a buyer cancel only while awaiting payment', () => {
    expect(ORDER_STATUSES.filter((status) => canBuyerCancel({ status }))).toEqual(['menunggu_pembayaran']);
  });

  it('recognise only the database spellings', () => {
    expect(isOrderStatus('dikirim')).toBe(true);
    expect(isOrderStatus('Dikirim')).toBe(false);
    expect(isOrderStatus('shipped')).toBe(false);
  });

  it('add up the visible lines without float noise', () => {
    expect(linesTotal([{ lineTotal: 0.1 }, { lineTotal: 0.2 }])).toBe(0.3);
    expect(linesTotal([])).toBe(0);
  });
});
