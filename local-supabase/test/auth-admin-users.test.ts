/**
 * GoTrue's admin user API as supabase-js `auth.admin` calls it: list (with its paging headers), get,
 * update, delete (hard and soft) and invite, for the service role only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startTestServer, type TestServer } from './helpers/server';
import { paramsOf } from './helpers/tokens';

jest.setTimeout(60_000);

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

let server: TestServer;
let admin: SupabaseClient['auth']['admin'];

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client({ key: server.serviceKey }).auth.admin;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function newUser(label: string, confirmed = true) {
  const email = unique(label);
  const { data, error } = await admin.createUser({ email, password: PASSWORD, email_confirm: confirmed });
  if (error || !data.user) throw new Error(`createUser ${email}: ${error?.message}`);
  return data.user;
}

async function signInError(email: string, password = PASSWORD) {
  const { error } = await server.client().auth.signInWithPassword({ email, password });
  return error ? { status: error.status, code: error.code } : null;
}

describe('only the service role', () => {
  it('anon and signed-in users are refused', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    for (const token of [server.anonKey, session.access_token]) {
      for (const [method, path] of [
        ['GET', '/auth/v1/admin/users'],
        ['GET', `/auth/v1/admin/users/${session.user.id}`],
        ['PUT', `/auth/v1/admin/users/${session.user.id}`],
        ['DELETE', `/auth/v1/admin/users/${session.user.id}`],
        ['POST', '/auth/v1/invite'],
      ] as const) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: {
            apikey: server.anonKey,
            Authorization: `Bearer ${token}`,
            'Content-Type': 'application/json',
            'X-Supabase-Api-Version': '2024-01-01',
          },
          body: method === 'GET' || method === 'DELETE' ? undefined : '{"email":"x@y.test","role":"admin"}',
        });
        expect({ method, path, status: res.status, body: await res.json() }).toEqual({
          method,
          path,
          status: 403,
          body: { code: 'not_admin', message: 'User not allowed' },
        });
      }
    }
    const user = await server.client({ key: server.serviceKey }).auth.admin.getUserById(session.user.id);
    expect(user.data.user?.role).toBe('authenticated');
  });
});

describe('list and get', () => {
  it('pages with X-Total-Count and Link as supabase-js reads them', async () => {
    await newUser('list-a');
    await newUser('list-b');
    const count = await server.app.localSupabase.db.admin.query<{ n: number }>(
      'select count(*)::int as n from auth.users',
    );
    const total = count.rows[0]!.n;
    // supabase-js reads only the first digit of a page number in the Link header (as against hosted GoTrue),
    // so the pages it parses are kept under 10; the raw header below checks a two-digit last page
    const perPage = Math.ceil(total / 5);
    const { data, error } = await admin.listUsers({ page: 1, perPage });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(perPage);
    expect(data).toMatchObject({
      aud: 'authenticated',
      total,
      nextPage: 2,
      lastPage: Math.ceil(total / perPage),
    });

    const res = await fetch(`${server.url}/auth/v1/admin/users?page=2&per_page=2`, {
      headers: { apikey: server.serviceKey, Authorization: `Bearer ${server.serviceKey}` },
    });
    expect(res.headers.get('x-total-count')).toBe(String(total));
    expect(res.headers.get('link')).toContain(
      `/auth/v1/admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    const page2 = (await res.json()) as { users: { id: string }[] };
    expect(page2.users.map((u) => u.id)).not.toContain(data.users[0]!.id);

    // newest first, as GoTrue orders them
    const all = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(all.data.users).toHaveLength(total);
    const created = all.data.users.map((u) => u.created_at);
    expect([...created].sort().reverse()).toEqual(created);

    const beyond = await admin.listUsers({ page: 999, perPage: 50 });
    expect(beyond.data.users).toEqual([]);
  });

  it('bad paging parameters are 400', async () => {
    const res = await fetch(`${server.url}/auth/v1/admin/users?page=abc`, {
      headers: {
        apikey: server.serviceKey,
        Authorization: `Bearer ${server.serviceKey}`,
        'X-Supabase-Api-Version': '2024-01-01',
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('validation_failed');
  });

  it('gets one user with identities, 404 for an unknown id', async () => {
    const user = await newUser('get');
    const { data, error } = await admin.getUserById(user.id);
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, aud: 'authenticated' });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const missing = await admin.getUserById(crypto.randomUUID());
    expect({ status: missing.error?.status, code: missing.error?.code }).toEqual({
      status: 404,
      code: 'user_not_found',
    });
  });
});

describe('update', () => {
  it('changes e-mail and password; the user signs in with the new ones', async () => {
    const user = await newUser('update');
    const email = unique('renamed');
    const { data, error } = await admin.updateUserById(user.id, { email, password: 'BaruSekali#1' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.identities?.[0]?.identity_data?.email).toBe(email);
    expect(await signInError(email, 'BaruSekali#1')).toBeNull();
    expect(await signInError(user.email!, PASSWORD)).toEqual({ status: 400, code: 'invalid_credentials' });
  });

  it('confirms the e-mail', async () => {
    const user = await newUser('confirm', false);
    expect(await signInError(user.email!)).toEqual({ status: 400, code: 'email_not_confirmed' });
    const { data } = await admin.updateUserById(user.id, { email_confirm: true });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await signInError(user.email!)).toBeNull();
  });

  it('merges metadata (null removes a key) and sets the role', async () => {
    const user = await newUser('meta');
    await admin.updateUserById(user.id, { user_metadata: { a: 1, b: 2 }, app_metadata: { plan: 'x' } });
    const { data } = await admin.updateUserById(user.id, {
      user_metadata: { b: null, c: 3 },
      role: 'authenticated',
    });
    expect(data.user?.user_metadata).toMatchObject({ a: 1, c: 3 });
    expect(data.user?.user_metadata).not.toHaveProperty('b');
    expect(data.user?.app_metadata).toMatchObject({ plan: 'x', provider: 'email' });
    expect(data.user?.role).toBe('authenticated');
  });

  it('bans for a Go duration and lifts the ban with none', async () => {
    const user = await newUser('ban');
    const banned = await admin.updateUserById(user.id, { ban_duration: '24h' });
    const until = new Date(banned.data.user!.banned_until!).getTime();
    expect(Math.abs(until - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);
    expect(await signInError(user.email!)).toEqual({ status: 400, code: 'user_banned' });
    const lifted = await admin.updateUserById(user.id, { ban_duration: 'none' });
    expect(lifted.data.user?.banned_until).toBeUndefined();
    expect(await signInError(user.email!)).toBeNull();
  });

  it('refuses what GoTrue refuses', async () => {
    const user = await newUser('refuse');
    const other = await newUser('other');
    for (const [attributes, status, code] of [
      [{ ban_duration: 'forever' }, 400, 'validation_failed'],
      [{ ban_duration: '99999999999h' }, 400, 'validation_failed'],
      [{ password: '123' }, 422, 'weak_password'],
      [{ email: 'not an address' }, 400, 'validation_failed'],
      [{ email: other.email }, 422, 'email_exists'],
      [{ user_metadata: { x: 'a\u0000' } }, 400, 'validation_failed'],
    ] as const) {
      const { error } = await admin.updateUserById(user.id, attributes);
      expect({ attributes, status: error?.status, code: error?.code }).toEqual({ attributes, status, code });
    }
    const { data } = await admin.getUserById(user.id);
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.banned_until).toBeUndefined();
  });
});

describe('delete', () => {
  it('hard delete removes the user and the profile', async () => {
    const user = await newUser('delete');
    const { error } = await admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await admin.getUserById(user.id)).error?.status).toBe(404);
    const profile = await server
      .client({ key: server.serviceKey })
      .from('profiles')
      .select('id')
      .eq('id', user.id);
    expect(profile.data).toEqual([]);
  });

  it('soft delete keeps an unusable row without personal data and ends the sessions', async () => {
    const user = await newUser('soft');
    const { session } = await server.signIn(user.email!, PASSWORD);
    const { error } = await admin.deleteUser(user.id, true);
    expect(error).toBeNull();
    const { data } = await admin.getUserById(user.id);
    expect(data.user?.deleted_at).toEqual(expect.any(String));
    expect(data.user?.email).toBe('');
    expect(await signInError(user.email!)).toEqual({ status: 400, code: 'invalid_credentials' });
    const refreshed = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error).not.toBeNull();
    // the address can be registered again
    expect((await admin.createUser({ email: user.email!, password: PASSWORD })).error).toBeNull();
  });

  it('a user whose orders still point at them (on delete restrict) is 409, not 500', async () => {
    const user = await newUser('restrict');
    const db = server.app.localSupabase.db.admin;
    // a stand-in for orders.buyer_id: a row that refuses the profile's deletion
    await db.query(
      'create table public.test_hold (id uuid references public.profiles (id) on delete restrict)',
    );
    try {
      await db.query('insert into public.test_hold values ($1::uuid)', [user.id]);
      const { error } = await admin.deleteUser(user.id);
      expect({ status: error?.status, code: error?.code }).toEqual({ status: 409, code: 'conflict' });
      expect((await admin.getUserById(user.id)).data.user?.id).toBe(user.id);
    } finally {
      await db.query('drop table public.test_hold');
    }
  });
});

describe('invite', () => {
  it('creates the user, sends the Indonesian invite mail, and its link signs in', async () => {
    const email = unique('undangan');
    const { data, error } = await admin.inviteUserByEmail(email, {
      data: { full_name: 'Tamu Undangan' },
      redirectTo: 'http://localhost:3000/akun',
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email, user_metadata: { full_name: 'Tamu Undangan' } });
    expect(data.user?.invited_at).toEqual(expect.any(String));
    const [mail] = await server.mail(email);
    expect(mail).toMatchObject({ type: 'invite', subject: 'Undangan bergabung di Koperasi Marketplace' });
    const opened = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    const params = paramsOf(opened.headers.get('location'));
    expect(params.get('type')).toBe('invite');
    const session = await server.client().auth.getUser(params.get('access_token')!);
    expect(session.data.user?.email_confirmed_at).toEqual(expect.any(String));
  });

  it('an address already registered and confirmed is 422 email_exists', async () => {
    const { error } = await admin.inviteUserByEmail('pembeli@koperasi.test');
    expect({ status: error?.status, code: error?.code }).toEqual({ status: 422, code: 'email_exists' });
    const bad = await admin.inviteUserByEmail('bukan alamat');
    expect(bad.error?.status).toBe(400);
  });
});
