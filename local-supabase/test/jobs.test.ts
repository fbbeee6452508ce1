/**
 * The local server's scheduled jobs: public.run_order_jobs() and the send-mail Edge Function, which drains
 * public.mail_outbox (here into the dev mailbox: no SMTP secrets), run by POST /__dev/run-jobs and on the
 * LOCAL_SUPABASE_JOB_INTERVAL_MS timer.
 *
 * In its throwaway database the suite renames the migrated run_order_jobs() (and for one test
 * mail_outbox) away, to check a schema without them, and stands in functions of its own to check failures
 * and the mail the jobs write. PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import { loadConfig } from '../src/config';
import type { Queryable } from '../src/db/database';
import type { MailRun } from '../src/jobs/jobs-pass';
import { startTestServer, type TestServer } from './helpers/server';

interface PassBody {
  jobs: unknown;
  mails: MailRun | null;
  errors?: string[];
}

interface OutboxState {
  status: string;
  sent: boolean;
  attempts: number;
  last_error: string | null;
  /** seconds from now to next_attempt_at, rounded to the minute */
  retry_in_minutes: number;
  provider_message_id: string | null;
}

/** the send-mail function's batch (MAIL_BATCH_SIZE's default) and its failures before gagal */
const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;
const run = (sent: number, failed = 0, givenUp = 0): MailRun => ({
  claimed: sent + failed,
  sent,
  failed,
  givenUp,
});

/** reports one expiry and writes its mail into the outbox, as the migrated function does */
const STUB_JOBS = `
  create or replace function public.run_order_jobs() returns jsonb
    language plpgsql
  as $fn$
  begin
    insert into public.mail_outbox (recipient, template, subject, body)
    values ('uji-jobs-stub@koperasi.test', 'pesanan_dibatalkan', 'Pesanan dibatalkan', 'Batas waktu terlewati.');
    return jsonb_build_object('expired', 1, 'received', 0);
  end
  $fn$`;

const FAILING_JOBS = `
  create or replace function public.run_order_jobs() returns jsonb
    language plpgsql
  as $fn$
  begin
    raise exception 'jobs exploded';
  end
  $fn$`;

let server: TestServer;
let admin: Queryable;
const uniqueAddress = (label: string) =>
  `uji-jobs-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@koperasi.test`;

async function runJobs(): Promise<{ status: number; body: PassBody }> {
  const response = await fetch(`${server.url}/__dev/run-jobs`, { method: 'POST' });
  return { status: response.status, body: (await response.json()) as PassBody };
}

async function enqueue(
  recipient: string,
  options: { subject?: string; body?: string; template?: string; attempts?: number; age?: string } = {},
): Promise<string> {
  const result = await admin.query<{ id: string }>(
    `insert into public.mail_outbox (recipient, template, subject, body, attempts, created_at)
     values ($1, $2, $3, $4, $5, now() - $6::interval) returning id::text as id`,
    [
      recipient,
      options.template ?? 'pesanan_dibuat',
      options.subject ?? 'Pesanan Anda telah dibuat',
      options.body ?? 'Terima kasih.',
      options.attempts ?? 0,
      options.age ?? '0 seconds',
    ],
  );
  return result.rows[0]!.id;
}

async function stateOf(id: string): Promise<OutboxState> {
  const result = await admin.query<OutboxState>(
    `select status, sent_at is not null as sent, attempts, last_error, provider_message_id,
            round(extract(epoch from next_attempt_at - now()) / 60)::int as retry_in_minutes
       from public.mail_outbox where id = $1`,
    [id],
  );
  return result.rows[0]!;
}

/** makes a mail due now, as if its wait were over */
const dueNow = (id: string) =>
  admin.query('update public.mail_outbox set next_attempt_at = now() where id = $1', [id]);

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0, siteUrl: 'http://toko.test:3000' } });
  admin = server.app.localSupabase.db.admin;
  // the suite's own stand-ins take the name; the last test puts the migrated function back
  await admin.query('alter function public.run_order_jobs() rename to run_order_jobs_migrated');
  // what the seed left in the outbox counts as sent, so each pass below delivers only the test's own rows
  await admin.query(
    `update public.mail_outbox set status = 'terkirim', sent_at = now() where sent_at is null`,
  );
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('config', () => {
  it('reads LOCAL_SUPABASE_JOB_INTERVAL_MS (default 5000; 0 or less turns the timer off)', () => {
    expect(loadConfig({}).jobIntervalMs).toBe(5000);
    expect(loadConfig({ LOCAL_SUPABASE_JOB_INTERVAL_MS: '250' }).jobIntervalMs).toBe(250);
    expect(loadConfig({ LOCAL_SUPABASE_JOB_INTERVAL_MS: '0' }).jobIntervalMs).toBe(0);
    expect(loadConfig({ LOCAL_SUPABASE_JOB_INTERVAL_MS: '-1' }).jobIntervalMs).toBe(0);
    expect(loadConfig({ LOCAL_SUPABASE_JOB_INTERVAL_MS: 'often' }).jobIntervalMs).toBe(5000);
  });
});

describe('a schema without the jobs', () => {
  it('skips a missing run_order_jobs() and mail_outbox quietly', async () => {
    await admin.query('alter function public.claim_outbox_mail(integer) rename to claim_outbox_mail_away');
    try {
      const pass = await runJobs();
      expect(pass).toEqual({ status: 200, body: { jobs: null, mails: null } });
    } finally {
      await admin.query('alter function public.claim_outbox_mail_away(integer) rename to claim_outbox_mail');
    }
    // the server still answers
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe('mail outbox, through the send-mail function', () => {
  it('delivers due rows to /__dev/mail with an HTML part, marks them terkirim and never sends them again', async () => {
    const to = uniqueAddress('kirim');
    const first = await enqueue(to.toUpperCase(), {
      template: 'pesanan_dibuat',
      subject: 'Pesanan KOP-0001 dibuat',
      body: 'Halo <Budi>,\n\nTotal: Rp 15.123\nKode unik: 123\n\nBuka {{SITE_URL}}/pesanan/1',
    });
    const second = await enqueue(to, { template: 'pembayaran_diterima', subject: 'Pembayaran diterima' });

    expect(await runJobs()).toEqual({ status: 200, body: { jobs: null, mails: run(2) } });

    const mails = await server.mail(to);
    expect(mails.map((mail) => mail.type).sort()).toEqual(['pembayaran_diterima', 'pesanan_dibuat']);
    const order = mails.find((mail) => mail.type === 'pesanan_dibuat');
    expect(order).toMatchObject({
      to,
      subject: 'Pesanan KOP-0001 dibuat',
      text: 'Halo <Budi>,\n\nTotal: Rp 15.123\nKode unik: 123\n\nBuka http://toko.test:3000/pesanan/1',
      action_link: null,
    });
    expect(order!.html).toContain('<p style="margin:0 0 16px">Halo &#60;Budi&#62;,</p>');
    expect(order!.html).toContain(
      'Buka <a href="http://toko.test:3000/pesanan/1">http://toko.test:3000/pesanan/1</a>',
    );
    for (const id of [first, second])
      expect(await stateOf(id)).toMatchObject({
        status: 'terkirim',
        sent: true,
        attempts: 1,
        last_error: null,
        provider_message_id: expect.stringMatching(/^<dev-.+@local-supabase>$/),
      });

    // nothing due: the function is not even called
    expect((await runJobs()).body.mails).toBeNull();
    expect(await server.mail(to)).toHaveLength(2);
  });

  it('retries a refused mail after 1, 5, 15 and 60 minutes, and marks it gagal at the fifth failure', async () => {
    const id = await enqueue('bukan-alamat');
    const waits: number[] = [];
    for (let failure = 1; failure <= MAX_ATTEMPTS; failure++) {
      expect((await runJobs()).body.mails).toEqual(run(0, 1, failure === MAX_ATTEMPTS ? 1 : 0));
      const state = await stateOf(id);
      expect(state).toMatchObject({ sent: false, attempts: failure });
      expect(state.last_error).toContain('not an e-mail address');
      if (failure < MAX_ATTEMPTS) {
        expect(state.status).toBe('menunggu');
        waits.push(state.retry_in_minutes);
        // not due until its wait is over
        expect((await runJobs()).body.mails).toBeNull();
        await dueNow(id);
      } else expect(state.status).toBe('gagal');
    }
    expect(waits).toEqual([1, 5, 15, 60]);
    // given up: never claimed again
    await dueNow(id);
    expect((await runJobs()).body.mails).toBeNull();
  });

  it('takes the oldest due rows first, a batch at a time, until none is due, in one run', async () => {
    const to = uniqueAddress('antrean');
    await admin.query(
      `insert into public.mail_outbox (recipient, template, subject, body)
       select $1, 'pesanan_masuk', 'Pesanan masuk ' || n, 'Isi ' || n from generate_series(1, $2::int) n`,
      [to, BATCH_SIZE],
    );
    await admin.query(
      `insert into public.mail_outbox (recipient, template, subject, body, next_attempt_at)
       values ($1, 'pesanan_masuk', 'Yang terlama', 'Isi', now() - interval '1 hour')`,
      [to],
    );

    expect((await runJobs()).body.mails).toEqual(run(BATCH_SIZE + 1));
    const mails = await server.mail(to);
    expect(mails).toHaveLength(BATCH_SIZE + 1);
    // newest first: the oldest due mail went out first
    expect(mails[mails.length - 1]!.subject).toBe('Yang terlama');
    const left = await admin.query(
      'select id from public.mail_outbox where recipient = $1 and sent_at is null',
      [to],
    );
    expect(left.rows).toEqual([]);
  });
});

describe('run_order_jobs()', () => {
  it('runs it as the owner, returns its JSON and delivers the mail it wrote in the same pass', async () => {
    await admin.query(STUB_JOBS);
    const pass = await runJobs();
    expect(pass).toEqual({
      status: 200,
      body: { jobs: { expired: 1, received: 0 }, mails: run(1) },
    });
    const [mail] = await server.mail('uji-jobs-stub@koperasi.test');
    expect(mail).toMatchObject({ type: 'pesanan_dibatalkan', subject: 'Pesanan dibatalkan' });
  });

  it('answers 500 with the error when it fails, still delivers the outbox and keeps serving', async () => {
    await admin.query(FAILING_JOBS);
    const to = uniqueAddress('tetap');
    await enqueue(to);
    const pass = await runJobs();
    expect(pass.status).toBe(500);
    expect(pass.body).toMatchObject({ jobs: null, mails: run(1) });
    expect(pass.body.errors).toEqual([expect.stringContaining('jobs exploded')]);
    expect(await server.mail(to)).toHaveLength(1);
    expect((await runJobs()).status).toBe(500);
  });

  it('runs the migrated function as the owner', async () => {
    await admin.query('drop function public.run_order_jobs()');
    await admin.query('alter function public.run_order_jobs_migrated() rename to run_order_jobs');
    const pass = await runJobs();
    expect(pass.status).toBe(200);
    expect(pass.body.jobs).toEqual({
      expired: expect.any(Number),
      received: expect.any(Number),
      review_reminders: expect.any(Number),
    });
  });
});

describe('the timer', () => {
  let timed: TestServer | undefined;

  afterAll(async () => {
    await timed?.stop();
  });

  it('delivers on LOCAL_SUPABASE_JOB_INTERVAL_MS and stops when the server closes', async () => {
    timed = await startTestServer({ config: { jobIntervalMs: 50 } });
    const { db, jobs } = timed.app.localSupabase;
    // the seed's own mails are not waited for
    await db.admin.query(
      `update public.mail_outbox set status = 'terkirim', sent_at = now() where sent_at is null`,
    );
    const to = uniqueAddress('pewaktu');
    await db.admin.query(
      `insert into public.mail_outbox (recipient, template, subject, body)
       values ($1, 'pesanan_dibuat', 'Pesanan dibuat', 'Terima kasih.')`,
      [to],
    );
    // the first due mail starts the send-mail function's Deno process
    const deadline = Date.now() + 30_000;
    while ((await timed.mail(to)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await timed.mail(to)).toHaveLength(1);

    const runNow = jest.spyOn(jobs, 'runNow');
    await timed.stop();
    const passesAtClose = runNow.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runNow.mock.calls.length).toBe(passesAtClose);
  }, 90_000);
});
