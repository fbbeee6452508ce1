/**
 * Seller verification, in a real browser against the local server: a new seller's product is saved but
 * nobody else sees it (the storefront, and the REST API as a visitor and as a buyer) until an admin approves
 * the seller's application ('Verifikasi Toko': NIK, KTP photo, business, bank account, membership), which the
 * seller hears about by mail in Indonesian, refusal included; a suspended seller's products are hidden again.
 * The member's share line says "anggota" only for a member seller. Screenshots at 1280 and 360 px go to
 * SCREENSHOT_DIR when it is set.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ANON_KEY, loginAs, passwordSession, ROOT, SHELL, SUPABASE_URL, type CapturedMail } from './harness';
import {
  browser,
  page,
  productNamed,
  screenshots,
  SEED_USERS,
  signIn,
  stack,
  toast,
  transitionsEnded,
  uniqueEmail,
  uniqueName,
  useBrowserStack,
  waitForPath,
  watchToasts,
} from './fixtures';

useBrowserStack({ testTimeout: 300_000 });

const PASSWORD = 'PenjualBaru#2024';

/** The product rows a caller reads through the REST API: a visitor (no token) or a signed-in account. */
async function restProducts(id: number, token?: string): Promise<unknown[]> {
  const response = await fetch(`${SUPABASE_URL}/rest/v1/products?select=id,name&id=eq.${id}`, {
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token ?? ANON_KEY}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as unknown[];
}

/** The mail of this template for the address (the jobs run at once). */
const mailOf = (to: string, type: string): Promise<CapturedMail> => stack.waitForMail(to, type);

/** A photo of a KTP to upload: the seed's sample card (marked as test data). */
const KTP_PHOTO = {
  name: 'ktp-rahmat.png',
  mimeType: 'image/png',
  buffer: fs.readFileSync(
    path.join(ROOT, 'supabase/seed-images/seller-documents', SEED_USERS.seller.id, 'ktp-contoh.png'),
  ),
};

/** The page as it is now (a dialog open, at its own width) for SCREENSHOT_DIR: `<name>-<width>.png`. */
async function shot(on: Page, name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  await on.evaluate(() => document.fonts.ready);
  await transitionsEnded(on);
  const width = on.viewportSize()?.width ?? 0;
  await on.screenshot({ path: path.join(folder, `${name}-${width}.png`) });
}

/** A page of its own (another person in another browser). */
async function otherPage(viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await watchToasts(context);
  return context.newPage();
}

/** What a visitor sees at a product's address: its name, or the not-found page. */
async function visitorSees(on: Page, id: number, name: string): Promise<'product' | 'not found'> {
  await on.goto(`${SHELL}/products/${id}`);
  const shown = on.locator('[data-remote]').getByRole('heading', { level: 1 });
  await shown.filter({ hasText: new RegExp(`^(${name}|Produk tidak ditemukan)$`) }).waitFor();
  return (await shown.textContent()) === name ? 'product' : 'not found';
}

describe('seller verification', () => {
  it("hides a new seller's product from buyers, at the API too, until an admin approves; refusal and approval are mailed", async () => {
    // a new seller, confirmed, with one product saved through the API with the seller's own session
    const email = uniqueEmail('penjual.baru');
    const created = await stack.admin<{ id: string }>('/auth/v1/admin/users', {
      method: 'POST',
      body: {
        email,
        password: PASSWORD,
        email_confirm: true,
        user_metadata: { full_name: 'Rahmat Hidayat', role: 'seller' },
      },
    });
    const seller = await passwordSession(email, PASSWORD);
    expect(seller.user.id).toBe(created.id);
    const name = uniqueName('Udang Windu Tambak Rahmat');
    const inserted = await fetch(`${SUPABASE_URL}/rest/v1/products?select=id`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        Authorization: `Bearer ${seller.access_token}`,
        'Content-Type': 'application/json',
        Prefer: 'return=representation',
      },
      body: JSON.stringify({ name, price: 8.5, category_id: 1, description: 'Udang windu segar', stock: 20 }),
    });
    expect(inserted.status).toBe(201);
    const [{ id }] = (await inserted.json()) as [{ id: number }];

    // the seller sees it, with the banner saying buyers do not
    await loginAs(page, email, '/seller/products', PASSWORD);
    await page.getByRole('cell', { name, exact: true }).waitFor();
    const banner = page.getByTestId('seller-status-banner');
    await banner.filter({ hasText: 'Produk Anda belum tampil untuk pembeli' }).waitFor();
    await screenshots('seller-products-unverified');
    await page.goto(`${SHELL}/seller/products/${id}/edit`);
    await banner.filter({ hasText: 'Produk Anda belum tampil untuk pembeli' }).waitFor();
    await page.getByLabel(/^Nama Produk/).waitFor();
    await screenshots('seller-product-edit-unverified');

    // nobody else: a visitor's and a buyer's browser, and the REST API as anon and as a buyer
    const visitor = await otherPage();
    expect(await visitorSees(visitor, id, name)).toBe('not found');
    const buyer = await passwordSession(SEED_USERS.buyer.email);
    expect(await restProducts(id)).toEqual([]);
    expect(await restProducts(id, buyer.access_token)).toEqual([]);
    expect(await restProducts(id, seller.access_token)).toEqual([{ id, name }]);

    // the seller applies from the menu
    await page.getByRole('button', { name: /^Menu pengguna/ }).click();
    await page.getByRole('menuitem', { name: 'Verifikasi Toko' }).click();
    await waitForPath('/seller/verification');
    await page
      .getByTestId('seller-verification-status')
      .filter({ hasText: 'Toko Anda belum diverifikasi' })
      .waitFor();
    const form = page.getByRole('form', { name: 'Form verifikasi penjual' });
    await form.getByLabel(/^NIK/).fill('3273 0101');
    await form.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await form.getByText('NIK harus 16 digit angka').waitFor();
    await form.getByText('Foto KTP wajib diunggah').waitFor();
    await form.getByLabel(/^NIK/).fill('3273 0101 0190 0003');
    await page.getByTestId('ktp-input').setInputFiles(KTP_PHOTO);
    await page.getByTestId('ktp-file-name').filter({ hasText: 'ktp-rahmat.png' }).waitFor();
    await form.getByLabel(/^Nama usaha/).fill('Tambak Udang Rahmat');
    await form.getByLabel(/^Divisi usaha/).selectOption('Perikanan');
    await form.getByLabel(/^Nama bank/).fill('Bank Mandiri');
    await form.getByLabel(/^Nomor rekening/).fill('130-00-12345678');
    await form.getByRole('radio', { name: /Ingin menjadi anggota koperasi/ }).check();
    await screenshots('seller-verification-form');
    await form.getByRole('button', { name: 'Kirim Pengajuan' }).click();
    await toast('Pengajuan verifikasi terkirim. Kami akan memberi tahu Anda lewat email.');
    await page
      .getByTestId('seller-verification-status')
      .filter({ hasText: 'Menunggu verifikasi koperasi' })
      .waitFor();
    await page.getByRole('img', { name: 'Foto KTP Rahmat Hidayat' }).waitFor();
    await screenshots('seller-verification-waiting');
    expect(await restProducts(id)).toEqual([]);

    // the admin refuses it with a reason: mailed in Indonesian, still hidden
    const admin = await otherPage();
    await signIn('admin', '/admin/sellers', admin);
    const card = admin.getByRole('article', { name: 'Tambak Udang Rahmat' });
    await card.getByText('3273010101900003').waitFor();
    await card.getByRole('img', { name: 'Foto KTP Rahmat Hidayat' }).waitFor();
    await screenshots('admin-sellers-waiting', admin);
    await card.getByRole('button', { name: 'Tolak' }).click();
    const refuse = admin.getByRole('dialog', { name: 'Tolak Pengajuan Penjual' });
    await refuse.getByLabel(/Alasan penolakan/).fill('Foto KTP buram, NIK tidak terbaca');
    await refuse.getByRole('button', { name: 'Tolak Pengajuan' }).click();
    await toast('Pengajuan ditolak; penjual diberi tahu alasannya lewat email', admin);
    const refusal = await mailOf(email, 'penjual_ditolak');
    expect(refusal.subject).toBe('Pendaftaran penjual Anda belum dapat disetujui');
    expect(String(refusal.text)).toContain('Halo Rahmat Hidayat,');
    expect(String(refusal.text)).toContain('Alasan: Foto KTP buram, NIK tidak terbaca');
    expect(String(refusal.text)).toContain(`${SHELL}/seller/verification`);
    expect(await restProducts(id)).toEqual([]);

    // the seller reads why, corrects and sends again (the photo kept)
    await page.reload();
    await page
      .getByTestId('seller-verification-status')
      .filter({ hasText: 'Alasan: Foto KTP buram, NIK tidak terbaca.' })
      .waitFor();
    await screenshots('seller-verification-refused');
    await form.getByLabel(/^Nama usaha/).fill('UD Tambak Udang Rahmat');
    await form.getByRole('button', { name: 'Kirim Ulang Pengajuan' }).click();
    await toast('Pengajuan verifikasi terkirim. Kami akan memberi tahu Anda lewat email.');

    // the admin approves it and registers the membership
    await admin.reload();
    const again = admin.getByRole('article', { name: 'UD Tambak Udang Rahmat' });
    await again.getByRole('button', { name: 'Setujui' }).click();
    const approve = admin.getByRole('dialog', { name: 'Setujui Penjual' });
    await approve.getByLabel(/Nomor anggota/).fill('KOP-0777');
    await approve.getByRole('button', { name: 'Setujui' }).waitFor();
    await shot(admin, 'admin-sellers-approve-dialog');
    await approve.getByRole('button', { name: 'Setujui' }).click();
    await toast('Penjual disetujui; produknya kini tampil untuk pembeli', admin);
    const approval = await mailOf(email, 'penjual_disetujui');
    expect(approval.subject).toBe('Pendaftaran penjual Anda disetujui');
    expect(String(approval.text)).toContain('Produk Anda kini tampil untuk pembeli');

    // now everyone sees it, and the share names a member
    expect(await restProducts(id)).toEqual([{ id, name }]);
    expect(await restProducts(id, buyer.access_token)).toEqual([{ id, name }]);
    expect(await visitorSees(visitor, id, name)).toBe('product');
    await visitor
      .getByTestId('member-share')
      .getByText(/untuk nelayan anggota/)
      .waitFor();
    await page.goto(`${SHELL}/seller/products`);
    await page.getByRole('cell', { name, exact: true }).waitFor();
    expect(await banner.count()).toBe(0);
    await page.goto(`${SHELL}/seller/verification`);
    await page
      .getByTestId('seller-verification-status')
      .filter({ hasText: 'Toko Anda terverifikasi' })
      .waitFor();
    await page.getByText('••••••••••••0003').waitFor();
    await screenshots('seller-verification-approved');

    // suspended on a phone: hidden again, the seller told why
    const phone = await otherPage({ width: 360, height: 780 });
    await signIn('admin', '/admin/sellers?status=disetujui', phone);
    const approved = phone.getByRole('article', { name: 'UD Tambak Udang Rahmat' });
    await approved.getByRole('button', { name: 'Tangguhkan' }).click();
    const suspend = phone.getByRole('dialog', { name: 'Tangguhkan Penjual' });
    await suspend.getByLabel(/Alasan penangguhan/).fill('Banyak keluhan pembeli tentang kesegaran udang');
    await shot(phone, 'admin-sellers-suspend-dialog');
    await suspend.getByRole('button', { name: 'Tangguhkan' }).click();
    await toast('Penjual ditangguhkan; produknya tidak tampil untuk pembeli', phone);
    expect(await restProducts(id)).toEqual([]);
    const suspension = await mailOf(email, 'penjual_ditangguhkan');
    expect(suspension.subject).toBe('Akun penjual Anda ditangguhkan');
    await admin.goto(`${SHELL}/admin/sellers?status=ditangguhkan`);
    await admin
      .getByRole('article', { name: 'UD Tambak Udang Rahmat' })
      .getByRole('button', { name: 'Aktifkan Kembali' })
      .waitFor();
    await screenshots('admin-sellers-suspended', admin);
    await page.goto(`${SHELL}/seller/products`);
    await banner.filter({ hasText: 'Akun penjual Anda ditangguhkan' }).waitFor();
    await screenshots('seller-products-suspended');
    await visitor.context().close();
    await admin.context().close();
    await phone.context().close();
  });

  it('says "anggota" under the price only for a member seller, and the About page says what is true', async () => {
    const salmon = await productNamed('Ikan Salmon Segar', 'id,seller_id');
    expect(salmon.seller_id).toBe(SEED_USERS.seller.id);
    await page.goto(`${SHELL}/products/${salmon.id}`);
    await page
      .getByTestId('member-share')
      .getByText(/untuk nelayan anggota/)
      .waitFor();

    const tongkol = await productNamed('Ikan Tongkol Segar', 'id,seller_id');
    expect(tongkol.seller_id).toBe(SEED_USERS.seller2.id);
    await page.goto(`${SHELL}/products/${tongkol.id}`);
    const share = page.getByTestId('member-share');
    await share.getByText(/untuk penjual non-anggota/).waitFor();
    expect(await share.textContent()).not.toMatch(/nelayan anggota/);
    await screenshots('product-non-member-seller');

    await page.goto(`${SHELL}/about`);
    await page.getByText(/Setiap penjual diverifikasi koperasi/).waitFor();
    expect(await page.getByText('anggota terverifikasi').count()).toBe(0);
    await screenshots('about');
  });
});
