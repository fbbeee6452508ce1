import assert from 'node:assert/strict';
import { ConfigError, DEFAULT_BATCH_SIZE, DEFAULT_FROM, loadConfig } from './config.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];
const REQUIRED = { SUPABASE_URL: 'http://127.0.0.1:54321/', SUPABASE_SERVICE_ROLE_KEY: 'service-role' };

Deno.test('without SMTP: the dev mailbox when the local server names one, else no transport', () => {
  const local = loadConfig(env({ ...REQUIRED, DEV_MAILBOX_URL: 'http://127.0.0.1:54321/__dev/mail' }));
  assert.deepEqual(local.transport, { kind: 'dev', url: 'http://127.0.0.1:54321/__dev/mail' });
  assert.equal(local.supabaseUrl, 'http://127.0.0.1:54321');
  assert.equal(local.batchSize, DEFAULT_BATCH_SIZE);
  assert.equal(loadConfig(env(REQUIRED)).transport, null);
});

Deno.test('SMTP wins over the dev mailbox; port 465 is TLS from the start, 587 is not unless told', () => {
  const smtp = loadConfig(
    env({
      ...REQUIRED,
      DEV_MAILBOX_URL: 'http://127.0.0.1:54321/__dev/mail',
      SMTP_HOST: 'smtp.contoh.id',
      SMTP_USER: 'koperasi',
      SMTP_PASS: 'rahasia',
    }),
  );
  assert.deepEqual(smtp.transport, {
    kind: 'smtp',
    smtp: {
      host: 'smtp.contoh.id',
      port: 465,
      secure: true,
      user: 'koperasi',
      pass: 'rahasia',
      from: DEFAULT_FROM,
    },
  });
  const starttls = loadConfig(env({ ...REQUIRED, SMTP_HOST: 'smtp.contoh.id', SMTP_PORT: '587' }));
  assert.equal(starttls.transport?.kind === 'smtp' && starttls.transport.smtp.secure, false);
  const forced = loadConfig(env({ ...REQUIRED, SMTP_HOST: 'h', SMTP_PORT: '2465', SMTP_SECURE: 'true' }));
  assert.equal(forced.transport?.kind === 'smtp' && forced.transport.smtp.secure, true);
});

Deno.test('names every wrong setting at once', () => {
  assert.throws(
    () => loadConfig(env({ SMTP_HOST: 'h', SMTP_PORT: 'x', SMTP_USER: 'u', MAIL_BATCH_SIZE: '0' })),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.problems.length === 5 &&
      error.problems.includes('SMTP_PASS is missing for SMTP_USER'),
  );
});
