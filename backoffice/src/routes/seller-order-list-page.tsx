import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'sellerOrders' resource. */
export default function SellerOrderListPage() {
  return <ResourceRoute resource={RESOURCES.sellerOrders} view="list" />;
}
