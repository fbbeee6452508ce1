/**
 * Client mistakes that used to answer 5xx: deep JSON bodies, oversized or unstorable sign-up metadata,
 * writes to views, a user id that is no UUID, odd filters and headers. Each is now a 4xx in the API's own
 * error format, and no data changes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';

jest.setTimeout(60_000);

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

let server: TestServer;
let service: SupabaseClient;
let buyerToken: string;

beforeAll(async () => {
  server = await startTestServer();
  service = server.client({ key: server.serviceKey });
  buyerToken = (await server.signIn('pembeli@koperasi.test', PASSWORD)).session.access_token;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

interface Raw {
  status: number;
  body: Record<string, unknown> | null;
}

async function raw(
  method: string,
  path: string,
  init: { body?: string; key?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<Raw> {
  const key = init.key ?? server.anonKey;
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${init.token ?? key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: init.body,
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deep and large JSON bodies', () => {
  const deep = deepArray(50_000);

  it('REST: table insert, update and RPC answer 400 PGRST102', async () => {
    for (const [method, path, body] of [
      ['POST', '/rest/v1/contact_messages', `{"name":"x","email":"a@b.co","message":${deep}}`],
      ['POST', '/rest/v1/contact_messages', deepObject(50_000)],
      ['PATCH', '/rest/v1/products?id=eq.1', `{"name":${deep}}`],
      ['POST', '/rest/v1/rpc/search_products', `{"q":${deep}}`],
      ['POST', '/rest/v1/rpc/search_products', deep],
    ] as const) {
      const res = await raw(method, path, { body, key: server.serviceKey });
      expect({ path, status: res.status, code: res.body?.code }).toEqual({
        path,
        status: 400,
        code: 'PGRST102',
      });
      expect(res.body?.details).toBe('JSON nested deeper than 64 levels');
    }
  });

  it('auth and storage answer in their own formats', async () => {
    const signup = await raw('POST', '/auth/v1/signup', {
      body: `{"email":"${unique('deep')}","password":"${PASSWORD}","data":${deepObject(50_000)}}`,
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect(signup).toEqual({
      status: 400,
      body: { code: 'bad_json', message: 'Could not parse request body as JSON' },
    });
    const bucket = await raw('POST', '/storage/v1/bucket', { body: deep, key: server.serviceKey });
    expect(bucket.status).toBe(400);
    expect(bucket.body?.code).toBe('InvalidRequest');
  });

  it('a body too large is 413', async () => {
    const big = JSON.stringify({ q: 'a'.repeat(2 * 1024 * 1024) });
    const rest = await raw('POST', '/rest/v1/rpc/search_products', { body: big });
    expect({ status: rest.status, code: rest.body?.code }).toEqual({ status: 413, code: 'PGRST413' });
    const auth = await raw('POST', '/auth/v1/signup', { body: big });
    expect(auth.status).toBe(413);
  });

  it('nesting within the limit is stored as it came', async () => {
    const email = unique('nested');
    const nested = JSON.parse(deepObject(60)) as Record<string, unknown>;
    const { data, error } = await server.client().auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { full_name: 'Uji Bersarang', nested } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.nested).toEqual(nested);
  });
});

describe('sign-up metadata', () => {
  it('an avatar_url of 3 KB signs up; the profile drops it, a real address is kept', async () => {
    const client = server.client();
    const long = await client.auth.signUp({
      email: unique('avatar'),
      password: PASSWORD,
      options: { data: { full_name: 'Foto Panjang', avatar_url: `https://x.test/${'a'.repeat(3000)}` } },
    });
    expect(long.error).toBeNull();
    const odd = await client.auth.signUp({
      email: unique('avatar'),
      password: PASSWORD,
      options: { data: { avatar_url: 'javascript:alert(1)', picture: 'https://img.test/p.png' } },
    });
    expect(odd.error).toBeNull();
    const typed = await client.auth.signUp({
      email: unique('avatar'),
      password: PASSWORD,
      options: { data: { avatar_url: { url: 'https://x.test' }, full_name: ['a', 'b'], role: 7 } },
    });
    expect(typed.error).toBeNull();
    const { data: profiles } = await service
      .from('profiles')
      .select('id, full_name, avatar_url, role')
      .in('id', [long.data.user!.id, odd.data.user!.id, typed.data.user!.id]);
    const byId = new Map((profiles ?? []).map((p: { id: string }) => [p.id, p]));
    expect(byId.get(long.data.user!.id)).toMatchObject({ full_name: 'Foto Panjang', avatar_url: null });
    expect(byId.get(odd.data.user!.id)).toMatchObject({ avatar_url: 'https://img.test/p.png' });
    expect(byId.get(typed.data.user!.id)).toMatchObject({ avatar_url: null, role: 'buyer' });
  });

  it('metadata that cannot be stored or is too large is 400, not "Database error saving new user"', async () => {
    const client = server.client();
    for (const [data, code] of [
      [{ full_name: 'a\u0000b' }, 'validation_failed'],
      [{ ['k\u0000']: 1 }, 'validation_failed'],
      [{ bio: 'x'.repeat(9000) }, 'validation_failed'],
    ] as const) {
      const { error } = await client.auth.signUp({
        email: unique('meta'),
        password: PASSWORD,
        options: { data },
      });
      expect({ status: error?.status, code: error?.code }).toEqual({ status: 400, code });
    }
    const lone = await raw('POST', '/auth/v1/signup', {
      body: `{"email":"${unique('meta')}","password":"${PASSWORD}","data":{"full_name":"\\ud800"}}`,
    });
    expect(lone.status).toBe(400);
    const notObject = await raw('POST', '/auth/v1/signup', {
      body: JSON.stringify({ email: unique('meta'), password: PASSWORD, data: ['x'] }),
      headers: { 'X-Supabase-Api-Version': '2024-01-01' },
    });
    expect({ status: notObject.status, code: notObject.body?.code }).toEqual({
      status: 400,
      code: 'bad_json',
    });
  });

  it('updating one\u2019s metadata is validated the same way', async () => {
    const { client } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    const bad = await client.auth.updateUser({ data: { note: 'a\u0000' } });
    expect({ status: bad.error?.status, code: bad.error?.code }).toEqual({
      status: 400,
      code: 'validation_failed',
    });
    const big = await client.auth.updateUser({ data: { note: 'x'.repeat(9000) } });
    expect(big.error?.status).toBe(400);
  });
});

describe('auth values PostgreSQL cannot hold', () => {
  it('a NUL in a token, code or query is 400 validation_failed', async () => {
    const modern = { 'X-Supabase-Api-Version': '2024-01-01' };
    for (const [method, path, body] of [
      ['POST', '/auth/v1/verify', '{"type":"signup","token_hash":"\\u0000"}'],
      ['GET', '/auth/v1/verify?type=signup&token=%00', undefined],
      ['POST', '/auth/v1/token?grant_type=refresh_token', '{"refresh_token":"a\\u0000"}'],
      ['POST', '/auth/v1/token?grant_type=pkce', '{"auth_code":"\\u0000","code_verifier":"x"}'],
      ['POST', '/auth/v1/recover', '{"email":"pembeli@koperasi.test\\u0000"}'],
    ] as const) {
      const res = await raw(method, path, { body, headers: modern });
      expect({ path, status: res.status, code: res.body?.code }).toEqual({
        path,
        status: 400,
        code: 'validation_failed',
      });
    }
  });
});

describe('writes to views', () => {
  it('every view of the API refuses writes with 42501: 401 for anon, 403 signed in or service role', async () => {
    const views = await server.app.localSupabase.db.admin.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('v', 'm') order by 1`,
    );
    expect(views.rows.map((v) => v.name)).toContain('category_product_counts');
    for (const { name } of views.rows) {
      for (const [who, token, status] of [
        ['anon', server.anonKey, 401],
        ['buyer', buyerToken, 403],
        ['service', server.serviceKey, 403],
      ] as const) {
        const key = who === 'service' ? server.serviceKey : server.anonKey;
        for (const [method, path, body] of [
          ['POST', `/rest/v1/${name}`, '{"name":"x"}'],
          ['PATCH', `/rest/v1/${name}?id=eq.1`, '{"name":"x"}'],
          ['DELETE', `/rest/v1/${name}?id=eq.1`, undefined],
        ] as const) {
          const res = await raw(method, path, { key, token, body });
          expect({ who, method, name, status: res.status, code: res.body?.code }).toEqual({
            who,
            method,
            name,
            status,
            code: '42501',
          });
        }
      }
    }
  });

  it('supabase-js sees the error, and reads still work', async () => {
    const insert = await service.from('category_product_counts').insert({ name: 'x' });
    expect(insert.error?.code).toBe('42501');
    const read = await server.client().from('category_product_counts').select('id, product_count').limit(1);
    expect(read.error).toBeNull();
  });
});

describe('a product without a category (found by the fuzz test)', () => {
  it('is refused by the row checks, not by the trigger with 55000', async () => {
    const body = '{"name":"Tanpa Kategori","division":"Perikanan","price":1000,"stock":1}';
    const asBuyer = await raw('POST', '/rest/v1/products', { token: buyerToken, body });
    expect({ status: asBuyer.status, code: asBuyer.body?.code }).toEqual({ status: 403, code: '42501' });
    const { session } = await server.signIn('penjual@koperasi.test', PASSWORD);
    const asSeller = await raw('POST', '/rest/v1/products', { token: session.access_token, body });
    expect(asSeller.status).toBeGreaterThanOrEqual(400);
    expect(asSeller.status).toBeLessThan(500);
    expect(asSeller.body?.code).not.toBe('55000');
  });
});

describe('admin user ids', () => {
  it('a user id that is no UUID is 400, an unknown one 404', async () => {
    const admin = server.client({ key: server.serviceKey }).auth.admin;
    // supabase-js checks the id itself; a client that does not gets GoTrue's answer
    for (const [method, id] of [
      ['DELETE', 'not-a-uuid'],
      ['GET', "1' or '1'='1"],
      ['PUT', '00000000-0000-4000-8000-00000000099z'],
    ] as const) {
      const res = await raw(method, `/auth/v1/admin/users/${encodeURIComponent(id)}`, {
        key: server.serviceKey,
        body: method === 'PUT' ? '{}' : undefined,
        headers: { 'X-Supabase-Api-Version': '2024-01-01' },
      });
      expect(res).toEqual({
        status: 400,
        body: { code: 'validation_failed', message: 'user_id must be an UUID' },
      });
    }
    const unknown = await admin.deleteUser('00000000-0000-4000-8000-000000000999');
    expect({ status: unknown.error?.status, code: unknown.error?.code }).toEqual({
      status: 404,
      code: 'user_not_found',
    });
    const get = await admin.getUserById('00000000-0000-4000-8000-000000000999');
    expect(get.error?.status).toBe(404);
  });
});

describe('arrays nested deeper than PostgreSQL holds (found by the fuzz test: 54000 was a 500)', () => {
  it('an RPC argument and a filter answer 400 with a PostgREST error body', async () => {
    const rpc = await raw('POST', '/rest/v1/rpc/member_status', {
      body: JSON.stringify({ profile_ids: [[[[[[[]]]]]]] }),
    });
    expect({ status: rpc.status, code: rpc.body?.code }).toEqual({ status: 400, code: '54000' });
    const filter = await raw('GET', `/rest/v1/products?images=cs.${encodeURIComponent('{{{{{{{a}}}}}}}')}`, {
      token: buyerToken,
    });
    expect({ status: filter.status, code: filter.body?.code }).toEqual({ status: 400, code: '54000' });
  });
});

describe('odd filters, headers and select', () => {
  const enc = encodeURIComponent;
  it.each([
    'products?seller_id=eq.not-a-uuid',
    'products?id=eq.not-a-number',
    'products?id=gt.99999999999999999999999',
    'products?price=gt.1e999999',
    `products?created_at=gt.${enc('2024-13-45')}`,
    'products?created_at=gt.notadate',
    'products?created_at=ov.[2024-01-01,',
    `products?name=match.${enc('(')}`,
    `products?name=like.${enc('\\')}`,
    'products?name=fts(nope).x',
    'products?select=id,,',
    'products?select=id->>',
    `products?select=${enc('description->a->>b::int')}`,
    'products?limit=1&offset=99999999999999999999',
    'products?order=id.desc.nullsfirst.x',
  ])('%s → 4xx with a PostgREST error body', async (path) => {
    const res = await raw('GET', `/rest/v1/${path}`, { token: buyerToken });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(Object.keys(res.body ?? {}).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  const oddHeaders: Record<string, string>[] = [
    { Range: '5-2' },
    { Range: 'abc' },
    { Range: '0-99999999999999999999' },
    { 'Range-Unit': 'bytes', Range: '-5' },
    { Prefer: 'count=bogus' },
    { Prefer: 'count=exact,,,;;' },
    { Prefer: 'return=representation; count=planned; handling=strict' },
    { Accept: 'application/vnd.pgrst.object+json' },
    { Accept: 'text/x-nonsense' },
    { 'Accept-Profile': '' },
  ];
  it.each(oddHeaders)('headers %j answer below 500', async (headers) => {
    const res = await raw('GET', '/rest/v1/products?select=id', { headers });
    expect(res.status).toBeLessThan(500);
  });

  it('no data changed', async () => {
    const { data } = await service.from('category_product_counts').select('name').eq('name', 'x');
    expect(data).toEqual([]);
    const { count } = await service.from('contact_messages').select('id', { count: 'exact', head: true });
    expect(count).toBe(0);
  });
});
