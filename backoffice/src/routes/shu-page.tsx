import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'shu' resource (SHU of a book year: rule, reports, closing). */
export default function ShuPage() {
  return <ResourceRoute resource={RESOURCES.shu} view="list" />;
}
