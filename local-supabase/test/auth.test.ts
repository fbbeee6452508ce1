import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
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
    // e-mail confirmation is on (config.toml): no session before the link is opened
    expect(data.session).toBeNull();
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

  it('answers a sign-up of a confirmed address with a stand-in user and no mail, and refuses a short password', async () => {
    const duplicate = await server
      .client()
      .auth.signUp({ email: 'pembeli@koperasi.test', password: 'rahasia123' });
    expect(duplicate.error).toBeNull();
    expect(duplicate.data.user?.identities).toEqual([]);
    expect(duplicate.data.user?.id).not.toBe('a1a1a1a1-0000-4000-8000-000000000003');
    expect(await server.mail('pembeli@koperasi.test')).toEqual([]);
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
    // the Indonesian template of config.toml, with a plain-text part
    expect(mail?.subject).toBe('Atur ulang password akun Koperasi Marketplace');
    expect(mail?.html).toContain('Atur ulang password Anda');
    expect(mail?.html).toContain(`href="${mail!.action_link.replaceAll('&', '&amp;')}"`);
    expect(mail?.text).toContain('Atur Ulang Password');
    expect(mail?.text).toContain(mail!.action_link);
    expect(`${mail?.subject} ${mail?.text}`).not.toMatch(/Reset Your Password|Follow this link/);
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
    await server.signUpConfirmed(client, {
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

describe('e-mail confirmation (config.toml: enable_confirmations = true)', () => {
  const callback = 'http://localhost:3000/auth/callback';

  it('reads the setting from config.toml; MAILER_AUTOCONFIRM overrides it', () => {
    expect(server.config.mailerAutoconfirm).toBe(false);
    expect(loadConfig({}).mailerAutoconfirm).toBe(false);
    expect(loadConfig({ MAILER_AUTOCONFIRM: 'true' }).mailerAutoconfirm).toBe(true);
    expect(loadConfig({ MAILER_AUTOCONFIRM: 'false' }).mailerAutoconfirm).toBe(false);
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ SITE_URL: 'http://toko.test' }).siteUrl).toBe('http://toko.test');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-config-'));
    fs.writeFileSync(
      path.join(dir, 'config.toml'),
      '[auth]\nsite_url = "http://pasar.test"\n\n[auth.email]\nenable_confirmations = false\n',
    );
    expect(loadConfig({ SUPABASE_DIR: dir })).toMatchObject({
      mailerAutoconfirm: true,
      siteUrl: 'http://pasar.test',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('mails the Indonesian confirmation, refuses sign-in until the link is opened, which signs the person in', async () => {
    const email = unique('konfirmasi');
    const { data, error } = await server.client().auth.signUp({
      email,
      password: 'rahasia123',
      options: { emailRedirectTo: callback, data: { full_name: 'Rina Wulandari', phone: '081377776666' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const early = await server.client().auth.signInWithPassword({ email, password: 'rahasia123' });
    expect(early.error?.status).toBe(400);
    expect(early.error?.code).toBe('email_not_confirmed');

    const mails = await server.mail(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      type: 'signup',
      subject: 'Konfirmasi pendaftaran akun Koperasi Marketplace',
      redirect_to: callback,
    });
    expect(mail!.html).toContain('<html lang="id">');
    expect(mail!.html).toContain('Halo Rina Wulandari,');
    expect(mail!.html).toContain('Konfirmasi Email');
    expect(mail!.html).toContain(email);
    expect(mail!.text).toContain('Halo Rina Wulandari,');
    expect(mail!.text).toContain(mail!.action_link);
    expect(mail!.text).toContain('Anda menerima email ini karena alamat');
    expect(mail!.action_link).toContain(`redirect_to=${encodeURIComponent(callback)}`);

    const response = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(response.status).toBe(303);
    const location = response.headers.get('location')!;
    expect(location.startsWith(`${callback}#`)).toBe(true);
    const fragment = paramsOf(location);
    expect(fragment.get('type')).toBe('signup');
    const client = server.client();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.email).toBe(email);
    expect(set.data.user?.email_confirmed_at).toBeTruthy();

    const later = await server.client().auth.signInWithPassword({ email, password: 'rahasia123' });
    expect(later.error).toBeNull();
    const again = await fetch(mail!.action_link, { redirect: 'manual' });
    expect(paramsOf(again.headers.get('location')).get('error_code')).toBe('otp_expired');
  });

  it('resends the confirmation: a new link replaces the old one; nothing for other addresses', async () => {
    const email = unique('kirim-ulang');
    await server
      .client()
      .auth.signUp({ email, password: 'rahasia123', options: { emailRedirectTo: callback } });
    const [first] = await server.mail(email);

    const resent = await server.client().auth.resend({
      type: 'signup',
      email,
      options: { emailRedirectTo: callback },
    });
    expect(resent.error).toBeNull();
    const mails = await server.mail(email);
    expect(mails).toHaveLength(2);
    const [second] = mails;
    expect(second).toMatchObject({
      type: 'signup',
      subject: 'Konfirmasi pendaftaran akun Koperasi Marketplace',
      redirect_to: callback,
    });
    expect(second!.action_link).not.toBe(first!.action_link);
    const old = await fetch(first!.action_link, { redirect: 'manual' });
    expect(paramsOf(old.headers.get('location')).get('error_code')).toBe('otp_expired');
    const opened = await fetch(second!.action_link, { redirect: 'manual' });
    expect(paramsOf(opened.headers.get('location')).get('access_token')).toBeTruthy();

    // confirmed, unknown: the same empty answer and no mail
    for (const address of [email, 'pembeli@koperasi.test', unique('tidak-ada')]) {
      const before = (await server.mail(address)).length;
      const { data, error } = await server.client().auth.resend({ type: 'signup', email: address });
      expect({ data, error }).toEqual({ data: { user: null, session: null }, error: null });
      expect(await server.mail(address)).toHaveLength(before);
    }
    const badType = await fetch(`${server.url}/auth/v1/resend`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'recovery', email }),
    });
    expect(badType.status).toBe(400);
    const noEmail = await server.client().auth.resend({ type: 'signup', email: '' });
    expect(noEmail.error?.status).toBe(400);
  });

  it('resends an unconfirmed sign-up repeated with the same address', async () => {
    const email = unique('daftar-lagi');
    await server.client().auth.signUp({ email, password: 'rahasia123' });
    const again = await server.client().auth.signUp({ email, password: 'rahasia123' });
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect((await server.mail(email)).map((mail) => mail.type)).toEqual(['signup', 'signup']);
  });
});

describe('MAILER_AUTOCONFIRM=true', () => {
  let autoconfirming: TestServer;
  beforeAll(async () => {
    autoconfirming = await startTestServer({ config: { mailerAutoconfirm: true } });
  }, 120_000);
  afterAll(async () => {
    await autoconfirming?.stop();
  });

  it('opens a session at sign-up without a mail, and refuses a registered address', async () => {
    const email = unique('langsung');
    const { data, error } = await autoconfirming.client().auth.signUp({ email, password: 'rahasia123' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(await autoconfirming.mail(email)).toEqual([]);
    const duplicate = await autoconfirming
      .client()
      .auth.signUp({ email: 'pembeli@koperasi.test', password: 'rahasia123' });
    expect(duplicate.error?.code).toBe('user_already_exists');
  });
});
