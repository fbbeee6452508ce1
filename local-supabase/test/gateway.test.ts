import { loadConfig } from '../src/config';
import { Gateway } from '../src/gateway';
import { signJwt } from '../src/jwt';
import { startTestServer, type TestServer } from './helpers/server';
import { badTokens, tamperSignature } from './helpers/tokens';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const restUrl = () => `${server.url}/rest/v1/categories?select=id&limit=1`;

describe('CORS', () => {
  it('answers preflight with the origin, the requested headers and the methods', async () => {
    const response = await fetch(restUrl(), {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3001',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey,authorization,x-client-info,content-profile,prefer',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'apikey,authorization,x-client-info,content-profile,prefer',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });

  it('exposes the headers supabase-js reads, on success and on errors', async () => {
    const ok = await fetch(restUrl(), {
      headers: { apikey: server.anonKey, Origin: 'http://localhost:3002' },
    });
    const failed = await fetch(`${server.url}/auth/v1/user`, {
      headers: { Origin: 'http://localhost:3002' },
    });
    for (const response of [ok, failed]) {
      expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3002');
      const exposed = response.headers.get('access-control-expose-headers') ?? '';
      for (const name of [
        'Content-Range',
        'X-Supabase-Api-Version',
        'X-Total-Count',
        'Link',
        'Location',
        'Content-Location',
      ]) {
        expect(exposed).toContain(name);
      }
    }
  });
});

describe('API keys and JWTs', () => {
  it('requires an apikey on /rest/v1 and /auth/v1 but not on browser navigations', async () => {
    expect((await fetch(restUrl())).status).toBe(401);
    expect((await fetch(`${server.url}/auth/v1/settings`)).status).toBe(401);
    expect((await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).status).toBe(200);
    const verify = await fetch(`${server.url}/auth/v1/verify?token=nope&type=recovery`, {
      redirect: 'manual',
    });
    expect(verify.status).toBe(303);
  });

  it('accepts the opaque sb_publishable_ and sb_secret_ keys', async () => {
    const publishable = server.client({ key: server.config.publishableKey });
    expect((await publishable.from('categories').select('id').limit(1)).error).toBeNull();
    const secret = server.client({ key: server.config.secretKey });
    const users = await secret.auth.admin.createUser({
      email: `opaque-${Date.now()}@example.test`,
      password: 'rahasia123',
    });
    expect(users.error).toBeNull();
  });

  it.each(['expired', 'wrongSecret', 'algNone'] as const)(
    'rejects a %s token with each API’s status and shape',
    async (kind) => {
      const token = badTokens()[kind];
      const headers = {
        apikey: server.anonKey,
        Authorization: `Bearer ${token}`,
        'X-Supabase-Api-Version': '2024-01-01',
      };

      const rest = await fetch(restUrl(), { headers });
      expect(rest.status).toBe(401);
      const restBody = (await rest.json()) as Record<string, unknown>;
      expect(restBody.code).toBe(kind === 'expired' ? 'PGRST303' : 'PGRST301');
      expect(Object.keys(restBody).sort()).toEqual(['code', 'details', 'hint', 'message']);
      expect(rest.headers.get('www-authenticate')).toContain('invalid_token');

      const auth = await fetch(`${server.url}/auth/v1/user`, { headers });
      expect(auth.status).toBe(403);
      expect(((await auth.json()) as { code: string }).code).toBe('bad_jwt');

      const storage = await fetch(`${server.url}/storage/v1/object/list/products`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix: '' }),
      });
      expect(storage.status).toBe(400);
      expect(await storage.json()).toMatchObject({ statusCode: '403', code: 'AccessDenied' });
    },
  );

  it('never lets a token switch to a role outside anon/authenticated/service_role', async () => {
    const response = await fetch(restUrl(), {
      headers: { apikey: server.anonKey, Authorization: `Bearer ${badTokens().superuser}` },
    });
    expect(response.status).toBe(401);
  });

  it('survives garbage and keeps serving', async () => {
    const garbage = await fetch(`${server.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: '{"name": ',
    });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as { code: string }).code).toBe('PGRST102');
    const huge = await fetch(`${server.url}/rest/v1/categories`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect((await fetch(`${server.url}/realtime/v1/websocket`)).status).toBe(404);
    expect((await server.client().from('categories').select('id').limit(1)).error).toBeNull();
  });
});

describe('dev mailbox', () => {
  it('is served at the root', async () => {
    const response = await fetch(`${server.url}/__dev/mail?to=nobody@example.test`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });
});

describe('verified-token cache', () => {
  it('remembers a verified token but still refuses it once it has expired', () => {
    const config = loadConfig({});
    const gateway = new Gateway(config);
    const now = Math.floor(Date.now() / 1000);
    const token = signJwt(
      { sub: 'a1a1a1a1-0000-4000-8000-000000000003', role: 'authenticated', iat: now, exp: now + 60 },
      config.jwtSecret,
    );
    expect(gateway.resolveToken(token)).toMatchObject({ ok: true, role: 'authenticated' });
    jest.useFakeTimers({ now: (now + 120) * 1000 });
    try {
      expect(gateway.resolveToken(token)).toMatchObject({ ok: false, reason: 'expired' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps answering correctly past its size (least recently used tokens are verified again)', () => {
    const config = loadConfig({});
    const gateway = new Gateway(config);
    const now = Math.floor(Date.now() / 1000);
    const tokens = Array.from({ length: 1100 }, (_, i) =>
      signJwt({ sub: `user-${i}`, role: 'authenticated', iat: now, exp: now + 600 }, config.jwtSecret),
    );
    for (const token of tokens) expect(gateway.resolveToken(token).ok).toBe(true);
    expect(gateway.resolveToken(tokens[0]!)).toMatchObject({ ok: true, claims: { sub: 'user-0' } });
    expect(gateway.resolveToken(tamperSignature(tokens[5]!))).toMatchObject({
      ok: false,
      reason: 'invalid_token',
    });
  });
});
