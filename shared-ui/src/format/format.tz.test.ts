import { formatDateTime, formatIdr, formatRupiah } from './format';

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

describe('formatDateTime', () => {
  it("reads a date field's value (a WIB wall time) in Indonesian words, day before month", () => {
    expect(plain(formatDateTime('2031-01-15T09:30'))).toBe('Rabu, 15 Januari 2031 pukul 09.30 WIB');
  });

  it('gives nothing for an empty or broken value', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('besok pagi')).toBe('');
  });
});
