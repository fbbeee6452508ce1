import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'sellerProducts' resource. */
export default function SellerProductEditPage() {
  return <ResourceRoute resource={RESOURCES.sellerProducts} view="edit" />;
}
