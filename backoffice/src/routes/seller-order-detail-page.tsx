import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'sellerOrders' resource (the seller's shipment, where they send or cancel it). */
export default function SellerOrderDetailPage() {
  return <ResourceRoute resource={RESOURCES.sellerOrders} view="edit" />;
}
