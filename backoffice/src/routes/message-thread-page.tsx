import { ResourceRoute } from '../app/resource-route';
import { RESOURCES } from '../app/resources';
import { MessageThread } from '../features/messages/message-thread';

const resource = RESOURCES.messages;

/** Route module: the 'edit' view of the 'messages' resource (one message with its replies and the reply form). */
export default function MessageThreadPage() {
  return (
    <ResourceRoute
      resource={resource}
      view="edit"
      screen={(id) => <MessageThread messageId={Number(id)} listPath={resource.routes.list!} />}
    />
  );
}
