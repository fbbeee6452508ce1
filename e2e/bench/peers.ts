/**
 * `pnpm bench:peers`: our storefront against other storefronts, page by page in one run on one machine, as
 * issue 21 compares us with public Module Federation storefronts (implementations of The Tractor Store). The
 * peers are not part of this repository: build and serve them yourself, then describe them in a JSON file:
 *
 *   [{ "name": "florian", "pages": {
 *        "home": { "url": "http://localhost:7101/", "ready": "document.querySelector('li.e_Recommendation')" },
 *        "product": { "url": "http://localhost:7101/product/CL-01", "ready": "document.querySelector('h2')" } } }]
 *
 *   BENCH_PEERS=/path/to/peers.json pnpm bench:peers
 *
 * Our side is the production build served as `npm start` serves it (built first unless shell/dist is there),
 * with the pages home (first product card) and product (the product's name). Each run loads every storefront's
 * page once, cold, in a new browser context, in an order that rotates from run to run; then five profiled loads
 * each (script time before the main content, JavaScript bytes). Medians, and ours over the peer with the least
 * JavaScript on its home page (issue 21's lighter peer).
 * Prints a table and writes bench/peers-results.json and bench/peers-results.html.
 *
 *   BENCH_RUNS=21        more runs (default 15)
 *   BENCH_LATENCY_MS=50  every request answered that much later (Chromium's network emulation), written to
 *                        bench/peers-results-latency-50ms.json and .html
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportHtml, tableHtml, textTable, type BarChart } from '../../tools/bench-chart';
import { ROOT } from '../src/harness';
import { withStack } from '../scripts/with-stack';
import {
  buildApps,
  medians,
  profiledLoad,
  READY,
  timedLoad,
  type Load,
  type Profiled,
  type Sample,
  type Timing,
} from './loads';

const RUNS = Number(process.env.BENCH_RUNS) || 15;
/** profiled loads per page and storefront (script time and bytes; the profiler slows the page: not timed) */
const PROFILED_RUNS = 5;
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS) || 0;
const RESULTS_NAME = LATENCY_MS ? `peers-results-latency-${LATENCY_MS}ms` : 'peers-results';
const RESULTS = path.join(ROOT, 'bench', `${RESULTS_NAME}.json`);
const REPORT = path.join(ROOT, 'bench', `${RESULTS_NAME}.html`);
const OURS = 'koperasi';
const PAGE_NAMES = ['home', 'product'] as const;
type PageName = (typeof PAGE_NAMES)[number];

interface Storefront {
  name: string;
  pages: Partial<Record<PageName, Omit<Load, 'latencyMs'>>>;
}

function readPeers(file: string | undefined): Storefront[] {
  if (!file) throw new Error('BENCH_PEERS names no file: see the comment at the top of e2e/bench/peers.ts');
  const peers = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
  const valid =
    Array.isArray(peers) &&
    peers.length > 0 &&
    peers.every(
      (peer: Storefront) =>
        typeof peer?.name === 'string' &&
        peer.name !== OURS &&
        typeof peer.pages === 'object' &&
        Object.entries(peer.pages).every(
          ([name, page]) =>
            PAGE_NAMES.includes(name as PageName) &&
            typeof page?.url === 'string' &&
            typeof page.ready === 'string',
        ),
    );
  if (!valid) throw new Error(`${file}: expected [{ name, pages: { home?, product?: { url, ready } } }]`);
  return peers as Storefront[];
}

function ensureBuilt() {
  if (fs.existsSync(path.join(ROOT, 'shell', 'dist', 'index.html'))) return;
  console.log('no production build: building...');
  buildApps();
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);

const peers = readPeers(process.env.BENCH_PEERS);
ensureBuilt();

withStack(async (stack, browser) => {
  const [product] = await stack.admin<{ id: string }[]>(
    '/rest/v1/products?select=id&order=created_at.desc&limit=1',
  );
  if (!product) throw new Error('no product in the seed');
  const ours: Storefront = {
    name: OURS,
    pages: {
      home: { url: `${stack.url}/`, ready: READY.productCard, app: READY.appProductCard },
      product: {
        url: `${stack.url}/products/${product.id}`,
        ready: READY.productName,
        app: READY.appProductName,
      },
    },
  };
  const storefronts = [ours, ...peers];
  const results: Partial<Record<PageName, Record<string, Sample>>> = {};
  for (const page of PAGE_NAMES) {
    const measured = storefronts.filter((storefront) => storefront.pages[page]);
    if (measured.length < 2) continue;
    const timings = new Map<string, Timing[]>(measured.map((storefront) => [storefront.name, []]));
    const profiled = new Map<string, Profiled[]>(measured.map((storefront) => [storefront.name, []]));
    const load = (storefront: Storefront): Load => ({ ...storefront.pages[page]!, latencyMs: LATENCY_MS });
    for (let run = 0; run < RUNS; run += 1) {
      // rotate the order: no storefront always loads first, or always right after another
      const order = measured.map((_, i) => measured[(i + run) % measured.length]!);
      for (const storefront of order)
        timings.get(storefront.name)!.push(await timedLoad(browser, load(storefront)));
    }
    for (let run = 0; run < PROFILED_RUNS; run += 1)
      for (const storefront of measured)
        profiled.get(storefront.name)!.push(await profiledLoad(browser, load(storefront)));
    results[page] = Object.fromEntries(
      measured.map((storefront) => [
        storefront.name,
        medians(timings.get(storefront.name)!, profiled.get(storefront.name)!),
      ]),
    );
    console.log(`measured ${page} (${RUNS} runs each)`);
  }

  const header = [
    'page',
    'storefront',
    'FCP ms',
    'main ms',
    'app ms',
    'LCP ms',
    'CLS',
    'js files',
    'js gzip KB',
    'requests',
    'script ms',
  ];
  const rows = Object.entries(results).flatMap(([page, samples]) =>
    Object.entries(samples).map(([name, sample], i) => [
      i === 0 ? page : '',
      name,
      Math.round(sample.fcpMs),
      Math.round(sample.mainContentMs),
      Math.round(sample.appMs),
      Math.round(sample.lcpMs),
      sample.cls.toFixed(3),
      sample.jsFiles,
      kb(sample.jsGzipBytes),
      sample.requests,
      Math.round(sample.scriptMsBeforeMain),
    ]),
  );
  console.log(`\n${textTable(header, rows)}`);

  // the goal of issue 21: a first paint and a first card no later than the lighter peer's
  const lighter = peers.reduce((best, peer) => {
    const js = (name: string) => results.home?.[name]?.jsGzipBytes ?? Infinity;
    return js(peer.name) < js(best.name) ? peer : best;
  });
  const comparison = Object.fromEntries(
    Object.entries(results).map(([page, samples]) => {
      const peer = samples[lighter.name];
      const our = samples[OURS]!;
      return [
        page,
        peer
          ? {
              peer: lighter.name,
              fcpRatio: +(our.fcpMs / peer.fcpMs).toFixed(2),
              mainContentRatio: +(our.mainContentMs / peer.mainContentMs).toFixed(2),
            }
          : null,
      ];
    }),
  );
  console.log(`\nours / ${lighter.name} (the peer with the least home JavaScript):`);
  for (const [page, ratio] of Object.entries(comparison))
    if (ratio) console.log(`  ${page}: first paint ${ratio.fcpRatio}, first card ${ratio.mainContentRatio}`);

  const date = new Date().toISOString();
  const output = {
    date,
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
    loadAverage: os.loadavg().map((n) => +n.toFixed(2)),
    runs: RUNS,
    latencyMs: LATENCY_MS,
    storefronts: storefronts.map(({ name, pages }) => ({ name, pages })),
    note: `medians over cold loads (new browser context each, the order rotating between runs); JavaScript bytes and script time from ${PROFILED_RUNS} profiled loads each`,
    pages: results,
    oursOverLighterPeer: comparison,
  };
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true });
  fs.writeFileSync(RESULTS, `${JSON.stringify(output, null, 2)}\n`);
  const series = storefronts.map((storefront, i) => ({
    name: storefront.name,
    color: ['#0f766e', '#9ca3af', '#b45309', '#6d28d9'][i % 4]!,
  }));
  const chart = (title: string, unit: string, value: (sample: Sample) => number): BarChart => ({
    title,
    unit,
    series,
    groups: Object.entries(results).map(([page, samples]) => ({
      label: page,
      values: Object.fromEntries(Object.entries(samples).map(([name, sample]) => [name, value(sample)])),
    })),
  });
  fs.writeFileSync(
    REPORT,
    reportHtml({
      title: 'Our storefront and its peers',
      intro:
        `${date}, medians of ${RUNS} cold loads per page and storefront (pnpm bench:peers)` +
        (LATENCY_MS ? `, every request answered ${LATENCY_MS} ms later.` : '.'),
      charts: [
        chart('First contentful paint', 'ms', (sample) => sample.fcpMs),
        chart(
          'Main content on screen (first product card, product name)',
          'ms',
          (sample) => sample.mainContentMs,
        ),
        chart("The app's own main content (drawn by its scripts)", 'ms', (sample) => sample.appMs),
        chart('Main-thread script before the main content', 'ms', (sample) => sample.scriptMsBeforeMain),
        chart('JavaScript, gzip', 'KB', (sample) => kb(sample.jsGzipBytes)),
      ],
      extra: tableHtml(header, rows),
    }),
  );
  console.log(`\nwritten ${path.relative(ROOT, RESULTS)} and ${path.relative(ROOT, REPORT)}`);
});
