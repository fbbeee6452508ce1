import { CountBadge } from '../../components/count-badge';
import { useFailedMailCountQuery } from './mail-outbox-api';

/** Mail keeps failing while an admin works elsewhere in the back office: the count is read again. */
const POLL_MS = 60_000;

/** The menu entry's count of mails that could not be sent, read out as '(2 gagal terkirim)'. */
export function FailedMailsBadge() {
  const { data: count } = useFailedMailCountQuery(undefined, { pollingInterval: POLL_MS });
  return <CountBadge count={count} spoken="gagal terkirim" testId="failed-mails-badge" />;
}
