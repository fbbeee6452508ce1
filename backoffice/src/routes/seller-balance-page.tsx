import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'seller-balance' resource (the seller's own balance and ledger). */
export default function SellerBalancePage() {
  return <ResourceRoute resource={RESOURCES.sellerBalance} view="list" />;
}
