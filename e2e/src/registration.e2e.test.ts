/**
 * Registration that tells the truth, in a real browser against the local server with e-mail confirmation
 * on (supabase/config.toml): the form refuses a phone number that is not one, and a password without letters
 * and digits or on the server's common-password list (issue 51, item 8); a new account gets the
 * Indonesian confirmation mail in the dev mailbox and cannot sign in before opening it (the login page says
 * so and sends the mail again); the link signs the person in through /auth/callback; a used link says so.
 * Screenshots at 1280 and 360 px go to SCREENSHOT_DIR when it is set.
 */
import { SHELL, type CapturedMail } from './harness';
import {
  currentPath,
  page,
  screenshots,
  SEED_USERS,
  signIn,
  signInOnScreen,
  stack,
  toast,
  uniqueEmail,
  useBrowserStack,
  waitForPath,
} from './fixtures';

useBrowserStack();

interface Registration {
  fullName: string;
  email: string;
  phone: string;
  password: string;
}

async function fillRegistration(fields: Registration) {
  await page.goto(`${SHELL}/auth/register`);
  await page.getByLabel(/^Nama Lengkap/).fill(fields.fullName);
  await page.getByLabel(/^Email/).fill(fields.email);
  await page.getByLabel(/^Nomor Telepon/).fill(fields.phone);
  await page.getByLabel(/^Password/).fill(fields.password);
  await page.getByLabel(/^Konfirmasi Password/).fill(fields.password);
}

const SUBJECT = 'Konfirmasi pendaftaran akun Koperasi Marketplace';

describe('registration with e-mail confirmation', () => {
  it('refuses a phone number that is not one, and sends nothing', async () => {
    const email = uniqueEmail('telepon');
    for (const phone of ['08abcdefghij', '0812', '12ab']) {
      await fillRegistration({ fullName: 'Telepon Salah', email, phone, password: 'RahasiaBaru#1' });
      await page.getByRole('button', { name: 'Daftar', exact: true }).click();
      await page.getByText('Nomor telepon tidak valid', { exact: true }).waitFor();
      expect(await page.getByLabel(/^Nomor Telepon/).getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-phone');
      expect(currentPath()).toBe('/auth/register');
    }
    await screenshots('register-bad-phone');
    expect(await stack.mail(email)).toEqual([]);
  });

  it('refuses a password without digits and a common one in Indonesian, then registers with a strong one', async () => {
    const fields = {
      fullName: 'Sandi Lemah',
      email: uniqueEmail('sandi'),
      phone: '0813-1234-5678',
      password: 'password',
    };
    const passwordField = page.getByLabel(/^Password/);
    // 'password': the form's own rule (letters and digits), nothing sent
    await fillRegistration(fields);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await page.getByText('Password harus mengandung huruf dan angka', { exact: true }).waitFor();
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-password');
    await screenshots('register-password-letters-digits');

    // 'password123': letters and digits, but on the server's list of common passwords (422 weak_password)
    await passwordField.fill('password123');
    await page.getByLabel(/^Konfirmasi Password/).fill('password123');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await toast('Password terlalu umum, pilih password lain');
    await page
      .locator('#register-password-helper-text')
      .getByText('Password terlalu umum, pilih password lain')
      .waitFor();
    expect(await passwordField.getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-password');
    expect(currentPath()).toBe('/auth/register');
    await screenshots('register-password-common');
    expect(await stack.mail(fields.email)).toEqual([]);

    // a strong one goes through
    await passwordField.fill('Sawah-Padi-77');
    await page.getByLabel(/^Konfirmasi Password/).fill('Sawah-Padi-77');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await toast('Registrasi berhasil! Silakan cek email Anda.');
    await waitForPath('/auth/login');
    const [mail] = await stack.mail(fields.email);
    expect(mail).toMatchObject({ type: 'signup', subject: SUBJECT });
  });

  it('mails the Indonesian confirmation; no sign-in before it; the link signs the person in', async () => {
    const fields = {
      fullName: 'Rina Wulandari',
      email: uniqueEmail('rina'),
      phone: '0813-7777-6666',
      password: 'RahasiaBaru#1',
    };
    await fillRegistration(fields);
    await screenshots('register');
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    await toast('Registrasi berhasil! Silakan cek email Anda.');
    await waitForPath('/auth/login');

    // the dev mailbox has the mail, from the template of config.toml
    const [first, ...older] = await stack.mail(fields.email);
    expect(older).toEqual([]);
    expect(first).toMatchObject({ type: 'signup', subject: SUBJECT });
    const firstMail = first as CapturedMail & { html: string; text: string };
    expect(firstMail.text).toContain('Halo Rina Wulandari,');
    expect(firstMail.text).toContain(first!.action_link);
    expect(first!.action_link).toContain(encodeURIComponent(`${SHELL}/auth/callback`));

    // signing in first: refused, with the reason and a way to get the mail again
    await signInOnScreen(fields.email, fields.password);
    await toast('Email belum dikonfirmasi. Silakan cek email Anda.');
    const notice = page.getByTestId('unconfirmed-email');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`Akun ${fields.email} belum aktif.`);
    expect(currentPath()).toBe('/auth/login');
    await screenshots('login-unconfirmed');

    await page.getByRole('button', { name: 'Kirim Ulang Email Konfirmasi' }).click();
    await toast('Email konfirmasi telah dikirim ulang. Silakan cek email Anda.');
    await page
      .getByText(`Email konfirmasi baru telah dikirim ke ${fields.email}.`, { exact: false })
      .waitFor();
    const mails = await stack.mail(fields.email);
    expect(mails.map((mail) => mail.subject)).toEqual([SUBJECT, SUBJECT]);
    const latest = mails[0] as CapturedMail & { html: string };

    // the e-mail itself, as a mail client shows its HTML
    const mailPage = await page.context().newPage();
    await mailPage.setContent(latest.html);
    expect(await mailPage.getByRole('link', { name: 'Konfirmasi Email' }).getAttribute('href')).toBe(
      latest.action_link,
    );
    await screenshots('email-confirmation', mailPage);
    await mailPage.close();

    // the link: verified by the server, then /auth/callback signs the person in and goes home
    let releaseUser: () => void = () => undefined;
    const userAsked = new Promise<void>((resolve) => (releaseUser = resolve));
    await page.route('**/auth/v1/user', async (route) => {
      await userAsked; // hold the callback page on screen for its screenshot
      await route.continue();
    });
    await page.goto(latest.action_link!);
    await waitForPath('/auth/callback');
    await page.getByText('Mengalihkan...').waitFor();
    await screenshots('callback');
    releaseUser();
    await waitForPath('/');
    await toast('Login berhasil!');
    await page.getByRole('button', { name: `Menu pengguna ${fields.fullName}` }).waitFor();
    await page.unroute('**/auth/v1/user');

    // the first link was replaced by the second one: it says so on the sign-in page
    const other = await page
      .context()
      .browser()!
      .newContext({ viewport: { width: 1280, height: 900 } });
    const fresh = await other.newPage();
    await fresh.goto(first!.action_link!);
    await waitForPath('/auth/login', fresh);
    await toast(
      'Link konfirmasi tidak valid atau sudah kedaluwarsa. Silakan masuk untuk meminta link baru.',
      fresh,
    );
    await screenshots('callback-expired-link', fresh);
    // and the password now opens the account
    await signInOnScreen(fields.email, fields.password, {}, fresh);
    await waitForPath('/', fresh);
    await fresh.getByRole('button', { name: `Menu pengguna ${fields.fullName}` }).waitFor();
    await other.close();
  });

  it('refuses a bad phone number on the profile too, keeping the saved one', async () => {
    await signIn('buyer', '/profile');
    const phone = page.getByLabel('Nomor Telepon');
    await phone.waitFor();
    await page.waitForFunction(
      (saved) => document.querySelector<HTMLInputElement>('#profile-phone')?.value === saved,
      SEED_USERS.buyer.phone,
    );
    await phone.fill('0812');
    await page.getByRole('button', { name: 'Simpan Perubahan' }).click();
    await page.getByText('Nomor telepon tidak valid', { exact: true }).waitFor();
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    await screenshots('profile-bad-phone');
    const [contact] = await stack.admin<{ phone: string }[]>(
      `/rest/v1/profile_contacts?select=phone&id=eq.${SEED_USERS.buyer.id}`,
    );
    expect(contact).toEqual({ phone: SEED_USERS.buyer.phone });
  });
});
