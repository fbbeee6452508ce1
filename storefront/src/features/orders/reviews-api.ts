import {
  api,
  editReview,
  fromService,
  getMyLineReviews,
  submitReview,
  type ProductReview,
  type ReviewInput,
} from '@koperasi/shared-services';

/** The signed-in buyer's reviews of an order's lines; the user keys the cache. */
export interface MyLineReviewsArg {
  userId: string;
  orderItemIds: number[];
}

export interface SubmitReviewArg {
  orderItemId: number;
  productId: number;
  input: ReviewInput;
}

export interface EditReviewArg {
  review: ProductReview;
  input: ReviewInput;
}

/**
 * What a review changes: the buyer's own reviews, the product's reviews and figures, and every product list
 * (a card shows the rating and the number of reviews).
 */
const reviewTags = (productId: number) => [
  { type: 'Review' as const, id: 'MINE' },
  { type: 'Review' as const, id: productId },
  'Product' as const,
];

const reviewsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myLineReviews: build.query<ProductReview[], MyLineReviewsArg>({
      queryFn: fromService(({ orderItemIds }: MyLineReviewsArg) => getMyLineReviews(orderItemIds)),
      providesTags: [{ type: 'Review', id: 'MINE' }],
    }),
    /** the buyer reviews a received line: photos first, then submit_review */
    submitReview: build.mutation<ProductReview, SubmitReviewArg>({
      queryFn: fromService(({ orderItemId, input }: SubmitReviewArg) => submitReview(orderItemId, input)),
      invalidatesTags: (_result, error, { productId }) => (error ? [] : reviewTags(productId)),
    }),
    /** the author changes the review, once */
    editReview: build.mutation<ProductReview, EditReviewArg>({
      queryFn: fromService(({ review, input }: EditReviewArg) => editReview(review, input)),
      invalidatesTags: (_result, error, { review }) => (error ? [] : reviewTags(review.productId)),
    }),
  }),
});

export const { useMyLineReviewsQuery, useSubmitReviewMutation, useEditReviewMutation } = reviewsApi;
