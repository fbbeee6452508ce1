/**
 * Two-step verification of the back office in a real browser: a fresh admin (the demo admin stays without
 * a factor for the other tests) enrols an authenticator through the screens, the test computing the
 * codes from the secret shown; the database then refuses that admin's writes with an aal1 session and
 * accepts them once the code was given.
 */
import { Secret, TOTP } from 'otpauth';
import { ANON_KEY, DEMO_PASSWORD, passwordSession, SHELL, SUPABASE_URL } from './harness';
import {
  page,
  screenshots,
  signInOnScreen,
  stack,
  toast,
  uniqueEmail,
  uniqueName,
  useBrowserStack,
  waitForPath,
} from './fixtures';

useBrowserStack();

/** The code an authenticator app shows now for the secret. */
function codeFor(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** A new confirmed account promoted to admin. */
async function freshAdmin(): Promise<{ id: string; email: string }> {
  const email = uniqueEmail('admin-mfa');
  const user = await stack.admin<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    body: { email, password: DEMO_PASSWORD, email_confirm: true, user_metadata: { full_name: 'Admin MFA' } },
  });
  await stack.admin(`/rest/v1/profiles?id=eq.${user.id}`, { method: 'PATCH', body: { role: 'admin' } });
  return { id: user.id, email };
}

/** A category insert with a given access token, as the API answers it. */
async function insertCategory(accessToken: string, name: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/categories`, {
    method: 'POST',
    headers: {
      apikey: ANON_KEY,
      Authorization: `Bearer ${accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ name, division: 'Perikanan' }),
  });
  return { status: response.status, body: await response.text() };
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { aal: string };

describe('back office: two-step verification (TOTP)', () => {
  it('enrols an authenticator on the screens, then holds admin writes to aal2', async () => {
    const admin = await freshAdmin();

    // an admin without a factor is reminded, not stopped
    await signInOnScreen(admin.email);
    await toast('Login berhasil!');
    await page.goto(`${SHELL}/admin/categories`);
    await page.getByRole('heading', { name: 'Kategori' }).first().waitFor();
    await page
      .getByText('Lindungi akun admin Anda dengan verifikasi dua langkah', { exact: false })
      .waitFor();
    await screenshots('mfa-prompt');
    await page.getByRole('link', { name: 'Aktifkan', exact: true }).click();
    await waitForPath('/admin/security');

    // enrolment: QR code, secret, first code
    await page.getByRole('heading', { name: 'Keamanan Akun' }).waitFor();
    await page.getByRole('button', { name: 'Aktifkan verifikasi dua langkah' }).click();
    const qr = page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf-8,%3Csvg/);
    // the QR code really draws
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Kode QR untuk aplikasi autentikator"]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshots('mfa-enrol');
    const enrolForm = page.getByRole('form', { name: 'Kode verifikasi autentikator baru' });
    // a wrong code first: refused, the enrolment stays open
    const good = codeFor(secret);
    await enrolForm
      .getByLabel(/^Kode verifikasi/)
      .fill(String((Number(good) + 1) % 1_000_000).padStart(6, '0'));
    await enrolForm.getByRole('button', { name: 'Verifikasi & Aktifkan' }).click();
    await toast(/Kode verifikasi salah/);
    await enrolForm.getByLabel(/^Kode verifikasi/).fill(codeFor(secret));
    await enrolForm.getByRole('button', { name: 'Verifikasi & Aktifkan' }).click();
    await toast('Verifikasi dua langkah berhasil diaktifkan');
    await page.getByText('Verifikasi dua langkah aktif.').waitFor();
    await screenshots('mfa-enrolled');

    // an aal1 session of this admin (a sign-in without the code, straight on the API) is refused writes
    const aal1 = await passwordSession(admin.email);
    expect(claimsOf(aal1.access_token).aal).toBe('aal1');
    const refusedName = uniqueName('Kategori aal1');
    const refused = await insertCategory(aal1.access_token, refusedName);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toMatchObject({ code: '42501' });
    expect(
      await stack.admin<unknown[]>(`/rest/v1/categories?name=eq.${encodeURIComponent(refusedName)}`),
    ).toEqual([]);

    // signing in again on the screens: the back office asks for the code first
    // (this browser's session is dropped locally, as a new browser would start)
    await page.evaluate(() => localStorage.clear());
    await signInOnScreen(admin.email);
    await toast('Login berhasil!');
    await page.goto(`${SHELL}/admin/categories`);
    await page.getByRole('heading', { name: 'Verifikasi Dua Langkah' }).waitFor();
    expect(await page.getByRole('form', { name: 'Tambah Kategori' }).count()).toBe(0);
    await screenshots('mfa-verify');
    const step = page.getByRole('form', { name: 'Verifikasi dua langkah' });
    await step.getByLabel(/^Kode verifikasi/).fill(codeFor(secret));
    await step.getByRole('button', { name: 'Verifikasi', exact: true }).click();
    await toast('Verifikasi berhasil');

    // at aal2 the same admin writes through the screen
    const form = page.getByRole('form', { name: 'Tambah Kategori' });
    await form.waitFor();
    const acceptedName = uniqueName('Kategori aal2');
    await form.getByLabel(/^Nama Kategori/).fill(acceptedName);
    await form.getByLabel(/^Divisi/).selectOption('Perikanan');
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await toast('Kategori berhasil ditambahkan');
    expect(
      await stack.admin<unknown[]>(`/rest/v1/categories?name=eq.${encodeURIComponent(acceptedName)}`),
    ).toHaveLength(1);

    // the aal1 token from before still cannot write
    expect((await insertCategory(aal1.access_token, uniqueName('Kategori aal1 lagi'))).status).toBe(403);
  });
});
