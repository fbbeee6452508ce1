import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SellerVerification } from '../features/seller-verification/seller-verification';

const resource = RESOURCES.sellerVerification;

/** Route module: the 'list' view of the 'sellerVerification' resource (the seller's own application). */
export default function SellerVerificationPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <SellerVerification title={resource.label} />}
    />
  );
}
