/**
 * Bad input against /rest/v1: malformed grammar, unknown names, injection attempts, odd bodies. Each gets a
 * PostgREST error (status + {code,message,details,hint}), the server stays up, and no data changes.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { anyOf } from './helpers/matchers';
import { startTestServer } from './helpers/server';
import { restClient } from './rest/clients';

jest.setTimeout(60_000);

let server: Awaited<ReturnType<typeof startTestServer>>;
let service: SupabaseClient;
let snapshot: string;

/** Everything an attack could touch, read as the service role. */
async function dataSnapshot(): Promise<string> {
  const parts: unknown[] = [];
  for (const table of ['products', 'profiles', 'categories', 'articles', 'site_settings']) {
    const { data, error } = await service.from(table).select('*').order('id');
    if (error) throw new Error(`${table}: ${JSON.stringify(error)}`);
    parts.push(data);
  }
  return JSON.stringify(parts);
}

beforeAll(async () => {
  server = await startTestServer();
  service = restClient(server.url, server.serviceRoleKey);
  snapshot = await dataSnapshot();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface Raw {
  status: number;
  body: unknown;
}

async function raw(
  method: string,
  pathAndQuery: string,
  init: { body?: string; headers?: Record<string, string>; key?: string } = {},
): Promise<Raw> {
  const key = init.key ?? server.anonKey;
  const res = await fetch(`${server.url}/rest/v1/${pathAndQuery}`, {
    method,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
    body: init.body,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

function expectError(res: Raw, status: number, code?: string) {
  expect({ status: res.status, code: (res.body as { code?: unknown } | null)?.code }).toEqual({
    status,
    code: code ?? anyOf(String),
  });
  const body = res.body as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  expect(typeof body.message).toBe('string');
  expect(body.details === null || typeof body.details === 'string').toBe(true);
  expect(body.hint === null || typeof body.hint === 'string').toBe(true);
}

const enc = encodeURIComponent;

describe('malformed query strings', () => {
  it.each([
    ['select=*,(select 1)', 'PGRST100'],
    ['select=name,', 'PGRST100'],
    ['select=seller:profiles(full_name', 'PGRST100'],
    ['select=name::regclass', 'PGRST100'],
    ['select=id::text;drop table products', 'PGRST100'],
    ['id=in.(1,2', 'PGRST100'],
    ['id=xyz.1', 'PGRST100'],
    ['id=1', 'PGRST100'],
    ['id=is.maybe', 'PGRST100'],
    ['or=(id.eq.1,name.eq.x)) or true', 'PGRST100'],
    ['or=id.eq.1', 'PGRST100'],
    ['and=(id.eq.1', 'PGRST100'],
    ['order=id.sideways', 'PGRST100'],
    ['limit=-1', 'PGRST100'],
    ['limit=1e9', 'PGRST100'],
    ['limit=99999999999999999999999', 'PGRST100'],
    ['offset=abc', 'PGRST100'],
    [`select=${'a('.repeat(40)}id${')'.repeat(40)}`, 'PGRST100'],
    [`or=${'or('.repeat(40)}id.eq.1${')'.repeat(40)}`, 'PGRST100'],
    [`name=eq.${enc('a\u0000b')}`, 'PGRST100'],
  ])('%s → 400 %s', async (query, code) => {
    expectError(await raw('GET', `products?${query}`), 400, code);
  });
});

describe('unknown names', () => {
  it('unknown table → 404 PGRST205, also for other schemas and path tricks', async () => {
    expectError(await raw('GET', 'nope'), 404, 'PGRST205');
    expectError(await raw('GET', 'pg_roles'), 404, 'PGRST205');
    expectError(await raw('GET', 'auth.users'), 404, 'PGRST205');
    expectError(await raw('GET', enc('products"; drop table products; --')), 404, 'PGRST205');
    const nested = await raw('GET', 'products/1');
    expect(nested.status).toBe(404);
  });
  it('unknown columns in select, filters, order, payloads', async () => {
    expectError(await raw('GET', 'products?select=nope'), 400, '42703');
    expectError(
      await raw('GET', `products?select=${enc('name,"id; drop table products; --"')}`),
      400,
      '42703',
    );
    expectError(await raw('GET', 'products?nope=eq.1'), 400, '42703');
    expectError(await raw('GET', 'products?order=id;drop'), 400, '42703');
    expectError(await raw('GET', `products?order=${enc('id desc; drop table products')}`), 400, '42703');
    expectError(await raw('GET', `products?${enc('id;drop table products')}=eq.1`), 400, '42703');
    expectError(await raw('GET', 'products?select=*,nope(*)'), 400, 'PGRST200');
    expectError(
      await raw('POST', 'products', {
        key: server.serviceRoleKey,
        body: JSON.stringify({ 'name"; drop table products; --': 1 }),
      }),
      400,
      'PGRST204',
    );
    expectError(
      await raw('POST', `products?columns=${enc('"name","x"')}`, {
        key: server.serviceRoleKey,
        body: '[{"name":"a"}]',
      }),
      400,
      'PGRST204',
    );
    expectError(
      await raw('POST', `products?on_conflict=${enc('id) do nothing; --')}`, {
        key: server.serviceRoleKey,
        headers: { Prefer: 'resolution=merge-duplicates' },
        body: '{"name":"a"}',
      }),
      400,
    );
  });
  it('unknown functions and schemas', async () => {
    expectError(await raw('POST', 'rpc/pg_sleep', { body: '{"seconds":1}' }), 404, 'PGRST202');
    expectError(
      await raw('POST', 'rpc/set_config', {
        body: '{"setting_name":"role","new_value":"postgres","is_local":true}',
      }),
      404,
      'PGRST202',
    );
    expectError(
      await raw('POST', `rpc/${enc('is_admin(); drop table products; --')}`, { body: '{}' }),
      404,
      'PGRST202',
    );
    expectError(await raw('POST', 'rpc/is_admin', { body: '{"x":"1"}' }), 404, 'PGRST202');
    expectError(await raw('GET', 'products', { headers: { 'Accept-Profile': 'auth' } }), 406, 'PGRST106');
    expectError(
      await raw('POST', 'products', { headers: { 'Content-Profile': 'pg_catalog' }, body: '{}' }),
      406,
      'PGRST106',
    );
  });
});

describe('injection in values is inert', () => {
  it('values are bound parameters', async () => {
    expectError(await raw('GET', `products?id=eq.${enc('1;drop table products')}`), 400, '22P02');
    const quoted = await raw('GET', `products?name=eq.${enc("x'); drop table products; --")}`);
    expect(quoted).toEqual({ status: 200, body: [] });
    const inList = await raw('GET', `products?name=in.(${enc('"a\\"),(b"')},${enc("'")})`);
    expect(inList).toEqual({ status: 200, body: [] });
    const orTree = await raw('GET', `products?or=(${enc("name.eq.x'),id.gt.0);--")})`);
    expect([200, 400]).toContain(orTree.status);
    const like = await raw('GET', `products?name=ilike.${enc("%' or 1=1 --")}`);
    expect(like).toEqual({ status: 200, body: [] });
    const jsonKey = await raw('GET', `products?select=id,${enc("x:description->>'a'")}&limit=1`);
    expect(jsonKey.status).toBeGreaterThanOrEqual(200);
    expect(jsonKey.status).toBeLessThan(500);
    const fts = await raw(
      'GET',
      `products?description=fts(${enc('simple')}).${enc("'; select pg_sleep(5); --")}`,
    );
    expect(fts.status).toBeLessThan(500);
  });
  it('aliases with quotes are quoted, not executed', async () => {
    const res = await raw('GET', `products?select=${enc('"a\\"b":name')}&limit=1`);
    expect(res.status).toBe(200);
    expect(Object.keys((res.body as Array<Record<string, unknown>>)[0] ?? {})).toEqual(['a"b']);
  });
  it('requests cannot change role: set_config through RPC or SQL is impossible', async () => {
    const who = await raw('POST', 'rpc/current_user_role', { body: '{}' });
    expect(who).toEqual({ status: 200, body: null });
  });
});

describe('bad bodies and mutations', () => {
  it('invalid JSON and wrong shapes', async () => {
    expectError(
      await raw('POST', 'categories', { key: server.serviceRoleKey, body: '{"name":' }),
      400,
      'PGRST102',
    );
    expectError(
      await raw('POST', 'categories', { key: server.serviceRoleKey, body: '"text"' }),
      400,
      'PGRST102',
    );
    expectError(
      await raw('POST', 'categories', { key: server.serviceRoleKey, body: '[1,2]' }),
      400,
      'PGRST102',
    );
    expectError(
      await raw('POST', 'categories', {
        key: server.serviceRoleKey,
        body: '[{"name":"a"},{"division":"b"}]',
      }),
      400,
      'PGRST102',
    );
    expectError(
      await raw('PATCH', 'categories?id=eq.1', { key: server.serviceRoleKey, body: '[{"name":"a"}]' }),
      400,
      'PGRST102',
    );
    expectError(await raw('POST', 'rpc/is_admin', { body: '[1]' }), 400, 'PGRST102');
  });
  it('wrong value types and constraint violations', async () => {
    expectError(
      await raw('POST', 'categories', {
        key: server.serviceRoleKey,
        body: '{"name":{"x":1},"division":"Perikanan","id":"abc"}',
      }),
      400,
      '22P02',
    );
    expectError(
      await raw('PATCH', 'products?id=eq.1', { key: server.serviceRoleKey, body: '{"price":"lots"}' }),
      400,
      '22P02',
    );
    expectError(
      await raw('PATCH', 'products?id=eq.1', { key: server.serviceRoleKey, body: '{"price":-5}' }),
      400,
      '23514',
    );
  });
  it('unfiltered PATCH/DELETE are refused even for the service role', async () => {
    expectError(
      await raw('PATCH', 'products', { key: server.serviceRoleKey, body: '{"stock":0}' }),
      400,
      '21000',
    );
    expectError(await raw('DELETE', 'products', { key: server.serviceRoleKey }), 400, '21000');
    expectError(await raw('DELETE', 'products?limit=1', { key: server.serviceRoleKey }), 400, '21000');
  });
  it('anon writes are denied with 401', async () => {
    expectError(await raw('PATCH', 'products?id=gt.0', { body: '{"stock":0}' }), 401, '42501');
    expectError(await raw('DELETE', 'categories?id=gt.0'), 401, '42501');
    expectError(await raw('PATCH', 'profiles?id=not.is.null', { body: '{"role":"admin"}' }), 401, '42501');
  });
  it('huge limit is fine and unsupported methods are 405', async () => {
    const res = await raw('GET', 'products?select=id&limit=999999999999');
    expect(res.status).toBe(200);
    const put = await raw('PUT', 'products?id=eq.1', { body: '{}' });
    expect(put.status).toBe(405);
    expect(await raw('DELETE', 'rpc/is_admin')).toMatchObject({ status: 405 });
  });
});

describe('afterwards', () => {
  it('the server is up and no data changed', async () => {
    const ok = await raw('GET', 'categories?select=id&limit=1');
    expect(ok.status).toBe(200);
    expect(await dataSnapshot()).toEqual(snapshot);
  });
});
