/**
 * The local server's scheduled jobs: public.run_order_jobs() and the delivery of public.mail_outbox into
 * the dev mailbox, run by POST /__dev/run-jobs and on the LOCAL_SUPABASE_JOB_INTERVAL_MS timer.
 *
 * In its throwaway database the suite renames the migrated run_order_jobs() (and for one test
 * mail_outbox) away, to check a schema without them, and stands in functions of its own to check failures
 * and the mail the jobs write. PGlite by default, PostgreSQL with LOCAL_SUPABASE_TEST_DB=postgres.
 */
import { loadConfig } from '../src/config';
import type { Queryable } from '../src/db/database';
import { OUTBOX_BATCH_SIZE, OUTBOX_MAX_ATTEMPTS } from '../src/jobs/mail-outbox';
import { startTestServer, type TestServer } from './helpers/server';

interface PassBody {
  jobs: unknown;
  mails: { delivered: number; failed: number };
  errors?: string[];
}

interface OutboxState {
  sent: boolean;
  attempts: number;
  last_error: string | null;
}

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
    'select sent_at is not null as sent, attempts, last_error from public.mail_outbox where id = $1',
    [id],
  );
  return result.rows[0]!;
}

beforeAll(async () => {
  server = await startTestServer({ config: { jobIntervalMs: 0, siteUrl: 'http://toko.test:3000' } });
  admin = server.app.localSupabase.db.admin;
  // the suite's own stand-ins take the name; the last test puts the migrated function back
  await admin.query('alter function public.run_order_jobs() rename to run_order_jobs_migrated');
  // what the seed left in the outbox counts as sent, so each pass below delivers only the test's own rows
  await admin.query(`update public.mail_outbox set sent_at = now() where sent_at is null`);
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
    await admin.query('alter table public.mail_outbox rename to mail_outbox_away');
    try {
      const pass = await runJobs();
      expect(pass).toEqual({ status: 200, body: { jobs: null, mails: { delivered: 0, failed: 0 } } });
    } finally {
      await admin.query('alter table public.mail_outbox_away rename to mail_outbox');
    }
    // the server still answers
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});

describe('mail outbox', () => {
  it('delivers pending rows to /__dev/mail, marks them sent and never sends them again', async () => {
    const to = uniqueAddress('kirim');
    const first = await enqueue(to.toUpperCase(), {
      template: 'pesanan_dibuat',
      subject: 'Pesanan KOP-0001 dibuat',
      body: 'Halo <Budi>,\n\nTotal: Rp 15.123\nKode unik: 123\n\nBuka {{SITE_URL}}/pesanan/1',
    });
    const second = await enqueue(to, { template: 'pembayaran_diterima', subject: 'Pembayaran diterima' });

    const pass = await runJobs();
    expect(pass).toEqual({ status: 200, body: { jobs: null, mails: { delivered: 2, failed: 0 } } });

    const mails = await server.mail(to);
    expect(mails.map((mail) => mail.type)).toEqual(['pembayaran_diterima', 'pesanan_dibuat']);
    expect(mails[1]).toMatchObject({
      to,
      subject: 'Pesanan KOP-0001 dibuat',
      text: 'Halo <Budi>,\n\nTotal: Rp 15.123\nKode unik: 123\n\nBuka http://toko.test:3000/pesanan/1',
      action_link: null,
    });
    expect(mails[1]!.html).toBe(
      '<p>Halo &lt;Budi&gt;,</p>\n<p>Total: Rp 15.123<br>Kode unik: 123</p>\n' +
        '<p>Buka <a href="http://toko.test:3000/pesanan/1">http://toko.test:3000/pesanan/1</a></p>',
    );
    expect(await stateOf(first)).toEqual({ sent: true, attempts: 1, last_error: null });
    expect(await stateOf(second)).toEqual({ sent: true, attempts: 1, last_error: null });

    expect((await runJobs()).body.mails).toEqual({ delivered: 0, failed: 0 });
    expect(await server.mail(to)).toHaveLength(2);
  });

  it('records a failed delivery, retries it on the next pass and gives up after the last attempt', async () => {
    const to = uniqueAddress('gagal');
    const id = await enqueue(to);
    const exhausted = await enqueue(to, { attempts: OUTBOX_MAX_ATTEMPTS });
    const capture = jest.spyOn(server.app.localSupabase.mailbox, 'capture');
    capture.mockImplementationOnce(() => {
      throw new Error('mail server down: "421", {retry} \\ later');
    });
    try {
      expect((await runJobs()).body.mails).toEqual({ delivered: 0, failed: 1 });
      expect(await stateOf(id)).toEqual({
        sent: false,
        attempts: 1,
        last_error: 'mail server down: "421", {retry} \\ later',
      });
      expect(await server.mail(to)).toHaveLength(0);

      expect((await runJobs()).body.mails).toEqual({ delivered: 1, failed: 0 });
      expect(await stateOf(id)).toEqual({ sent: true, attempts: 2, last_error: null });
      expect(await server.mail(to)).toHaveLength(1);
    } finally {
      capture.mockRestore();
    }
    expect(await stateOf(exhausted)).toEqual({
      sent: false,
      attempts: OUTBOX_MAX_ATTEMPTS,
      last_error: null,
    });
  });

  it('refuses a recipient that is not an e-mail address', async () => {
    const id = await enqueue('bukan-alamat');
    expect((await runJobs()).body.mails).toEqual({ delivered: 0, failed: 1 });
    const state = await stateOf(id);
    expect(state).toMatchObject({ sent: false, attempts: 1 });
    expect(state.last_error).toContain('not an e-mail address');
    await admin.query('update public.mail_outbox set attempts = $2 where id = $1', [id, OUTBOX_MAX_ATTEMPTS]);
  });

  it('takes the oldest rows first, a batch at a time', async () => {
    const to = uniqueAddress('antrean');
    await admin.query(
      `insert into public.mail_outbox (recipient, template, subject, body)
       select $1, 'pesanan_masuk', 'Pesanan masuk ' || n, 'Isi ' || n from generate_series(1, $2::int) n`,
      [to, OUTBOX_BATCH_SIZE],
    );
    const oldest = await enqueue(to, { subject: 'Yang terlama', age: '1 hour' });

    expect((await runJobs()).body.mails).toEqual({ delivered: OUTBOX_BATCH_SIZE, failed: 0 });
    expect((await stateOf(oldest)).sent).toBe(true);
    const left = await admin.query<{ subject: string }>(
      'select subject from public.mail_outbox where recipient = $1 and sent_at is null',
      [to],
    );
    expect(left.rows).toEqual([{ subject: `Pesanan masuk ${OUTBOX_BATCH_SIZE}` }]);

    expect((await runJobs()).body.mails).toEqual({ delivered: 1, failed: 0 });
    expect(await server.mail(to)).toHaveLength(OUTBOX_BATCH_SIZE + 1);
  });
});

describe('run_order_jobs()', () => {
  it('runs it as the owner, returns its JSON and delivers the mail it wrote in the same pass', async () => {
    await admin.query(STUB_JOBS);
    const pass = await runJobs();
    expect(pass).toEqual({
      status: 200,
      body: { jobs: { expired: 1, received: 0 }, mails: { delivered: 1, failed: 0 } },
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
    expect(pass.body).toMatchObject({ jobs: null, mails: { delivered: 1, failed: 0 } });
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
    const to = uniqueAddress('pewaktu');
    await db.admin.query(
      `insert into public.mail_outbox (recipient, template, subject, body)
       values ($1, 'pesanan_dibuat', 'Pesanan dibuat', 'Terima kasih.')`,
      [to],
    );
    const deadline = Date.now() + 10_000;
    while ((await timed.mail(to)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await timed.mail(to)).toHaveLength(1);

    const runNow = jest.spyOn(jobs, 'runNow');
    await timed.stop();
    const passesAtClose = runNow.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runNow.mock.calls.length).toBe(passesAtClose);
  });
});
