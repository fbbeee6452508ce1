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

/** How long one run keeps claiming batches: a run is called every minute, and ends before the next. */
export const RUN_BUDGET_MS = 40_000;

export interface RunOptions {
  batchSize: number;
  siteUrl: string;
  /** no new batch is claimed after this long (RUN_BUDGET_MS) */
  budgetMs?: number;
  now?: () => number;
}

/**
 * Claims the due mails a batch at a time and sends them one after another, until none is due (a claim comes
 * back short) or the run's time budget is spent; what is left waits for the next run.
 */
export async function runOnce(
  store: OutboxStore,
  transport: MailTransport,
  { batchSize, siteUrl, budgetMs = RUN_BUDGET_MS, now = Date.now }: RunOptions,
  log: RunLog,
): Promise<RunResult> {
  const started = now();
  const result: RunResult = { claimed: 0, sent: 0, failed: 0, givenUp: 0 };
  for (;;) {
    const rows = await store.claim(batchSize);
    result.claimed += rows.length;
    for (const row of rows) await sendOne(row, store, transport, siteUrl, result, log);
    if (rows.length < batchSize || now() - started >= budgetMs) break;
  }
  if (result.claimed > 0) log.info('mail run', { ...result });
  return result;
}

async function sendOne(
  row: OutboxRow,
  store: OutboxStore,
  transport: MailTransport,
  siteUrl: string,
  result: RunResult,
  log: RunLog,
): Promise<void> {
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
    return;
  }
  await store.markSent(row.id, messageId);
  result.sent++;
}
