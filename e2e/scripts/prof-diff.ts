/**
 * Where the main thread's time goes before the first product card, federated build against the monolith:
 * CPU profiles (0.1 ms sampling) of cold loads of both, every sample before the card mapped through the
 * source maps to its package, summed as self time and as inclusive time (a package counted once per stack),
 * averaged per load. DETAIL=<package prefix> splits that package by function and file (DETAIL=@module-federation
 * shows the federation runtime's own costs); MIN_MS=<ms> lists smaller rows; READY=<DOM predicate> another main
 * element, AS=<demo account> and CART=1 a session and a saved cart (page-init.ts). Needs builds with source maps:
 *
 *   BUILD_SOURCE_MAPS=1 NODE_ENV=production pnpm build   (and the monolith, as the web bench builds it)
 *   E2E_PORT_BASE=5800 RUNS=5 ../local-supabase/node_modules/.bin/tsx scripts/prof-diff.ts /
 */
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { launchBrowser, startStack } from '../src/harness';
import { startMonolith } from '../bench/monolith/server';
import { packageName } from './source-package';
import { pageInit } from './page-init';

const pagePath = process.argv[2] ?? '/';
const RUNS = Number(process.env.RUNS ?? 4);
/** rows below this many ms per load in both builds are left out (MIN_MS, default 3) */
const MIN_MS = Number(process.env.MIN_MS ?? 3);
const ready = process.env.READY ?? `document.querySelector('[data-testid="product-card"]')`;

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; startTime: number; samples: number[]; timeDeltas: number[] };

const maps = new Map<string, Promise<SourceMapConsumer | null>>();
function mapOf(url: string) {
  if (!maps.has(url))
    maps.set(
      url,
      fetch(`${url.split('?')[0]}.map`)
        .then(async (r) => (r.ok ? new SourceMapConsumer((await r.json()) as RawSourceMap) : null))
        .catch(() => null),
    );
  return maps.get(url)!;
}
async function frameKey(node: Node): Promise<string> {
  const { url, functionName, lineNumber, columnNumber } = node.callFrame;
  if (!url) return functionName || '(anon native)';
  const map = await mapOf(url);
  if (!map) return `nomap ${url.replace(/^https?:\/\/[^/]+/, '')}`;
  const pos = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (!pos.source) return 'unmapped';
  const pkg = packageName(pos.source);
  if (process.env.DETAIL && pkg.startsWith(process.env.DETAIL))
    return `${pkg} ${functionName || '?'} ${pos.source.split('/').slice(-2).join('/')}:${pos.line}`;
  return pkg;
}

async function once(browser: Awaited<ReturnType<typeof launchBrowser>>, origin: string, init: string[]) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  for (const script of init) await context.addInitScript(script);
  const page = await context.newPage();
  await page.addInitScript(
    `window.__card = 0; const t = () => { if (${ready}) window.__card = performance.now(); else requestAnimationFrame(t); }; requestAnimationFrame(t);`,
  );
  const cdp = await context.newCDPSession(page);
  let docStart: number | undefined;
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && docStart === undefined) docStart = event.timestamp;
  });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(origin + pagePath);
  await page.waitForFunction('window.__card > 0', undefined, { timeout: 30000 });
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const card = await page.evaluate<number>('window.__card');
  await context.close();
  const until = docStart! * 1e6 + card * 1000;
  // each node's key once (a source-map lookup), then every sample adds its time to its stack's keys
  const keys = new Map(await Promise.all(profile.nodes.map(async (n) => [n.id, await frameKey(n)] as const)));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const incl = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    time += profile.timeDeltas[i]!;
    if (time > until) break;
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const key = keys.get(profile.samples[i]!)!;
    if (key === '(idle)') continue;
    self.set(key, (self.get(key) ?? 0) + dt);
    const seen = new Set<string>();
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const k = keys.get(id)!;
      if (seen.has(k)) continue;
      seen.add(k);
      incl.set(k, (incl.get(k) ?? 0) + dt);
    }
  }
  return { card, self, incl };
}

async function main() {
  const stack = await startStack();
  const monolith = await startMonolith(stack);
  const browser = await launchBrowser();
  const init = await pageInit(stack);
  try {
    const totals: Record<string, { self: Map<string, number>; incl: Map<string, number>; cards: number[] }> =
      {
        federated: { self: new Map(), incl: new Map(), cards: [] },
        monolith: { self: new Map(), incl: new Map(), cards: [] },
      };
    await once(browser, stack.url, init);
    await once(browser, monolith.url, init);
    for (let r = 0; r < RUNS; r++) {
      for (const [name, origin] of [
        ['federated', stack.url],
        ['monolith', monolith.url],
      ] as const) {
        const result = await once(browser, origin, init);
        const t = totals[name]!;
        t.cards.push(Math.round(result.card));
        for (const [k, v] of result.self) t.self.set(k, (t.self.get(k) ?? 0) + v / RUNS);
        for (const [k, v] of result.incl) t.incl.set(k, (t.incl.get(k) ?? 0) + v / RUNS);
      }
    }
    for (const kind of ['self', 'incl'] as const) {
      const keys = new Set([...totals.federated![kind].keys(), ...totals.monolith![kind].keys()]);
      const rows = [...keys]
        .map((k) => [k, totals.federated![kind].get(k) ?? 0, totals.monolith![kind].get(k) ?? 0] as const)
        .filter(([, f, m]) => f > MIN_MS || m > MIN_MS)
        .sort((a, b) => b[1] - a[1]);
      console.log(`\n${kind} ms per load (fed, mono, diff)`);
      for (const [k, f, m] of rows)
        console.log(
          `${f.toFixed(1).padStart(7)} ${m.toFixed(1).padStart(7)} ${(f - m).toFixed(1).padStart(7)}  ${k}`,
        );
    }
    console.log('cards fed', totals.federated!.cards, 'mono', totals.monolith!.cards);
  } finally {
    await browser.close();
    await monolith.stop();
    await stack.stop();
  }
}
main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
