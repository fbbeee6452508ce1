import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { SellerReviews } from '../features/reviews/seller-reviews';

const resource = RESOURCES.sellerReviews;

/** Route module: the 'list' view of the 'sellerReviews' resource (the reviews of the seller's products). */
export default function SellerReviewsPage() {
  return (
    <ResourceRoute resource={resource} view="list" screen={() => <SellerReviews title={resource.label} />} />
  );
}
