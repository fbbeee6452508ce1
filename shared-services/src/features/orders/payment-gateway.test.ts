import {
  fraudStatusLabel,
  gatewayStatusLabel,
  paymentEventOutcomeLabel,
  paymentEventSeverity,
  paymentTypeLabel,
} from './payment-gateway';
import { bankOfPayload } from './payment-event-model';

describe('payment gateway words', () => {
  it("name the gateway's fraud check in Indonesian, and nothing when there was none", () => {
    expect(fraudStatusLabel('accept')).toBe('Pemeriksaan penipuan: lolos');
    expect(fraudStatusLabel(' CHALLENGE ')).toBe('Pemeriksaan penipuan: perlu ditinjau');
    expect(fraudStatusLabel('deny')).toBe('Pemeriksaan penipuan: ditolak');
    expect(fraudStatusLabel('')).toBe('');
  });

  it('name how the buyer paid', () => {
    expect(paymentTypeLabel('qris')).toBe('QRIS');
    expect(paymentTypeLabel('gopay')).toBe('GoPay');
    expect(paymentTypeLabel('shopeepay')).toBe('ShopeePay');
    expect(paymentTypeLabel('bank_transfer', 'bca')).toBe('BCA Virtual Account');
    expect(paymentTypeLabel('bank_transfer')).toBe('Virtual Account');
    expect(paymentTypeLabel('bni_va')).toBe('BNI Virtual Account');
    expect(paymentTypeLabel('permata_va')).toBe('Permata Virtual Account');
    expect(paymentTypeLabel('other_va')).toBe('Virtual Account');
    expect(paymentTypeLabel('echannel')).toBe('Mandiri Virtual Account');
    expect(paymentTypeLabel('bank_transfer', 'xyz')).toBe('XYZ Virtual Account');
    expect(paymentTypeLabel('new_wallet')).toBe('new_wallet');
    expect(paymentTypeLabel('')).toBe('');
  });

  it("find a virtual account's bank in a notification", () => {
    expect(bankOfPayload({ va_numbers: [{ bank: 'BRI', va_number: '1' }] })).toBe('bri');
    expect(bankOfPayload({ permata_va_number: '8562' })).toBe('permata');
    expect(bankOfPayload({ payment_type: 'echannel', bill_key: '1' })).toBe('mandiri');
    expect(bankOfPayload({ payment_type: 'qris' })).toBe('');
    expect(bankOfPayload(null)).toBe('');
    expect(bankOfPayload([])).toBe('');
  });

  it("read the gateway's statuses and the database's outcomes in Indonesian", () => {
    expect(gatewayStatusLabel('settlement')).toBe('Berhasil');
    expect(gatewayStatusLabel('expire')).toBe('Kedaluwarsa');
    expect(gatewayStatusLabel('weird')).toBe('weird');
    expect(paymentEventOutcomeLabel('tanda_tangan_tidak_valid')).toBe('Ditolak: tanda tangan tidak valid');
    expect(paymentEventOutcomeLabel('sesuatu_baru')).toBe('sesuatu_baru');
  });

  it('flag refused notifications and money to return', () => {
    expect(paymentEventSeverity('nominal_tidak_sesuai')).toBe('error');
    expect(paymentEventSeverity('pesanan_tidak_dikenal')).toBe('error');
    expect(paymentEventSeverity('dibayar_setelah_status_akhir')).toBe('warning');
    expect(paymentEventSeverity('diterapkan')).toBe('success');
    expect(paymentEventSeverity('sudah_diterapkan')).toBe('info');
  });
});
