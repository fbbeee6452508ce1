import {
  api,
  fromService,
  getCapitalEntries,
  getCommissionRates,
  getMembers,
  getPayouts,
  getSellerBalances,
  recordCapital,
  recordPayout,
  setCommissionRate,
  setMember,
  type CapitalEntry,
  type CapitalInput,
  type CommissionRate,
  type CommissionRateInput,
  type MemberListQuery,
  type MemberPage,
  type MembershipInput,
  type Payout,
  type PayoutInput,
  type SellerBalance,
} from '@koperasi/shared-services';

/** One cache entry per kind of economics data: a write reloads what it changed. */
const RATES = { type: 'Economics' as const, id: 'rates' };
const BALANCES = { type: 'Economics' as const, id: 'balances' };
const MEMBERS = { type: 'Economics' as const, id: 'members' };

const economicsAdminApi = api.enhanceEndpoints({ addTagTypes: ['Economics'] }).injectEndpoints({
  endpoints: (build) => ({
    /** every commission rate ever set, newest first */
    commissionRates: build.query<CommissionRate[], void>({
      queryFn: fromService(() => getCommissionRates()),
      providesTags: [RATES],
    }),
    setCommissionRate: build.mutation<CommissionRate, CommissionRateInput>({
      queryFn: fromService((input: CommissionRateInput) => setCommissionRate(input)),
      invalidatesTags: (_result, error) => (error ? [] : [RATES]),
    }),
    /** every seller's balance (credits, commission, payouts) */
    sellerBalances: build.query<SellerBalance[], void>({
      queryFn: fromService(() => getSellerBalances()),
      providesTags: [BALANCES],
    }),
    /** the latest payouts */
    payouts: build.query<Payout[], void>({
      queryFn: fromService(() => getPayouts()),
      providesTags: [BALANCES],
    }),
    recordPayout: build.mutation<void, PayoutInput>({
      queryFn: fromService((input: PayoutInput) => recordPayout(input)),
      invalidatesTags: (_result, error) => (error ? [] : [BALANCES]),
    }),
    /** profiles with their membership and capital, paged */
    members: build.query<MemberPage, MemberListQuery>({
      queryFn: fromService((query: MemberListQuery) => getMembers(query)),
      providesTags: [MEMBERS],
    }),
    setMember: build.mutation<void, MembershipInput>({
      queryFn: fromService((input: MembershipInput) => setMember(input)),
      // a seller's member number shows in the balances too
      invalidatesTags: (_result, error) => (error ? [] : [MEMBERS, BALANCES]),
    }),
    /** a member's simpanan entries */
    capitalEntries: build.query<CapitalEntry[], string>({
      queryFn: fromService((memberId: string) => getCapitalEntries(memberId)),
      providesTags: [MEMBERS],
    }),
    recordCapital: build.mutation<void, CapitalInput>({
      queryFn: fromService((input: CapitalInput) => recordCapital(input)),
      invalidatesTags: (_result, error) => (error ? [] : [MEMBERS]),
    }),
  }),
});

export const {
  useCommissionRatesQuery,
  useSetCommissionRateMutation,
  useSellerBalancesQuery,
  usePayoutsQuery,
  useRecordPayoutMutation,
  useMembersQuery,
  useSetMemberMutation,
  useCapitalEntriesQuery,
  useRecordCapitalMutation,
} = economicsAdminApi;
