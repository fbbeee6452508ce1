import {
  api,
  cancelOrder,
  fromService,
  getMyOrders,
  getOrder,
  type Order,
  type PlacedOrder,
} from '@koperasi/shared-services';

/** One order of the signed-in buyer; the user keys the cache, so another account never sees it. */
export interface MyOrderArg {
  orderId: string;
  userId: string;
}

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the signed-in buyer's orders, newest first (keyed by the user) */
    myOrders: build.query<Order[], string>({
      queryFn: fromService((_userId: string) => getMyOrders()),
      providesTags: (orders) => [
        { type: 'Order', id: 'MINE' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    myOrder: build.query<Order, MyOrderArg>({
      queryFn: fromService(({ orderId }: MyOrderArg) => getOrder(orderId)),
      providesTags: (_order, _error, { orderId }) => [{ type: 'Order', id: orderId }],
    }),
    /** the buyer cancels an order awaiting payment; its stock goes back */
    cancelMyOrder: build.mutation<PlacedOrder, MyOrderArg>({
      queryFn: fromService(({ orderId }: MyOrderArg) => cancelOrder(orderId)),
      // the list shows the new status at once; the invalidation then brings the history
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: cancelled } = await queryFulfilled.catch(() => ({ data: null }));
        if (!cancelled) return;
        dispatch(
          ordersApi.util.updateQueryData('myOrders', userId, (orders) => {
            for (const order of orders) if (order.id === cancelled.id) order.status = cancelled.status;
          }),
        );
      },
      invalidatesTags: (_result, error, { orderId }) =>
        error ? [] : [{ type: 'Order', id: orderId }, 'Product'],
    }),
  }),
});

export const { useMyOrdersQuery, useMyOrderQuery, useCancelMyOrderMutation } = ordersApi;
