/**
 * Screenshots of every storefront screen at 1280 and 360 px wide, on the production build against a fresh
 * seeded local Supabase: `E2E_PORT_BASE=5000 pnpm exec tsx e2e/scripts/storefront-shots.ts` (from the repo root)
 * Output: /tmp/shots/storefront/<width>-<name>.png
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO, launchBrowser, loginAs, SHELL, startStack } from '../src/harness';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/storefront';
const WIDTHS = [1280, 360];

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(400);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const products = await stack.admin<{ id: number }[]>(
      '/rest/v1/products?select=id&name=eq.Ikan%20Salmon%20Segar',
    );
    const salmonId = products[0]!.id;
    for (const width of WIDTHS) {
      const context = await browser.newContext({
        viewport: { width, height: width > 600 ? 900 : 780 },
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const shot = async (name: string, url: string | null, fullPage = true) => {
        if (url) await page.goto(`${SHELL}${url}`);
        await settle(page);
        await page.screenshot({ path: path.join(OUT, `${width}-${name}.png`), fullPage });
        if (width < 600 && fullPage) {
          // phone pages are long: also in parts of 1200 px that can be looked at without shrinking
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let part = 0; part * 1200 < height && part < 5; part++) {
            const y = part * 1200;
            await page.screenshot({
              path: path.join(OUT, `${width}-${name}-part${part + 1}.png`),
              fullPage: true,
              clip: { x: 0, y, width, height: Math.min(1200, height - y) },
            });
          }
        }
        console.log(`${width}-${name}.png`);
      };
      await shot('home', '/');
      await shot('products', '/products');
      await shot('products-category', '/products?category=1');
      await shot('products-division', '/products?division=Teknologi%20Ramah%20Lingkungan');
      await shot('products-search', '/products?q=ikan%20segar&sort=price-asc');
      await shot('products-empty', '/products?q=tidakadaproduk');
      await shot('product', `/products/${salmonId}`);
      await shot('product-missing', '/products/999999');
      await shot('cart-empty', '/cart');
      await page.goto(`${SHELL}/products/${salmonId}`);
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await page.goto(`${SHELL}/products?category=9`);
      await page
        .getByTestId('product-card')
        .filter({ hasText: 'BBM Fresh Catalyst' })
        .first()
        .getByRole('button', { name: '+ Keranjang' })
        .click();
      await shot('cart', '/cart');
      await shot('about', '/about');
      await shot('articles', '/artikel');
      await shot('articles-promo', '/artikel?type=promo');
      await shot('article', '/artikel/1');
      await shot('contact', '/contact');
      await page.getByRole('button', { name: 'Kirim Pesan' }).click();
      await shot('contact-errors', null);
      await loginAs(page, DEMO.buyer, '/profile');
      await page.getByLabel('Alamat').waitFor();
      await shot('profile', null);
      await shot('profile-orders', '/profile?tab=pesanan');
      await shot('profile-wishlist-empty', '/profile?tab=wishlist');
      await page.goto(`${SHELL}/products?category=4`);
      await page
        .getByRole('button', { name: /ke wishlist$/ })
        .first()
        .click();
      await page.waitForTimeout(500);
      await shot('products-wishlisted', null);
      await shot('profile-wishlist', '/profile?tab=wishlist');
      await shot('profile-settings', '/profile?tab=pengaturan');
      if (width < 600) {
        await page.goto(`${SHELL}/`);
        await page.getByRole('button', { name: /menu kategori/ }).click();
        await shot('sidebar-open', null, false);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
