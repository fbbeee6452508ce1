import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { prefetchBackofficeProducts } from '../features/products/product-api';
import { ProductList } from '../features/products/product-list';

const resource = RESOURCES.products;

/** Route module: the 'list' view of the 'products' resource. */
export default function ProductListPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      prefetch={prefetchBackofficeProducts}
      screen={() => (
        <ProductList
          title="Kelola Produk"
          createPath={resource.routes.create!}
          editPath={(id) => editPathOf(resource, id)}
          showSeller
        />
      )}
    />
  );
}
