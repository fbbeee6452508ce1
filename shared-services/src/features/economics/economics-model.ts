/*
 * The cooperative's economics as the screens use them, without the client: divisions, percents as the
 * database writes them, the rate in force, the balances' CSV. The calls are in admin-economics-service.ts.
 */
export const DIVISIONS = ['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan'] as const;
export type Division = (typeof DIVISIONS)[number];

/** '15.5' as the database wrote it, without trailing zeros ('15.50' -> '15.5', '15.00' -> '15'). */
export const percentText = (value: number | string): string => {
  const text = String(value);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
};

/**
 * A percent as people read it: Indonesian decimal comma, at most 2 decimals, no trailing zeros
 * (85 -> '85%', '12.50' -> '12,5%', 87.25 -> '87,25%').
 */
export const formatPercent = (value: number | string): string =>
  `${Number(value).toLocaleString('id-ID', { maximumFractionDigits: 2 })}%`;

export interface CommissionRate {
  id: number;
  division: string;
  /** decimal text, e.g. '15' or '12.5' */
  ratePercent: string;
  effectiveFrom: string;
  note: string | null;
  createdAt: string;
}

/** The rate in force at `at` per division (none: 0 %), from a history as getCommissionRates gives it. */
export function ratesInForce(
  history: CommissionRate[],
  at = new Date(),
): Record<Division, CommissionRate | null> {
  const inForce = {} as Record<Division, CommissionRate | null>;
  for (const division of DIVISIONS)
    inForce[division] =
      history.find((rate) => rate.division === division && new Date(rate.effectiveFrom) <= at) ?? null;
  return inForce;
}

export interface SellerBalance {
  sellerId: string;
  sellerName: string;
  memberNumber: string | null;
  /** whole rupiah */
  creditedTotal: number;
  commissionTotal: number;
  paidTotal: number;
  balance: number;
  pending: number;
  lastMovementAt: string | null;
}

/** The balances as a CSV file (Indonesian headers, whole rupiah without separators, UTF-8 with BOM). */
export function sellerBalancesCsv(rows: SellerBalance[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const header = [
    'ID Penjual',
    'Nama Penjual',
    'No. Anggota',
    'Total Penjualan Bersih',
    'Total Komisi',
    'Sudah Dicairkan',
    'Saldo',
    'Menunggu',
    'Transaksi Terakhir',
  ];
  const lines = rows.map((row) =>
    [
      row.sellerId,
      row.sellerName,
      row.memberNumber,
      row.creditedTotal,
      row.commissionTotal,
      row.paidTotal,
      row.balance,
      row.pending,
      row.lastMovementAt,
    ]
      .map(cell)
      .join(','),
  );
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
