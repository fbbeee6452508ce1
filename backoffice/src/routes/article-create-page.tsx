import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ArticleEditor } from '../features/content/article-editor';

const resource = RESOURCES.content;

/** Route module: the 'create' view of the 'content' resource. */
export default function ArticleCreatePage() {
  return (
    <ResourceRoute
      resource={resource}
      view="create"
      screen={() => <ArticleEditor listPath={resource.routes.list!} />}
    />
  );
}
