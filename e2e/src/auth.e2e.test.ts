/**
 * Sign-in, registration, password reset, Google and sign-out in a real browser, on the production build
 * against the local Supabase server (fresh seeded in-memory database), with the header's user menu checked
 * after every sign-in.
 */
import { AUTH_STORAGE_KEY, DEMO, DEMO_PASSWORD, SHELL, type AuthSession } from './harness';
import {
  context,
  currentPath,
  page,
  reputationOf,
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

const { admin, seller, buyer } = SEED_USERS;

interface MenuExpectation {
  name: string;
  email: string;
  badge: 'Admin' | 'Penjual' | 'Pembeli';
  links: readonly string[];
  reputation?: number;
}

const ALL_LINKS = ['Profil Saya', 'Produk Saya', 'Kelola Produk', 'Kelola Konten'];

/** The header after a sign-in: role badge, reputation, avatar, and the menu's name, email and links. */
async function expectUserMenu({ name, email, badge, links, reputation }: MenuExpectation) {
  const button = page.getByRole('button', { name: `Menu pengguna ${name}` });
  await button.waitFor();
  expect(await page.getByTestId('role-badge').textContent()).toBe(badge);
  if (reputation !== undefined) expect(await page.getByLabel(`Reputasi ${reputation}`).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Masuk', exact: true }).count()).toBe(0);
  await button.click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  expect(await menu.getByText(name, { exact: true }).count()).toBe(1);
  expect(await menu.getByText(email, { exact: true }).count()).toBe(1);
  expect(await menu.getByRole('img', { name }).count()).toBe(1);
  for (const link of ALL_LINKS) {
    expect({ link, shown: (await menu.getByRole('menuitem', { name: link }).count()) === 1 }).toEqual({
      link,
      shown: links.includes(link),
    });
  }
  expect(await menu.getByRole('menuitem', { name: 'Keluar' }).count()).toBe(1);
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
}

async function register(
  role: 'Pembeli' | 'Penjual',
  fields: { fullName: string; email: string; phone: string; password: string },
) {
  await page.goto(`${SHELL}/auth/register`);
  await page.getByRole('radio', { name: new RegExp(role) }).check();
  await page.getByLabel(/^Nama Lengkap/).fill(fields.fullName);
  await page.getByLabel(/^Email/).fill(fields.email);
  await page.getByLabel(/^Nomor Telepon/).fill(fields.phone);
  await page.getByLabel(/^Password/).fill(fields.password);
  await page.getByLabel(/^Konfirmasi Password/).fill(fields.password);
  await page.getByRole('button', { name: 'Daftar', exact: true }).click();
}

describe('registration', () => {
  it.each([
    ['Pembeli', ['Profil Saya']],
    ['Penjual', ['Profil Saya', 'Produk Saya']],
  ] as const)('registers a new %s, who then signs in and gets the right menu', async (role, links) => {
    const fields = {
      fullName: `Anggota ${role}`,
      email: uniqueEmail(role.toLowerCase()),
      phone: '081377776666',
      password: 'RahasiaBaru#1',
    };
    await register(role, fields);
    await toast('Registrasi berhasil! Silakan cek email Anda.');
    await waitForPath('/auth/login');

    // e-mail confirmation is on: the mailed link signs the new account in (registration.e2e.test.ts)
    const [mail] = await stack.mail(fields.email);
    await page.goto(mail!.action_link!);
    await waitForPath('/');
    await toast('Login berhasil!');
    await expectUserMenu({ name: fields.fullName, email: fields.email, badge: role, links, reputation: 0 });
  });

  it('shows the rules on their fields and the message for a taken address', async () => {
    await page.goto(`${SHELL}/auth/register`);
    await page.getByRole('button', { name: 'Daftar', exact: true }).click();
    for (const message of [
      'Nama minimal 3 karakter',
      'Email tidak valid',
      'Nomor telepon tidak valid',
      'Password minimal 8 karakter',
      'Password tidak sama',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('register-full-name');

    await register('Pembeli', {
      fullName: 'Dewi Lagi',
      email: DEMO.buyer,
      phone: '081377776666',
      password: 'RahasiaBaru#1',
    });
    await toast('Email sudah terdaftar');
    expect(currentPath()).toBe('/auth/register');
  });
});

describe('sign in and sign out', () => {
  it("shows 'Email atau password salah' for a wrong password and stays", async () => {
    await signInOnScreen(DEMO.buyer, 'bukan-password-ini');
    await toast('Email atau password salah');
    expect(currentPath()).toBe('/auth/login');
    await page.getByRole('button', { name: 'Masuk', exact: true, disabled: false }).waitFor();
  });

  it('signs the admin in to an admin menu, and Keluar signs out', async () => {
    await signInOnScreen(DEMO.admin, DEMO_PASSWORD);
    await waitForPath('/');
    await toast('Login berhasil!');
    await expectUserMenu({
      name: admin.fullName,
      email: admin.email,
      badge: 'Admin',
      links: ['Profil Saya', 'Kelola Produk', 'Kelola Konten'],
      reputation: await reputationOf(admin.id),
    });

    await page.getByRole('button', { name: `Menu pengguna ${admin.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await toast('Logout berhasil');
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Daftar', exact: true }).isVisible()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    await page.reload();
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Menu pengguna/ }).count()).toBe(0);
  });

  it('gives the demo seller and buyer their menus', async () => {
    await signIn('seller');
    await expectUserMenu({
      name: seller.fullName,
      email: seller.email,
      badge: 'Penjual',
      links: ['Profil Saya', 'Produk Saya'],
      reputation: await reputationOf(seller.id),
    });
    await page.getByRole('button', { name: `Menu pengguna ${seller.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await page.getByRole('link', { name: 'Masuk', exact: true }).waitFor();

    await signInOnScreen(DEMO.buyer, DEMO_PASSWORD);
    await waitForPath('/');
    await expectUserMenu({
      name: buyer.fullName,
      email: buyer.email,
      badge: 'Pembeli',
      links: ['Profil Saya'],
      reputation: await reputationOf(buyer.id),
    });
  });

  it('keeps an unremembered session for this browser session only', async () => {
    await signInOnScreen(DEMO.buyer, DEMO_PASSWORD, { remember: false });
    await waitForPath('/');
    await page.getByRole('button', { name: `Menu pengguna ${buyer.fullName}` }).waitFor();
    const stored = await page.evaluate(
      (key) => ({ local: localStorage.getItem(key), session: sessionStorage.getItem(key) }),
      AUTH_STORAGE_KEY,
    );
    expect(stored.local).toBeNull();
    expect((JSON.parse(stored.session!) as AuthSession).user.email).toBe(DEMO.buyer);
    // a reload of the same tab keeps it
    await page.reload();
    await page.getByRole('button', { name: `Menu pengguna ${buyer.fullName}` }).waitFor();
    // a new browser session (a new tab without this tab's session storage) starts signed out
    const next = await context.newPage();
    await next.goto(`${SHELL}/`);
    await next.getByRole('link', { name: 'Masuk', exact: true }).waitFor();
    await next.close();
  });
});

describe('forgot password', () => {
  it('mails a link that sets a new password, which then signs in', async () => {
    const email = uniqueEmail('lupa');
    await register('Pembeli', {
      fullName: 'Lupa Sandi',
      email,
      phone: '081311112222',
      password: 'PasswordLama#1',
    });
    await waitForPath('/auth/login');

    await page.getByRole('link', { name: 'Lupa password?' }).click();
    await waitForPath('/auth/forgot-password');
    // the address changes before the page's lazy part is drawn: until then /^Email/ is the sign-in form's field
    await page.getByRole('heading', { name: 'Lupa Password' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
    await toast('Link reset password telah dikirim ke email Anda');

    const [mail] = await stack.mail(email);
    expect(mail?.action_link).toBeTruthy();
    await page.goto(mail!.action_link!);
    await waitForPath('/auth/reset-password');
    await page.getByText(email, { exact: true }).waitFor();
    await page.getByLabel(/^Password Baru/).fill('PasswordBaru#2');
    await page.getByLabel(/^Konfirmasi Password Baru/).fill('PasswordBaru#2');
    await page.getByRole('button', { name: 'Simpan Password' }).click();
    await toast('Password berhasil diubah');
    await waitForPath('/auth/login');

    await signInOnScreen(email, 'PasswordLama#1');
    await toast('Email atau password salah');
    await signInOnScreen(email, 'PasswordBaru#2');
    await waitForPath('/');
    await expectUserMenu({ name: 'Lupa Sandi', email, badge: 'Pembeli', links: ['Profil Saya'] });
  });

  it('says so when the link is no longer valid', async () => {
    const email = uniqueEmail('kedaluwarsa');
    await register('Pembeli', {
      fullName: 'Link Lama',
      email,
      phone: '081311113333',
      password: 'PasswordLama#1',
    });
    await waitForPath('/auth/login');
    await page.goto(`${SHELL}/auth/forgot-password`);
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Kirim Link Reset' }).click();
    await toast('Link reset password telah dikirim ke email Anda');
    const [mail] = await stack.mail(email);
    await fetch(mail!.action_link!, { redirect: 'manual' }); // used once elsewhere
    await page.goto(mail!.action_link!);
    await waitForPath('/auth/reset-password');
    await page.getByText('Link reset password tidak valid atau sudah kedaluwarsa.').waitFor();
  });
});

describe('Google', () => {
  it('signs in through the local Google stand-in and the callback to /', async () => {
    const email = uniqueEmail('google');
    await page.goto(`${SHELL}/auth/login`);
    await page.getByRole('button', { name: 'Masuk dengan Google' }).click();
    await page.getByRole('heading', { name: 'Masuk dengan Google' }).waitFor();
    await page.locator('#email').fill(email);
    await page.locator('#name').fill('Gita Permata');
    await page.getByRole('button', { name: 'Lanjutkan' }).click();
    await waitForPath('/');
    await toast('Login berhasil!');
    await expectUserMenu({ name: 'Gita Permata', email, badge: 'Pembeli', links: ['Profil Saya'] });
  });

  it("returns to sign in with 'Gagal login dengan Google' when the callback brings no session", async () => {
    await page.goto(
      `${SHELL}/auth/callback#error=access_denied&error_code=access_denied&error_description=Dibatalkan&sb=`,
    );
    await toast('Gagal login dengan Google');
    await waitForPath('/auth/login');
  });

  it('returns to sign in from a callback opened with nothing to finish (no session, nothing in the URL)', async () => {
    await page.goto(`${SHELL}/auth/callback`);
    await waitForPath('/auth/login');
    await toast('Gagal login dengan Google');
  });
});
