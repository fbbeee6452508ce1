import {
  api,
  cancelOrder,
  fromService,
  getPaymentEvents,
  type PaymentEvent,
  type PlacedOrder,
} from '@koperasi/shared-services';
import { orderChangedTags } from '../../api/orders-api';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** an admin cancels an order none of whose shipments has left: the stock goes back */
    adminCancelOrder: build.mutation<PlacedOrder, { id: string; reason: string }>({
      queryFn: fromService(({ id, reason }: { id: string; reason: string }) => cancelOrder(id, reason)),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...orderChangedTags(id)]),
    }),
    /** what the payment gateway reported about an online order, newest first; read again with the order */
    paymentEvents: build.query<PaymentEvent[], string>({
      queryFn: fromService((orderId: string) => getPaymentEvents(orderId)),
      providesTags: (_result, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { useAdminCancelOrderMutation, usePaymentEventsQuery } = orderApi;
