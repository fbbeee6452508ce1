import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'orders' resource (the order's detail, where an admin may cancel it). */
export default function OrderDetailPage() {
  return <ResourceRoute resource={RESOURCES.orders} view="edit" />;
}
