import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'security' resource (two-step verification). */
export default function SecurityPage() {
  return <ResourceRoute resource={RESOURCES.security} view="list" />;
}
