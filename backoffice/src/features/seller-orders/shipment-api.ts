import {
  api,
  fromService,
  updateShipment,
  type ShipmentUpdate,
  type UpdatedShipment,
} from '@koperasi/shared-services';
import { orderChangedTags } from '../../api/orders-api';

export interface ShipmentChange extends ShipmentUpdate {
  orderId: string;
  shipmentId: number;
}

const shipmentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** a seller sends their shipment (courier and tracking number) or cancels it (a reason; the stock goes back) */
    updateShipment: build.mutation<UpdatedShipment, ShipmentChange>({
      queryFn: fromService(({ orderId: _orderId, shipmentId, ...update }: ShipmentChange) =>
        updateShipment(shipmentId, update),
      ),
      invalidatesTags: (_result, error, { orderId }) => (error ? [] : [...orderChangedTags(orderId)]),
    }),
  }),
});

export const { useUpdateShipmentMutation } = shipmentApi;
