import { formatIdr, formatRupiah } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatRupiah', () => {
  it('shows a base-unit price as the rupiah the seller typed', () => {
    // Rp 85.000 is stored as 5.66667 base units
    expect(plain(formatRupiah(5.66667))).toBe('Rp 85.000');
    expect(plain(formatRupiah(8.5))).toBe('Rp 127.500');
    expect(plain(formatRupiah(0))).toBe('Rp 0');
    expect(plain(formatRupiah(666666.66667))).toBe('Rp 10.000.000.000');
  });

  it('formats whole rupiah (order money) the same way', () => {
    expect(plain(formatIdr(85000))).toBe('Rp 85.000');
    expect(plain(formatIdr(10_000_000_000))).toBe('Rp 10.000.000.000');
  });
});
