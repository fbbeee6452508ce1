/**
 * Where a page's layout shifts come from: loads a page cold a few times (optionally with the CPU slowed down
 * through DevTools, which makes the parser and the painter interleave as on a busy machine) and prints each
 * layout shift with the elements that moved and how.
 *   E2E_PORT_BASE=5000 ../local-supabase/node_modules/.bin/tsx scripts/shift-sources.ts [path] [cpu slowdown] [loads] [delay]
 *   (from e2e/; '/', 1, 5 and 0 by default; `delay` ms holds back every REST read but the products')
 */
import { SHELL } from '../src/harness';
import { withStack } from './with-stack';

const [pagePath = '/', slowdown = '1', loads = '5', delayMs = '0'] = process.argv.slice(2);

const WATCH = `
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: Math.round(entry.startTime),
        value: entry.value,
        sources: entry.sources.map((source) => ({
          node: source.node
            ? source.node.nodeName + (source.node.id ? '#' + source.node.id : '') +
              (source.node.className && typeof source.node.className === 'string' ? '.' + source.node.className.split(' ').slice(0, 3).join('.') : '') +
              (source.node.isConnected ? '' : ' (gone)')
            : '?',
          from: [source.previousRect.x, source.previousRect.y, source.previousRect.width, source.previousRect.height].map(Math.round),
          to: [source.currentRect.x, source.currentRect.y, source.currentRect.width, source.currentRect.height].map(Math.round),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

withStack(async (_stack, browser) => {
  for (let load = 0; load < Number(loads); load += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(slowdown) });
    await page.addInitScript(WATCH);
    // every REST read but the products' answered late (a busy database)
    if (Number(delayMs) > 0)
      await page.route(/\/rest\/v1\/(?!products)/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, Number(delayMs)));
        await route.continue();
      });
    await page.goto(`${SHELL}${pagePath}`);
    await page.locator('#kf').waitFor({ state: 'detached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const shifts = (await page.evaluate(() => (window as unknown as { __shifts: unknown[] }).__shifts)) as {
      at: number;
      value: number;
      sources: unknown[];
    }[];
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    console.log(`load ${load + 1}: CLS-ish total ${total.toFixed(4)} in ${shifts.length} shifts`);
    for (const shift of shifts)
      console.log(`  at ${shift.at} ms ${shift.value.toFixed(4)} ${JSON.stringify(shift.sources)}`);
    await context.close();
  }
});
