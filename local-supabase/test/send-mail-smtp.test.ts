/**
 * Order mail delivered through SMTP (issue 49, item 2): the local server's schedule runs the send-mail Edge
 * Function, which with SMTP secrets sends through a real SMTP server running in this test (smtp-server) and
 * marks each mail terkirim with the server's message id; a server that refuses makes the mail wait 1, 5, 15, 60
 * minutes and then gagal, which an admin reads and sends again. Runs on PGlite by default and on PostgreSQL with
 * LOCAL_SUPABASE_TEST_DB=postgres.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { useSignedInWorld } from './helpers/world';
import { ACCOUNTS, SHIPPING } from './rls/clients';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refusing: string | null = null;
let smtp: SMTPServer;
/** the send-mail function's secrets: the SMTP server's port is known once it listens (filled in before the world) */
const functionsEnv: Record<string, string> = {};

beforeAll(async () => {
  smtp = new SMTPServer({
    name: 'smtp.uji.lokal',
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (refusing) callback(Object.assign(new Error(refusing), { responseCode: 451 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  Object.assign(functionsEnv, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String((smtp.server.address() as AddressInfo).port),
    SMTP_SECURE: 'false',
    SMTP_FROM: 'Koperasi Marketplace <noreply@koperasi.test>',
  });
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

const world = useSignedInWorld({ config: { jobIntervalMs: 0, functionsEnv } });

interface MailState {
  id: string;
  status: string;
  attempts: number;
  last_error: string | null;
  provider_message_id: string | null;
  retry_in_minutes: number;
}

const mailsOfOrder = async (orderId: string) =>
  (
    await world.sql<MailState & { template: string }>(
      `select id::text, template, status, attempts, last_error, provider_message_id,
              round(extract(epoch from next_attempt_at - now()) / 60)::int as retry_in_minutes
         from public.mail_outbox where order_id = $1 order by id`,
      [orderId],
    )
  ).rows;

async function runSchedule() {
  const response = await fetch(`${world.server.url}/__dev/run-jobs`, { method: 'POST' });
  return (await response.json()) as { mails: { claimed: number; sent: number; failed: number } | null };
}

async function placeCodOrder(): Promise<{ id: string; order_number: string }> {
  const { rows } = await world.sql<{ id: number }>(
    'select id from public.products where seller_id = $1 and stock > 5 order by id limit 1',
    [ACCOUNTS.seller.id],
  );
  const { data, error } = await world.as.buyer.rpc('place_order', {
    items: [{ product_id: rows[0]!.id, quantity: 1 }],
    shipping: SHIPPING,
    payment_method: 'cod',
  });
  if (error || !data) throw new Error(`place_order failed: ${JSON.stringify(error)}`);
  return data as { id: string; order_number: string };
}

beforeAll(async () => {
  // the seed's own mails are not this test's
  await world.sql(`update public.mail_outbox set status = 'terkirim', sent_at = now() where sent_at is null`);
});

it("sends an order's mails through SMTP in one schedule run: recipient, subject, Indonesian text and HTML", async () => {
  const order = await placeCodOrder();
  const run = await runSchedule();
  // the buyer's confirmation and, for COD, the seller's new order
  expect(run.mails).toEqual({ claimed: 2, sent: 2, failed: 0, givenUp: 0 });

  const toBuyer = received.find((mail) => mail.to.includes(ACCOUNTS.buyer.email));
  expect(toBuyer).toBeDefined();
  expect(toBuyer!.from).toBe('noreply@koperasi.test');
  expect(toBuyer!.raw).toMatch(
    new RegExp(`^Subject: Pesanan ${order.order_number} berhasil dibuat\\r?$`, 'm'),
  );
  expect(toBuyer!.raw).toContain('Content-Type: multipart/alternative');
  expect(toBuyer!.raw).toContain('Content-Type: text/plain; charset=utf-8');
  expect(toBuyer!.raw).toContain('Content-Type: text/html; charset=utf-8');
  expect(toBuyer!.raw).toContain('Halo Dewi Lestari,');
  expect(toBuyer!.raw).toContain('bayar di tempat (COD)');
  expect(received.some((mail) => mail.to.includes(ACCOUNTS.seller.email))).toBe(true);

  for (const mail of await mailsOfOrder(order.id))
    expect(mail).toMatchObject({
      status: 'terkirim',
      attempts: 1,
      last_error: null,
      provider_message_id: expect.stringMatching(/^<.+@koperasi\.test>$/),
    });
});

it('a refusing SMTP server: retries after 1, 5, 15 and 60 minutes, then gagal; an admin reads it and sends it again', async () => {
  const order = await placeCodOrder();
  refusing = 'Layanan sedang sibuk, coba lagi nanti';
  const waits: number[] = [];
  try {
    for (let failure = 1; failure <= 5; failure++) {
      const run = await runSchedule();
      expect(run.mails).toMatchObject({ claimed: 2, sent: 0, failed: 2 });
      const mails = await mailsOfOrder(order.id);
      for (const mail of mails) {
        expect(mail.attempts).toBe(failure);
        expect(mail.last_error).toContain('Layanan sedang sibuk');
        expect(mail.status).toBe(failure < 5 ? 'menunggu' : 'gagal');
      }
      waits.push(mails[0]!.retry_in_minutes);
      // as if the wait were over
      await world.sql(`update public.mail_outbox set next_attempt_at = now() where order_id = $1`, [
        order.id,
      ]);
    }
  } finally {
    refusing = null;
  }
  expect(waits.slice(0, 4)).toEqual([1, 5, 15, 60]);
  // gagal: never claimed again
  expect((await runSchedule()).mails).toBeNull();

  // the admin sees it (RLS: admins only) and sends it again
  const failed = await mailsOfOrder(order.id);
  const { data: seen } = await world.as.admin
    .from('mail_outbox')
    .select('id, status')
    .eq('order_id', order.id);
  expect(seen).toHaveLength(2);
  const { data: hidden } = await world.as.buyer.from('mail_outbox').select('id').eq('order_id', order.id);
  expect(hidden).toEqual([]);
  const refused = await world.as.buyer.rpc('resend_mail', { mail_id: Number(failed[0]!.id) });
  expect(refused.error?.code).toBe('42501');
  const resent = await world.as.admin.rpc('resend_mail', { mail_id: Number(failed[0]!.id) });
  expect(resent.error).toBeNull();
  expect((await runSchedule()).mails).toEqual({ claimed: 1, sent: 1, failed: 0, givenUp: 0 });
  expect((await mailsOfOrder(order.id)).map((mail) => mail.status)).toEqual(['terkirim', 'gagal']);
});
