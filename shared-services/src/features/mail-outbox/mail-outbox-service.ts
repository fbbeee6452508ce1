import { getSupabase } from '../../supabase/client';
import { MailOutboxError } from './mail-outbox-error';
import {
  OUTBOX_COLUMNS,
  toOutboxMail,
  type OutboxMail,
  type OutboxPage,
  type OutboxQuery,
} from './mail-outbox-model';

/*
 * The back office's 'Email Keluar': the mail the database wrote and the send-mail function sends. RLS lets only
 * admins read it; resend_mail puts a failed (or sent) mail back in the queue. Errors: 'Error getting mail
 * outbox: <cause>', 'Error resending mail: <cause>', as MailOutboxError with an Indonesian `userMessage`.
 */

const range = (page: number, pageSize: number): [number, number] => {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
};

/** The mails, newest first, all or those of one state, paged. */
export async function getOutboxMails(query: OutboxQuery): Promise<OutboxPage> {
  let request = getSupabase().from('mail_outbox').select(OUTBOX_COLUMNS, { count: 'exact' });
  if (query.filter !== 'semua') request = request.eq('status', query.filter);
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(...range(query.page, query.pageSize));
  if (error) throw new MailOutboxError('Error getting mail outbox', error);
  const rows = data ?? [];
  return { items: rows.map(toOutboxMail), total: count ?? rows.length };
}

/** How many mails gave up (the menu's badge). */
export async function countFailedMails(): Promise<number> {
  const { count, error } = await getSupabase()
    .from('mail_outbox')
    .select('id', { count: 'exact', head: true })
    .eq('status', 'gagal');
  if (error) throw new MailOutboxError('Error getting mail outbox', error);
  return count ?? 0;
}

/** Sends a failed or sent mail again: back in the queue, due now. */
export async function resendMail(id: number): Promise<OutboxMail> {
  const { data, error } = await getSupabase().rpc('resend_mail', { mail_id: id });
  if (error) throw new MailOutboxError('Error resending mail', error);
  return toOutboxMail(data);
}
