import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { ReviewModeration } from '../features/reviews/review-moderation';

const resource = RESOURCES.reviews;

/** Route module: the 'list' view of the 'reviews' resource (the moderation of buyer reviews). */
export default function ReviewModerationPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <ReviewModeration title={resource.label} />}
    />
  );
}
