import { Alert, Button, Card, EmptyState, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import { Chip, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs } from '@mui/material';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import {
  failureMessage,
  formatOrderDateTime,
  notify,
  OUTBOX_STATUS_LABELS,
  type OutboxFilter,
  type OutboxMail,
  type OutboxStatus,
} from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { ListPagination, pagerProps, usePaging } from '../../components/list-pagination';
import { TableScroll } from '../../components/table-scroll';
import { useFailureToast } from '../../components/use-failure-toast';
import { useStatusFilter } from '../../components/use-status-filter';
import {
  OUTBOX_LOAD_FAILED,
  RESEND_FAILED,
  useOutboxMailsQuery,
  useResendMailMutation,
} from './mail-outbox-api';

/** how many failures make a mail gagal (public.mail_max_attempts()) */
const MAX_ATTEMPTS = 5;
export const RESENT = 'Email dimasukkan kembali ke antrean pengiriman';

const FILTERS: { value: OutboxFilter; label: string; empty: string }[] = [
  { value: 'semua', label: 'Semua', empty: 'Belum ada email keluar' },
  { value: 'menunggu', label: 'Menunggu', empty: 'Tidak ada email yang menunggu dikirim' },
  { value: 'terkirim', label: 'Terkirim', empty: 'Belum ada email yang terkirim' },
  { value: 'gagal', label: 'Gagal', empty: 'Tidak ada email yang gagal terkirim' },
];
const FILTER_VALUES = FILTERS.map((filter) => filter.value);

const STATUS_COLORS: Record<OutboxStatus, 'default' | 'info' | 'success' | 'error'> = {
  menunggu: 'default',
  mengirim: 'info',
  terkirim: 'success',
  gagal: 'error',
};

const time = (iso: string) => formatOrderDateTime(iso, 'short');

/** What happened to a mail so far, in a line: when it went, or its failures and the next try. */
function progressOf(mail: OutboxMail): string | null {
  if (mail.status === 'terkirim' && mail.sentAt) return `Terkirim ${time(mail.sentAt)}`;
  if (mail.status === 'gagal') return `Gagal ${mail.attempts} kali, tidak dicoba lagi`;
  if (mail.status === 'menunggu' && mail.attempts > 0)
    return `Gagal ${mail.attempts} dari ${MAX_ATTEMPTS} kali · dicoba lagi ${time(mail.nextAttemptAt)}`;
  return null;
}

function MailRow({ mail }: { mail: OutboxMail }) {
  const [resend, { isLoading }] = useResendMailMutation();
  const progress = progressOf(mail);
  const sendAgain = async () => {
    try {
      await resend(mail.id).unwrap();
      notify.success(RESENT);
    } catch (failure) {
      notify.error(failureMessage(RESEND_FAILED, failure));
    }
  };
  return (
    <TableRow data-testid="outbox-row">
      <TableCell sx={{ minWidth: 200 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{mail.subject}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {mail.recipient}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {time(mail.createdAt)}
        </Typography>
      </TableCell>
      <TableCell sx={{ minWidth: 160 }}>
        <Chip
          size="small"
          variant={mail.status === 'menunggu' ? 'outlined' : 'filled'}
          color={STATUS_COLORS[mail.status]}
          label={OUTBOX_STATUS_LABELS[mail.status]}
        />
        {progress && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {progress}
          </Typography>
        )}
        {mail.lastError && mail.status !== 'terkirim' && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {mail.lastError}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        {mail.status === 'gagal' && (
          <Button
            size="small"
            variant="outlined"
            onClick={() => void sendAgain()}
            disabled={isLoading}
            aria-label={`Kirim ulang email ${mail.subject} kepada ${mail.recipient}`}
            sx={{ whiteSpace: 'nowrap' }}
          >
            Kirim Ulang
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * 'Email Keluar': the mail the marketplace sends (order, payment and shipping notices, replies), newest first,
 * paged, all or one state (?status=); a failure's reason as the mail server gave it, and a failed mail sent
 * again. The send-mail Edge Function sends them every minute.
 */
export function MailOutbox({ title }: { title: string }) {
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  const [filter, choose] = useStatusFilter(FILTER_VALUES, 'semua', () => setPage(0));
  // mail keeps going out: every visit reads again
  const { currentData: result, isError } = useOutboxMailsQuery(
    { filter, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, OUTBOX_LOAD_FAILED);
  // sending the last failed mail of a later page again empties it: go back to the page before
  if (page > 0 && result?.items.length === 0) setPage(page - 1);

  return (
    <AdminPage title={title}>
      <Card>
        <Tabs
          value={filter}
          onChange={(_, value: OutboxFilter) => choose(value)}
          aria-label="Saring email"
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {FILTERS.map(({ value, label }) => (
            <Tab key={value} value={value} label={label} />
          ))}
        </Tabs>
        {isError ? (
          <Alert severity="error">{OUTBOX_LOAD_FAILED}</Alert>
        ) : !result ? (
          <LoadingText />
        ) : result.items.length === 0 ? (
          <EmptyState
            icon={<ForwardToInboxOutlined />}
            title={FILTERS.find((f) => f.value === filter)!.empty}
            text="Email pesanan, pembayaran, pengiriman dan balasan pesan tampil di sini."
          />
        ) : (
          <Stack>
            <TableScroll label="Daftar email keluar">
              <Table aria-label="Daftar email keluar">
                <TableHead>
                  <TableRow>
                    <TableCell>Email</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell align="right">Tindakan</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((mail) => (
                    <MailRow key={mail.id} mail={mail} />
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
            <ListPagination count={result.total} {...pagerProps(paging)} />
          </Stack>
        )}
      </Card>
    </AdminPage>
  );
}
