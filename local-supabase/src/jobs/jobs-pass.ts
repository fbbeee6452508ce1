import type { Database } from '../db/database';

/** what a run of the send-mail Edge Function answered */
export interface MailRun {
  claimed: number;
  sent: number;
  failed: number;
  /** mails that failed for the fifth time: gagal */
  givenUp: number;
}

export interface JobsPassResult {
  /** what public.run_order_jobs() returned; null when the schema has no such function */
  jobs: unknown;
  /** the send-mail function's run; null when no mail was due (or the schema has no outbox) */
  mails: MailRun | null;
  /** the steps that failed; the other steps still ran */
  errors: string[];
}

export interface JobsPassDeps {
  db: Database;
  /** runs the send-mail Edge Function once, as the hosted schedule does (POST with the service role key) */
  sendMail: () => Promise<MailRun>;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(error: unknown, message: string): void;
  };
}

/**
 * The local stand-in for the hosted schedule (pg_cron): public.run_order_jobs() as the owner, then the send-mail
 * Edge Function when mail is due, so mail the jobs wrote goes out in the same pass, by the same code as hosted.
 * A schema without the function or the outbox (one migrated before they existed) just skips that step.
 */
export async function runJobsPass({ db, sendMail, log }: JobsPassDeps): Promise<JobsPassResult> {
  const present = await db.admin.query<{ jobs: boolean; outbox: boolean }>(
    `select to_regprocedure('public.run_order_jobs()') is not null as jobs,
            to_regprocedure('public.claim_outbox_mail(integer)') is not null as outbox`,
  );
  const { jobs: hasJobs, outbox: hasOutbox } = present.rows[0] ?? { jobs: false, outbox: false };
  const result: JobsPassResult = { jobs: null, mails: null, errors: [] };

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
      // the function starts a Deno process: only when a mail is due (claim_outbox_mail's own rule)
      const due = await db.admin.query<{ due: boolean }>(
        `select exists (
           select 1 from public.mail_outbox o
            where (o.status = 'menunggu' and o.next_attempt_at <= now())
               or (o.status = 'mengirim' and o.claimed_at < now() - interval '10 minutes')) as due`,
      );
      if (due.rows[0]?.due) {
        result.mails = await sendMail();
        if (result.mails.failed > 0) log.warn({ mails: result.mails }, 'some outbox mail was not sent');
      }
    } catch (error) {
      log.error(error, 'send-mail failed');
      result.errors.push(`send-mail: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return result;
}

function hasWork(jobs: unknown): boolean {
  if (typeof jobs !== 'object' || jobs === null) return false;
  return Object.values(jobs).some((value) => typeof value === 'number' && value > 0);
}

/** Runs the send-mail function through this server's own functions endpoint, as pg_cron's pg_net call does. */
export async function callSendMail(functionsUrl: string, serviceRoleKey: string): Promise<MailRun> {
  const response = await fetch(`${functionsUrl}/send-mail`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${serviceRoleKey}`,
      apikey: serviceRoleKey,
      'content-type': 'application/json',
    },
    body: '{}',
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`send-mail answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as MailRun;
}
