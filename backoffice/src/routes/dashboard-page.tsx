import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'dashboard' resource. */
export default function DashboardPage() {
  return <ResourceRoute resource={RESOURCES.dashboard} view="list" />;
}
