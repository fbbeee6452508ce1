/**
 * What SQL sees inside a request transaction: the role, the JWT claims and the request's
 * method, path, headers and cookies, as PostgREST sets them, on PGlite (where they travel as inlined
 * literals) and on PostgreSQL (bound parameters of one pipelined batch). Values with quotes and
 * backslashes must arrive unchanged, GET must run read-only, and nothing may leak into the next request
 * on the same connection.
 */
import { startTestServer, type TestServer } from './helpers/server';

let server: TestServer;

const SETTINGS_FUNCTION = `
create function public.test_request_settings(note text default null) returns jsonb
  language sql stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'user', current_user::text,
    'claims', nullif(current_setting('request.jwt.claims', true), '')::jsonb,
    'method', current_setting('request.method', true),
    'path', current_setting('request.path', true),
    'headers', nullif(current_setting('request.headers', true), '')::jsonb,
    'cookies', nullif(current_setting('request.cookies', true), '')::jsonb,
    'sub', current_setting('request.jwt.claim.sub', true),
    'read_only', current_setting('transaction_read_only'),
    'note', note)
$$;
grant execute on function public.test_request_settings(text) to anon, authenticated, service_role;`;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.localSupabase.db.execScript(SETTINGS_FUNCTION);
  await server.app.localSupabase.reloadSchemaCache();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Seen {
  user: string;
  claims: Record<string, unknown>;
  method: string;
  path: string;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  sub: string;
  read_only: string;
  note: string | null;
}

async function call(
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Seen> {
  const method = init.method ?? 'GET';
  const response = await fetch(`${server.url}/rest/v1/rpc/test_request_settings`, {
    method,
    headers: { apikey: server.anonKey, 'Content-Type': 'application/json', ...init.headers },
    body: method === 'POST' ? JSON.stringify(init.body ?? {}) : undefined,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Seen;
}

describe('request settings inside the transaction', () => {
  it('sets role, claims, method, path, headers and cookies for an anonymous GET, read-only', async () => {
    const seen = await call({ headers: { 'X-Custom': 'nilai', Cookie: 'sesi=abc%20def; tema=gelap' } });
    expect(seen).toMatchObject({
      user: 'anon',
      claims: { role: 'anon', iss: 'supabase-demo' },
      method: 'GET',
      path: '/rpc/test_request_settings',
      sub: '',
      read_only: 'on',
      cookies: { sesi: 'abc def', tema: 'gelap' },
    });
    expect(seen.headers).toMatchObject({ 'x-custom': 'nilai', apikey: server.anonKey });
  });

  it('runs a POST as the signed-in user, read-write, with the user claims', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', 'Koperasi#2024');
    const seen = await call({
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}` },
      body: { note: 'halo' },
    });
    expect(seen).toMatchObject({
      user: 'authenticated',
      method: 'POST',
      sub: session.user.id,
      read_only: 'off',
      note: 'halo',
      claims: { sub: session.user.id, role: 'authenticated', email: 'pembeli@koperasi.test' },
    });
  });

  it('passes quotes, backslashes, JSON and non-ASCII text through unchanged', async () => {
    const ascii = `it's \\'; select 1; -- "kutip" \\\\ E'\\x41' ${'$$'}`;
    const tricky = `${ascii} 日本 ümlaut`;
    const seen = await call({
      method: 'POST',
      headers: { 'X-Tricky': ascii, Cookie: `rasa=${encodeURIComponent(tricky)}` },
      body: { note: tricky },
    });
    expect(seen.note).toBe(tricky);
    expect(seen.headers['x-tricky']).toBe(ascii);
    expect(seen.cookies.rasa).toBe(tricky);
  });

  it('leaves nothing behind for the next request on the same connections', async () => {
    const { session } = await server.signIn('penjual@koperasi.test', 'Koperasi#2024');
    for (let i = 0; i < 6; i++) {
      await call({
        method: 'POST',
        headers: { Authorization: `Bearer ${session.access_token}`, 'X-Only-Once': 'ya' },
      });
      const next = await call();
      expect(next.user).toBe('anon');
      expect(next.sub).toBe('');
      expect(next.headers['x-only-once']).toBeUndefined();
      expect(next.claims.sub).toBeUndefined();
    }
  });

  it('keeps serving after failed reads, with nothing left of their settings', async () => {
    // A GET's query fails inside its transaction: when the statement was already prepared on the connection
    // (the same shape with a valid id just ran), only the rollback returns the connection to service; when
    // it was being prepared, the connection also forgets its prepared statements.
    const get = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/rest/v1/products?${query}`, { headers: { apikey: server.anonKey, ...headers } });
    for (let i = 0; i < 6; i++) {
      expect((await get(`select=id&id=eq.${i + 1}`)).status).toBe(200);
      const failed = await get('select=id&id=eq.bukan-angka', { 'X-Gagal': 'ya' });
      expect(failed.status).toBe(400);
      expect(((await failed.json()) as { code: string }).code).toBe('22P02');
      expect((await get(`select=id&limit=1&created_at=gt.${i}-bukan-tanggal`)).status).toBe(400);
      const next = await call({ headers: { 'X-Sesudah': String(i) } });
      expect(next).toMatchObject({ user: 'anon', read_only: 'on' });
      expect(next.headers['x-gagal']).toBeUndefined();
      expect(next.headers['x-sesudah']).toBe(String(i));
      const rows = await get('select=id&limit=1');
      expect(rows.status).toBe(200);
      expect(((await rows.json()) as unknown[]).length).toBe(1);
    }
  });

  it('keeps serving after a failed read-write request (its transaction was rolled back)', async () => {
    for (let i = 0; i < 6; i++) {
      const failed = await fetch(`${server.url}/rest/v1/categories`, {
        method: 'POST',
        headers: {
          apikey: server.serviceKey,
          Authorization: `Bearer ${server.serviceKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ id: 1, name: 'Ikan Segar', division: 'Perikanan' }),
      });
      expect(failed.status).toBe(409);
      expect((await call()).user).toBe('anon');
    }
  });
});
