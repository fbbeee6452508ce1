/*
 * The cooperative's economics as the screens show them without calling the database: the divisions,
 * percents, the commission rate in force, the balances' CSV and SHU's bases: `@koperasi/shared-services/economics`.
 * Stateless, so not part of the Module Federation singleton: each app bundles what its screens use. The
 * calls themselves (commission, payouts, SHU, member shares) are in the package's root and load on first use.
 */
export {
  DIVISIONS,
  formatPercent,
  percentText,
  ratesInForce,
  sellerBalancesCsv,
  type CommissionRate,
  type Division,
  type SellerBalance,
} from './features/economics/economics-model';
export { SHU_BASES, SHU_BASE_LABELS, type ShuBase } from './features/economics/shu-model';
