import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { SellerShipmentList } from '../features/seller-orders/shipment-list';

const resource = RESOURCES.sellerOrders;

/** Route module: the 'list' view of the 'sellerOrders' resource. */
export default function SellerOrderListPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => (
        <SellerShipmentList title="Pesanan Masuk" detailPath={(id) => editPathOf(resource, id)} />
      )}
    />
  );
}
