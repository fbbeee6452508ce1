import {
  formatPercent,
  percentText,
  ratesInForce,
  sellerBalancesCsv,
  type CommissionRate,
} from './economics-model';

const rate = (division: string, ratePercent: string, effectiveFrom: string, id = 1): CommissionRate => ({
  id,
  division,
  ratePercent,
  effectiveFrom,
  note: null,
  createdAt: effectiveFrom,
});

describe('economics model', () => {
  it('writes percents without trailing zeros', () => {
    expect(percentText('15.00')).toBe('15');
    expect(percentText('12.50')).toBe('12.5');
    expect(percentText(7)).toBe('7');
    expect(percentText('100')).toBe('100');
  });

  it('picks the latest rate already in force per division, none before the first', () => {
    const history = [
      rate('Perikanan', '20', '2026-12-01T00:00:00Z', 3), // planned, not yet in force
      rate('Perikanan', '15', '2026-06-01T00:00:00Z', 2),
      rate('Perikanan', '10', '2026-01-01T00:00:00Z', 1),
      rate('Pertanian', '5', '2026-03-01T00:00:00Z', 4),
    ];
    const now = ratesInForce(history, new Date('2026-11-26T00:00:00Z'));
    expect(now.Perikanan?.ratePercent).toBe('15');
    expect(now.Pertanian?.ratePercent).toBe('5');
    expect(now['Teknologi Ramah Lingkungan']).toBeNull();
    expect(ratesInForce(history, new Date('2026-12-02T00:00:00Z')).Perikanan?.ratePercent).toBe('20');
  });

  it('exports balances as CSV: Indonesian headers, whole rupiah, quoted names, BOM and CRLF', () => {
    const csv = sellerBalancesCsv([
      {
        sellerId: 'a1',
        sellerName: 'Budi, "Nelayan"',
        memberNumber: 'KOP-0001',
        creditedTotal: 1250000,
        commissionTotal: 187500,
        paidTotal: 500000,
        balance: 750000,
        pending: 0,
        lastMovementAt: '2026-11-20T03:00:00Z',
      },
    ]);
    expect(csv.startsWith('\uFEFFID Penjual,Nama Penjual,No. Anggota,')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe(
      'a1,"Budi, ""Nelayan""",KOP-0001,1250000,187500,500000,750000,0,2026-11-20T03:00:00Z',
    );
  });
});

describe('formatPercent', () => {
  it('writes a percent with the Indonesian decimal comma and no trailing zeros', () => {
    expect(formatPercent(85)).toBe('85%');
    expect(formatPercent(84.5)).toBe('84,5%');
    expect(formatPercent(87.25)).toBe('87,25%');
    expect(formatPercent('12.50')).toBe('12,5%');
    expect(formatPercent('15.00')).toBe('15%');
    expect(formatPercent('0')).toBe('0%');
  });
});
