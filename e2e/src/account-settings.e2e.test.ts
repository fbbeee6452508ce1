/**
 * Safe account changes in a real browser against the local server (supabase/config.toml: double_confirm_changes,
 * secure_password_change): the profile's Pengaturan tab changes the e-mail address only after the links sent to
 * the old and the new address are both opened (the first one says to open the other), and a password change of
 * a session that is not recent asks for the code the server mails. Screenshots at 1280 and 360 px go to
 * SCREENSHOT_DIR when it is set.
 */
import { SHELL, SUPABASE_URL, ANON_KEY } from './harness';
import {
  page,
  screenshots,
  signInOnScreen,
  stack,
  toast,
  uniqueEmail,
  useBrowserStack,
  waitForPath,
} from './fixtures';

// every session counts as older than the server's recent sign-in window (GoTrue's 24 hours): the code is asked
process.env.RECENT_SIGN_IN_SECONDS = '0';
useBrowserStack();

const PASSWORD = 'Rahasia-Awal-1';

async function signsIn(email: string, password: string): Promise<boolean> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return response.ok;
}

/** a confirmed buyer account, signed in on the login screen, on the Pengaturan tab */
async function openSettings(): Promise<string> {
  const email = uniqueEmail('pengaturan');
  await stack.admin('/auth/v1/admin/users', {
    method: 'POST',
    body: { email, password: PASSWORD, email_confirm: true, user_metadata: { full_name: 'Sari Pengaturan' } },
  });
  await signInOnScreen(email, PASSWORD);
  await toast('Login berhasil!');
  await page.goto(`${SHELL}/profile?tab=pengaturan`);
  await page.getByRole('heading', { name: 'Ubah Email' }).waitFor();
  return email;
}

describe('Pengaturan: e-mail and password', () => {
  it('changes the address after both links, the first one saying to open the other', async () => {
    const email = await openSettings();
    await screenshots('profile-settings');
    const newEmail = uniqueEmail('alamatbaru');
    await page.getByLabel('Email Baru').fill(newEmail);
    await page.getByRole('button', { name: 'Ubah Email' }).click();
    await toast('Link konfirmasi telah dikirim ke email lama dan email baru');
    await page.getByRole('alert').filter({ hasText: 'Cek kotak masuk' }).waitFor();
    await screenshots('profile-email-pending');

    const [toOld] = await stack.mail(email);
    const [toNew] = await stack.mail(newEmail);
    expect(toOld?.type).toBe('email_change');
    expect(toNew?.type).toBe('email_change');
    await page.goto(String(toOld!.action_link));
    await toast('Satu link sudah dikonfirmasi');
    await waitForPath('/profile');
    expect(new URL(page.url()).hash).toBe('');
    expect(await signsIn(email, PASSWORD)).toBe(true);

    await page.goto(String(toNew!.action_link));
    await waitForPath('/profile');
    expect(await signsIn(newEmail, PASSWORD)).toBe(true);
    expect(await signsIn(email, PASSWORD)).toBe(false);
  });

  it('asks for the mailed code, then changes the password with it', async () => {
    const email = await openSettings();
    await page.getByLabel('Password Baru', { exact: true }).fill('Rahasia-Baru-2');
    await page.getByLabel('Konfirmasi Password Baru', { exact: true }).fill('Rahasia-Baru-2');
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await toast('Kode verifikasi telah dikirim ke email Anda');
    await page.getByLabel('Kode Verifikasi').waitFor();
    await screenshots('profile-password-code');

    const [mail] = await stack.mail(email);
    expect(mail?.type).toBe('reauthentication');
    expect(mail?.subject).toBe('Kode verifikasi untuk mengubah password');
    await page.getByLabel('Kode Verifikasi').fill(String(mail!.otp));
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await toast('Password berhasil diubah');
    expect(await signsIn(email, 'Rahasia-Baru-2')).toBe(true);
    expect(await signsIn(email, PASSWORD)).toBe(false);
  });
});
