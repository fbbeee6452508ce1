import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { OrderDetail } from '../features/orders/order-detail';

const resource = RESOURCES.orders;

/** Route module: the 'edit' view of the 'orders' resource (the order's detail, where an admin may cancel it). */
export default function OrderDetailPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      screen={(id) => (
        <OrderDetail
          orderId={id}
          listPath={resource.routes.list!}
          verifyPath={RESOURCES.payments.routes.list!}
        />
      )}
    />
  );
}
