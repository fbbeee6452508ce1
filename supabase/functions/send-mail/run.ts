// One run of the send-mail function: claim the due mails, send each, mark each sent or failed. The database
// decides what is due and what a failure means (claim_outbox_mail, mark_mail_sent, mark_mail_failed).
import { mailOf, type OutboxRow, type OutgoingMail } from './mail.ts';

export interface OutboxStore {
  claim(batchSize: number): Promise<OutboxRow[]>;
  markSent(id: number, messageId: string | null): Promise<void>;
  markFailed(id: number, error: string): Promise<{ status: string; nextAttemptAt: string }>;
}

export interface MailTransport {
  /** sends one mail; answers the provider's message id */
  send(mail: OutgoingMail): Promise<string | null>;
}

export interface RunResult {
  claimed: number;
  sent: number;
  failed: number;
  /** the mails that failed for the fifth time */
  givenUp: number;
}

export interface RunLog {
  info(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

const messageOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 1000);

/** Claims up to batchSize due mails and sends them one after another. */
export async function runOnce(
  store: OutboxStore,
  transport: MailTransport,
  { batchSize, siteUrl }: { batchSize: number; siteUrl: string },
  log: RunLog,
): Promise<RunResult> {
  const rows = await store.claim(batchSize);
  const result: RunResult = { claimed: rows.length, sent: 0, failed: 0, givenUp: 0 };
  for (const row of rows) {
    let messageId: string | null;
    try {
      messageId = await transport.send(mailOf(row, siteUrl));
    } catch (error) {
      const failure = await store.markFailed(row.id, messageOf(error));
      result.failed++;
      if (failure.status === 'gagal') result.givenUp++;
      log.error('mail not sent', {
        mail_id: row.id,
        template: row.template,
        error: messageOf(error),
        status: failure.status,
        next_attempt_at: failure.nextAttemptAt,
      });
      continue;
    }
    await store.markSent(row.id, messageId);
    result.sent++;
  }
  if (rows.length > 0) log.info('mail run', { ...result });
  return result;
}
