import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { Members } from '../features/economics-admin/members';

const resource = RESOURCES.members;

/** Route module: the 'list' view of the 'members' resource (membership and capital). */
export default function MembersPage() {
  return <ResourceRoute resource={resource} view="list" screen={() => <Members title={resource.label} />} />;
}
