/**
 * A/B of shell builds: serves each given build of the shell (a copy of shell/dist, the monolith's dist) beside
 * one stack, as `npm start` serves the shell, and loads a page cold from each in turn (the order reversed every
 * other round, after one warm-up round), printing the medians of first contentful paint and of the first
 * product card (or the route's h1). Finer than `pnpm bench:web` for one change: one run compares several
 * builds under the same machine load. Figures only.
 *
 *   cp -r shell/dist /tmp/shell-a   (change, rebuild)   cp -r shell/dist /tmp/shell-b
 *   E2E_PORT_BASE=5800 RUNS=15 PAGE=/ ../local-supabase/node_modules/.bin/tsx scripts/ab.ts /tmp/shell-a /tmp/shell-b
 *
 * A build named `<dir>#no-first-screen` is served without the home page's server-drawn cards (the first screen),
 * to weigh that against the same build with them. Besides the first card, the app's own first card (the layout's
 * main element holds it) and the largest contentful paint are printed.
 *
 * LATENCY_MS=150 answers every request that much later (Chromium's network emulation, as bench:web's
 * BENCH_LATENCY_MS), for changes whose worth is in round trips that localhost hides.
 *
 * Pages the app draws: READY (and APP) name the main content as a CSS selector, AS=admin|seller|buyer loads
 * the page with that demo account's session, CART=1 with the newest product in the saved cart:
 *   PAGE=/cart CART=1 READY='[data-testid="line-price"]' ... scripts/ab.ts /tmp/shell-a /tmp/shell-b
 *   PAGE=/admin/products AS=admin READY='[data-remote] tbody tr' ... scripts/ab.ts /tmp/shell-a /tmp/shell-b
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emulateLatency, launchBrowser, PORT_BASE, ROOT, startStack } from '../src/harness';
import { pageInit } from './page-init';

const RUNS = Number(process.env.RUNS) || 9;
const PAGE = process.env.PAGE ?? '/';
const LATENCY_MS = Number(process.env.LATENCY_MS) || 0;
const selected = (selector: string | undefined) =>
  selector ? `document.querySelector(${JSON.stringify(selector)})` : undefined;
const READY =
  selected(process.env.READY) ??
  `document.querySelector('[data-testid="product-card"]') || document.querySelector('[data-remote] h1')`;
const APP =
  selected(process.env.APP ?? process.env.READY) ??
  `document.querySelector('main [data-testid="product-card"]') || document.querySelector('[data-remote] h1')`;
const NO_FIRST_SCREEN = '#no-first-screen';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

async function main() {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: ab.ts <shell build dir> [<shell build dir> ...]');
  const stack = await startStack();
  const serve = (await import(pathToFileURL(path.join(ROOT, 'shell', 'dist-server', 'server.mjs')).href)) as {
    startShellServer: (options: {
      envFile: string;
      distDir: string;
      port: number;
      host: string;
      firstScreen?: null;
      log: { request(): void; info(): void; error(message: string, error: unknown): void };
    }) => Promise<{ shutdown(): Promise<void> }>;
  };
  const servers: Array<{ shutdown(): Promise<void> }> = [];
  const browser = await launchBrowser();
  const init = await pageInit(stack);
  try {
    const origins: string[] = [];
    for (const [index, dir] of dirs.entries()) {
      const plain = dir.endsWith(NO_FIRST_SCREEN);
      const server = await serve.startShellServer({
        envFile: stack.servers.envFile,
        distDir: path.resolve(plain ? dir.slice(0, -NO_FIRST_SCREEN.length) : dir),
        port: PORT_BASE + 20 + index,
        host: '127.0.0.1',
        ...(plain ? { firstScreen: null } : {}),
        log: { request() {}, info() {}, error: (message, error) => console.error(message, error) },
      });
      servers.push(server);
      origins.push(`http://localhost:${PORT_BASE + 20 + index}`);
    }
    const results = dirs.map(() => ({
      fcp: [] as number[],
      main: [] as number[],
      app: [] as number[],
      lcp: [] as number[],
    }));
    for (let round = -1; round < RUNS; round += 1) {
      const order = dirs.map((_, index) => index);
      if (round % 2) order.reverse();
      for (const index of order) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          for (const script of init) await context.addInitScript(script);
          const page = await context.newPage();
          if (LATENCY_MS) await emulateLatency(await context.newCDPSession(page), LATENCY_MS);
          await page.addInitScript(`
            window.__ab = { fcp: 0, main: 0, app: 0, lcp: 0 };
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__ab.fcp = e.startTime;
            }).observe({ type: 'paint', buffered: true });
            new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__ab.lcp = e.startTime; })
              .observe({ type: 'largest-contentful-paint', buffered: true });
            const poll = () => {
              if (!window.__ab.main && (${READY})) window.__ab.main = performance.now();
              if (!window.__ab.app && (${APP})) window.__ab.app = performance.now();
              if (!window.__ab.main || !window.__ab.app) requestAnimationFrame(poll);
            };
            requestAnimationFrame(poll);`);
          await page.goto(`${origins[index]}${PAGE}`);
          await page.waitForFunction(
            'window.__ab.main > 0 && window.__ab.app > 0 && window.__ab.fcp > 0',
            undefined,
            {
              timeout: 30000,
            },
          );
          await page.waitForLoadState('networkidle');
          const sample = await page.evaluate<{ fcp: number; main: number; app: number; lcp: number }>(
            'window.__ab',
          );
          if (round >= 0)
            for (const key of ['fcp', 'main', 'app', 'lcp'] as const) results[index]![key].push(sample[key]);
        } finally {
          await context.close();
        }
      }
    }
    for (const [index, dir] of dirs.entries()) {
      const { fcp, main, app, lcp } = results[index]!;
      console.log(
        `${dir}: first paint ${median(fcp).toFixed(0)} ms, main content ${median(main).toFixed(0)} ms (${main.map((value) => value.toFixed(0)).join(', ')}), the app's own ${median(app).toFixed(0)} ms, LCP ${median(lcp).toFixed(0)} ms`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.shutdown()));
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
