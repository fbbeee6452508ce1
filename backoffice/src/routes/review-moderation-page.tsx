import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';

/** Route module: the 'list' view of the 'reviews' resource (the moderation of buyer reviews). */
export default function ReviewModerationPage() {
  return <ResourceRoute resource={RESOURCES.reviews} view="list" />;
}
