import assert from 'node:assert/strict';
import { ConfigError, loadConfig, SANDBOX_API_URL, SANDBOX_SNAP_URL, snapJsUrlFor } from './config.ts';

const env = (values: Record<string, string>) => (name: string) => values[name];
const REQUIRED = {
  SUPABASE_URL: 'http://127.0.0.1:54321/',
  SUPABASE_SERVICE_ROLE_KEY: 'service-role',
  MIDTRANS_SERVER_KEY: 'SB-Mid-server-x',
};

Deno.test('defaults are the Midtrans sandbox', () => {
  const config = loadConfig(env(REQUIRED));
  assert.equal(config.supabaseUrl, 'http://127.0.0.1:54321');
  assert.equal(config.snapUrl, SANDBOX_SNAP_URL);
  assert.equal(config.apiUrl, SANDBOX_API_URL);
  assert.equal(config.snapJsUrl, 'https://app.sandbox.midtrans.com/snap/snap.js');
  assert.equal(config.clientKey, '');
  assert.equal(config.siteUrl, undefined);
});

Deno.test('the URLs come from the environment: the local stand-in, production', () => {
  const local = loadConfig(
    env({
      ...REQUIRED,
      MIDTRANS_CLIENT_KEY: 'SB-Mid-client-x',
      MIDTRANS_SNAP_URL: 'http://127.0.0.1:54321/__midtrans/snap/v1/transactions',
      MIDTRANS_API_URL: 'http://127.0.0.1:54321/__midtrans/',
      SITE_URL: 'http://localhost:3000/',
    }),
  );
  assert.equal(local.apiUrl, 'http://127.0.0.1:54321/__midtrans');
  assert.equal(local.snapJsUrl, 'http://127.0.0.1:54321/__midtrans/snap/snap.js');
  assert.equal(local.clientKey, 'SB-Mid-client-x');
  assert.equal(local.siteUrl, 'http://localhost:3000');
  assert.equal(
    snapJsUrlFor('https://app.midtrans.com/snap/v1/transactions'),
    'https://app.midtrans.com/snap/snap.js',
  );
  const pinned = loadConfig(env({ ...REQUIRED, MIDTRANS_SNAP_JS_URL: 'https://cdn.example/snap.js' }));
  assert.equal(pinned.snapJsUrl, 'https://cdn.example/snap.js');
});

Deno.test('missing secrets are all named at once', () => {
  assert.throws(
    () => loadConfig(env({ SUPABASE_URL: 'http://x', MIDTRANS_SERVER_KEY: '  ' })),
    (error: unknown) =>
      error instanceof ConfigError &&
      error.missing.join() === 'SUPABASE_SERVICE_ROLE_KEY,MIDTRANS_SERVER_KEY',
  );
});
