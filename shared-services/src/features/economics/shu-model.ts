/* What SHU's screens show without calling the database: the bases a member's share is measured by. */

/** What a member's share of a line is measured by. */
export type ShuBase = 'purchases' | 'sales' | 'purchases_and_sales' | 'capital';
export const SHU_BASES: readonly ShuBase[] = ['purchases', 'sales', 'purchases_and_sales', 'capital'];
export const SHU_BASE_LABELS: Record<ShuBase, string> = {
  purchases: 'Pembelian',
  sales: 'Penjualan',
  purchases_and_sales: 'Pembelian dan Penjualan',
  capital: 'Modal',
};
