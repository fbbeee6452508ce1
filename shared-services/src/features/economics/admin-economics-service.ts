import type { Database } from '../../supabase/database.types';
import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';
import { percentText, type CommissionRate, type Division, type SellerBalance } from './economics-model';
import { likePattern } from '../../api/like-pattern';

/*
 * The admin's side of the cooperative's economics: commission per division (history kept; a new rate never
 * applies to earlier orders), the sellers' balances and payouts, membership and members' capital (simpanan).
 * The database does every check and every sum (set_commission_rate, seller_balances_report, record_payout,
 * set_member, record_capital); amounts are whole rupiah and percents the decimal text the database gave.
 * Errors: EconomicsError, whose `userMessage` is the database's Indonesian sentence for invalid input
 * (22023) and its own codes KP013..KP019, else the server's error in Indonesian.
 */

type Tables = Database['public']['Tables'];

// ---------------------------------------------------------------------------------------------
// commission
// ---------------------------------------------------------------------------------------------
export interface CommissionRateInput {
  division: Division;
  /** decimal text with at most 2 decimals */
  ratePercent: string;
  /** ISO timestamp in the future, or null: from now */
  effectiveFrom: string | null;
  note: string | null;
}

const toRate = (row: Tables['commission_rates']['Row']): CommissionRate => ({
  id: row.id,
  division: row.division,
  ratePercent: percentText(row.rate_percent),
  effectiveFrom: row.effective_from,
  note: row.note,
  createdAt: row.created_at,
});

/** Every commission rate ever set, newest first (the rate in force per division is picked by the screen). */
export async function getCommissionRates(): Promise<CommissionRate[]> {
  const { data, error } = await getSupabase()
    .from('commission_rates')
    .select('*')
    .order('effective_from', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new EconomicsError('Error getting commission rates', error);
  return (data ?? []).map(toRate);
}

export async function setCommissionRate(input: CommissionRateInput): Promise<CommissionRate> {
  const { data, error } = await getSupabase()
    .rpc('set_commission_rate', {
      division: input.division,
      rate_percent: Number(input.ratePercent),
      effective_from: input.effectiveFrom ?? undefined,
      note: input.note?.trim() || undefined,
    })
    .single();
  if (error) throw new EconomicsError('Error setting commission rate', error);
  return toRate(data);
}

// ---------------------------------------------------------------------------------------------
// sellers' balances and payouts
// ---------------------------------------------------------------------------------------------

export async function getSellerBalances(): Promise<SellerBalance[]> {
  const { data, error } = await getSupabase().rpc('seller_balances_report');
  if (error) throw new EconomicsError('Error getting seller balances', error);
  return (data ?? []).map((row) => ({
    sellerId: row.seller_id,
    sellerName: row.seller_name ?? '',
    memberNumber: row.member_number ?? null,
    creditedTotal: Number(row.credited_total),
    commissionTotal: Number(row.commission_total),
    paidTotal: Number(row.paid_total),
    balance: Number(row.balance),
    pending: Number(row.pending),
    lastMovementAt: row.last_movement_at ?? null,
  }));
}

export interface Payout {
  id: number;
  sellerId: string;
  sellerName: string;
  amount: number;
  transferReference: string;
  paidOn: string;
  note: string | null;
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

/** The latest payouts to every seller, newest first. */
export async function getPayouts(limit = 20): Promise<Payout[]> {
  const { data, error } = await getSupabase()
    .from('seller_payouts')
    .select(
      'id, seller_id, amount, transfer_reference, paid_on, note, created_at, seller:profiles!seller_id(full_name)',
    )
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new EconomicsError('Error getting payouts', error);
  return (data ?? []).map((row) => ({
    id: row.id,
    sellerId: row.seller_id,
    sellerName: row.seller?.full_name ?? '',
    amount: Number(row.amount),
    transferReference: row.transfer_reference,
    paidOn: row.paid_on,
    note: row.note,
    createdAt: row.created_at,
  }));
}

export async function recordPayout(input: PayoutInput): Promise<void> {
  const { error } = await getSupabase().rpc('record_payout', {
    seller_id: input.sellerId,
    amount: input.amount,
    transfer_reference: input.transferReference.trim(),
    paid_on: input.paidOn,
    note: input.note?.trim() || undefined,
  });
  if (error) throw new EconomicsError('Error recording payout', error);
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

/** Profiles (or only members) with their membership and capital totals, by name; searched by name; paged. */
export async function getMembers(query: MemberListQuery): Promise<MemberPage> {
  const client = getSupabase();
  const embed = query.membersOnly
    ? 'cooperative_members!cooperative_members_profile_id_fkey!inner'
    : 'cooperative_members!cooperative_members_profile_id_fkey';
  let request = client
    .from('profiles')
    .select(`id, full_name, role, member:${embed}(member_number, joined_at, left_at)`, { count: 'exact' });
  const search = query.search?.trim();
  if (search) request = request.ilike('full_name', likePattern(search));
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  const { data, error, count } = await request
    .order('full_name', { ascending: true })
    .order('id', { ascending: true })
    .range(from, from + query.pageSize - 1);
  if (error) throw new EconomicsError('Error getting members', error);
  const rows = data ?? [];
  const memberIds = rows.filter((row) => row.member).map((row) => row.id);
  const capital = new Map<string, Record<CapitalKind, number>>();
  if (memberIds.length > 0) {
    const entries = await client
      .from('member_capital_entries')
      .select('member_id, kind, amount')
      .in('member_id', memberIds);
    if (entries.error) throw new EconomicsError('Error getting members', entries.error);
    for (const entry of entries.data ?? []) {
      const totals = capital.get(entry.member_id) ?? { pokok: 0, wajib: 0 };
      totals[entry.kind as CapitalKind] += Number(entry.amount);
      capital.set(entry.member_id, totals);
    }
  }
  return {
    total: count ?? rows.length,
    items: rows.map((row) => ({
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
    })),
  };
}

export interface MembershipInput {
  profileId: string;
  memberNumber: string;
  /** 'YYYY-MM-DD' */
  joinedAt: string;
  leftAt: string | null;
}

export async function setMember(input: MembershipInput): Promise<void> {
  const { error } = await getSupabase().rpc('set_member', {
    profile_id: input.profileId,
    member_number: input.memberNumber.trim(),
    joined_at: input.joinedAt,
    left_at: input.leftAt ?? undefined,
  });
  if (error) throw new EconomicsError('Error saving member', error);
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

/** A member's simpanan entries, newest first. */
export async function getCapitalEntries(memberId: string): Promise<CapitalEntry[]> {
  const { data, error } = await getSupabase()
    .from('member_capital_entries')
    .select('id, kind, amount, paid_on, note')
    .eq('member_id', memberId)
    .order('paid_on', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new EconomicsError('Error getting capital', error);
  return (data ?? []).map((row) => ({
    id: row.id,
    kind: row.kind as CapitalKind,
    amount: Number(row.amount),
    paidOn: row.paid_on,
    note: row.note,
  }));
}

export async function recordCapital(input: CapitalInput): Promise<void> {
  const { error } = await getSupabase().rpc('record_capital', {
    member_id: input.memberId,
    kind: input.kind,
    amount: input.amount,
    paid_on: input.paidOn,
    note: input.note?.trim() || undefined,
  });
  if (error) throw new EconomicsError('Error recording capital', error);
}
