import { getSupabase } from '../../supabase/client';
import type {
  SellerBalanceSummary,
  SellerLedgerPage,
  SellerLedgerQuery,
  SellerPayout,
} from './economics-model';
import {
  LEDGER_COLUMNS,
  SELLER_PAYOUT_COLUMNS,
  toLedgerEntry,
  toSellerBalanceSummary,
  toSellerPayout,
} from './economics-rows';

/*
 * A seller's money at the cooperative: the balance figures (seller_balance_summary), the ledger (every
 * credit for a received shipment and every payout, immutable, newest first) and the payouts. RLS lets a
 * seller read only their own rows; amounts are whole rupiah. Errors: 'Error getting seller balance: <cause>'
 * with the database's error as `cause` (its SQLSTATE gives the Indonesian message).
 */

function failure(error: { message: string }): Error {
  return new Error(`Error getting seller balance: ${error.message}`, { cause: error });
}

/** The signed-in seller's figures (all 0 for a seller without a ledger yet). */
export async function getSellerBalanceSummary(): Promise<SellerBalanceSummary> {
  const { data, error } = await getSupabase().rpc('seller_balance_summary', {});
  if (error) throw failure(error);
  return toSellerBalanceSummary(data?.[0]);
}

/** One page of the seller's ledger, newest movement first. */
export async function getSellerLedger(query: SellerLedgerQuery): Promise<SellerLedgerPage> {
  const from = (Math.max(1, query.page) - 1) * query.pageSize;
  const { data, error, count } = await getSupabase()
    .from('seller_ledger_entries')
    .select(LEDGER_COLUMNS, { count: 'exact' })
    .eq('seller_id', query.sellerId)
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + query.pageSize - 1);
  if (error) throw failure(error);
  return {
    items: (data ?? []).map(toLedgerEntry),
    total: count ?? 0,
  };
}

/** The seller's payouts, newest first. */
export async function getSellerPayouts(sellerId: string): Promise<SellerPayout[]> {
  const { data, error } = await getSupabase()
    .from('seller_payouts')
    .select(SELLER_PAYOUT_COLUMNS)
    .eq('seller_id', sellerId)
    .order('paid_on', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw failure(error);
  return (data ?? []).map(toSellerPayout);
}
