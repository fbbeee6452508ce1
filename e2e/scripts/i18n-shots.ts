/**
 * Screenshots of the screens issue 17's i18n work changed, at 1280 and 360 px:
 *   E2E_PORT_BASE=5400 ../local-supabase/node_modules/.bin/tsx scripts/i18n-shots.ts [outDir] [only]
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, loginAs, SHELL, startStack } from '../src/harness';

const out = process.argv[2] ?? '/tmp/shots-i18n';
const only = process.argv[3];

interface Shot {
  name: string;
  role?: keyof typeof DEMO;
  route: string;
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
}

const txt = { name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('bukan gambar sama sekali\n') };

const SHOTS: Shot[] = [
  { name: 'home', route: '/', act: (p) => p.getByRole('heading', { name: 'Produk Unggulan' }).waitFor() },
  {
    name: 'admin-dashboard',
    role: 'admin',
    route: '/admin',
    act: (p) => p.getByText('Admin Dashboard').first().waitFor(),
  },
  {
    name: 'admin-products',
    role: 'admin',
    route: '/admin/products',
    act: (p) => p.getByRole('table').waitFor(),
  },
  {
    name: 'admin-products-pager',
    role: 'admin',
    route: '/admin/products',
    act: async (p) => {
      await p.getByRole('table').waitFor();
      await p.getByText('Baris per halaman').scrollIntoViewIfNeeded();
    },
    fullPage: false,
  },
  {
    name: 'admin-product-add-errors',
    role: 'admin',
    route: '/admin/products/add',
    act: async (p) => {
      await p.getByLabel(/^Nama Produk/).waitFor();
      await p.getByLabel('Gambar Produk').setInputFiles([txt]);
      await p.getByText(/Isi file bukan gambar/).waitFor();
      await p.getByRole('button', { name: 'Simpan', exact: true }).click();
    },
  },
  {
    name: 'admin-article-add-errors',
    role: 'admin',
    route: '/admin/content/add',
    act: async (p) => {
      await p.getByRole('button', { name: 'Simpan', exact: true }).click();
    },
  },
  {
    name: 'admin-settings',
    role: 'admin',
    route: '/admin/settings',
    act: (p) => p.getByLabel(/^Nama Situs/).waitFor(),
  },
  {
    name: 'admin-incoming-orders',
    role: 'admin',
    route: '/seller/orders',
    act: (p) => p.getByRole('heading', { name: 'Pesanan Masuk', exact: true }).waitFor(),
  },
  {
    name: 'register-existing-email',
    route: '/auth/register',
    act: async (p) => {
      await p.getByLabel(/^Nama Lengkap/).fill('Dewi Lagi');
      await p.getByLabel(/^Email/).fill(DEMO.buyer);
      await p.getByLabel(/^Nomor Telepon/).fill('081377776666');
      await p
        .getByLabel(/^Password/)
        .first()
        .fill('RahasiaBaru#1');
      await p.getByLabel(/^Konfirmasi Password/).fill('RahasiaBaru#1');
      await p.getByRole('button', { name: 'Daftar', exact: true }).click();
      await p.getByText('Email sudah terdaftar').waitFor();
    },
    fullPage: false,
  },
  {
    name: 'login-error-then-success',
    route: '/auth/login',
    act: async (p) => {
      await p.getByLabel(/^Email/).fill(DEMO.buyer);
      await p.getByLabel(/^Password/).fill('salah-sekali');
      await p.getByRole('button', { name: 'Masuk', exact: true }).click();
      await p.getByText('Email atau password salah').waitFor();
      await p.getByLabel(/^Password/).fill('Koperasi#2024');
      await p.getByRole('button', { name: 'Masuk', exact: true }).click();
      await p.getByText('Login berhasil!').waitFor();
    },
    fullPage: false,
  },
  {
    name: 'focus-contained-button',
    route: '/auth/login',
    act: async (p) => {
      await p.getByLabel(/^Email/).waitFor();
      await p.getByLabel(/^Password/).focus();
      await p.keyboard.press('Tab');
      await p.keyboard.press('Tab');
      await p.keyboard.press('Tab');
      await p.keyboard.press('Tab');
    },
    fullPage: false,
  },
];

async function main() {
  fs.mkdirSync(out, { recursive: true });
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    for (const width of [1280, 360]) {
      for (const shot of SHOTS) {
        if (only && !shot.name.includes(only)) continue;
        const context = await browser.newContext({ viewport: { width, height: 800 } });
        const page = await context.newPage();
        if (shot.role) await loginAs(page, DEMO[shot.role], shot.route);
        else await page.goto(`${SHELL}${shot.route}`);
        await page.waitForLoadState('networkidle');
        await shot.act?.(page);
        await page.waitForTimeout(600);
        const file = path.join(out, `${shot.name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: shot.fullPage ?? true });
        console.log(file, await page.title());
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
