/**
 * The account service against the local Supabase server (config.toml: double_confirm_changes,
 * secure_password_change, minimum_password_length 8) through the product's own client: the e-mail change
 * mailed to both addresses, the password change that asks for the mailed code, and the Indonesian toasts
 * of the server's refusals (taken address, too many attempts).
 */
import { startTestServer, type TestServer } from '../../../local-supabase/test/helpers/server';
import {
  changePassword,
  requestEmailChange,
  sendPasswordChangeCode,
} from '../../src/features/auth/account-service';
import { notify } from '../../src/notify/notify';
import { SERVER_ERROR_MESSAGES } from '../../src/api/error-messages';
import { setSupabaseClient } from '../../src/supabase/client';
import { appClient } from './app-client';

jest.mock('../../src/notify/notify', () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));

const SITE = 'http://localhost:3000';
const success = notify.success as jest.Mock;
const failure = notify.error as jest.Mock;
const info = notify.info as jest.Mock;
const uniqueEmail = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@koperasi.test`;

let server: TestServer;

beforeAll(async () => {
  // every session counts as older than the server's recent-sign-in window: the code is always asked for
  server = await startTestServer({ config: { recentSignInSeconds: 0 } });
  Object.assign(globalThis, { window: { location: { origin: SITE, hash: '', search: '' } } });
}, 120_000);
afterAll(async () => {
  delete (globalThis as { window?: unknown }).window;
  setSupabaseClient(undefined);
  await server?.stop();
});

/** a confirmed account, signed in with the product's client, which the services then use */
async function signedInAccount(name: string) {
  const email = uniqueEmail(name);
  const client = appClient(server);
  const signed = await server.signUpConfirmed(client, { email, password: 'Rahasia-123' });
  if (signed.error) throw signed.error;
  setSupabaseClient(client);
  return { email, client };
}

describe('requestEmailChange', () => {
  it('mails both addresses with links back to the settings tab, and says so', async () => {
    const { email, client } = await signedInAccount('ganti');
    const newEmail = uniqueEmail('baru');
    await requestEmailChange(newEmail);
    expect(success).toHaveBeenCalledWith(
      'Link konfirmasi telah dikirim ke email lama dan email baru. Buka kedua link untuk menyelesaikan perubahan email.',
    );
    const [toOld] = await server.mail(email);
    const [toNew] = await server.mail(newEmail);
    expect(toOld?.type).toBe('email_change');
    expect(toNew?.type).toBe('email_change');
    expect(toNew?.redirect_to).toBe(`${SITE}/profile?tab=pengaturan`);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
  });

  it("says 'Email sudah terdaftar' for another account's address", async () => {
    await signedInAccount('kembar');
    await expect(requestEmailChange('penjual@koperasi.test')).rejects.toMatchObject({ code: 'email_exists' });
    expect(failure).toHaveBeenCalledWith(`Gagal mengubah email. ${SERVER_ERROR_MESSAGES.emailExists}`);
  });
});

describe('changePassword', () => {
  it('mails the code when the server asks for it, then changes the password with it', async () => {
    const { email } = await signedInAccount('sandi');
    await expect(changePassword('Sandi-Baru-123')).resolves.toBe('code-sent');
    expect(info).toHaveBeenCalledWith('Kode verifikasi telah dikirim ke email Anda');
    const [mail] = await server.mail(email);
    expect(mail?.type).toBe('reauthentication');

    const wrong = mail!.otp === '000000' ? '111111' : '000000';
    await expect(changePassword('Sandi-Baru-123', wrong)).rejects.toMatchObject({
      code: 'reauthentication_not_valid',
    });
    expect(failure).toHaveBeenCalledWith(
      'Gagal mengubah password. Kode verifikasi salah atau sudah kedaluwarsa. Silakan minta kode baru.',
    );

    await expect(changePassword('Sandi-Baru-123', mail!.otp)).resolves.toBe('changed');
    expect(success).toHaveBeenCalledWith('Password berhasil diubah');
    const again = await appClient(server).auth.signInWithPassword({ email, password: 'Sandi-Baru-123' });
    expect(again.error).toBeNull();
  });

  it('refuses a password under 8 characters with the Indonesian reason', async () => {
    await signedInAccount('pendek');
    await expect(changePassword('pendek1', '123456')).rejects.toMatchObject({ code: 'weak_password' });
    expect(failure).toHaveBeenCalledWith(`Gagal mengubah password. ${SERVER_ERROR_MESSAGES.weakPassword}`);
  });

  it('sendPasswordChangeCode mails a new code', async () => {
    const { email } = await signedInAccount('ulang');
    await sendPasswordChangeCode();
    expect((await server.mail(email))[0]?.type).toBe('reauthentication');
  });
});

describe('the rate limits in Indonesian', () => {
  it("a sign-in over the limit reads 'Terlalu banyak percobaan…'", async () => {
    const limited = await startTestServer({
      config: {
        authRateLimits: { emailSent: 30, tokenRefresh: 150, signInSignUps: 1, tokenVerifications: 30 },
      },
    });
    try {
      const client = appClient(limited);
      await client.auth.signInWithPassword({ email: 'pembeli@koperasi.test', password: 'salah-sekali' });
      const { error } = await client.auth.signInWithPassword({
        email: 'pembeli@koperasi.test',
        password: 'x',
      });
      expect(error?.code).toBe('over_request_rate_limit');
      const { serverErrorMessage } = await import('../../src/api/error-messages');
      expect(serverErrorMessage(error)).toBe(
        'Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.',
      );
    } finally {
      await limited.stop();
    }
  }, 120_000);
});
