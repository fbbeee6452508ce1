import { api, cancelOrder, fromService, type PlacedOrder } from '@koperasi/shared-services';
import { orderChangedTags } from '../../api/orders-api';

const orderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** an admin cancels an order none of whose shipments has left: the stock goes back */
    adminCancelOrder: build.mutation<PlacedOrder, { id: string; reason: string }>({
      queryFn: fromService(({ id, reason }: { id: string; reason: string }) => cancelOrder(id, reason)),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [...orderChangedTags(id)]),
    }),
  }),
});

export const { useAdminCancelOrderMutation } = orderApi;
