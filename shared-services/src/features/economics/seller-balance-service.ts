import { getSupabase } from '../../supabase/client';
import { EconomicsError } from './economics-error';

/*
 * A seller's own ledger: the balance figures (seller_balance_summary) and every movement (RLS: a seller reads
 * only their own rows). Amounts are whole rupiah.
 */

export interface SellerBalanceSummary {
  balance: number;
  /** net of the seller's shipments on their way (released, not yet received) */
  pending: number;
  paidTotal: number;
  creditedTotal: number;
  commissionTotal: number;
}

export type LedgerEntryType = 'penjualan' | 'pencairan';

export interface LedgerEntry {
  id: number;
  type: LedgerEntryType;
  orderId: string | null;
  orderNumber: string | null;
  transferReference: string | null;
  grossAmount: number;
  commissionAmount: number;
  shippingAmount: number;
  /** credit (> 0) or payout (< 0) */
  amount: number;
  balanceAfter: number;
  description: string;
  createdAt: string;
}

export interface LedgerPage {
  items: LedgerEntry[];
  total: number;
}

export async function getSellerBalanceSummary(): Promise<SellerBalanceSummary> {
  const { data, error } = await getSupabase().rpc('seller_balance_summary', {}).maybeSingle();
  if (error) throw new EconomicsError('Error getting balance', error);
  return {
    balance: Number(data?.balance ?? 0),
    pending: Number(data?.pending ?? 0),
    paidTotal: Number(data?.paid_total ?? 0),
    creditedTotal: Number(data?.credited_total ?? 0),
    commissionTotal: Number(data?.commission_total ?? 0),
  };
}

/** The signed-in seller's ledger, newest first, paged (page is 1-based). */
export async function getLedgerEntries(page: number, pageSize: number): Promise<LedgerPage> {
  const from = (Math.max(1, page) - 1) * pageSize;
  const { data, error, count } = await getSupabase()
    .from('seller_ledger_entries')
    .select(
      'id, entry_type, order_id, gross_amount, commission_amount, shipping_amount, amount, balance_after, description, created_at, order:orders(order_number), payout:seller_payouts(transfer_reference)',
      { count: 'exact' },
    )
    .order('id', { ascending: false })
    .range(from, from + pageSize - 1);
  if (error) throw new EconomicsError('Error getting ledger', error);
  return {
    total: count ?? 0,
    items: (data ?? []).map((row) => ({
      id: row.id,
      type: row.entry_type as LedgerEntryType,
      orderId: row.order_id,
      orderNumber: row.order?.order_number ?? null,
      transferReference: row.payout?.transfer_reference ?? null,
      grossAmount: Number(row.gross_amount),
      commissionAmount: Number(row.commission_amount),
      shippingAmount: Number(row.shipping_amount),
      amount: Number(row.amount),
      balanceAfter: Number(row.balance_after),
      description: row.description,
      createdAt: row.created_at,
    })),
  };
}
