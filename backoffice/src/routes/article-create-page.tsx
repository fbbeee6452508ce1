import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'create' view of the 'content' resource. */
export default function ArticleCreatePage() {
  return <ResourceRoute resource={RESOURCES.content} view="create" />;
}
