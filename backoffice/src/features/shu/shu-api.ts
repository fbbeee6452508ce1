import {
  api,
  closeShuYear,
  fromService,
  getShuAllocationReport,
  getShuDistributionReport,
  getShuRules,
  getShuYearClosing,
  saveShuRule,
  type ShuAllocationLine,
  type ShuMemberShare,
  type ShuRule,
  type ShuRuleInput,
  type ShuYearClosing,
} from '@koperasi/shared-services';

/** Everything of one book year (rules, closing, reports) is one cache entry: a write reloads it all. */
const shuYear = (year: number) => ({ type: 'Shu' as const, id: year });

const shuApi = api.enhanceEndpoints({ addTagTypes: ['Shu'] }).injectEndpoints({
  endpoints: (build) => ({
    /** the rule versions of a book year, the one in force first */
    shuRules: build.query<ShuRule[], number>({
      queryFn: fromService((year: number) => getShuRules(year)),
      providesTags: (_result, _error, year) => [shuYear(year)],
    }),
    /** the year's closing, null while open */
    shuYearClosing: build.query<ShuYearClosing | null, number>({
      queryFn: fromService((year: number) => getShuYearClosing(year)),
      providesTags: (_result, _error, year) => [shuYear(year)],
    }),
    /** the pools of the lines of the rule in force */
    shuAllocationReport: build.query<ShuAllocationLine[], number>({
      queryFn: fromService((year: number) => getShuAllocationReport(year)),
      providesTags: (_result, _error, year) => [shuYear(year)],
    }),
    /** every member's patronage and SHU */
    shuDistributionReport: build.query<ShuMemberShare[], number>({
      queryFn: fromService((year: number) => getShuDistributionReport(year)),
      providesTags: (_result, _error, year) => [shuYear(year)],
    }),
    /** a new version of the year's rule */
    saveShuRule: build.mutation<ShuRule, ShuRuleInput>({
      queryFn: fromService((input: ShuRuleInput) => saveShuRule(input)),
      invalidatesTags: (_result, error, input) => (error ? [] : [shuYear(input.year)]),
    }),
    /** closes a past book year */
    closeShuYear: build.mutation<ShuYearClosing, number>({
      queryFn: fromService((year: number) => closeShuYear(year)),
      invalidatesTags: (_result, error, year) => (error ? [] : [shuYear(year)]),
    }),
  }),
});

export const {
  useShuRulesQuery,
  useShuYearClosingQuery,
  useShuAllocationReportQuery,
  useShuDistributionReportQuery,
  useSaveShuRuleMutation,
  useCloseShuYearMutation,
} = shuApi;
