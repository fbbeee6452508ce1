import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'balances' resource (sellers' balances and payouts). */
export default function SellerBalancesPage() {
  return <ResourceRoute resource={RESOURCES.balances} view="list" />;
}
