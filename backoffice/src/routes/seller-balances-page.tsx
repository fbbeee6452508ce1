import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SellerBalances } from '../features/economics-admin/seller-balances';

const resource = RESOURCES.balances;

/** Route module: the 'list' view of the 'balances' resource (sellers' balances and payouts). */
export default function SellerBalancesPage() {
  return (
    <ResourceRoute resource={resource} view="list" screen={() => <SellerBalances title={resource.label} />} />
  );
}
