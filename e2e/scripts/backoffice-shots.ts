/**
 * Screenshots of every back-office screen on the production build against a fresh local stack:
 *   E2E_PORT_BASE=6000 ../local-supabase/node_modules/.bin/tsx scripts/backoffice-shots.ts [outDir]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, loginAs, SHELL, startStack } from '../src/harness';

const out = process.argv[2] ?? '/tmp/shots/backoffice';

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
}

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const shoot = async (page: Page, name: string, fullPage = true) => {
      await settle(page);
      await page.screenshot({ path: path.join(out, `${name}.png`), fullPage });
      console.log(`${name}.png`);
    };
    const desktop = async (email: string) => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      await loginAs(page, email, '/');
      return { context, page };
    };

    const { context, page } = await desktop(DEMO.admin);
    const visit = async (route: string, name: string, ready: () => Promise<unknown>) => {
      await page.goto(`${SHELL}${route}`);
      await ready();
      await shoot(page, name);
    };
    await visit('/admin', '01-dashboard', () => page.getByText('produk', { exact: true }).waitFor());
    await visit('/admin/products', '02-products', () => page.getByRole('table').waitFor());
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill('ikan');
    await shoot(page, '03-products-search');
    await visit('/admin/products/add', '04-product-add', () => page.getByLabel(/^Nama Produk/).waitFor());
    await page.getByRole('button', { name: 'Simpan' }).click();
    await shoot(page, '05-product-add-errors');
    // upload progress: a 3 MB image over a throttled upload link
    await page.getByLabel(/^Nama Produk/).fill('Produk Foto Besar');
    await page.getByLabel(/^Harga/).fill('3');
    await page.getByLabel(/^Stok/).fill('5');
    await page.getByRole('combobox', { name: /^Kategori/ }).selectOption({ label: 'Ikan Segar' });
    await page.getByLabel(/^Deskripsi/).fill('Uji unggah gambar besar.');
    const big = Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
      Buffer.alloc(3_000_000),
    ]);
    await page
      .getByLabel('Gambar Produk')
      .setInputFiles([{ name: 'foto-besar.png', mimeType: 'image/png', buffer: big }]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 600_000,
    });
    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('progressbar', { name: /Mengunggah/ }).waitFor();
    await page.waitForTimeout(2500);
    await page.screenshot({ path: path.join(out, '05b-product-upload-progress.png') });
    console.log('05b-product-upload-progress.png');
    await page.getByText('Produk berhasil ditambahkan').waitFor({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await visit('/admin/products/1/edit', '06-product-edit', () => page.getByLabel(/^Nama Produk/).waitFor());
    await page.getByRole('button', { name: 'Hapus Produk' }).click();
    await shoot(page, '07-product-delete-confirm', false);
    await visit('/admin/content', '08-content', () => page.getByRole('table').waitFor());
    await visit('/admin/content/add', '09-article-add', () => page.getByLabel(/^Judul/).waitFor());
    await page.getByRole('button', { name: 'Simpan' }).click();
    await shoot(page, '10-article-add-errors');
    await visit('/admin/content/1/edit', '11-article-edit', () => page.getByLabel(/^Judul/).waitFor());
    await visit('/admin/categories', '12-categories', () => page.getByRole('table').waitFor());
    await page.getByRole('button', { name: 'Edit Ikan Olahan' }).click();
    await shoot(page, '13-categories-edit');
    await visit('/admin/settings', '14-settings', () => page.getByLabel(/^Nama Situs/).waitFor());
    await context.close();

    const seller = await desktop(DEMO.seller);
    await seller.page.goto(`${SHELL}/seller/products`);
    await seller.page.getByRole('table').waitFor();
    await shoot(seller.page, '15-seller-products');
    await seller.page.goto(`${SHELL}/seller/products/add`);
    await seller.page.getByLabel(/^Nama Produk/).waitFor();
    await shoot(seller.page, '16-seller-product-add');
    await seller.page.goto(`${SHELL}/admin`);
    await seller.page.getByText('Anda tidak memiliki akses ke halaman ini').waitFor();
    await shoot(seller.page, '17-seller-at-admin', false);
    await seller.context.close();

    const mobile = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const phone = await mobile.newPage();
    await loginAs(phone, DEMO.admin, '/admin/products');
    await phone.getByRole('table').waitFor();
    await shoot(phone, '18-mobile-products');
    await phone.goto(`${SHELL}/admin/products/2/edit`);
    await phone.getByLabel(/^Nama Produk/).waitFor();
    await shoot(phone, '19-mobile-product-edit');
    await phone.goto(`${SHELL}/admin/categories`);
    await phone.getByRole('table').waitFor();
    await shoot(phone, '20-mobile-categories');
    await mobile.close();
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
