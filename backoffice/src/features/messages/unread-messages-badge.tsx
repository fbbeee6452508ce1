import { CountBadge } from '../../components/count-badge';
import { useUnreadMessageCountQuery } from './messages-api';

/** New messages keep coming while an admin works elsewhere in the back office: the count is read again. */
const POLL_MS = 60_000;

/** The menu entry's count of unread contact messages, read out as '(3 belum dibaca)'. */
export function UnreadMessagesBadge() {
  const { data: count } = useUnreadMessageCountQuery(undefined, { pollingInterval: POLL_MS });
  return <CountBadge count={count} spoken="belum dibaca" testId="unread-messages-badge" />;
}
