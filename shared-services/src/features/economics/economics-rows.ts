import type { Database } from '../../supabase/database.types';
import {
  percentText,
  type CapitalEntry,
  type CapitalKind,
  type CommissionRate,
  type MemberListItem,
  type MemberStatus,
  type Payout,
  type ProductMemberShare,
  type SellerBalance,
  type SellerBalanceSummary,
  type SellerLedgerEntry,
  type SellerPayout,
} from './economics-model';

/*
 * The economics' rows (commission rates, payouts, members and their capital, the seller's ledger, the
 * reports' rows) and their one mapping to the model (economics-model.ts); amounts become numbers of whole
 * rupiah, percents stay the decimal text the database gave.
 */

type Tables = Database['public']['Tables'];
type Functions = Database['public']['Functions'];
type CommissionRateRow = Tables['commission_rates']['Row'];
type PayoutRow = Tables['seller_payouts']['Row'];
type ProfileRow = Tables['profiles']['Row'];
type MemberRow = Tables['cooperative_members']['Row'];
type CapitalRow = Tables['member_capital_entries']['Row'];
type LedgerRow = Tables['seller_ledger_entries']['Row'];
type OrderRow = Tables['orders']['Row'];
type SellerBalanceRow = Functions['seller_balances_report']['Returns'][number];
type SellerBalanceSummaryRow = Functions['seller_balance_summary']['Returns'][number];
type MemberShareRow = Functions['product_member_shares']['Returns'][number];
type MemberStatusRow = Functions['member_status']['Returns'][number];

// ---------------------------------------------------------------------------------------------
// commission
// ---------------------------------------------------------------------------------------------
export const toRate = (row: CommissionRateRow): CommissionRate => ({
  id: row.id,
  division: row.division,
  ratePercent: percentText(row.rate_percent),
  effectiveFrom: row.effective_from,
  note: row.note,
  createdAt: row.created_at,
});

// ---------------------------------------------------------------------------------------------
// sellers' balances and payouts
// ---------------------------------------------------------------------------------------------
export const toSellerBalance = (row: SellerBalanceRow): SellerBalance => ({
  sellerId: row.seller_id,
  sellerName: row.seller_name ?? '',
  memberNumber: row.member_number ?? null,
  creditedTotal: Number(row.credited_total),
  commissionTotal: Number(row.commission_total),
  paidTotal: Number(row.paid_total),
  balance: Number(row.balance),
  pending: Number(row.pending),
  lastMovementAt: row.last_movement_at ?? null,
});

export const SELLER_PAYOUT_COLUMNS = 'id, amount, transfer_reference, paid_on, note' as const;

type SellerPayoutRow = Pick<PayoutRow, 'id' | 'amount' | 'transfer_reference' | 'paid_on' | 'note'>;

export const toSellerPayout = (row: SellerPayoutRow): SellerPayout => ({
  id: row.id,
  amount: Number(row.amount),
  transferReference: row.transfer_reference,
  paidOn: row.paid_on,
  note: row.note,
});

export const PAYOUT_COLUMNS =
  'id, seller_id, amount, transfer_reference, paid_on, note, created_at, seller:profiles!seller_id(full_name)' as const;

type PayoutSelectRow = SellerPayoutRow &
  Pick<PayoutRow, 'seller_id' | 'created_at'> & { seller: Pick<ProfileRow, 'full_name'> | null };

export const toPayout = (row: PayoutSelectRow): Payout => ({
  ...toSellerPayout(row),
  sellerId: row.seller_id,
  sellerName: row.seller?.full_name ?? '',
  createdAt: row.created_at,
});

// ---------------------------------------------------------------------------------------------
// membership and capital
// ---------------------------------------------------------------------------------------------
type MemberListRow = Pick<ProfileRow, 'id' | 'full_name' | 'role'> & {
  member: Pick<MemberRow, 'member_number' | 'joined_at' | 'left_at'> | null;
};

/** The profiles among `rows` that are (or were) members. */
export const memberProfileIds = (rows: MemberListRow[]): string[] =>
  rows.filter((row) => row.member).map((row) => row.id);

/** Every member's capital total per kind of simpanan, from their entries. */
export function toCapitalTotals(
  entries: Pick<CapitalRow, 'member_id' | 'kind' | 'amount'>[],
): Map<string, Record<CapitalKind, number>> {
  const capital = new Map<string, Record<CapitalKind, number>>();
  for (const entry of entries) {
    const totals = capital.get(entry.member_id) ?? { pokok: 0, wajib: 0 };
    totals[entry.kind as CapitalKind] += Number(entry.amount);
    capital.set(entry.member_id, totals);
  }
  return capital;
}

/** A profile with its membership and its capital totals (`capital`: as toCapitalTotals gives them). */
export const toMemberListItem = (
  row: MemberListRow,
  capital: Map<string, Record<CapitalKind, number>>,
): MemberListItem => ({
  profileId: row.id,
  fullName: row.full_name ?? '',
  role: row.role,
  membership: row.member
    ? {
        memberNumber: row.member.member_number,
        joinedAt: row.member.joined_at,
        leftAt: row.member.left_at,
      }
    : null,
  capital: capital.get(row.id) ?? { pokok: 0, wajib: 0 },
});

export const toCapitalEntry = (
  row: Pick<CapitalRow, 'id' | 'kind' | 'amount' | 'paid_on' | 'note'>,
): CapitalEntry => ({
  id: row.id,
  kind: row.kind as CapitalKind,
  amount: Number(row.amount),
  paidOn: row.paid_on,
  note: row.note,
});

// ---------------------------------------------------------------------------------------------
// a seller's balance
// ---------------------------------------------------------------------------------------------
/** The seller's figures; no row (a seller without a ledger yet): all 0. */
export const toSellerBalanceSummary = (row: SellerBalanceSummaryRow | undefined): SellerBalanceSummary => ({
  balance: Number(row?.balance ?? 0),
  pending: Number(row?.pending ?? 0),
  paidTotal: Number(row?.paid_total ?? 0),
  creditedTotal: Number(row?.credited_total ?? 0),
  commissionTotal: Number(row?.commission_total ?? 0),
});

export const LEDGER_COLUMNS =
  'id, entry_type, created_at, description, order_id, shipment_id, gross_amount, commission_amount, shipping_amount, amount, balance_after, order:orders(order_number), payout:seller_payouts(transfer_reference)' as const;

type LedgerSelectRow = Pick<
  LedgerRow,
  | 'id'
  | 'entry_type'
  | 'created_at'
  | 'description'
  | 'order_id'
  | 'shipment_id'
  | 'gross_amount'
  | 'commission_amount'
  | 'shipping_amount'
  | 'amount'
  | 'balance_after'
> & {
  order: Pick<OrderRow, 'order_number'> | null;
  payout: Pick<PayoutRow, 'transfer_reference'> | null;
};

export const toLedgerEntry = (row: LedgerSelectRow): SellerLedgerEntry => ({
  id: row.id,
  type: row.entry_type === 'pencairan' ? 'pencairan' : 'penjualan',
  createdAt: row.created_at,
  description: row.description,
  orderId: row.order_id,
  orderNumber: row.order?.order_number ?? null,
  shipmentId: row.shipment_id,
  payoutReference: row.payout?.transfer_reference ?? null,
  grossAmount: Number(row.gross_amount),
  commissionAmount: Number(row.commission_amount),
  shippingAmount: Number(row.shipping_amount),
  amount: Number(row.amount),
  balanceAfter: Number(row.balance_after),
});

// ---------------------------------------------------------------------------------------------
// price transparency and membership status
// ---------------------------------------------------------------------------------------------
export const toProductMemberShare = (row: MemberShareRow): ProductMemberShare => ({
  productId: row.product_id,
  division: row.division,
  producerLabel: row.producer_label,
  price: Number(row.price),
  commissionRate: Number(row.commission_rate),
  commissionAmount: Number(row.commission_amount),
  memberAmount: Number(row.member_amount),
  memberPercent: Number(row.member_percent),
  sellerIsMember: row.seller_is_member,
});

/** A person's status from member_status's rows: no row for them, or not a member today, is not a member. */
export function toMemberStatus(rows: MemberStatusRow[] | null, profileId: string): MemberStatus {
  const row = rows?.find((r) => r.profile_id === profileId);
  return row?.is_member
    ? { isMember: true, memberSince: row.member_since ?? null }
    : { isMember: false, memberSince: null };
}
