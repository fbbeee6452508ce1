// Quick paint measurement (issue 21 items 1-3): first paint, first contentful paint, first product card and
// CLS on the production build, median of N cold loads; also screenshots of the pre-JavaScript frame.
// Run: cd e2e && E2E_PORT_BASE=3900 ../node_modules/.bin/tsx src/perf-paint.ts [runs] [shotDir]
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, startStack } from './harness';

const OBSERVE = `
  window.__m = { cls: 0, card: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__m.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const tick = () => {
    if (document.querySelector('[data-testid="product-card"]')) window.__m.card = performance.now();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main() {
  const runs = Number(process.argv[2] ?? 5);
  const shots = process.argv[3];
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const probe = await browser.newPage();
    await probe.goto(stack.url + '/');
    await probe.waitForSelector('[data-testid="product-card"] a[href]');
    const productPath = await probe.$eval('[data-testid="product-card"] a[href]', (a) =>
      a.getAttribute('href'),
    );
    await probe.close();
    for (const [name, pagePath] of [
      ['home', '/'],
      ['product', productPath!],
    ] as const) {
      const samples: Record<string, number[]> = { fp: [], fcp: [], card: [], cls: [] };
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        await page.addInitScript(OBSERVE);
        await page.goto(stack.url + pagePath);
        if (name === 'home') await page.waitForFunction('window.__m.card > 0', undefined, { timeout: 30000 });
        else await page.waitForSelector('main h1', { timeout: 30000 });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const m = await page.evaluate(`(() => {
          const p = Object.fromEntries(performance.getEntriesByType('paint').map((e) => [e.name, e.startTime]));
          return { fp: p['first-paint'], fcp: p['first-contentful-paint'], card: window.__m.card, cls: window.__m.cls };
        })()`);
        for (const [key, list] of Object.entries(samples)) list.push((m as Record<string, number>)[key] ?? 0);
        await context.close();
      }
      const row = Object.fromEntries(
        Object.entries(samples).map(([k, v]) => [k, Math.round(median(v) * 1000) / 1000]),
      );
      console.log(name, pagePath, JSON.stringify(row));
    }
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      for (const width of [1280, 360]) {
        for (const js of [false, true]) {
          const context = await browser.newContext({
            viewport: { width, height: 800 },
            javaScriptEnabled: js,
          });
          const page = await context.newPage();
          await page.goto(stack.url + '/');
          if (js) await page.waitForSelector('[data-testid="product-card"]');
          await page.waitForTimeout(500);
          await page.screenshot({ path: path.join(shots, `home-${width}-${js ? 'hydrated' : 'nojs'}.png`) });
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

void main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
