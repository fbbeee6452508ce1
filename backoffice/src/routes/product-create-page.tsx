import { prefetchCategories } from '../api/categories-api';
import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ProductEditor } from '../features/products/product-editor';

const resource = RESOURCES.products;

/** Route module: the 'create' view of the 'products' resource. */
export default function ProductCreatePage() {
  return (
    <ResourceRoute
      resource={resource}
      view="create"
      prefetch={prefetchCategories}
      screen={() => <ProductEditor listPath={resource.routes.list!} />}
    />
  );
}
