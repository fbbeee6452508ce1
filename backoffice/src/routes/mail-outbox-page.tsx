import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { MailOutbox } from '../features/mail-outbox/mail-outbox';

const resource = RESOURCES.emails;

/** Route module: the 'list' view of the 'emails' resource (the mail the marketplace sends). */
export default function MailOutboxPage() {
  return (
    <ResourceRoute resource={resource} view="list" screen={() => <MailOutbox title={resource.label} />} />
  );
}
