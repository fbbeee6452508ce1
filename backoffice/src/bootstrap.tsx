import { renderStandalone } from '@koperasi/shared-ui/standalone';
import { ResourceRoute } from './app/resource-route';
import { RESOURCE_LIST } from './app/resources';

// The standalone dev page: every view of every resource at its route.
const pages = Object.fromEntries(
  RESOURCE_LIST.flatMap((resource) =>
    Object.entries(resource.routes).map(([view, path]) => [
      path,
      () => <ResourceRoute resource={resource} view={view as 'list' | 'create' | 'edit'} />,
    ]),
  ),
);

void renderStandalone('backoffice', pages);
