/*
 * The cooperative's economics as the screens use them, without the client: divisions, percents as the
 * database writes them, the rate in force, the balances' CSV, and the types of commission, payouts,
 * membership, capital, a seller's balance and members' shares. The calls are in admin-economics-service.ts,
 * seller-balance-service.ts and member-share-service.ts; the rows' mapping to these types in economics-rows.ts.
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

export interface CommissionRateInput {
  division: Division;
  /** decimal text with at most 2 decimals */
  ratePercent: string;
  /** ISO timestamp in the future, or null: from now */
  effectiveFrom: string | null;
  note: string | null;
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

/** A payout to a seller as the seller sees it. */
export interface SellerPayout {
  id: number;
  amount: number;
  transferReference: string;
  paidOn: string;
  note: string | null;
}

/** A payout as the admin sees it: with the seller and when it was recorded. */
export interface Payout extends SellerPayout {
  sellerId: string;
  sellerName: string;
  createdAt: string;
}

export interface PayoutInput {
  sellerId: string;
  /** whole rupiah */
  amount: number;
  transferReference: string;
  /** 'YYYY-MM-DD' */
  paidOn: string;
  note: string | null;
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

// ---------------------------------------------------------------------------------------------
// membership and capital
// ---------------------------------------------------------------------------------------------
export type CapitalKind = 'pokok' | 'wajib';

export interface Membership {
  memberNumber: string;
  joinedAt: string;
  leftAt: string | null;
}

export interface MemberListItem {
  profileId: string;
  fullName: string;
  role: string;
  membership: Membership | null;
  /** whole rupiah per kind of simpanan (members only) */
  capital: Record<CapitalKind, number>;
}

export interface MemberListQuery {
  search?: string;
  /** only current and former members */
  membersOnly?: boolean;
  /** 1-based */
  page: number;
  pageSize: number;
}

export interface MemberPage {
  items: MemberListItem[];
  total: number;
}

export interface MembershipInput {
  profileId: string;
  memberNumber: string;
  /** 'YYYY-MM-DD' */
  joinedAt: string;
  leftAt: string | null;
}

export interface CapitalEntry {
  id: number;
  kind: CapitalKind;
  /** whole rupiah; negative = a withdrawal */
  amount: number;
  paidOn: string;
  note: string | null;
}

export interface CapitalInput {
  memberId: string;
  kind: CapitalKind;
  amount: number;
  paidOn: string;
  note: string | null;
}

// ---------------------------------------------------------------------------------------------
// a seller's balance
// ---------------------------------------------------------------------------------------------
export interface SellerBalanceSummary {
  /** what the cooperative owes the seller now */
  balance: number;
  /** net of the seller's released shipments still on their way (not yet received) */
  pending: number;
  /** paid out so far */
  paidTotal: number;
  /** all credits so far (goods - commission + shipping) */
  creditedTotal: number;
  /** all commission so far */
  commissionTotal: number;
}

export type LedgerEntryType = 'penjualan' | 'pencairan';

export interface SellerLedgerEntry {
  id: number;
  type: LedgerEntryType;
  createdAt: string;
  description: string;
  orderId: string | null;
  orderNumber: string | null;
  shipmentId: number | null;
  payoutReference: string | null;
  grossAmount: number;
  commissionAmount: number;
  shippingAmount: number;
  /** credit (> 0) or payout (< 0) */
  amount: number;
  balanceAfter: number;
}

export interface SellerLedgerPage {
  items: SellerLedgerEntry[];
  total: number;
}

export interface SellerLedgerQuery {
  sellerId: string;
  /** 1-based */
  page: number;
  pageSize: number;
}

// ---------------------------------------------------------------------------------------------
// price transparency and membership status
// ---------------------------------------------------------------------------------------------
export interface ProductMemberShare {
  productId: number;
  division: string;
  /** the producer's word for the division: 'nelayan', 'petani', 'produsen' */
  producerLabel: string;
  price: number;
  commissionRate: number;
  commissionAmount: number;
  memberAmount: number;
  memberPercent: number;
  /** the seller is a member of the cooperative today: only then is the share a member's */
  sellerIsMember: boolean;
}

export interface MemberStatus {
  isMember: boolean;
  /** ISO date (yyyy-mm-dd), only for a member */
  memberSince: string | null;
}
