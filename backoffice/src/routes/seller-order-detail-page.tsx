import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SellerShipmentDetail } from '../features/seller-orders/shipment-detail';

const resource = RESOURCES.sellerOrders;

/** Route module: the 'edit' view of the 'sellerOrders' resource (the seller's shipment, where they send or cancel it). */
export default function SellerOrderDetailPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      screen={(id) => <SellerShipmentDetail orderId={id} listPath={resource.routes.list!} />}
    />
  );
}
