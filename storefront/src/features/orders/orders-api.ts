import {
  api,
  cancelOnlineOrder,
  cancelOrder,
  fromService,
  getMyOrders,
  getOrder,
  getPaymentProofUrl,
  startOnlinePayment,
  updateShipment,
  uploadPaymentProof,
  type OnlinePaymentSession,
  type Order,
  type PlacedOrder,
} from '@koperasi/shared-services';

/** One order of the signed-in buyer; the user keys the cache, so another account never sees it. */
export interface MyOrderArg {
  orderId: string;
  userId: string;
}

export interface CancelMyOrderArg extends MyOrderArg {
  /** '' when the buyer gave none */
  reason: string;
  /** an online order: cancelled through the payments function, which also cancels the gateway's transaction */
  online?: boolean;
}

export interface PaymentProofArg {
  orderId: string;
  file: File;
}

export interface ConfirmReceivedArg {
  orderId: string;
  shipmentId: number;
}

/** What a change of one order refreshes: that order (page and list) and, when stock came back, the products. */
const orderTags = (orderId: string, stockBack = false) => [
  { type: 'Order' as const, id: orderId },
  ...(stockBack ? (['Product'] as const) : []),
];

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
    /** the buyer cancels an unpaid order (or a COD order nothing of which has left); its stock goes back */
    cancelMyOrder: build.mutation<PlacedOrder, CancelMyOrderArg>({
      queryFn: fromService(({ orderId, reason, online }: CancelMyOrderArg) => {
        const cancel = online ? cancelOnlineOrder : cancelOrder;
        return reason.trim() ? cancel(orderId, reason.trim()) : cancel(orderId);
      }),
      // the list shows the new status at once; the invalidation then brings payment, shipments and history
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: cancelled } = await queryFulfilled.catch(() => ({ data: null }));
        if (!cancelled) return;
        dispatch(
          ordersApi.util.updateQueryData('myOrders', userId, (orders) => {
            for (const order of orders) if (order.id === cancelled.id) order.status = cancelled.status;
          }),
        );
      },
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : orderTags(orderId, true)),
    }),
    /** uploads a proof of transfer; the payment then waits for an admin's verification */
    uploadPaymentProof: build.mutation<unknown, PaymentProofArg>({
      queryFn: fromService(({ orderId, file }: PaymentProofArg) => uploadPaymentProof(orderId, file)),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : orderTags(orderId)),
    }),
    /** a short-lived link to the buyer's own proof of transfer */
    paymentProofUrl: build.query<string, string>({
      queryFn: fromService((path: string) => getPaymentProofUrl(path)),
      // the link is signed for an hour: none is kept from an earlier visit (the page signs a new one
      // while it stays open)
      keepUnusedDataFor: 0,
    }),
    /**
     * the payment gateway's transaction of an unpaid online order (the same one on every call): the token
     * that opens the payment window. Nothing changes until the gateway reports a payment.
     */
    startOnlinePayment: build.mutation<OnlinePaymentSession, string>({
      queryFn: fromService((orderId: string) => startOnlinePayment(orderId)),
    }),
    /** the buyer confirms a sent shipment arrived ('Pesanan Diterima') */
    confirmReceived: build.mutation<unknown, ConfirmReceivedArg>({
      queryFn: fromService(({ shipmentId }: ConfirmReceivedArg) =>
        updateShipment(shipmentId, { status: 'diterima' }),
      ),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : orderTags(orderId)),
    }),
  }),
});

export const {
  useMyOrdersQuery,
  useMyOrderQuery,
  useCancelMyOrderMutation,
  useUploadPaymentProofMutation,
  usePaymentProofUrlQuery,
  useConfirmReceivedMutation,
  useStartOnlinePaymentMutation,
} = ordersApi;

/** One order as the cache holds it, without asking for it (the order page decides from it whether to poll). */
export const useMyOrderQueryState = ordersApi.endpoints.myOrder.useQueryState;
