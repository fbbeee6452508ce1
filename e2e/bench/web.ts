/**
 * `pnpm bench:web`: what Module Federation costs a buyer. Builds everything for production plus a monolith
 * of the same screens (e2e/bench/monolith), serves both as `npm start` does, loads each page cold in headless
 * Chromium several times and records, per page and build: JavaScript files with raw and gzip bytes, the
 * number of requests, the time to the page's main content, LCP and CLS; medians over the runs and the ratios
 * federated / monolith. Prints a table and writes bench/web-results.json. A benchmark, not a test: figures
 * only, no thresholds enforced here.
 *
 *   BENCH_RUNS=7 pnpm bench:web        more runs
 *   BENCH_SKIP_BUILD=1 pnpm bench:web  reuse the builds in place
 *   BENCH_PAGES=home,cart pnpm bench:web  a subset of the pages
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  AUTH_STORAGE_KEY,
  DEMO,
  launchBrowser,
  passwordSession,
  ROOT,
  startStack,
  type Stack,
} from '../src/harness';
import { MONOLITH_DIR, startMonolith } from './monolith/server';

const RUNS = Number(process.env.BENCH_RUNS) || 5;
const RESULTS = path.join(ROOT, 'bench', 'web-results.json');

type Variant = 'federated' | 'monolith';
interface PageSpec {
  name: string;
  path: string;
  /** a DOM predicate: the page's main content is on screen */
  ready: string;
  signedInAs?: string;
  cart?: boolean;
}
interface Sample {
  jsFiles: number;
  jsRawBytes: number;
  jsGzipBytes: number;
  requests: number;
  mainContentMs: number;
  lcpMs: number;
  cls: number;
}

function run(command: string, args: string[], cwd = ROOT) {
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
  return Date.now() - started;
}

function build() {
  console.log('building the federated apps and the monolith for production...');
  const federatedMs = run('pnpm', ['-r', '--workspace-concurrency=2', 'build']);
  run(process.execPath, [path.join(MONOLITH_DIR, 'generate-modules.mjs')]);
  const monolithMs = run('npx', ['rsbuild', 'build', '-c', path.join(MONOLITH_DIR, 'rsbuild.config.ts')]);
  return { federatedMs, monolithMs };
}

/** Observers installed before any page script: LCP, CLS (session windows) and the main-content time. */
const OBSERVERS = (ready: string) => `
  window.__bench = { lcp: 0, cls: 0, main: 0 };
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
    if (window.__bench.main) return;
    try { if (${ready}) { window.__bench.main = performance.now(); return; } } catch {}
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

async function loadOnce(browser: Browser, origin: string, spec: PageSpec, init: string[]): Promise<Sample> {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    for (const script of init) await context.addInitScript(script);
    await context.addInitScript(OBSERVERS(spec.ready));
    const page = await context.newPage();
    let requests = 0;
    const bodies: Promise<{ raw: number; gzip: number } | null>[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('data:')) requests += 1;
    });
    page.on('response', (response) => {
      const url = response.url();
      if (!/\.m?js(\?|$)/.test(url) || !response.ok()) return;
      bodies.push(
        response
          .body()
          .then((body) => ({ raw: body.length, gzip: zlib.gzipSync(body).length }))
          .catch(() => null),
      );
    });
    await page.goto(`${origin}${spec.path}`);
    await page.waitForFunction('window.__bench && window.__bench.main > 0', undefined, { timeout: 30000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500); // let late layout shifts and the final LCP candidate land
    const metrics = await page.evaluate<{ lcp: number; cls: number; main: number }>('window.__bench');
    const files = (await Promise.all(bodies)).filter(
      (file): file is { raw: number; gzip: number } => file !== null,
    );
    return {
      jsFiles: files.length,
      jsRawBytes: files.reduce((sum, file) => sum + file.raw, 0),
      jsGzipBytes: files.reduce((sum, file) => sum + file.gzip, 0),
      requests,
      mainContentMs: metrics.main,
      lcpMs: metrics.lcp,
      cls: metrics.cls,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medians(samples: Sample[]): Sample {
  const keys = Object.keys(samples[0]!) as (keyof Sample)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(samples.map((sample) => sample[key]))]),
  ) as unknown as Sample;
}

async function main() {
  const buildTimes = process.env.BENCH_SKIP_BUILD ? null : build();
  const stack: Stack = await startStack();
  const monolith = await startMonolith(stack);
  const browser = await launchBrowser();
  try {
    const [product] = await stack.admin<{ id: string; name: string; price: number; images: string[] }[]>(
      '/rest/v1/products?select=id,name,price,images&order=created_at.desc&limit=2',
    );
    if (!product) throw new Error('no product in the seed');
    const cart = JSON.stringify({
      items: [
        {
          productId: product.id,
          name: product.name,
          price: Number(product.price),
          image: product.images[0] ?? '',
          quantity: 2,
        },
      ],
    });
    const pages: PageSpec[] = [
      { name: 'home', path: '/', ready: `document.querySelector('[data-testid="product-card"]')` },
      {
        name: 'category',
        path: '/products?category=1',
        ready: `document.querySelector('[data-testid="product-card"]')`,
      },
      {
        name: 'product',
        path: `/products/${product.id}`,
        ready: `document.querySelector('[data-remote] h1')`,
      },
      { name: 'cart', path: '/cart', ready: `document.querySelector('[data-remote] h1')`, cart: true },
      {
        name: 'admin-products',
        path: '/admin/products',
        ready: `document.querySelector('[data-remote] tbody tr')`,
        signedInAs: DEMO.admin,
      },
    ];
    const only = process.env.BENCH_PAGES?.split(',');
    const selected = only ? pages.filter((spec) => only.includes(spec.name)) : pages;
    const origins: Record<Variant, string> = {
      federated: stack.url,
      monolith: monolith.url,
    };
    const results: Record<string, Record<Variant, Sample> & { ratio: Record<keyof Sample, number> }> = {};
    for (const spec of selected) {
      const init: string[] = [];
      if (spec.signedInAs) {
        init.push(
          `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(JSON.stringify(await passwordSession(spec.signedInAs)))})`,
        );
      }
      if (spec.cart) init.push(`localStorage.setItem('koperasi.cart.v1', ${JSON.stringify(cart)})`);
      const samples: Record<Variant, Sample[]> = { federated: [], monolith: [] };
      for (let i = 0; i < RUNS; i += 1) {
        // Alternate the order so neither build always runs on a warmer machine.
        const order: Variant[] = i % 2 ? ['monolith', 'federated'] : ['federated', 'monolith'];
        for (const variant of order)
          samples[variant].push(await loadOnce(browser, origins[variant], spec, init));
      }
      const federated = medians(samples.federated);
      const mono = medians(samples.monolith);
      const ratio = Object.fromEntries(
        (Object.keys(federated) as (keyof Sample)[]).map((key) => [
          key,
          mono[key] ? +(federated[key] / mono[key]).toFixed(2) : 0,
        ]),
      ) as Record<keyof Sample, number>;
      results[spec.name] = { federated, monolith: mono, ratio };
      console.log(`measured ${spec.name} (${RUNS} runs each)`);
    }

    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const rows = Object.entries(results).flatMap(([name, r]) => [
      [
        name,
        'federated',
        r.federated.jsFiles,
        kb(r.federated.jsRawBytes),
        kb(r.federated.jsGzipBytes),
        r.federated.requests,
        r.federated.mainContentMs.toFixed(0),
        r.federated.lcpMs.toFixed(0),
        r.federated.cls.toFixed(3),
      ],
      [
        '',
        'monolith',
        r.monolith.jsFiles,
        kb(r.monolith.jsRawBytes),
        kb(r.monolith.jsGzipBytes),
        r.monolith.requests,
        r.monolith.mainContentMs.toFixed(0),
        r.monolith.lcpMs.toFixed(0),
        r.monolith.cls.toFixed(3),
      ],
      [
        '',
        'ratio',
        r.ratio.jsFiles,
        r.ratio.jsRawBytes,
        r.ratio.jsGzipBytes,
        r.ratio.requests,
        r.ratio.mainContentMs,
        r.ratio.lcpMs,
        '-',
      ],
    ]);
    const header = [
      'page',
      'build',
      'js files',
      'js KB',
      'js gzip KB',
      'requests',
      'main ms',
      'LCP ms',
      'CLS',
    ];
    const widths = header.map((title, column) =>
      Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
    );
    const line = (cells: (string | number)[]) =>
      cells.map((cell, column) => String(cell).padEnd(widths[column]!)).join('  ');
    console.log(
      `\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}\n${rows.map(line).join('\n')}`,
    );

    const home = results.home;
    if (!home) throw new Error('the home page was not measured');
    const targets = {
      homeGzipRatio: { value: home.ratio.jsGzipBytes, target: '<= 1.5', met: home.ratio.jsGzipBytes <= 1.5 },
      homeGzipKB: {
        value: +kb(home.federated.jsGzipBytes),
        target: '<= 300',
        met: home.federated.jsGzipBytes <= 300 * 1024,
      },
      homeFirstCardRatio: {
        value: home.ratio.mainContentMs,
        target: '<= 1.2',
        met: home.ratio.mainContentMs <= 1.2,
      },
      homeCLS: { value: home.federated.cls, target: '<= 0.05', met: home.federated.cls <= 0.05 },
    };
    console.log('\nhome route targets:', JSON.stringify(targets));
    fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
    fs.writeFileSync(
      RESULTS,
      `${JSON.stringify(
        {
          date: new Date().toISOString(),
          machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
          runs: RUNS,
          buildMs: buildTimes,
          note: 'medians over cold loads (new browser context each), gzip computed on the served bytes (zlib default level)',
          pages: results,
          targets,
        },
        null,
        2,
      )}\n`,
    );
    console.log(`\nwritten ${path.relative(ROOT, RESULTS)}`);
  } finally {
    await browser.close();
    await monolith.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
