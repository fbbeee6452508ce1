import {
  api,
  fromService,
  getKtpPhotoUrl,
  getMySellerApplication,
  getSellerApplications,
  reviewSellerApplication,
  submitSellerApplication,
  suspendSeller,
  type SellerApplication,
  type SellerApplicationInput,
  type SellerApplicationsQuery,
  type SellerReviewInput,
  type SellerSuspensionInput,
} from '@koperasi/shared-services';

/** The seller's own application and the admins' lists: one cache entry each, reloaded by every decision. */
const MINE = { type: 'SellerVerification' as const, id: 'mine' };
const QUEUE = { type: 'SellerVerification' as const, id: 'queue' };
/** the admins' member list (economics-admin): approving with a member number adds a member */
const MEMBERS = { type: 'Economics' as const, id: 'members' };

/**
 * Seller verification as the back office reads it: the seller's own application (the verification screen
 * and the banner on the seller's product pages) and the admins' queue.
 */
const sellerVerificationApi = api
  .enhanceEndpoints({ addTagTypes: ['SellerVerification', 'Economics'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** the signed-in seller's application, null before they apply */
      mySellerApplication: build.query<SellerApplication | null, void>({
        queryFn: fromService(() => getMySellerApplication()),
        providesTags: [MINE],
      }),
      submitSellerApplication: build.mutation<SellerApplication, SellerApplicationInput>({
        queryFn: fromService((input: SellerApplicationInput) => submitSellerApplication(input)),
        invalidatesTags: (_result, error) => (error ? [] : [MINE, QUEUE]),
      }),
      /** the applications in one status (admins) */
      sellerApplications: build.query<SellerApplication[], SellerApplicationsQuery>({
        queryFn: fromService((query: SellerApplicationsQuery) => getSellerApplications(query)),
        providesTags: [QUEUE],
      }),
      reviewSellerApplication: build.mutation<SellerApplication, SellerReviewInput>({
        queryFn: fromService((input: SellerReviewInput) => reviewSellerApplication(input)),
        invalidatesTags: (_result, error) => (error ? [] : [QUEUE, MEMBERS, 'Product']),
      }),
      suspendSeller: build.mutation<SellerApplication, SellerSuspensionInput>({
        queryFn: fromService((input: SellerSuspensionInput) => suspendSeller(input)),
        invalidatesTags: (_result, error) => (error ? [] : [QUEUE, 'Product']),
      }),
      /** a signed link to a KTP photo; it lasts ten minutes, longer than this cache keeps it */
      ktpPhotoUrl: build.query<string, string>({
        queryFn: fromService((path: string) => getKtpPhotoUrl(path)),
        keepUnusedDataFor: 60,
      }),
    }),
  });

export const {
  useMySellerApplicationQuery,
  useSubmitSellerApplicationMutation,
  useSellerApplicationsQuery,
  useReviewSellerApplicationMutation,
  useSuspendSellerMutation,
  useKtpPhotoUrlQuery,
} = sellerVerificationApi;
