import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'payments' resource (the payment verification queue). */
export default function PaymentQueuePage() {
  return <ResourceRoute resource={RESOURCES.payments} view="list" />;
}
