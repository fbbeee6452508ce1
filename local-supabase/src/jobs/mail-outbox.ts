import type { DevMailbox } from '../auth/dev-mailbox';
import type { Database } from '../db/database';

export const OUTBOX_BATCH_SIZE = 100;
export const OUTBOX_MAX_ATTEMPTS = 5;

export interface OutboxDelivery {
  delivered: number;
  failed: number;
}

interface OutboxRow {
  id: string;
  recipient: string;
  template: string;
  subject: string;
  body: string;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/**
 * Delivers the oldest pending rows of public.mail_outbox into the dev mailbox in one transaction: each
 * delivered row gets sent_at, each failed one its error, and both an attempt more. A row that failed
 * OUTBOX_MAX_ATTEMPTS times is left alone. `{{SITE_URL}}` in a mail stands for the site's address.
 */
export async function deliverOutbox(
  db: Database,
  mailbox: DevMailbox,
  siteUrl: string,
  batchSize = OUTBOX_BATCH_SIZE,
): Promise<OutboxDelivery> {
  return db.withAdminTransaction(async (tx) => {
    // SKIP LOCKED: a second server on the same PostgreSQL database takes the next rows instead of waiting
    const pending = await tx.query<OutboxRow>(
      `select o.id::text as id, o.recipient, o.template, o.subject, o.body from public.mail_outbox o
        where o.sent_at is null and o.attempts < $1
        order by o.created_at, o.id
        limit $2
        for update skip locked`,
      [OUTBOX_MAX_ATTEMPTS, batchSize],
    );
    const sent: string[] = [];
    const failures: { id: string; error: string }[] = [];
    for (const row of pending.rows) {
      try {
        mailbox.capture({
          to: row.recipient,
          type: row.template,
          subject: row.subject.replaceAll('{{SITE_URL}}', siteUrl),
          text: row.body.replaceAll('{{SITE_URL}}', siteUrl),
        });
        sent.push(row.id);
      } catch (error) {
        failures.push({ id: row.id, error: messageOf(error) });
      }
    }
    if (sent.length > 0) {
      await tx.query(
        `update public.mail_outbox set sent_at = now(), attempts = attempts + 1, last_error = null
          where id = any($1::bigint[])`,
        [sent],
      );
    }
    if (failures.length > 0) {
      await tx.query(
        `update public.mail_outbox o set attempts = o.attempts + 1, last_error = f.error
           from unnest($1::bigint[], $2::text[]) as f(id, error)
          where o.id = f.id`,
        [failures.map((failure) => failure.id), failures.map((failure) => failure.error)],
      );
    }
    return { delivered: sent.length, failed: failures.length };
  });
}
