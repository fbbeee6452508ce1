import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'sellerBalance' resource (the seller's balance, ledger and payouts). */
export default function SellerBalancePage() {
  return <ResourceRoute resource={RESOURCES.sellerBalance} view="list" />;
}
