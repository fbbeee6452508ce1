import { getSupabase } from '../../supabase/client';

/*
 * A seller's money at the cooperative: the balance figures (seller_balance_summary), the ledger (every
 * credit for a received shipment and every payout, immutable, newest first) and the payouts. RLS lets a
 * seller read only their own rows; amounts are whole rupiah. Errors: 'Error getting seller balance: <cause>'
 * with the database's error as `cause` (its SQLSTATE gives the Indonesian message).
 */

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

export interface SellerPayout {
  id: number;
  amount: number;
  transferReference: string;
  paidOn: string;
  note: string | null;
}

const LEDGER_COLUMNS =
  'id, entry_type, created_at, description, order_id, shipment_id, gross_amount, commission_amount, shipping_amount, amount, balance_after, order:orders(order_number), payout:seller_payouts(transfer_reference)' as const;

function failure(error: { message: string }): Error {
  return new Error(`Error getting seller balance: ${error.message}`, { cause: error });
}

/** The signed-in seller's figures (all 0 for a seller without a ledger yet). */
export async function getSellerBalanceSummary(): Promise<SellerBalanceSummary> {
  const { data, error } = await getSupabase().rpc('seller_balance_summary', {});
  if (error) throw failure(error);
  const row = data?.[0];
  return {
    balance: Number(row?.balance ?? 0),
    pending: Number(row?.pending ?? 0),
    paidTotal: Number(row?.paid_total ?? 0),
    creditedTotal: Number(row?.credited_total ?? 0),
    commissionTotal: Number(row?.commission_total ?? 0),
  };
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
    items: (data ?? []).map((row) => ({
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
    })),
    total: count ?? 0,
  };
}

/** The seller's payouts, newest first. */
export async function getSellerPayouts(sellerId: string): Promise<SellerPayout[]> {
  const { data, error } = await getSupabase()
    .from('seller_payouts')
    .select('id, amount, transfer_reference, paid_on, note')
    .eq('seller_id', sellerId)
    .order('paid_on', { ascending: false })
    .order('id', { ascending: false });
  if (error) throw failure(error);
  return (data ?? []).map((row) => ({
    id: row.id,
    amount: Number(row.amount),
    transferReference: row.transfer_reference,
    paidOn: row.paid_on,
    note: row.note,
  }));
}
