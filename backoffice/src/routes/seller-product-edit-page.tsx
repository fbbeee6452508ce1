import { prefetchCategories } from '../api/categories-api';
import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ProductEditor } from '../features/products/product-editor';

const resource = RESOURCES.sellerProducts;

/** Route module: the 'edit' view of the 'sellerProducts' resource. */
export default function SellerProductEditPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      prefetch={prefetchCategories}
      screen={(id) => <ProductEditor productId={id} listPath={resource.routes.list!} ownOnly />}
    />
  );
}
