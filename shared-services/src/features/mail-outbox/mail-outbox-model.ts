import type { QueryData } from '@supabase/supabase-js';
import type { KoperasiSupabaseClient } from '../../supabase/client';

/** A mail's state in public.mail_outbox (20261208000001_mail_delivery.sql). */
export type OutboxStatus = 'menunggu' | 'mengirim' | 'terkirim' | 'gagal';

/** Which mails the back office's 'Email Keluar' lists. */
export type OutboxFilter = 'semua' | OutboxStatus;

export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  menunggu: 'Menunggu',
  mengirim: 'Sedang dikirim',
  terkirim: 'Terkirim',
  gagal: 'Gagal',
};

/** A mail of the outbox as the back office shows it. */
export interface OutboxMail {
  id: number;
  recipient: string;
  /** what the mail is about: 'pesanan_dibuat', 'balasan_pesan', … */
  template: string;
  subject: string;
  status: OutboxStatus;
  /** failed sends so far (a sent mail counts its last send too) */
  attempts: number;
  /** the last failure's words, as the mail server gave them */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  /** when a waiting mail is tried (again) */
  nextAttemptAt: string;
}

export interface OutboxPage {
  items: OutboxMail[];
  total: number;
}

export interface OutboxQuery {
  filter: OutboxFilter;
  /** 1-based */
  page: number;
  pageSize: number;
}

export const OUTBOX_COLUMNS =
  'id, recipient, template, subject, status, attempts, last_error, created_at, sent_at, next_attempt_at' as const;

// the row type is what supabase-js infers from the select string above
export const outboxQuery = (client: KoperasiSupabaseClient) =>
  client.from('mail_outbox').select(OUTBOX_COLUMNS);
type OutboxRow = QueryData<ReturnType<typeof outboxQuery>>[number];

const STATUSES = Object.keys(OUTBOX_STATUS_LABELS) as OutboxStatus[];
const statusOf = (value: string): OutboxStatus =>
  STATUSES.includes(value as OutboxStatus) ? (value as OutboxStatus) : 'menunggu';

export function toOutboxMail(row: OutboxRow): OutboxMail {
  return {
    id: row.id,
    recipient: row.recipient,
    template: row.template,
    subject: row.subject,
    status: statusOf(row.status),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.next_attempt_at,
  };
}
