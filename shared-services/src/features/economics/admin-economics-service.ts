import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';
import type {
  CapitalEntry,
  CapitalInput,
  CapitalKind,
  CommissionRate,
  CommissionRateInput,
  MemberListQuery,
  MemberPage,
  MembershipInput,
  Payout,
  PayoutInput,
  SellerBalance,
} from './economics-model';
import {
  memberProfileIds,
  PAYOUT_COLUMNS,
  toCapitalEntry,
  toCapitalTotals,
  toMemberListItem,
  toPayout,
  toRate,
  toSellerBalance,
} from './economics-rows';
import { likePattern } from '../../api/like-pattern';

/*
 * The admin's side of the cooperative's economics: commission per division (history kept; a new rate never
 * applies to earlier orders), the sellers' balances and payouts, membership and members' capital (simpanan).
 * The database does every check and every sum (set_commission_rate, seller_balances_report, record_payout,
 * set_member, record_capital); amounts are whole rupiah and percents the decimal text the database gave.
 * Errors: EconomicsError, whose `userMessage` is the database's Indonesian sentence for invalid input
 * (22023) and its own codes KP013..KP019, else the server's error in Indonesian.
 */

// ---------------------------------------------------------------------------------------------
// commission
// ---------------------------------------------------------------------------------------------
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
  return (data ?? []).map(toSellerBalance);
}

/** The latest payouts to every seller, newest first. */
export async function getPayouts(limit = 20): Promise<Payout[]> {
  const { data, error } = await getSupabase()
    .from('seller_payouts')
    .select(PAYOUT_COLUMNS)
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw new EconomicsError('Error getting payouts', error);
  return (data ?? []).map(toPayout);
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
  const memberIds = memberProfileIds(rows);
  let capital = new Map<string, Record<CapitalKind, number>>();
  if (memberIds.length > 0) {
    const entries = await client
      .from('member_capital_entries')
      .select('member_id, kind, amount')
      .in('member_id', memberIds);
    if (entries.error) throw new EconomicsError('Error getting members', entries.error);
    capital = toCapitalTotals(entries.data ?? []);
  }
  return {
    total: count ?? rows.length,
    items: rows.map((row) => toMemberListItem(row, capital)),
  };
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

/** A member's simpanan entries, newest first. */
export async function getCapitalEntries(memberId: string): Promise<CapitalEntry[]> {
  const { data, error } = await getSupabase()
    .from('member_capital_entries')
    .select('id, kind, amount, paid_on, note')
    .eq('member_id', memberId)
    .order('paid_on', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw new EconomicsError('Error getting capital', error);
  return (data ?? []).map(toCapitalEntry);
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
