import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'create' view of the 'products' resource. */
export default function ProductCreatePage() {
  return <ResourceRoute resource={RESOURCES.products} view="create" />;
}
