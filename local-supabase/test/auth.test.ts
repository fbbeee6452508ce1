import { startTestServer, type TestServer } from './helpers/server';
import { paramsOf } from './helpers/tokens';

const PASSWORD = 'Koperasi#2024';
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ config: { refreshTokenReuseIntervalSeconds: 2 } });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('sign-up and password sign-in', () => {
  it('signs up with metadata that the handle_new_user trigger copies into profiles', async () => {
    const email = unique('signup');
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'rahasia123',
      options: { data: { full_name: 'Uji Daftar', role: 'seller' } },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.user_metadata.full_name).toBe('Uji Daftar');
    const service = server.client({ key: server.serviceKey });
    const profile = await service.from('profiles').select('full_name, role').eq('id', data.user!.id).single();
    expect(profile.error).toBeNull();
    expect(profile.data).toEqual({ full_name: 'Uji Daftar', role: 'seller' });
  });

  it('issues access tokens with the GoTrue claims', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString()) as {
      exp: number;
      iat: number;
      session_id: unknown;
      amr: { method: string }[];
    };
    expect(claims).toMatchObject({
      aud: 'authenticated',
      role: 'authenticated',
      aal: 'aal1',
      iss: `${server.url}/auth/v1`,
      email: 'pembeli@koperasi.test',
      is_anonymous: false,
    });
    expect(claims.exp - claims.iat).toBe(3600);
    expect(typeof claims.session_id).toBe('string');
    expect(claims.amr[0]!.method).toBe('password');
    expect(session.expires_in).toBe(3600);
  });

  it('rejects a wrong password with 400 invalid_credentials', async () => {
    const { error } = await server
      .client()
      .auth.signInWithPassword({ email: 'pembeli@koperasi.test', password: 'salah' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('rejects a duplicate sign-up and a short password', async () => {
    const duplicate = await server
      .client()
      .auth.signUp({ email: 'pembeli@koperasi.test', password: 'rahasia123' });
    expect(duplicate.error?.code).toBe('user_already_exists');
    const weak = await server.client().auth.signUp({ email: unique('weak'), password: '123' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
  });
});

describe('refresh tokens', () => {
  it('rotates, tolerates reuse within the interval and revokes the session after it', async () => {
    const { session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    const client = server.client();
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!.refresh_token;
    expect(rotated).not.toBe(session.refresh_token);

    const reused = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reused.error).toBeNull();
    expect(reused.data.session!.refresh_token).toBe(rotated);

    await new Promise((resolve) => setTimeout(resolve, 2500));
    const late = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');
    const afterRevoke = await server.client().auth.refreshSession({ refresh_token: rotated });
    expect(afterRevoke.error?.code).toBe('refresh_token_not_found');
  });
});

describe('sign-out', () => {
  it('ends the session for /user while the stateless JWT still works for REST until exp', async () => {
    const { client, session } = await server.signIn('pembeli@koperasi.test', PASSWORD);
    expect((await client.auth.signOut()).error).toBeNull();

    const { error } = await server.client().auth.getUser(session.access_token);
    expect(error?.name).toBe('AuthSessionMissingError');

    const refreshed = await server.client().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refreshed.error?.code).toBe('refresh_token_not_found');

    const rest = server.client({ global: { headers: { Authorization: `Bearer ${session.access_token}` } } });
    const own = await rest.from('profiles').select('id').eq('id', session.user.id);
    expect(own.error).toBeNull();
    expect(own.data).toHaveLength(1);
  });

  it('local scope keeps the other sessions', async () => {
    const one = await server.signIn('penjual@koperasi.test', PASSWORD);
    const two = await server.signIn('penjual@koperasi.test', PASSWORD);
    await one.client.auth.signOut({ scope: 'local' });
    expect((await two.client.auth.getUser()).error).toBeNull();
  });
});

describe('password recovery', () => {
  it('mails a link that logs in with type=recovery and lets the user set a new password', async () => {
    const email = unique('recover');
    await server.client().auth.signUp({ email, password: 'lama-123' });
    const { data, error } = await server.client().auth.resetPasswordForEmail(email, {
      redirectTo: 'http://localhost:3000/reset-password',
    });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await server.mail(email);
    expect(mail?.type).toBe('recovery');
    const response = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith('http://localhost:3000/reset-password#')).toBe(true);
    const fragment = paramsOf(location);
    expect(fragment.get('type')).toBe('recovery');

    const client = server.client();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect((await client.auth.updateUser({ password: 'baru-456' })).error).toBeNull();
    const same = await client.auth.updateUser({ password: 'baru-456' });
    expect(same.error?.code).toBe('same_password');

    expect((await server.client().auth.signInWithPassword({ email, password: 'baru-456' })).error).toBeNull();
    expect((await server.client().auth.signInWithPassword({ email, password: 'lama-123' })).error?.code).toBe(
      'invalid_credentials',
    );

    const again = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(paramsOf(again.headers.get('location')).get('error_code')).toBe('otp_expired');
  });

  it('answers 200 {} for unknown addresses', async () => {
    const { data, error } = await server.client().auth.resetPasswordForEmail(unique('nobody'));
    expect(error).toBeNull();
    expect(data).toEqual({});
  });

  it('falls back to SITE_URL for a foreign redirect', async () => {
    const email = unique('redirect');
    await server.client().auth.signUp({ email, password: 'rahasia123' });
    await server.client().auth.resetPasswordForEmail(email, { redirectTo: 'https://evil.example.com/steal' });
    const [mail] = await server.mail(email);
    expect(mail?.redirect_to).toBe('http://localhost:3000');
  });

  it('updates user metadata by shallow merge', async () => {
    const email = unique('meta');
    const client = server.client();
    await client.auth.signUp({
      email,
      password: 'rahasia123',
      options: { data: { full_name: 'A', phone: '1' } },
    });
    const { data } = await client.auth.updateUser({ data: { phone: null, city: 'Bandung' } });
    expect(data.user?.user_metadata).toMatchObject({ full_name: 'A', city: 'Bandung' });
    expect(data.user?.user_metadata).not.toHaveProperty('phone');
  });
});

describe('OAuth through the local Google stand-in', () => {
  const redirectTo = 'http://localhost:3000/auth/callback';

  async function followToCallback(url: string): Promise<string> {
    let next = url;
    for (let hop = 0; hop < 5; hop++) {
      const response = await fetch(next, { redirect: 'manual' });
      if (response.status === 200 && response.headers.get('content-type')?.includes('json')) {
        next = ((await response.json()) as { url: string }).url;
        continue;
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`no redirect from ${next} (${response.status})`);
      if (location.startsWith(redirectTo)) return location;
      next = location;
    }
    throw new Error('too many redirects');
  }

  it('implicit flow with login_hint returns the session in the fragment', async () => {
    const email = unique('google');
    const client = server.client();
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true, queryParams: { login_hint: email } },
    });
    const fragment = paramsOf(await followToCallback(data.url!));
    expect(fragment.get('token_type')).toBe('bearer');
    expect(fragment.get('provider_token')).toBeTruthy();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.app_metadata.provider).toBe('google');
    expect(set.data.user?.identities?.[0]?.provider).toBe('google');
    const profile = await server
      .client({ key: server.serviceKey })
      .from('profiles')
      .select('full_name')
      .eq('id', set.data.user!.id)
      .single();
    expect(profile.data?.full_name).toBeTruthy();
  });

  it('PKCE flow returns a code that exchangeCodeForSession redeems once', async () => {
    const email = unique('google-pkce');
    const client = server.client({ auth: { flowType: 'pkce' } });
    const { data } = await client.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true, queryParams: { login_hint: email } },
    });
    expect(data.url).toContain('code_challenge=');
    const code = paramsOf(await followToCallback(data.url!)).get('code')!;
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    const reused = await client.auth.exchangeCodeForSession(code);
    expect(reused.error).not.toBeNull();
  });

  it('shows the identity picker page without login_hint and rejects unknown providers', async () => {
    const { data } = await server.client().auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo, skipBrowserRedirect: true },
    });
    const parked = await fetch(data.url!, { redirect: 'manual' });
    const pageUrl =
      parked.status === 200
        ? ((await parked.json()) as { url: string }).url
        : parked.headers.get('location')!;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('name="email"');

    const unknown = await fetch(`${server.url}/auth/v1/authorize?provider=github&redirect_to=${redirectTo}`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('auth endpoints', () => {
  it('serves settings, health and an empty JWKS', async () => {
    const headers = { apikey: server.anonKey };
    const settings = (await (await fetch(`${server.url}/auth/v1/settings`, { headers })).json()) as {
      external: Record<string, boolean>;
    };
    expect(settings.external.google).toBe(true);
    expect(settings.external.email).toBe(true);
    expect((await fetch(`${server.url}/auth/v1/health`, { headers })).status).toBe(200);
    expect(await (await fetch(`${server.url}/auth/v1/.well-known/jwks.json`)).json()).toEqual({ keys: [] });
  });

  it('lets only service_role use the admin API', async () => {
    const email = unique('admin-created');
    const admin = server.client({ key: server.serviceKey }).auth.admin;
    const created = await admin.createUser({ email, password: 'rahasia123', email_confirm: true });
    expect(created.error).toBeNull();
    const link = await admin.generateLink({
      type: 'recovery',
      email,
      options: { redirectTo: 'http://localhost:3000/x' },
    });
    expect(link.error).toBeNull();
    expect(link.data.properties?.action_link).toContain('/auth/v1/verify?token=');
    const denied = await server
      .client()
      .auth.admin.createUser({ email: unique('no'), password: 'rahasia123' });
    expect(denied.error?.code).toBe('not_admin');
  });
});

describe('email confirmation on', () => {
  let confirming: TestServer;
  beforeAll(async () => {
    confirming = await startTestServer({ config: { mailerAutoconfirm: false } });
  }, 120_000);
  afterAll(async () => {
    await confirming?.stop();
  });

  it('returns a user without session, refuses login until the mailed link is opened', async () => {
    const email = unique('confirm');
    const { data, error } = await confirming.client().auth.signUp({
      email,
      password: 'rahasia123',
      options: { emailRedirectTo: 'http://localhost:3000/welcome' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();

    const early = await confirming.client().auth.signInWithPassword({ email, password: 'rahasia123' });
    expect(early.error?.code).toBe('email_not_confirmed');

    const [mail] = await confirming.mail(email);
    const response = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(paramsOf(response.headers.get('location')).get('type')).toBe('signup');

    const later = await confirming.client().auth.signInWithPassword({ email, password: 'rahasia123' });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toBeTruthy();
  });
});
