import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'content' resource. */
export default function ArticleEditPage() {
  return <ResourceRoute resource={RESOURCES.content} view="edit" />;
}
