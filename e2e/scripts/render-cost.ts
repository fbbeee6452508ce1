/**
 * What one shared component costs to draw the first time, in production Chrome: builds
 * shared-ui/bench/render-cost.tsx (production React, MUI, Emotion), then loads it cold for each variant in
 * turn and prints the median time of one synchronous render of N of them. Finer than a page load for one
 * component (no network, no other work on the page): it found the product card's MUI Rating (12 cards:
 * Rating 200 ms of the card's 400). Figures only.
 *
 *   RUNS=9 N=12 ../local-supabase/node_modules/.bin/tsx scripts/render-cost.ts card,skeleton,stars,mui-rating
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchBrowser, ROOT } from '../src/harness';

const RUNS = Number(process.env.RUNS) || 9;
const COUNT = Number(process.env.N) || 12;
const variants = (process.argv[2] ?? 'nothing,card,skeleton,stars,mui-rating,page-loader').split(',');
const PACKAGE = path.join(ROOT, 'shared-ui');
const DIST = path.join(PACKAGE, 'bench', 'dist');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  execFileSync('pnpm', ['exec', 'rsbuild', 'build', '-c', 'bench/rsbuild.config.ts'], {
    cwd: PACKAGE,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'ignore',
  });
  const server = http.createServer((request, response) => {
    const file = path.join(DIST, path.normalize(decodeURIComponent(request.url!.split('?')[0]!)));
    const found = file.startsWith(DIST) && fs.existsSync(file) && fs.statSync(file).isFile();
    response.setHeader('content-type', found && file.endsWith('.js') ? 'text/javascript' : 'text/html');
    response.end(fs.readFileSync(found ? file : path.join(DIST, 'index.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await launchBrowser();
  try {
    const times = new Map<string, number[]>(variants.map((variant) => [variant, []]));
    // every variant once per round, so each meets the machine's load in turn
    for (let run = 0; run < RUNS; run += 1) {
      for (const variant of variants) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const page = await context.newPage();
        await page.goto(`${origin}/?v=${encodeURIComponent(variant)}&n=${COUNT}`);
        await page.waitForFunction('window.__renderMs !== undefined');
        times.get(variant)!.push(await page.evaluate<number>('window.__renderMs'));
        await context.close();
      }
    }
    console.log(`first render of ${COUNT}, ms (median of ${RUNS} cold loads)`);
    for (const [variant, values] of times)
      console.log(`${variant.padEnd(12)} ${median(values).toFixed(1).padStart(7)}`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
