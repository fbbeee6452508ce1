import {
  Link as RouterLink,
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  EmptyState,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { Chip, Tab, Tabs } from '@mui/material';
import MailOutlined from '@mui/icons-material/MailOutlined';
import {
  failureMessage,
  notify,
  type ContactInboxFilter,
  type InboxMessage,
} from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { CardPagination, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import { useStatusFilter } from '../../components/use-status-filter';
import { formatMessageTime } from './message-dates';
import {
  MARK_READ_FAILED,
  MESSAGES_LOAD_FAILED,
  useInboxMessagesQuery,
  useMarkMessageReadMutation,
} from './messages-api';

const FILTERS: { value: ContactInboxFilter; label: string; empty: string }[] = [
  { value: 'semua', label: 'Semua', empty: 'Belum ada pesan' },
  { value: 'belum-dibaca', label: 'Belum dibaca', empty: 'Semua pesan sudah dibaca' },
];
const FILTER_VALUES = FILTERS.map((filter) => filter.value);

function MessageCard({ message, to }: { message: InboxMessage; to: string }) {
  const [markRead, { isLoading }] = useMarkMessageReadMutation();
  const unread = !message.isRead;
  const markAsRead = async () => {
    try {
      await markRead({ id: message.id, read: true }).unwrap();
    } catch (failure) {
      notify.error(failureMessage(MARK_READ_FAILED, failure));
    }
  };
  return (
    <Card
      component="article"
      aria-label={`Pesan dari ${message.name}`}
      sx={unread ? { borderLeft: 4, borderLeftColor: 'primary.main' } : undefined}
    >
      <CardActionArea component={RouterLink} to={to}>
        <CardContent sx={{ p: { xs: 1.5, md: 2 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.25, sm: 1 }}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography
                component="h2"
                sx={{ fontSize: '1rem', fontWeight: unread ? 700 : 500, overflowWrap: 'anywhere' }}
              >
                {message.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {message.email}
              </Typography>
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
              {formatMessageTime(message.createdAt)}
            </Typography>
          </Stack>
          <Typography
            sx={{
              mt: 1,
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {message.message}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {unread && <Chip size="small" color="primary" label="Belum dibaca" />}
            {message.repliedAt && <Chip size="small" variant="outlined" label="Sudah dibalas" />}
          </Stack>
        </CardContent>
      </CardActionArea>
      {unread && (
        <Box sx={{ px: { xs: 1.5, md: 2 }, pb: 1.5 }}>
          <Button size="small" onClick={() => void markAsRead()} disabled={isLoading} sx={{ minHeight: 36 }}>
            Tandai sudah dibaca
          </Button>
        </Box>
      )}
    </Card>
  );
}

export interface MessageInboxProps {
  title: string;
  /** the thread of one message */
  threadPath: (id: number) => string;
}

/**
 * 'Pesan Masuk': the messages sent on /contact, newest first, paged, all or the unread ones (?status=); each
 * opens its thread, and an unread one may be marked read here.
 */
export function MessageInbox({ title, threadPath }: MessageInboxProps) {
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [filter, choose] = useStatusFilter(FILTER_VALUES, 'semua', () => setPage(0));
  // visitors keep writing: every visit reads again
  const { currentData: result, isError } = useInboxMessagesQuery(
    { filter, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, MESSAGES_LOAD_FAILED);
  // marking the last unread message of a later page read empties it: go back to the page before
  if (page > 0 && result?.items.length === 0) setPage(page - 1);

  return (
    <AdminPage title={title}>
      <Stack spacing={2}>
        <Card>
          <Tabs
            value={filter}
            onChange={(_, value: ContactInboxFilter) => choose(value)}
            aria-label="Saring pesan"
            sx={{ px: 1 }}
          >
            {FILTERS.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} />
            ))}
          </Tabs>
        </Card>
        {isError ? (
          <Alert severity="error">{MESSAGES_LOAD_FAILED}</Alert>
        ) : !result ? (
          <LoadingText />
        ) : result.items.length === 0 ? (
          <Card>
            <EmptyState
              icon={<MailOutlined />}
              title={FILTERS.find((f) => f.value === filter)!.empty}
              text="Pesan yang dikirim lewat halaman Hubungi Kami tampil di sini."
            />
          </Card>
        ) : (
          <>
            <Typography color="text.secondary" aria-live="polite">
              {result.total.toLocaleString('id-ID')} pesan
            </Typography>
            {result.items.map((message) => (
              <MessageCard key={message.id} message={message} to={threadPath(message.id)} />
            ))}
            <CardPagination count={result.total} paging={paging} />
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
