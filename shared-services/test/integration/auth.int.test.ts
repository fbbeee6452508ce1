/**
 * The auth service against the local Supabase server in-process (fresh seeded in-memory database), through
 * the product's own Supabase client: sign-in, sign-up (buyer, seller, never admin), password reset through the
 * dev mailbox, Google through the local stand-in, sign-out.
 */
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import {
  isEmailNotConfirmedError,
  loadUser,
  requestPasswordReset,
  resendConfirmation,
  signInWithGoogle,
  signInWithPassword,
  signOut,
  signUp,
  updatePassword,
  type RegistrationPayload,
} from '../../src/features/auth/auth-service';
import { notify } from '../../src/notify/notify';
import { setSupabaseClient, type KoperasiSupabaseClient } from '../../src/supabase/client';
import { appClient } from './app-client';

jest.mock('../../src/notify/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const PASSWORD = 'Koperasi#2024';
/** the site the links lead back to: the services build redirects from window.location.origin */
const SITE = 'http://localhost:3000';
const success = notify.success as jest.Mock;
const failure = notify.error as jest.Mock;

let server: TestServer;
let client: KoperasiSupabaseClient;

beforeAll(async () => {
  server = await startTestServer();
  // a page's origin, without making supabase-js think it runs in a browser (no document)
  Object.assign(globalThis, { window: { location: { origin: SITE, hash: '', search: '' } } });
}, 120_000);
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  setSupabaseClient(undefined);
  await server?.stop();
});
beforeEach(() => {
  client = appClient(server);
  setSupabaseClient(client);
});

const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@koperasi.test`;

async function signedInUser(of: KoperasiSupabaseClient = client) {
  const { data } = await of.auth.getSession();
  if (!data.session) throw new Error('no session');
  return loadUser(data.session.user);
}

/** Follows one redirect of the local server and returns the tokens of the fragment it leads to. */
async function tokensFrom(url: string, init?: RequestInit) {
  const response = await fetch(url, { redirect: 'manual', ...init });
  const location = response.headers.get('location') ?? '';
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  return { status: response.status, location, fragment };
}

describe('signInWithPassword', () => {
  it('signs a demo buyer in; loadUser reads the profile and the private contact row', async () => {
    await signInWithPassword('pembeli@koperasi.test', PASSWORD);
    expect(await signedInUser()).toEqual({
      id: 'a1a1a1a1-0000-4000-8000-000000000003',
      email: 'pembeli@koperasi.test',
      displayName: 'Dewi Lestari',
      role: 'buyer',
      reputation: 0,
      phone: '081200000003',
    });
    expect(failure).not.toHaveBeenCalled();
  });

  it('gives the admin and the seller their roles', async () => {
    await signInWithPassword('admin@koperasi.test', PASSWORD);
    expect(await signedInUser()).toMatchObject({
      displayName: 'Admin Koperasi',
      role: 'admin',
      reputation: 0,
    });
    await signInWithPassword('PENJUAL@koperasi.test ', PASSWORD);
    expect(await signedInUser()).toMatchObject({
      displayName: 'Budi Santoso',
      role: 'seller',
      // derived from the seed's reviews and received orders (20261126000017_review_reputation.sql)
      reputation: 320,
      phone: '081200000002',
    });
  });

  it("shows 'Email atau password salah' for a wrong password or an unknown address", async () => {
    await expect(signInWithPassword('pembeli@koperasi.test', 'salah-sekali')).rejects.toThrow(
      'Invalid login credentials',
    );
    expect(failure).toHaveBeenLastCalledWith('Email atau password salah');
    await expect(signInWithPassword('tidak.ada@koperasi.test', PASSWORD)).rejects.toThrow(
      'Invalid login credentials',
    );
    expect(failure).toHaveBeenLastCalledWith('Email atau password salah');
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it("shows 'Gagal login, silakan coba lagi' when the server cannot be reached", async () => {
    setSupabaseClient(appClient(server, { fetch: () => Promise.reject(new TypeError('fetch failed')) }));
    await expect(signInWithPassword('pembeli@koperasi.test', PASSWORD)).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith('Gagal login, silakan coba lagi');
  });
});

describe('signUp (e-mail confirmation on, as config.toml sets it)', () => {
  const registration = (overrides: Partial<RegistrationPayload> = {}): RegistrationPayload => ({
    email: uniqueEmail('anggota'),
    password: 'RahasiaBaru#1',
    fullName: 'Rina Wulandari',
    phone: '081377776666',
    role: 'buyer',
    ...overrides,
  });

  /** opens the newest mail's link as the browser would, and returns where it leads */
  async function openConfirmation(email: string) {
    const [mail] = await server.mail(email);
    expect(mail?.type).toBe('signup');
    return tokensFrom(mail!.action_link);
  }

  it.each([
    ['buyer', 'buyer'],
    ['seller', 'seller'],
  ] as const)(
    'registers a %s: the Indonesian mail, no sign-in before the link, the link signs the account in on /auth/callback',
    async (role, expected) => {
      const payload = registration({ role, email: uniqueEmail(role) });
      await signUp(payload);
      expect(success).toHaveBeenCalledWith('Registrasi berhasil! Silakan cek email Anda.');
      expect((await client.auth.getSession()).data.session).toBeNull();

      // before confirming, the password does not open a session, and the screen is told why
      const early = await signInWithPassword(payload.email, payload.password).catch(
        (error: unknown) => error,
      );
      expect(isEmailNotConfirmedError(early)).toBe(true);
      expect(failure).toHaveBeenLastCalledWith('Email belum dikonfirmasi. Silakan cek email Anda.');

      const [mail] = await server.mail(payload.email);
      expect(mail?.subject).toBe('Konfirmasi pendaftaran akun Koperasi Marketplace');
      expect(mail?.text).toContain('Halo Rina Wulandari,');
      expect(mail?.action_link).toContain(`redirect_to=${encodeURIComponent(`${SITE}/auth/callback`)}`);
      const { status, location, fragment } = await openConfirmation(payload.email);
      expect(status).toBe(303);
      expect(location.startsWith(`${SITE}/auth/callback#`)).toBe(true);
      expect(fragment.get('type')).toBe('signup');
      await client.auth.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(await signedInUser()).toMatchObject({
        email: payload.email,
        displayName: 'Rina Wulandari',
        role: expected,
        reputation: 0,
        phone: '081377776666',
      });
      await signOut({ scope: 'local', quiet: true });
      await signInWithPassword(payload.email, payload.password);
      expect((await signedInUser()).email).toBe(payload.email);
    },
  );

  it('sends the confirmation again when asked, leading to /auth/callback', async () => {
    const payload = registration({ email: uniqueEmail('kirim.ulang') });
    await signUp(payload);
    await resendConfirmation(payload.email);
    expect(success).toHaveBeenLastCalledWith('Email konfirmasi telah dikirim ulang. Silakan cek email Anda.');
    const mails = await server.mail(payload.email);
    expect(mails.map((mail) => mail.type)).toEqual(['signup', 'signup']);
    expect(mails[0]!.action_link).toContain(`redirect_to=${encodeURIComponent(`${SITE}/auth/callback`)}`);
    const { fragment } = await openConfirmation(payload.email);
    expect(fragment.get('access_token')).toBeTruthy();

    await expect(resendConfirmation('bukan-email')).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith('Gagal mengirim ulang email konfirmasi');
  });

  it('never makes an admin: role admin in the metadata becomes buyer', async () => {
    const email = uniqueEmail('admin.palsu');
    // @ts-expect-error a forged payload: the type allows only buyer or seller, the database must hold too
    await signUp(registration({ email, role: 'admin' }));
    await openConfirmation(email);
    await signInWithPassword(email, 'RahasiaBaru#1');
    expect((await signedInUser()).role).toBe('buyer');

    // even when the service is bypassed and the metadata says admin, the database decides
    const direct = uniqueEmail('admin.langsung');
    const { data, error } = await server.client().auth.signUp({
      email: direct,
      password: 'RahasiaBaru#1',
      options: { data: { full_name: 'Bukan Admin', phone: '081300000000', role: 'admin' } },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata.role).toBe('admin');
    await openConfirmation(direct);
    await signInWithPassword(direct, 'RahasiaBaru#1');
    expect(await signedInUser()).toMatchObject({ displayName: 'Bukan Admin', role: 'buyer' });
  });

  it("says 'Email sudah terdaftar' for a confirmed address (the server answers it with a stand-in user)", async () => {
    // programs get GoTrue's error; people read it in Indonesian
    await expect(signUp(registration({ email: 'pembeli@koperasi.test' }))).rejects.toThrow(
      'User already registered',
    );
    expect(failure).toHaveBeenLastCalledWith('Email sudah terdaftar');
    expect(success).not.toHaveBeenCalled();
    expect(await server.mail('pembeli@koperasi.test')).toEqual([]);
  });

  it("shows the server's message for a password it refuses", async () => {
    await expect(signUp(registration({ password: 'abc' }))).rejects.toThrow();
    expect(failure).toHaveBeenCalledTimes(1);
    expect(failure.mock.calls[0][0]).toMatch(/password/i);
  });

  it('says the server cannot be reached when it cannot', async () => {
    setSupabaseClient(appClient(server, { fetch: () => Promise.reject(new TypeError('fetch failed')) }));
    await expect(signUp(registration())).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith(
      'Tidak dapat terhubung ke server. Periksa koneksi internet Anda lalu coba lagi.',
    );
  });
});

describe('signUp on a server that confirms addresses at once (MAILER_AUTOCONFIRM=true)', () => {
  let autoconfirming: TestServer;
  beforeAll(async () => {
    autoconfirming = await startTestServer({ config: { mailerAutoconfirm: true } });
  }, 120_000);
  afterAll(async () => autoconfirming?.stop());

  it('ends the session the server opened, so the flow continues on the sign-in page', async () => {
    const signUpClient = appClient(autoconfirming);
    setSupabaseClient(signUpClient);
    const email = uniqueEmail('langsung');
    await signUp({
      email,
      password: 'RahasiaBaru#1',
      fullName: 'Sari Dewi',
      phone: '081355554444',
      role: 'seller',
    });
    expect(success).toHaveBeenCalledWith('Registrasi berhasil! Silakan cek email Anda.');
    expect((await signUpClient.auth.getSession()).data.session).toBeNull();
    await signInWithPassword(email, 'RahasiaBaru#1');
    expect(await signedInUser(signUpClient)).toMatchObject({
      email,
      displayName: 'Sari Dewi',
      role: 'seller',
    });
    await expect(
      signUp({ email, password: 'RahasiaBaru#1', fullName: 'Sari', phone: '081355554444', role: 'buyer' }),
    ).rejects.toThrow('User already registered');
  });
});

describe('password reset', () => {
  it('mails a link to /auth/reset-password; the session it opens sets the new password', async () => {
    const email = uniqueEmail('lupa');
    await signUp({
      email,
      password: 'PasswordLama#1',
      fullName: 'Lupa Password',
      phone: '081311112222',
      role: 'buyer',
    });
    success.mockClear();

    await requestPasswordReset(email);
    expect(success).toHaveBeenCalledWith('Link reset password telah dikirim ke email Anda');
    const [mail] = await server.mail(email);
    expect(mail?.action_link).toContain(`redirect_to=${encodeURIComponent(`${SITE}/auth/reset-password`)}`);

    const { status, location, fragment } = await tokensFrom(mail!.action_link);
    expect(status).toBe(303);
    expect(location.startsWith(`${SITE}/auth/reset-password#`)).toBe(true);
    expect(fragment.get('type')).toBe('recovery');
    const { error } = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();

    await updatePassword('PasswordBaru#2');
    expect(success).toHaveBeenLastCalledWith('Password berhasil diubah');
    await signOut({ scope: 'local', quiet: true });

    await expect(signInWithPassword(email, 'PasswordLama#1')).rejects.toThrow('Invalid login credentials');
    await signInWithPassword(email, 'PasswordBaru#2');
    expect((await signedInUser()).email).toBe(email);
  });

  it('answers an unknown address the same way (no account enumeration)', async () => {
    await requestPasswordReset(uniqueEmail('tidak.terdaftar'));
    expect(success).toHaveBeenCalledWith('Link reset password telah dikirim ke email Anda');
  });

  it("shows 'Gagal mengirim link reset password' when the server refuses", async () => {
    await expect(requestPasswordReset('bukan-email')).rejects.toThrow();
    expect(failure).toHaveBeenCalledWith('Gagal mengirim link reset password');
  });

  it("shows 'Gagal mengubah password' without a session, or for a password the server refuses", async () => {
    await expect(updatePassword('PasswordBaru#2')).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith('Gagal mengubah password');
    await signInWithPassword('pembeli@koperasi.test', PASSWORD);
    await expect(updatePassword('abc')).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith('Gagal mengubah password');
  });
});

describe('signInWithGoogle', () => {
  it('goes through the local Google stand-in and back to {origin}/auth/callback with a session', async () => {
    const { data, error } = await new Promise<
      Awaited<ReturnType<KoperasiSupabaseClient['auth']['signInWithOAuth']>>
    >((resolve) => {
      // outside a browser supabase-js returns the URL instead of navigating: capture it
      const original = client.auth.signInWithOAuth.bind(client.auth);
      client.auth.signInWithOAuth = async (credentials) => {
        const result = await original(credentials);
        resolve(result);
        return result;
      };
      void signInWithGoogle();
    });
    expect(error).toBeNull();
    const authorize = new URL(data.url!);
    expect(authorize.pathname).toBe('/auth/v1/authorize');
    expect(authorize.searchParams.get('provider')).toBe('google');
    expect(authorize.searchParams.get('redirect_to')).toBe(`${SITE}/auth/callback`);

    // the stand-in page: a person creates an identity
    const toPage = await fetch(data.url!, { redirect: 'manual' });
    const page = new URL(toPage.headers.get('location')!);
    const html = await (await fetch(page)).text();
    expect(html).toContain('Masuk dengan Google');
    const email = uniqueEmail('google');
    const { location, fragment } = await tokensFrom(page.origin + page.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state: page.searchParams.get('state')!,
        email,
        name: 'Gita Google',
      }).toString(),
    });
    expect(location.startsWith(`${SITE}/auth/callback#`)).toBe(true);
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(await signedInUser()).toMatchObject({
      email,
      displayName: 'Gita Google',
      role: 'buyer',
      reputation: 0,
    });
  });
});

describe('signOut', () => {
  it('ends the session on the server and in the client', async () => {
    await signInWithPassword('penjual@koperasi.test', PASSWORD);
    const { data } = await client.auth.getSession();
    const refreshToken = data.session!.refresh_token;
    await signOut();
    expect(failure).not.toHaveBeenCalled();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const { error } = await server.client().auth.refreshSession({ refresh_token: refreshToken });
    expect(error).not.toBeNull();
  });

  it('removes the local session when the server no longer knows it (403/404 are ignored)', async () => {
    await signInWithPassword('pembeli@koperasi.test', PASSWORD);
    const { data } = await client.auth.getSession();
    // the same session ended elsewhere (another device signed out everywhere)
    const elsewhere = server.client();
    await elsewhere.auth.setSession({
      access_token: data.session!.access_token,
      refresh_token: data.session!.refresh_token,
    });
    await elsewhere.auth.signOut();
    await signOut();
    expect(failure).not.toHaveBeenCalled();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it("shows 'Gagal logout' when the server cannot be reached", async () => {
    // the network drops just for the sign-out call
    const flaky = appClient(server, {
      fetch: (input, init) =>
        (input instanceof Request ? input.url : input.toString()).includes('/logout')
          ? Promise.reject(new TypeError('fetch failed'))
          : fetch(input, init),
    });
    setSupabaseClient(flaky);
    await signInWithPassword('pembeli@koperasi.test', PASSWORD);
    await expect(signOut()).rejects.toThrow();
    expect(failure).toHaveBeenLastCalledWith('Gagal logout');
  });
});
