import {
  api,
  fromService,
  getProductReviews,
  getProductReviewStats,
  reportReview,
  type ProductReviewsQuery,
  type ReviewPage,
  type ReviewStats,
} from '@koperasi/shared-services';

export interface ReportReviewArg {
  reviewId: number;
  reason: string;
}

const productReviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the first reviews of a product in the chosen order ('Muat lebih banyak' asks for more) */
    productReviews: build.query<ReviewPage, Required<ProductReviewsQuery>>({
      queryFn: fromService((query: Required<ProductReviewsQuery>) => getProductReviews(query)),
      providesTags: (_result, _error, { productId }) => [{ type: 'Review', id: productId }],
    }),
    /** the product's visible reviews per star */
    productReviewStats: build.query<ReviewStats, number>({
      queryFn: fromService((productId: number) => getProductReviewStats(productId)),
      providesTags: (_result, _error, productId) => [{ type: 'Review', id: productId }],
    }),
    /** a signed-in user reports a review, once */
    reportReview: build.mutation<void, ReportReviewArg>({
      queryFn: fromService(({ reviewId, reason }: ReportReviewArg) => reportReview(reviewId, reason)),
    }),
  }),
});

export const { useProductReviewsQuery, useProductReviewStatsQuery, useReportReviewMutation } =
  productReviewsApi;
