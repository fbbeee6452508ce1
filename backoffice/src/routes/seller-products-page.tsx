import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { SellerProductList } from '../features/products/seller-product-list';

const resource = RESOURCES.sellerProducts;

/** Route module: the 'list' view of the 'sellerProducts' resource. */
export default function SellerProductsPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => (
        <SellerProductList createPath={resource.routes.create!} editPath={(id) => editPathOf(resource, id)} />
      )}
    />
  );
}
