import { prefetchCategories } from '../api/categories-api';
import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ProductEditor } from '../features/products/product-editor';

const resource = RESOURCES.sellerProducts;

/** Route module: the 'create' view of the 'sellerProducts' resource. */
export default function SellerProductCreatePage() {
  return (
    <ResourceRoute
      resource={resource}
      view="create"
      prefetch={prefetchCategories}
      screen={() => <ProductEditor listPath={resource.routes.list!} ownOnly />}
    />
  );
}
