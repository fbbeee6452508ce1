import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { OrderList } from '../features/orders/order-list';

const resource = RESOURCES.orders;

/** Route module: the 'list' view of the 'orders' resource. */
export default function OrderListPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <OrderList title="Kelola Pesanan" detailPath={(id) => editPathOf(resource, id)} />}
    />
  );
}
