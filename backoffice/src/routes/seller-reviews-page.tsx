import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'sellerReviews' resource (the reviews of the seller's products). */
export default function SellerReviewsPage() {
  return <ResourceRoute resource={RESOURCES.sellerReviews} view="list" />;
}
