/**
 * A page's first screen as the server draws it (before any of the app's scripts) and as the app draws it, at
 * five widths: screenshots of both (the frame with the app's script files refused), and where each product
 * card (the home page), each part of the catalogue (a category's page) or each part of the product (a
 * product's page) is in each, so that a frame that does not match the app's layout shows as a jump when the
 * frame is taken away.
 *   E2E_PORT_BASE=5000 ../local-supabase/node_modules/.bin/tsx scripts/first-screen-shots.ts [home|catalog|product]
 *   (from e2e/; home by default)
 * Output: /tmp/shots/first-screen/<page>-<width>-{frame,app}.png and a table of the offsets.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHELL } from '../src/harness';
import { withStack } from './with-stack';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/first-screen';
const WIDTHS = [360, 800, 1024, 1280, 1600];

type Box = { x: number; y: number; width: number; height: number };

const PAGE = process.argv[2] === 'product' || process.argv[2] === 'catalog' ? process.argv[2] : 'home';
/** what is compared: every product card, or the first of each part of the catalogue or a product's page */
const PARTS =
  PAGE === 'home'
    ? ['[data-testid="product-card"]']
    : PAGE === 'catalog'
      ? [
          'h1',
          'h1 ~ p',
          '[data-testid="catalog-filters"]',
          '[data-testid="product-card"]',
          'nav[aria-label="Navigasi halaman"]',
        ]
      : [
          'nav[aria-label="Lokasi halaman"]',
          'img',
          'h1',
          '[data-testid="product-price"]',
          '[data-testid="member-share"]',
          '[data-testid="product-stock"]',
          '[data-testid="product-actions"]',
          '[data-testid="product-seller"]',
          '#description-heading',
        ];

const partBoxes = async (page: Page, scope: string): Promise<Box[]> => {
  const boxes: Box[] = [];
  for (const part of PARTS) {
    boxes.push(
      ...(await page.$$eval(
        `${scope} ${part}`,
        (elements, all) =>
          elements.slice(0, all ? undefined : 1).map((element) => {
            const { x, y, width, height } = element.getBoundingClientRect();
            return { x, y: y + window.scrollY, width, height };
          }),
        PAGE !== 'product' && part === '[data-testid="product-card"]',
      )),
    );
  }
  return boxes;
};

let pagePath = '/';

async function shoot(browser: Browser, width: number, app: boolean): Promise<Box[]> {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 900 : 780 },
    reducedMotion: 'reduce',
  });
  // the frame: the HTML with its inline scripts, none of the app's files
  if (!app) await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${SHELL}${pagePath}`);
  if (app) {
    await page.locator('#kf').waitFor({ state: 'detached' });
    await page
      .locator('main [data-testid="product-card"], main [data-testid="product-price"]')
      .first()
      .waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  const boxes = await partBoxes(page, app ? 'main' : '#kf');
  // the tops and heights of the banner, the division tiles and the featured products' heading
  const sections = await page.$$eval(
    app ? '[data-remote] > div > :nth-child(-n+3)' : '#kf .kf-banner, #kf .kf-tiles, #kf .kf-t',
    (elements) =>
      elements.map((element) => {
        const { y, height } = element.getBoundingClientRect();
        return `${Math.round(y + window.scrollY)}+${Math.round(height)}`;
      }),
  );
  if (PAGE === 'home') console.log(`  ${width}px ${app ? 'app' : 'frame'}: sections ${sections.join(' ')}`);
  await page.screenshot({
    path: path.join(OUT, `${PAGE}-${width}-${app ? 'app' : 'frame'}.png`),
    fullPage: false,
  });
  await context.close();
  return boxes;
}

withStack(async (stack, browser) => {
  fs.mkdirSync(OUT, { recursive: true });
  if (PAGE === 'product') {
    const [product] = await stack.admin<{ id: string }[]>(
      '/rest/v1/products?select=id&order=created_at.desc&limit=1',
    );
    pagePath = `/products/${product!.id}`;
  }
  if (PAGE === 'catalog') pagePath = '/products?category=1';
  for (const width of WIDTHS) {
    const frame = await shoot(browser, width, false);
    const app = await shoot(browser, width, true);
    const offsets = frame.map((box, index) => {
      const other = app[index];
      if (!other) return 'missing';
      return `${Math.round(other.x - box.x)},${Math.round(other.y - box.y)} ${Math.round(other.width - box.width)}x${Math.round(other.height - box.height)}`;
    });
    console.log(
      `${width}px: ${frame.length} parts in the frame, ${app.length} in the app; offsets app-frame (dx,dy dwxdh): ${offsets.join(' | ')}`,
    );
  }
});
