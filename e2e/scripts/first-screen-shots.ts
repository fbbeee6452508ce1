/**
 * The home page's first screen as the server draws it (before any of the app's scripts) and as the app
 * draws it, at five widths: screenshots of both (the frame with the app's script files refused), and where each product card is in each, so that a frame
 * that does not match the app's layout shows as a jump when the frame is taken away.
 *   E2E_PORT_BASE=5000 ../local-supabase/node_modules/.bin/tsx scripts/first-screen-shots.ts   (from e2e/)
 * Output: /tmp/shots/first-screen/<width>-{frame,app}.png and a table of the cards' offsets.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SHELL } from '../src/harness';
import { withStack } from './with-stack';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/first-screen';
const WIDTHS = [360, 800, 1024, 1280, 1600];

type Box = { x: number; y: number; width: number; height: number };

const cardBoxes = (page: Page, scope: string) =>
  page.$$eval(`${scope} [data-testid="product-card"]`, (cards) =>
    cards.map((card) => {
      const { x, y, width, height } = card.getBoundingClientRect();
      return { x, y: y + window.scrollY, width, height };
    }),
  );

async function shoot(browser: Browser, width: number, app: boolean): Promise<Box[]> {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 900 : 780 },
    reducedMotion: 'reduce',
  });
  // the frame: the HTML with its inline scripts, none of the app's files
  if (!app) await context.route(/\.js(\?|$)/, (route) => route.abort());
  const page = await context.newPage();
  await page.goto(`${SHELL}/`);
  if (app) {
    await page.locator('#kf').waitFor({ state: 'detached' });
    await page.locator('main [data-testid="product-card"]').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
  }
  const boxes = await cardBoxes(page, app ? 'main' : '#kf');
  // the tops and heights of the banner, the division tiles and the featured products' heading
  const sections = await page.$$eval(
    app ? '[data-remote] > div > :nth-child(-n+3)' : '#kf .kf-banner, #kf .kf-tiles, #kf .kf-t',
    (elements) =>
      elements.map((element) => {
        const { y, height } = element.getBoundingClientRect();
        return `${Math.round(y + window.scrollY)}+${Math.round(height)}`;
      }),
  );
  console.log(`  ${width}px ${app ? 'app' : 'frame'}: sections ${sections.join(' ')}`);
  await page.screenshot({
    path: path.join(OUT, `${width}-${app ? 'app' : 'frame'}.png`),
    fullPage: false,
  });
  await context.close();
  return boxes;
}

withStack(async (_stack, browser) => {
  fs.mkdirSync(OUT, { recursive: true });
  for (const width of WIDTHS) {
    const frame = await shoot(browser, width, false);
    const app = await shoot(browser, width, true);
    const offsets = frame.map((box, index) => {
      const other = app[index];
      if (!other) return 'missing';
      return `${Math.round(other.x - box.x)},${Math.round(other.y - box.y)} ${Math.round(other.width - box.width)}x${Math.round(other.height - box.height)}`;
    });
    console.log(
      `${width}px: ${frame.length} cards in the frame, ${app.length} in the app; offsets app-frame (dx,dy dwxdh): ${offsets.join(' | ')}`,
    );
  }
});
