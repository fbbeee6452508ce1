import assert from 'node:assert/strict';
import { loadConfig } from './config.ts';
import { createHandler, notConfiguredHandler } from './handler.ts';
import type { OutboxStore } from './run.ts';

const config = loadConfig(
  (name) =>
    ({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role',
      DEV_MAILBOX_URL: 'x',
    })[name],
);
const emptyStore: OutboxStore = {
  claim: () => Promise.resolve([]),
  markSent: () => Promise.resolve(),
  markFailed: () => Promise.resolve({ status: 'menunggu', nextAttemptAt: '' }),
};
const transport = () => ({ send: () => Promise.resolve(null), close() {} });
const post = (token?: string) =>
  new Request('http://localhost/send-mail', {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

Deno.test('only the service role runs it, by POST', async () => {
  const handler = createHandler({ config, store: emptyStore, openTransport: transport });
  assert.equal((await handler(post())).status, 401);
  assert.equal((await handler(post('anon-key'))).status, 401);
  assert.equal((await handler(new Request('http://localhost/send-mail'))).status, 405);
  const ran = await handler(post('service-role'));
  assert.equal(ran.status, 200);
  assert.deepEqual(await ran.json(), { claimed: 0, sent: 0, failed: 0, givenUp: 0 });
});

Deno.test('without a transport it claims nothing and says what to set', async () => {
  let claimed = false;
  const handler = createHandler({
    config,
    store: { ...emptyStore, claim: () => ((claimed = true), Promise.resolve([])) },
    openTransport: null,
  });
  const answer = await handler(post('service-role'));
  assert.equal(answer.status, 503);
  assert.equal(((await answer.json()) as { error: string }).error, 'mail_not_configured');
  assert.equal(claimed, false);
});

Deno.test('a run that breaks answers 502, and the transport is closed', async () => {
  let closed = false;
  const handler = createHandler({
    config,
    store: { ...emptyStore, claim: () => Promise.reject(new Error('database down')) },
    openTransport: () => ({ send: () => Promise.resolve(null), close: () => void (closed = true) }),
    log: { info() {}, error() {} },
  });
  assert.equal((await handler(post('service-role'))).status, 502);
  assert.equal(closed, true);
});

Deno.test('misconfigured: 503 naming the problems', async () => {
  const answer = notConfiguredHandler(['SUPABASE_URL is missing'])();
  assert.equal(answer.status, 503);
  assert.deepEqual(((await answer.json()) as { problems: string[] }).problems, ['SUPABASE_URL is missing']);
});
