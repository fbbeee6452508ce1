import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'orders' resource. */
export default function OrderListPage() {
  return <ResourceRoute resource={RESOURCES.orders} view="list" />;
}
