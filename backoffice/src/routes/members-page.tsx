import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'members' resource (membership and capital). */
export default function MembersPage() {
  return <ResourceRoute resource={RESOURCES.members} view="list" />;
}
