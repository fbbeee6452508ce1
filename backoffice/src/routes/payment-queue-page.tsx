import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { PaymentQueue } from '../features/payments/payment-queue';

const resource = RESOURCES.payments;

/** Route module: the 'list' view of the 'payments' resource (the payment verification queue). */
export default function PaymentQueuePage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => (
        <PaymentQueue title={resource.label} detailPath={(id) => editPathOf(RESOURCES.orders, id)} />
      )}
    />
  );
}
