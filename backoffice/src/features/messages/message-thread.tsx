import { useEffect, useRef } from 'react';
import {
  Link as RouterLink,
  Alert,
  Box,
  Button,
  MuiLink,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { Chip } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { errorMessageFor, failureMessage, notify, type InboxMessage } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { DetailSection } from '../../components/detail-section';
import { formatMessageTime } from './message-dates';
import { MessageReplyForm } from './message-reply-form';
import {
  MARK_READ_FAILED,
  MESSAGES_LOAD_FAILED,
  useInboxMessageQuery,
  useMarkMessageReadMutation,
} from './messages-api';

export interface MessageThreadProps {
  messageId: number;
  listPath: string;
}

function Replies({ message }: { message: InboxMessage }) {
  if (message.replies.length === 0) return <Typography color="text.secondary">Belum ada balasan.</Typography>;
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Balasan">
      {message.replies.map((reply) => (
        <Box
          component="li"
          key={reply.id}
          sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5, py: 0.5 }}
        >
          <Typography variant="body2" color="text.secondary">
            {reply.replierName} · {formatMessageTime(reply.createdAt)}
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{reply.body}</Typography>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * One message of the contact form: who sent it and when, the text, the replies (who, when, what), and the
 * form that mails a reply to the sender. Opening an unread message marks it read; it can be marked unread
 * again.
 */
export function MessageThread({ messageId, listPath }: MessageThreadProps) {
  const { currentData: message, error } = useInboxMessageQuery(messageId, {
    refetchOnMountOrArgChange: true,
  });
  const [markRead, { isLoading: marking }] = useMarkMessageReadMutation();
  const openedId = useRef<number | null>(null);

  const setRead = async (read: boolean) => {
    try {
      await markRead({ id: messageId, read }).unwrap();
    } catch (failure) {
      notify.error(failureMessage(MARK_READ_FAILED, failure));
    }
  };

  useEffect(() => {
    // once per opened message, at its first read: 'Tandai belum dibaca' afterwards stays so
    if (!message || openedId.current === message.id) return;
    openedId.current = message.id;
    if (message.isRead) return;
    markRead({ id: message.id, read: true })
      .unwrap()
      .catch((failure: unknown) => notify.error(failureMessage(MARK_READ_FAILED, failure)));
  }, [message, markRead]);

  const back = (
    <Button component={RouterLink} to={listPath} startIcon={<ArrowBackRounded />}>
      Kembali ke Pesan Masuk
    </Button>
  );

  if (!message) {
    return (
      <AdminPage title="Pesan" actions={back}>
        {error ? (
          <Alert severity="error">{errorMessageFor(error, MESSAGES_LOAD_FAILED)}</Alert>
        ) : (
          <LoadingText />
        )}
      </AdminPage>
    );
  }

  return (
    <AdminPage title={`Pesan dari ${message.name}`} actions={back}>
      <Stack spacing={2} sx={{ maxWidth: 860 }}>
        <DetailSection
          title="Pesan"
          aside={
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip
                size="small"
                color={message.isRead ? 'default' : 'primary'}
                label={message.isRead ? 'Sudah dibaca' : 'Belum dibaca'}
              />
              <Button size="small" disabled={marking} onClick={() => void setRead(!message.isRead)}>
                {message.isRead ? 'Tandai belum dibaca' : 'Tandai sudah dibaca'}
              </Button>
            </Stack>
          }
        >
          <Stack spacing={0.5} sx={{ mb: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.name}</Typography>
            <MuiLink href={`mailto:${message.email}`} sx={{ overflowWrap: 'anywhere', width: 'fit-content' }}>
              {message.email}
            </MuiLink>
            <Typography variant="body2" color="text.secondary">
              Dikirim {formatMessageTime(message.createdAt)}
            </Typography>
          </Stack>
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
        </DetailSection>
        <DetailSection title="Balasan">
          <Stack spacing={2}>
            <Replies message={message} />
            <MessageReplyForm messageId={message.id} name={message.name} email={message.email} />
          </Stack>
        </DetailSection>
      </Stack>
    </AdminPage>
  );
}
