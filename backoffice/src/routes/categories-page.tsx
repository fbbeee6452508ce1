import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'categories' resource. */
export default function CategoriesPage() {
  return <ResourceRoute resource={RESOURCES.categories} view="list" />;
}
