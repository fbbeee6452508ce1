import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { CommissionRates } from '../features/economics-admin/commission-rates';

const resource = RESOURCES.commission;

/** Route module: the 'list' view of the 'commission' resource (commission per division). */
export default function CommissionPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <CommissionRates title={resource.label} />}
    />
  );
}
