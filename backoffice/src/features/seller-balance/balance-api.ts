import {
  api,
  fromService,
  getSellerBalanceSummary,
  getSellerLedger,
  getSellerPayouts,
  type SellerBalanceSummary,
  type SellerLedgerPage,
  type SellerLedgerQuery,
  type SellerPayout,
} from '@koperasi/shared-services';

export const BALANCE_LOAD_FAILED = 'Gagal memuat saldo';

const balanceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the signed-in seller's figures: balance, pending, paid, credited, commission */
    sellerBalanceSummary: build.query<SellerBalanceSummary, void>({
      queryFn: fromService(() => getSellerBalanceSummary()),
    }),
    /** one page of the seller's ledger, newest first */
    sellerLedger: build.query<SellerLedgerPage, SellerLedgerQuery>({
      queryFn: fromService((query: SellerLedgerQuery) => getSellerLedger(query)),
    }),
    /** the seller's payouts, newest first */
    sellerPayouts: build.query<SellerPayout[], string>({
      queryFn: fromService((sellerId: string) => getSellerPayouts(sellerId)),
    }),
  }),
});

export const { useSellerBalanceSummaryQuery, useSellerLedgerQuery, useSellerPayoutsQuery } = balanceApi;
