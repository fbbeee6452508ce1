import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'sellerProducts' resource. */
export default function SellerProductsPage() {
  return <ResourceRoute resource={RESOURCES.sellerProducts} view="list" />;
}
