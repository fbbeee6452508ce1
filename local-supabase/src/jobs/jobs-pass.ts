import type { DevMailbox } from '../auth/dev-mailbox';
import type { Database } from '../db/database';
import { deliverOutbox, type OutboxDelivery } from './mail-outbox';

export interface JobsPassResult {
  /** what public.run_order_jobs() returned; null when the schema has no such function */
  jobs: unknown;
  mails: OutboxDelivery;
  /** the steps that failed; the other steps still ran */
  errors: string[];
}

export interface JobsPassDeps {
  db: Database;
  mailbox: DevMailbox;
  siteUrl: string;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(error: unknown, message: string): void;
  };
}

/**
 * The local stand-in for the hosted schedule (pg_cron): public.run_order_jobs() as the owner, then the
 * mail outbox, so mail the jobs wrote goes out in the same pass. A schema without the function or the
 * table (one migrated before they existed) just skips that step.
 */
export async function runJobsPass({ db, mailbox, siteUrl, log }: JobsPassDeps): Promise<JobsPassResult> {
  const present = await db.admin.query<{ jobs: boolean; outbox: boolean }>(
    `select to_regprocedure('public.run_order_jobs()') is not null as jobs,
            to_regclass('public.mail_outbox') is not null as outbox`,
  );
  const { jobs: hasJobs, outbox: hasOutbox } = present.rows[0] ?? { jobs: false, outbox: false };
  const result: JobsPassResult = { jobs: null, mails: { delivered: 0, failed: 0 }, errors: [] };

  if (hasJobs) {
    try {
      const ran = await db.admin.query<{ result: unknown }>('select public.run_order_jobs() as result');
      result.jobs = ran.rows[0]?.result ?? null;
      if (hasWork(result.jobs)) log.info({ jobs: result.jobs }, 'order jobs ran');
    } catch (error) {
      log.error(error, 'run_order_jobs() failed');
      result.errors.push(`run_order_jobs: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  if (hasOutbox) {
    try {
      result.mails = await deliverOutbox(db, mailbox, siteUrl);
      if (result.mails.failed > 0) log.warn({ mails: result.mails }, 'some outbox mail was not delivered');
    } catch (error) {
      log.error(error, 'mail outbox delivery failed');
      result.errors.push(`mail_outbox: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

function hasWork(jobs: unknown): boolean {
  if (typeof jobs !== 'object' || jobs === null) return false;
  return Object.values(jobs).some((value) => typeof value === 'number' && value > 0);
}
