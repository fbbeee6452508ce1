import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'create' view of the 'sellerProducts' resource. */
export default function SellerProductCreatePage() {
  return <ResourceRoute resource={RESOURCES.sellerProducts} view="create" />;
}
