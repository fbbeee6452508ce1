import { api, fromService, reviewPayment, type OrderPayment } from '@koperasi/shared-services';
import { orderChangedTags } from '../../api/orders-api';

export interface PaymentReview {
  orderId: string;
  accept: boolean;
  /** required when rejecting */
  reason?: string;
}

const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** an admin accepts a payment (its shipments go to the sellers) or rejects the proof with a reason */
    reviewPayment: build.mutation<OrderPayment, PaymentReview>({
      queryFn: fromService(({ orderId, accept, reason }: PaymentReview) =>
        reviewPayment(orderId, accept, reason),
      ),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [...orderChangedTags(orderId)]),
    }),
  }),
});

export const { useReviewPaymentMutation } = paymentApi;
