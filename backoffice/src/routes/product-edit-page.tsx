import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'products' resource. */
export default function ProductEditPage() {
  return <ResourceRoute resource={RESOURCES.products} view="edit" />;
}
