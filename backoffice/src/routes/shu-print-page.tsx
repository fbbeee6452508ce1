import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ShuPrint } from '../features/shu/shu-print';

const resource = RESOURCES.shu;

/** Route module: the 'edit' view of the 'shu' resource, whose record is a book year: its printable report. */
export default function ShuPrintPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      screen={(id) => (
        <ShuPrint yearParam={id} backPath={(year) => `${resource.routes.list!}?tahun=${year}`} />
      )}
    />
  );
}
