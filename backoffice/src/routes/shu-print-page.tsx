import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'edit' view of the 'shu' resource, whose record is a book year: its printable report. */
export default function ShuPrintPage() {
  return <ResourceRoute resource={RESOURCES.shu} view="edit" />;
}
