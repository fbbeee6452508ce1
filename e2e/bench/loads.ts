/**
 * The web benchmarks' cold page loads (bench:web, bench:peers): a timed load (first paint, main content, LCP,
 * CLS) and a profiled load (main-thread script time before the main content, JavaScript and wire bytes,
 * requests), each in a new browser context, and their medians.
 */
import { spawnSync } from 'node:child_process';
import zlib from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Response as PageResponse } from 'playwright-core';
import { emulateLatency, ROOT } from '../src/harness';

export interface Sample {
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  /** JavaScript as it came over the network (compressed when served compressed), bodies + headers */
  jsTransferBytes: number;
  /** every response of the page load, bodies + headers as transferred */
  transferBytes: number;
  requests: number;
  fcpMs: number;
  mainContentMs: number;
  /** the app's own main content, drawn by its scripts (the same as mainContentMs where the server drew none) */
  appMs: number;
  lcpMs: number;
  cls: number;
  /** main-thread JavaScript (and its GC) before the main content, from the profiled loads */
  scriptMsBeforeMain: number;
}
export type Timing = Pick<Sample, 'fcpMs' | 'mainContentMs' | 'appMs' | 'lcpMs' | 'cls'>;
export type Bytes = Pick<
  Sample,
  'jsFiles' | 'jsRawBytes' | 'jsGzipBytes' | 'jsTransferBytes' | 'transferBytes' | 'requests'
>;
/** what a profiled load gives: its bytes and the script time before the main content */
export type Profiled = Bytes & { scriptMs: number };

/** The main content of the storefront's pages, as both benchmarks wait for it (a Load's `ready`). */
export const READY = {
  /** the lists: the first product card (on the home page, the one the server drew into the HTML) */
  productCard: `document.querySelector('[data-testid="product-card"]')`,
  /** the lists: the app's own first product card, which acts (the layout's main element holds it) */
  appProductCard: `document.querySelector('main [data-testid="product-card"]')`,
  /** a product page: the product's name (first the one the server drew into the HTML) */
  productName: `document.querySelector('#kf h1, [data-remote] h1')`,
  /** a product page: the app's own product name (its page, which acts) */
  appProductName: `document.querySelector('[data-remote] h1')`,
} as const;

/** Runs a command of a production build (NODE_ENV=production) with its output shown; the ms it took. */
export function runForProduction(command: string, args: string[], cwd = ROOT): number {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return Date.now() - started;
}

/** Builds the shell and every remote for production, as `npm start` does; the ms it took. */
export const buildApps = (): number => runForProduction('pnpm', ['-r', '--workspace-concurrency=2', 'build']);

/** One page to load: where, when its main content counts as on screen, and how. */
export interface Load {
  url: string;
  /** a DOM predicate (a JavaScript expression): the page's main content is on screen */
  ready: string;
  /** a DOM predicate: the app's own main content is on screen (by default `ready`) */
  app?: string;
  /** scripts run in the context before any page script (a saved session, a saved cart) */
  init?: string[];
  /** cookies the browser holds for the page's origin before the load (the cart's, as the app writes it) */
  cookies?: Record<string, string>;
  /** added to every request's answer by Chromium's network emulation (0 or missing: none) */
  latencyMs?: number;
}

/** A new context's setup for a load: its init scripts, its cookies, then the observers. */
async function prepare(context: BrowserContext, load: Load): Promise<void> {
  for (const script of load.init ?? []) await context.addInitScript(script);
  const cookies = Object.entries(load.cookies ?? {});
  if (cookies.length)
    await context.addCookies(
      cookies.map(([name, value]) => ({ name, value, url: new URL(load.url).origin })),
    );
  await context.addInitScript(OBSERVERS(load.ready, load.app));
}

/** Observers installed before any page script: LCP, CLS (session windows) and the main-content time. */
export const OBSERVERS = (ready: string, app = ready) => `
  window.__bench = { lcp: 0, cls: 0, main: 0, app: 0, fcp: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (e.startTime - last > 1000 || e.startTime - windowStart > 5000) { windowValue = 0; windowStart = e.startTime; }
      windowValue += e.value; last = e.startTime;
      window.__bench.cls = Math.max(window.__bench.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    try {
      if (!window.__bench.main && (${ready})) window.__bench.main = performance.now();
      if (!window.__bench.app && (${app})) window.__bench.app = performance.now();
    } catch {}
    if (!window.__bench.main || !window.__bench.app) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

/** Bytes on the wire per request (Network.loadingFinished's encodedDataLength: headers + encoded body). */
async function recordTransfer(cdp: CDPSession, latencyMs: number) {
  const scripts = new Set<string>();
  const sizes = new Map<string, number>();
  let document: number | undefined;
  await cdp.send('Network.enable');
  if (latencyMs) await emulateLatency(cdp, latencyMs);
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && document === undefined) document = event.timestamp;
  });
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    sizes.set(event.requestId, event.encodedDataLength);
  });
  return {
    total: () => [...sizes.values()].reduce((sum, size) => sum + size, 0),
    scripts: () =>
      [...sizes.entries()].filter(([id]) => scripts.has(id)).reduce((sum, [, size]) => sum + size, 0),
    /** the navigation's start on the protocol's monotonic clock (seconds), the origin of performance.now() */
    documentStart: () => document,
  };
}

/**
 * A timed cold load: first paint, main content, LCP and CLS, with nothing else going on. The harness neither
 * reads response bodies nor compresses them during these loads: on a 2-core machine that work competed with
 * the page for the CPU, and more for the build with more or larger files.
 */
export async function timedLoad(browser: Browser, load: Load): Promise<Timing> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await prepare(context, load);
    const page = await context.newPage();
    if (load.latencyMs) await emulateLatency(await context.newCDPSession(page), load.latencyMs);
    await page.goto(load.url);
    await page.waitForFunction(
      'window.__bench && window.__bench.main > 0 && window.__bench.app > 0',
      undefined,
      {
        timeout: 30000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // let late layout shifts and the final LCP candidate land
    const metrics = await page.evaluate<{ lcp: number; cls: number; main: number; app: number; fcp: number }>(
      'window.__bench',
    );
    return {
      fcpMs: metrics.fcp,
      mainContentMs: metrics.main,
      appMs: metrics.app,
      lcpMs: metrics.lcp,
      cls: metrics.cls,
    };
  } finally {
    await context.close();
  }
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Not script: the idle thread, the renderer's own work (layout, paint, parsing) and the tree's root. */
const NOT_SCRIPT = new Set(['(idle)', '(program)', '(root)']);

/**
 * A profiled cold load: the main thread's JavaScript time (with garbage collection) from navigation until the
 * main content is on screen, summed over the CPU profile's samples (0.2 ms apart); then, once the page has
 * loaded, what it downloaded: script files with raw and gzip bytes (bodies read and compressed after the load),
 * bytes on the wire and requests. Its times are not used: the profiler and the byte counting slow the page.
 */
export async function profiledLoad(browser: Browser, load: Load): Promise<Profiled> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await prepare(context, load);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const transfer = await recordTransfer(cdp, load.latencyMs ?? 0);
    let requests = 0;
    const scripts: PageResponse[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests += 1;
    });
    page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url()) && response.ok()) scripts.push(response);
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(load.url);
    await page.waitForFunction('window.__bench && window.__bench.main > 0', undefined, { timeout: 30000 });
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const main = await page.evaluate<number>('window.__bench.main');
    const start = transfer.documentStart();
    if (start === undefined) throw new Error('no document request seen');
    const until = start * 1e6 + main * 1000; // µs on the profiler's clock
    const names = new Map(profile.nodes.map((node) => [node.id, node.callFrame.functionName]));
    let time = profile.startTime;
    let script = 0;
    for (let i = 0; i < profile.samples.length; i += 1) {
      time += profile.timeDeltas[i]!;
      if (time > until) break;
      const name = names.get(profile.samples[i]!) ?? '';
      if (!NOT_SCRIPT.has(name)) script += profile.timeDeltas[i + 1] ?? 0;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // the same end of the load as the timed loads
    const files = (await Promise.all(scripts.map((response) => response.body().catch(() => null)))).flatMap(
      (body) => (body ? [{ raw: body.length, gzip: zlib.gzipSync(body).length }] : []),
    );
    return {
      scriptMs: script / 1000,
      jsFiles: files.length,
      jsRawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      jsGzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      jsTransferBytes: transfer.scripts(),
      transferBytes: transfer.total(),
      requests,
    };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * How far the ratio of two medians (`a` over `b`, loads of two builds) could move by chance: the `level`
 * bootstrap interval of median(a) / median(b), each side resampled with replacement. Seeded, so the same loads
 * always give the same interval. An interval that holds 1 cannot tell the two builds apart.
 */
export function ratioInterval(a: number[], b: number[], level = 0.9, rounds = 2000): [number, number] {
  let seed = 0x2f6b7a31;
  const random = () => {
    // mulberry32
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const resample = (values: number[]) => values.map(() => values[Math.floor(random() * values.length)]!);
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const denominator = median(resample(b));
    if (denominator > 0) ratios.push(median(resample(a)) / denominator);
  }
  ratios.sort((x, y) => x - y);
  const at = (q: number) =>
    +(ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))] ?? NaN).toFixed(2);
  return [at((1 - level) / 2), at((1 + level) / 2)];
}

/** Each figure's median: the timings over the timed loads, the rest over the profiled loads. */
export function medians(timings: Timing[], profiled: Profiled[]): Sample {
  const of = <T extends object>(rows: T[]) =>
    Object.fromEntries(
      (Object.keys(rows[0]!) as (keyof T)[]).map((key) => [key, median(rows.map((row) => Number(row[key])))]),
    ) as Record<keyof T, number>;
  const { scriptMs, ...bytes } = of(profiled);
  return { ...of(timings), ...bytes, scriptMsBeforeMain: scriptMs };
}
