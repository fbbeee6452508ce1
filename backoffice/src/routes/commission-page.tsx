import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'commission' resource (commission per division). */
export default function CommissionPage() {
  return <ResourceRoute resource={RESOURCES.commission} view="list" />;
}
