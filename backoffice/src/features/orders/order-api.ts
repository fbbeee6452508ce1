import {
  api,
  fromService,
  getOrder,
  getOrdersForBackoffice,
  setOrderStatus,
  type BackofficeOrdersQuery,
  type Order,
  type OrdersPage,
  type OrderStatus,
  type PlacedOrder,
} from '@koperasi/shared-services';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** one page of every order (admin) or of one seller's orders */
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
    /** the next status; a cancel gives the stock back */
    setOrderStatus: build.mutation<PlacedOrder, { id: string; status: OrderStatus }>({
      queryFn: fromService(({ id, status }: { id: string; status: OrderStatus }) =>
        setOrderStatus(id, status),
      ),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : [{ type: 'Order', id }, { type: 'Order', id: 'BACKOFFICE' }, 'Product'],
    }),
  }),
});

export const { useBackofficeOrdersQuery, useBackofficeOrderQuery, useSetOrderStatusMutation } = orderApi;
