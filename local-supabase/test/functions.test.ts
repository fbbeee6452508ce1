/**
 * Edge Functions on /functions/v1/<name>: each function of test/fixtures/functions runs in its own Deno
 * process, reached with the hosted request shape (method, path from /<name>, query, headers, body),
 * verify_jwt from the fixture config.toml, and the variables hosted Supabase sets plus the secrets file.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { DEMO_JWT_SECRET } from '../src/config';
import { signJwt } from '../src/jwt';
import { startTestServer, type TestServer } from './helpers/server';
import { badTokens } from './helpers/tokens';

const FIXTURES = path.join(__dirname, 'fixtures', 'functions');

interface Echo {
  pid: number;
  method: string;
  url: string;
  pathname: string;
  search: string;
  headers: Record<string, string>;
  bodyLength: number;
  bodySha256: string;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      functionsDir: FIXTURES,
      functionsConfigToml: path.join(FIXTURES, 'config.toml'),
      functionsEnvFile: path.join(FIXTURES, 'fixture.env'),
      functionsEnv: { FIXTURE_EXTRA: 'dari konfigurasi' },
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

const sha256 = (bytes: Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

function call(route: string, init: RequestInit = {}, key: string | null = server.anonKey) {
  const headers = new Headers(init.headers);
  if (key !== null) {
    headers.set('apikey', key);
    if (!headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
  }
  return fetch(`${server.url}/functions/v1/${route}`, { ...init, headers });
}

async function echoOf(route: string, init: RequestInit = {}): Promise<Echo> {
  const response = await call(route, init);
  expect(response.status).toBe(200);
  return (await response.json()) as Echo;
}

describe('the request as the function sees it', () => {
  it('passes the method, the path from /<name>, the query and the headers', async () => {
    const echo = await echoOf('echo?filter=a%20b&page=2', { headers: { 'x-uji': 'satu' } });
    expect(echo).toMatchObject({ method: 'GET', pathname: '/echo', search: '?filter=a%20b&page=2' });
    expect(echo.headers).toMatchObject({
      authorization: `Bearer ${server.anonKey}`,
      apikey: server.anonKey,
      'x-uji': 'satu',
    });
    expect(echo.headers['x-forwarded-for']).toBe('127.0.0.1');
  });

  it('passes sub-paths as they were written', async () => {
    const echo = await echoOf('echo/pesanan/42/bukti%20bayar/?versi=1');
    expect(echo.pathname).toBe('/echo/pesanan/42/bukti%20bayar/');
    expect(echo.search).toBe('?versi=1');
    expect(new URL(echo.url).host).toBe(new URL(server.url).host);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('passes %s with its body', async (method) => {
    const body = JSON.stringify({ order_id: 'a1', metode: method });
    const echo = await echoOf('echo/perintah', {
      method,
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(echo).toMatchObject({ method, pathname: '/echo/perintah', bodyLength: Buffer.byteLength(body) });
    expect(echo.bodySha256).toBe(sha256(Buffer.from(body)));
    expect(echo.headers['content-type']).toBe('application/json');
  });

  it('answers HEAD with the headers only', async () => {
    const response = await call('echo', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.text()).toBe('');
  });

  it('passes any body byte for byte, and any content type', async () => {
    const bytes = new Uint8Array(256 + 3 * 1024 * 1024);
    for (let index = 0; index < 256; index++) bytes[index] = index;
    crypto.randomFillSync(bytes, 256);
    const response = await call('echo/raw', {
      method: 'POST',
      body: bytes,
      headers: { 'content-type': 'application/x-koperasi-biner' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/x-koperasi-biner');
    expect(sha256(new Uint8Array(await response.arrayBuffer()))).toBe(sha256(bytes));
  });

  it('streams a body sent in chunks of unknown length', async () => {
    const chunks = [Buffer.from('bagian pertama, '), Buffer.from([0, 255, 10, 13]), Buffer.from('akhir')];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const echo = await echoOf('echo/aliran', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/octet-stream' },
      duplex: 'half',
    });
    expect(echo.headers['transfer-encoding']).toBe('chunked');
    expect(echo.bodySha256).toBe(sha256(Buffer.concat(chunks)));
  });

  it("passes the function's status, headers and cookies back", async () => {
    const response = await call('echo/status');
    expect(response.status).toBe(201);
    expect(response.headers.get('x-function')).toBe('echo');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await response.text()).toBe('dibuat');
  });

  it('serves a module that exports a default fetch handler', async () => {
    const response = await call('default-export/jalur', {}, null);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ pathname: '/default-export/jalur' });
  });
});

describe('verify_jwt', () => {
  const refused = async (response: Response, code: string, message: string) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('sb-error-code')).toBe(code);
    expect(await response.json()).toEqual({ code, message });
  };

  it('refuses a request without Authorization, even with an apikey', async () => {
    await refused(
      await call('echo', { headers: { apikey: server.anonKey } }, null),
      'UNAUTHORIZED_NO_AUTH_HEADER',
      'Missing authorization header',
    );
  });

  it('refuses an Authorization that is not a bearer token', async () => {
    await refused(
      await call('echo', { headers: { authorization: 'Basic YTpi' } }, null),
      'UNAUTHORIZED_INVALID_JWT_FORMAT',
      "Auth header is not 'Bearer {token}'",
    );
  });

  const { expired, wrongSecret, algNone } = badTokens();
  it.each(
    Object.entries({ expired, wrongSecret, algNone, garbage: 'bukan-jwt', opaque: 'sb_publishable_xyz' }),
  )('refuses a %s token', async (_kind, token) => {
    await refused(
      await call('echo', { headers: { authorization: `Bearer ${token}` } }, null),
      'UNAUTHORIZED_INVALID_JWT_FORMAT',
      'Invalid JWT',
    );
  });

  it("accepts the anon key, the service role key and a user's session", async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', 'Koperasi#2024');
    for (const token of [server.anonKey, server.serviceRoleKey, session.access_token]) {
      const response = await call('echo', { headers: { authorization: `Bearer ${token}` } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as Echo).headers.authorization).toBe(`Bearer ${token}`);
    }
  });

  it('accepts any role signed with the secret: the function decides what a caller may do', async () => {
    const withoutExpiry = signJwt({ role: 'authenticated', sub: crypto.randomUUID() }, DEMO_JWT_SECRET);
    for (const token of [withoutExpiry, badTokens().superuser]) {
      expect((await call('echo', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    }
  });

  it('lets anyone call a function with verify_jwt = false', async () => {
    const response = await call('public-echo/notifikasi', { method: 'POST', body: '{}' }, null);
    expect(response.status).toBe(200);
    const echo = (await response.json()) as Echo;
    expect(echo.pathname).toBe('/public-echo/notifikasi');
    expect(echo.headers.authorization).toBeUndefined();
  });
});

describe('the environment of a function', () => {
  it("has the server's URL and keys, the secrets file and the configured variables, and nothing else", async () => {
    const response = await call('echo/env');
    const { env } = (await response.json()) as { env: Record<string, string | null> };
    expect(env).toEqual({
      SUPABASE_URL: server.url,
      SUPABASE_ANON_KEY: server.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: server.serviceRoleKey,
      SUPABASE_DB_URL: server.backend === 'postgres' ? server.config.databaseUrl : null,
      FIXTURE_SECRET: 'rahasia # bukan komentar',
      FIXTURE_PLAIN: 'nilai biasa',
      FIXTURE_EXPORTED: 'apa adanya \\n',
      FIXTURE_EXTRA: 'dari konfigurasi',
      JEST_WORKER_ID: null,
      JWT_SECRET: null,
    });
  });

  it('reaches the server at SUPABASE_URL', async () => {
    const response = await call('echo/server');
    expect(await response.json()).toMatchObject({
      name: 'koperasi local-supabase',
      functions: '/functions/v1',
    });
  });
});

describe('what is not a function', () => {
  const notFound = async (route: string) => {
    const response = await call(route);
    expect(response.status).toBe(404);
    expect(response.headers.get('sb-error-code')).toBe('NOT_FOUND');
    expect(await response.json()).toEqual({ code: 'NOT_FOUND', message: 'Requested function was not found' });
  };

  it('answers 404 for an unknown name, before any JWT check', async () => {
    await notFound('tidak-ada');
    const response = await call('tidak-ada/sub', {}, null);
    expect(response.status).toBe(404);
  });

  it('answers 404 for the shared folder, a disabled function and no name at all', async () => {
    await notFound('_shared');
    await notFound('disabled');
    await notFound('');
  });
});

describe('CORS', () => {
  it('answers a preflight like the rest of the API', async () => {
    const response = await fetch(`${server.url}/functions/v1/echo/apa-saja`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, x-client-info, apikey, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'authorization, x-client-info, apikey, content-type',
    );
  });

  it("sets the CORS headers on a function's answer", async () => {
    const response = await call('echo', { headers: { origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
  });
});
