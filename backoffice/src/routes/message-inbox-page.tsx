import { ResourceRoute } from '../app/resource-route';
import { editPathOf, RESOURCES } from '../app/resources';
import { MessageInbox } from '../features/messages/message-inbox';

const resource = RESOURCES.messages;

/** Route module: the 'list' view of the 'messages' resource (the inbox of the contact form). */
export default function MessageInboxPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="list"
      screen={() => <MessageInbox title={resource.label} threadPath={(id) => editPathOf(resource, id)} />}
    />
  );
}
