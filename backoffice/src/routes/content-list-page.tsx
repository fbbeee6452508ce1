import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'content' resource. */
export default function ContentListPage() {
  return <ResourceRoute resource={RESOURCES.content} view="list" />;
}
