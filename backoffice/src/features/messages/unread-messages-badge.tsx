import { Box } from '@koperasi/shared-ui';
import { useUnreadMessageCountQuery } from './messages-api';

/** New messages keep coming while an admin works elsewhere in the back office: the count is read again. */
const POLL_MS = 60_000;
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * The menu entry's count of unread contact messages: a pill after the label, read out as '(3 belum dibaca)'.
 * Nothing while there are none or the count could not be read.
 */
export function UnreadMessagesBadge() {
  const { data: count } = useUnreadMessageCountQuery(undefined, { pollingInterval: POLL_MS });
  if (!count) return null;
  return (
    <Box
      component="span"
      data-testid="unread-messages-badge"
      sx={{
        ml: 0.75,
        px: 0.75,
        minWidth: 20,
        height: 20,
        borderRadius: 10,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'error.main',
        color: 'error.contrastText',
        fontSize: '0.75rem',
        fontWeight: 700,
        lineHeight: 1,
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count.toLocaleString('id-ID')}</span>
      <Box component="span" sx={visuallyHidden}>
        {`(${count.toLocaleString('id-ID')} belum dibaca)`}
      </Box>
    </Box>
  );
}
