import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SellerApplications } from '../features/seller-verification/seller-applications';

const resource = RESOURCES.sellers;

/** Route module: the 'list' view of the 'sellers' resource (the seller verification queue). */
export default function SellerApplicationsPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <SellerApplications title={resource.label} />}
    />
  );
}
