import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'products' resource. */
export default function ProductListPage() {
  return <ResourceRoute resource={RESOURCES.products} view="list" />;
}
