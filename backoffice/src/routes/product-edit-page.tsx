import { prefetchCategories } from '../api/categories-api';
import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ProductEditor } from '../features/products/product-editor';

const resource = RESOURCES.products;

/** Route module: the 'edit' view of the 'products' resource. */
export default function ProductEditPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      prefetch={prefetchCategories}
      screen={(id) => <ProductEditor productId={id} listPath={resource.routes.list!} />}
    />
  );
}
