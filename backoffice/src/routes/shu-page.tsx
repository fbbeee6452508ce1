import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { ShuScreen } from '../features/shu/shu-screen';

const resource = RESOURCES.shu;

/** Route module: the 'list' view of the 'shu' resource (SHU of a book year: rule, reports, closing). */
export default function ShuPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <ShuScreen title={resource.label} printPath={(year) => editPathOf(resource, year)} />}
    />
  );
}
