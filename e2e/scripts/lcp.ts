/**
 * Largest Contentful Paint of cold loads on the federated production build: the median and every run, for
 * the home page at 1280 and 360 px and the catalogue at 1280 px (the first load of each round warms up).
 *   E2E_PORT_BASE=5300 pnpm exec tsx e2e/scripts/lcp.ts [runs, default 9]
 */
import { withStack } from './with-stack';

const PAGES = [
  ['/', 1280],
  ['/', 360],
  ['/products', 1280],
] as const;

withStack(async (stack, browser) => {
  const runs = Number(process.argv[2] ?? 9);
  const times: Record<string, number[]> = {};
  for (let run = 0; run < runs; run++) {
    for (const [path, width] of PAGES) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.addInitScript(
        `window.__lcp = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });`,
      );
      await page.goto(stack.url + path);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const lcp = Math.round(await page.evaluate<number>('window.__lcp'));
      if (run > 0) (times[`${path} ${width} px`] ??= []).push(lcp);
      await context.close();
    }
  }
  for (const [name, values] of Object.entries(times)) {
    values.sort((a, b) => a - b);
    console.log(
      `${name.padEnd(18)} median LCP ${values[Math.floor(values.length / 2)]} ms  [${values.join(', ')}]`,
    );
  }
});
