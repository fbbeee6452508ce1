import { prefetchArticles } from '../features/content/article-api';
import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { ContentList } from '../features/content/content-list';

const resource = RESOURCES.content;

/** Route module: the 'list' view of the 'content' resource. */
export default function ContentListPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      prefetch={prefetchArticles}
      screen={() => (
        <ContentList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
      )}
    />
  );
}
