import { getSupabase } from '../../supabase/client';
import { ContactError } from './contact-error';
import {
  INBOX_COLUMNS,
  THREAD_COLUMNS,
  toInboxMessage,
  type ContactReply,
  type InboxMessage,
  type InboxPage,
  type InboxQuery,
} from './contact-model';

/*
 * The back office's inbox of the contact form. RLS lets only admins read a message and change its is_read;
 * replies go through reply_contact_message, which keeps the reply, marks the message read and mails the
 * sender. Errors: 'Error getting contact messages: <cause>', 'Error updating contact message: <cause>', as
 * ContactError with the database's Indonesian sentence in `userMessage`.
 */

const range = (page: number, pageSize: number): [number, number] => {
  const from = (Math.max(1, page) - 1) * pageSize;
  return [from, from + pageSize - 1];
};

/** The messages, newest first, all or the unread ones, paged. */
export async function getInboxMessages(query: InboxQuery): Promise<InboxPage> {
  let request = getSupabase().from('contact_messages').select(INBOX_COLUMNS, { count: 'exact' });
  if (query.filter === 'belum-dibaca') request = request.eq('is_read', false);
  const { data, error, count } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(...range(query.page, query.pageSize));
  if (error) throw new ContactError('Error getting contact messages', error);
  const rows = data ?? [];
  return { items: rows.map(toInboxMessage), total: count ?? rows.length };
}

/** One message with its replies, oldest first. */
export async function getInboxMessage(id: number): Promise<InboxMessage> {
  const { data, error } = await getSupabase()
    .from('contact_messages')
    .select(THREAD_COLUMNS)
    .eq('id', id)
    .maybeSingle();
  if (error) throw new ContactError('Error getting contact messages', error);
  if (!data)
    throw new ContactError('Error getting contact messages', {
      code: 'KP041',
      message: 'Pesan tidak ditemukan atau sudah dihapus',
    });
  return toInboxMessage(data);
}

/** How many messages nobody has read yet (the menu's badge). */
export async function countUnreadContactMessages(): Promise<number> {
  const { count, error } = await getSupabase()
    .from('contact_messages')
    .select('id', { count: 'exact', head: true })
    .eq('is_read', false);
  if (error) throw new ContactError('Error getting contact messages', error);
  return count ?? 0;
}

/** Marks a message read or unread again. */
export async function markContactMessageRead(id: number, read: boolean): Promise<void> {
  const { error } = await getSupabase().from('contact_messages').update({ is_read: read }).eq('id', id);
  if (error) throw new ContactError('Error updating contact message', error);
}

/** An admin answers a message: the reply is kept and mailed to the sender (reply_contact_message). */
export async function replyToContactMessage(id: number, body: string): Promise<ContactReply> {
  const { data, error } = await getSupabase().rpc('reply_contact_message', {
    message_id: id,
    body: body.trim(),
  });
  if (error) throw new ContactError('Error updating contact message', error);
  return { id: data.id, body: data.body, replierName: '', createdAt: data.created_at };
}
