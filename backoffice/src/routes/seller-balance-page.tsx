import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { SellerBalance } from '../features/seller-balance/seller-balance';

const resource = RESOURCES.sellerBalance;

/** Route module: the 'list' view of the 'sellerBalance' resource (the seller's balance, ledger and payouts). */
export default function SellerBalancePage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => (
        <SellerBalance title={resource.label} orderPath={(id) => editPathOf(RESOURCES.sellerOrders, id)} />
      )}
    />
  );
}
