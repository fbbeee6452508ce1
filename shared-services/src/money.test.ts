import {
  BASE_PRICE_SCALE,
  basePriceToRupiah,
  MAX_PRODUCT_PRICE_RUPIAH,
  rupiahToBasePrice,
  rupiahToBasePriceText,
} from './money';

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

describe('rupiah <-> base unit', () => {
  it('converts the issue’s price and the seed’s prices', () => {
    expect(rupiahToBasePriceText(85000)).toBe('5.66667');
    expect(rupiahToBasePrice(85000)).toBe(5.66667);
    expect(basePriceToRupiah(5.66667)).toBe(85000);
    expect(rupiahToBasePrice(127500)).toBe(8.5);
    expect(basePriceToRupiah(8.5)).toBe(127500);
    expect(basePriceToRupiah('3.20')).toBe(48000);
    expect(rupiahToBasePrice(0)).toBe(0);
    expect(basePriceToRupiah(0)).toBe(0);
    expect(rupiahToBasePriceText(1)).toBe('0.00007');
    expect(rupiahToBasePriceText(15000)).toBe('1');
  });

  it('round-trips every whole rupiah from 0 to 300 000 exactly, in at most five decimals', () => {
    for (let rupiah = 0; rupiah <= 300_000; rupiah += 1) {
      const text = rupiahToBasePriceText(rupiah);
      if (decimals(text) > BASE_PRICE_SCALE || basePriceToRupiah(text) !== rupiah)
        throw new Error(`Rp ${rupiah} -> ${text} -> Rp ${basePriceToRupiah(text)}`);
      // the number the form sends carries the same decimal
      if (
        basePriceToRupiah(rupiahToBasePrice(rupiah)) !== rupiah ||
        String(rupiahToBasePrice(rupiah)) !== text
      )
        throw new Error(`Rp ${rupiah} as a number: ${rupiahToBasePrice(rupiah)}`);
    }
  });

  it('round-trips big amounts up to the form’s limit and beyond Rp 10.000.000.000', () => {
    const amounts = [
      9_999_999_999,
      10_000_000_000,
      10_000_000_001,
      10_000_000_002,
      123_456_789_012,
      999_999_999_998,
      999_999_999_999,
      MAX_PRODUCT_PRICE_RUPIAH,
    ];
    // and a spread of amounts around Rp 10 billion with every remainder modulo 3
    for (let i = 0; i < 3000; i += 1) amounts.push(10_000_000_000 - 1500 + i, 7_777_777_777 * (1 + (i % 97)));
    for (const rupiah of amounts) {
      const text = rupiahToBasePriceText(rupiah);
      expect(decimals(text)).toBeLessThanOrEqual(BASE_PRICE_SCALE);
      expect([rupiah, basePriceToRupiah(text)]).toEqual([rupiah, rupiah]);
      expect([rupiah, basePriceToRupiah(rupiahToBasePrice(rupiah))]).toEqual([rupiah, rupiah]);
    }
    expect(rupiahToBasePriceText(10_000_000_000)).toBe('666666.66667');
    expect(rupiahToBasePriceText(MAX_PRODUCT_PRICE_RUPIAH)).toBe('66666666.66667');
    expect(rupiahToBasePriceText(10n ** 14n)).toBe('6666666666.66667');
  });

  it('rounds half up, as PostgreSQL’s round() of numeric does', () => {
    // 0.00001 base = 0.15 rupiah; 0.00010 = 1.5 rupiah; 0.00003 = 0.45
    expect(basePriceToRupiah('0.00001')).toBe(0);
    expect(basePriceToRupiah('0.0001')).toBe(2);
    expect(basePriceToRupiah('0.00003')).toBe(0);
    expect(basePriceToRupiah('0.00004')).toBe(1);
    // 1 rupiah = 0.0000666.. base: rounded half up to 0.00007
    expect(rupiahToBasePriceText(1)).toBe('0.00007');
    // 5 rupiah = 0.000333.. -> 0.00033; 10 rupiah = 0.000666.. -> 0.00067
    expect(rupiahToBasePriceText(5)).toBe('0.00033');
    expect(rupiahToBasePriceText(10)).toBe('0.00067');
  });

  it('reads the database’s numbers and texts in any decimal notation', () => {
    expect(basePriceToRupiah('5.666670')).toBe(85000);
    expect(basePriceToRupiah(' 8.50 ')).toBe(127500);
    expect(basePriceToRupiah(1e-7)).toBe(0);
    expect(basePriceToRupiah('1e3')).toBe(15_000_000);
    expect(basePriceToRupiah(6666666666.66667)).toBe(100_000_000_000_000);
    expect(rupiahToBasePrice('85000')).toBe(5.66667);
  });

  it('refuses what is not a whole, non-negative rupiah amount or a price', () => {
    for (const bad of [-1, 1.5, Number.NaN, Infinity, 2 ** 53, '', ' ', '85.000', '1e3', '-5', 'abc', -1n])
      expect(() => rupiahToBasePrice(bad)).toThrow(RangeError);
    for (const bad of [-0.5, Number.NaN, -Infinity, Infinity, '', 'abc', '-1', '1,5', '.5', '5..1'])
      expect(() => basePriceToRupiah(bad)).toThrow(RangeError);
    expect(() => basePriceToRupiah('1e20')).toThrow(RangeError);
  });
});
