import type { QueryData } from '@supabase/supabase-js';
import type { KoperasiSupabaseClient } from '../../supabase/client';

/** The longest reply an admin may write (reply_contact_message). */
export const CONTACT_REPLY_MAX = 5000;

/** Which messages the inbox lists. */
export type ContactInboxFilter = 'semua' | 'belum-dibaca';

/** An admin's reply to a message: who, when, what. */
export interface ContactReply {
  id: number;
  body: string;
  /** the admin's name ('Admin' when the profile has none or is gone) */
  replierName: string;
  createdAt: string;
}

/** A message of the contact form as the back office shows it. */
export interface InboxMessage {
  id: number;
  name: string;
  email: string;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** when it was last answered, or null */
  repliedAt: string | null;
  /** oldest first; only the thread reads them (empty in the list) */
  replies: ContactReply[];
}

export interface InboxPage {
  items: InboxMessage[];
  total: number;
}

export interface InboxQuery {
  filter: ContactInboxFilter;
  /** 1-based */
  page: number;
  pageSize: number;
}

export const INBOX_COLUMNS = 'id, name, email, message, is_read, created_at, replied_at' as const;
export const THREAD_COLUMNS =
  `${INBOX_COLUMNS}, replies:contact_message_replies(id, body, created_at, replier:profiles!replied_by(full_name))` as const;

// the row types are what supabase-js infers from the select strings above
export const threadQuery = (client: KoperasiSupabaseClient) =>
  client.from('contact_messages').select(THREAD_COLUMNS);
type ThreadRow = QueryData<ReturnType<typeof threadQuery>>[number];
/** a row of the list (no replies) or of the thread */
export type InboxRow = Omit<ThreadRow, 'replies'> & { replies?: ThreadRow['replies'] };

export function toInboxMessage(row: InboxRow): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    isRead: row.is_read,
    createdAt: row.created_at,
    repliedAt: row.replied_at,
    replies: [...(row.replies ?? [])]
      .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
      .map((reply) => ({
        id: reply.id,
        body: reply.body,
        replierName: reply.replier?.full_name?.trim() || 'Admin',
        createdAt: reply.created_at,
      })),
  };
}
