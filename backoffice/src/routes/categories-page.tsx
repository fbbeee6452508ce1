import { prefetchCategories } from '../api/categories-api';
import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { CategoryManager } from '../features/categories/category-manager';

const resource = RESOURCES.categories;

/** Route module: the 'list' view of the 'categories' resource. */
export default function CategoriesPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      prefetch={prefetchCategories}
      screen={() => <CategoryManager />}
    />
  );
}
