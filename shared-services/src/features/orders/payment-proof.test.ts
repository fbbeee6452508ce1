import {
  PAYMENT_PROOF_ACCEPT,
  PAYMENT_PROOF_MESSAGES,
  paymentProofContentType,
  paymentProofFileError,
  paymentProofPath,
  sanitizeFileName,
} from './payment-proof';

describe('payment proof files', () => {
  it('accept png, jpeg, webp and pdf up to 5,000,000 bytes', () => {
    const file = (name: string, type: string, size = 100) => ({ name, type, size });
    expect(paymentProofFileError(file('bukti.pdf', 'application/pdf'))).toBeNull();
    expect(paymentProofFileError(file('bukti.JPG', 'image/jpeg'))).toBeNull();
    expect(paymentProofFileError(file('bukti.webp', ''))).toBeNull();
    expect(paymentProofFileError(file('bukti.png', 'image/png', 5_000_000))).toBeNull();
    expect(paymentProofFileError(file('bukti.png', 'image/png', 5_000_001))).toBe(
      PAYMENT_PROOF_MESSAGES.tooLarge,
    );
    expect(paymentProofFileError(file('bukti.gif', 'image/gif'))).toBe(PAYMENT_PROOF_MESSAGES.fileType);
    expect(paymentProofFileError(file('bukti.pdf', 'text/plain'))).toBe(PAYMENT_PROOF_MESSAGES.fileType);
    expect(paymentProofFileError(file('bukti.pdf', 'application/pdf', 0))).toBe(PAYMENT_PROOF_MESSAGES.empty);
    expect(PAYMENT_PROOF_ACCEPT).toContain('application/pdf');
    expect(paymentProofContentType(file('a.jpeg', ''))).toBe('image/jpeg');
  });

  it('store under the buyer and the order with a safe name', () => {
    expect(sanitizeFileName('Bukti Transfer (BCA) 21/11.pdf')).toBe('Bukti-Transfer-BCA-21-11.pdf');
    expect(sanitizeFileName('Struk Pembayaran Ñandú.png')).toBe('Struk-Pembayaran-Nandu.png');
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(sanitizeFileName('###.pdf')).toBe('bukti.pdf');
    expect(sanitizeFileName(`${'a'.repeat(200)}.jpeg`)).toHaveLength(80);
    expect(paymentProofPath('u1', 'o1', 'bukti.pdf', 1700000000000)).toBe('u1/o1/1700000000000-bukti.pdf');
  });
});
