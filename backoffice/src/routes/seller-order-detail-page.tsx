import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'sellerOrders' resource (the order's detail, where its status changes). */
export default function SellerOrderDetailPage() {
  return <ResourceRoute resource={RESOURCES.sellerOrders} view="edit" />;
}
