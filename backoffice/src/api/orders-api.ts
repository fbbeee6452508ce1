import {
  api,
  fromService,
  getOrder,
  getOrdersForBackoffice,
  getPaymentProofUrl,
  type BackofficeOrdersQuery,
  type Order,
  type OrdersPage,
} from '@koperasi/shared-services';

/**
 * The orders as the back office reads them, for the admin's orders and payment queue and the seller's
 * shipments: what the caller may see of each (a seller gets their own shipment and no payment).
 */
const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** one page of every order (admin, filtered by status or payment status) or of one seller's shipments */
    backofficeOrders: build.query<OrdersPage, BackofficeOrdersQuery>({
      queryFn: fromService((query: BackofficeOrdersQuery) => getOrdersForBackoffice(query)),
      providesTags: (page) => [
        { type: 'Order', id: 'BACKOFFICE' },
        ...(page?.items ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    backofficeOrder: build.query<Order, string>({
      queryFn: fromService((id: string) => getOrder(id)),
      providesTags: (_result, _error, id) => [{ type: 'Order', id }],
    }),
    /** a signed link to a proof of transfer; it lasts an hour, well past this cache's life */
    paymentProofUrl: build.query<string, string>({
      queryFn: fromService(async (path: string) => getPaymentProofUrl(path)),
    }),
  }),
});

export const { useBackofficeOrdersQuery, useBackofficeOrderQuery, usePaymentProofUrlQuery } = ordersApi;

/** What a change of an order invalidates: the order, every back-office list, and the stock it may give back. */
export const orderChangedTags = (id: string) =>
  [{ type: 'Order', id } as const, { type: 'Order', id: 'BACKOFFICE' } as const, 'Product'] as const;
