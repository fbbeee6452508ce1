import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ArticleEditor } from '../features/content/article-editor';

const resource = RESOURCES.content;

/** Route module: the 'edit' view of the 'content' resource. */
export default function ArticleEditPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      screen={(id) => <ArticleEditor articleId={id} listPath={resource.routes.list!} />}
    />
  );
}
