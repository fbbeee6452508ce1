import {
  api,
  fromService,
  getReviewsForModeration,
  getSellerReviews,
  moderateReview,
  replyToReview,
  type ModerationReviewsQuery,
  type BackofficeReviewPage,
  type SellerReviewsQuery,
} from '@koperasi/shared-services';

export const REVIEWS_LOAD_FAILED = 'Gagal memuat ulasan';

export interface ReviewModeration {
  reviewId: number;
  hidden: boolean;
  reason: string;
}

export interface ReviewReply {
  reviewId: number;
  reply: string;
}

const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** an admin's list: every review, newest first, filtered and searched by product */
    moderationReviews: build.query<BackofficeReviewPage, ModerationReviewsQuery>({
      queryFn: fromService((query: ModerationReviewsQuery) => getReviewsForModeration(query)),
      providesTags: ['Review'],
    }),
    /** a seller's list: the reviews of their products, newest first */
    sellerReviews: build.query<BackofficeReviewPage, SellerReviewsQuery>({
      queryFn: fromService((query: SellerReviewsQuery) => getSellerReviews(query)),
      providesTags: ['Review'],
    }),
    /** an admin hides a review with a reason or shows it again; the product's rating follows */
    moderateReview: build.mutation<void, ReviewModeration>({
      queryFn: fromService(({ reviewId, hidden, reason }: ReviewModeration) =>
        moderateReview(reviewId, hidden, reason),
      ),
      invalidatesTags: (_result, error) => (error ? [] : ['Review', 'Product']),
    }),
    /** the product's seller replies to a review, once */
    replyToReview: build.mutation<void, ReviewReply>({
      queryFn: fromService(({ reviewId, reply }: ReviewReply) => replyToReview(reviewId, reply)),
      invalidatesTags: (_result, error) => (error ? [] : ['Review']),
    }),
  }),
});

export const {
  useModerationReviewsQuery,
  useSellerReviewsQuery,
  useModerateReviewMutation,
  useReplyToReviewMutation,
} = reviewApi;
