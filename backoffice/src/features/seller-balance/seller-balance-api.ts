import {
  api,
  fromService,
  getLedgerEntries,
  getSellerBalanceSummary,
  type LedgerPage,
  type SellerBalanceSummary,
} from '@koperasi/shared-services';

const LEDGER = { type: 'Economics' as const, id: 'own-ledger' };

const sellerBalanceApi = api.enhanceEndpoints({ addTagTypes: ['Economics'] }).injectEndpoints({
  endpoints: (build) => ({
    /** the signed-in seller's balance figures */
    sellerBalanceSummary: build.query<SellerBalanceSummary, void>({
      queryFn: fromService(() => getSellerBalanceSummary()),
      providesTags: [LEDGER],
    }),
    /** the signed-in seller's ledger movements, newest first */
    ledgerEntries: build.query<LedgerPage, { page: number; pageSize: number }>({
      queryFn: fromService(({ page, pageSize }: { page: number; pageSize: number }) =>
        getLedgerEntries(page, pageSize),
      ),
      providesTags: [LEDGER],
    }),
  }),
});

export const { useSellerBalanceSummaryQuery, useLedgerEntriesQuery } = sellerBalanceApi;
