/**
 * Where a page's JavaScript comes from: loads one page cold on the federated build and on the monolith and
 * splits every downloaded script by source package, using the source maps of a build made with
 * BUILD_SOURCE_MAPS=1. Gzip bytes are the file's gzip size shared out in proportion to the raw bytes.
 *
 *   BUILD_SOURCE_MAPS=1 NODE_ENV=production pnpm build   (and the monolith, as the web bench builds it)
 *   pnpm exec tsx e2e/scripts/js-breakdown.ts / [--files] [--as admin|seller|buyer]   (signed in as a demo account)
 */
import path from 'node:path';
import zlib from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { AUTH_STORAGE_KEY, DEMO, launchBrowser, passwordSession, startStack } from '../src/harness';
import { startMonolith } from '../bench/monolith/server';
import { packageName } from './source-package';

const pagePath = process.argv[2] ?? '/';
const showFiles = process.argv.includes('--files');
const signedInAs = process.argv.includes('--as') ? process.argv[process.argv.indexOf('--as') + 1] : undefined;
/** --detail <package>: split that package by its top folder (a component of @mui/material, say) */
const detail = process.argv.includes('--detail')
  ? process.argv[process.argv.indexOf('--detail') + 1]
  : undefined;

function packageOf(source: string): string {
  const name = packageName(source);
  if (name !== detail) return name;
  const rest = source.split(`node_modules/${name}/`)[1] ?? '';
  return `${name}/${rest.replace(/^(esm|modern|node|dist)\//, '').split('/')[0]}`;
}

async function breakdown(urls: string[]) {
  const byPackage = new Map<string, { raw: number; gzip: number }>();
  const files: { url: string; raw: number; gzip: number }[] = [];
  for (const url of urls) {
    const code = await (await fetch(url)).text();
    const raw = Buffer.byteLength(code);
    const gzip = zlib.gzipSync(code).length;
    files.push({ url, raw, gzip });
    const mapResponse = await fetch(`${url.split('?')[0]}.map`);
    const perSource = new Map<string, number>();
    if (mapResponse.ok) {
      const consumer = new SourceMapConsumer((await mapResponse.json()) as RawSourceMap);
      const lines = code.split('\n');
      let previous: { line: number; column: number; source: string | null } | null = null;
      const close = (line: number, column: number) => {
        if (!previous) return;
        const end = previous.line === line ? column : lines[previous.line - 1]!.length;
        const key = previous.source ? packageOf(previous.source) : 'unmapped';
        perSource.set(key, (perSource.get(key) ?? 0) + Math.max(0, end - previous.column));
      };
      consumer.eachMapping((mapping) => {
        close(mapping.generatedLine, mapping.generatedColumn);
        previous = { line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source };
      });
      close(Number.MAX_SAFE_INTEGER, 0);
    } else {
      perSource.set(`no map: ${path.basename(url)}`, raw);
    }
    const mapped = [...perSource.values()].reduce((sum, value) => sum + value, 0) || 1;
    if (process.argv.includes('--per-file')) {
      const top = [...perSource].sort((a, b) => b[1] - a[1]).slice(0, 12);
      console.log(
        `${(gzip / 1024).toFixed(1)} KB ${url.replace(/^https?:\/\/[^/]+/, '')}: ${top.map(([key, bytes]) => `${key} ${(((bytes / mapped) * gzip) / 1024).toFixed(1)}`).join(', ')}`,
      );
    }
    for (const [key, bytes] of perSource) {
      const entry = byPackage.get(key) ?? { raw: 0, gzip: 0 };
      entry.raw += bytes;
      entry.gzip += (bytes / mapped) * gzip;
      byPackage.set(key, entry);
    }
  }
  return { byPackage, files };
}

async function pageScripts(origin: string): Promise<string[]> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (signedInAs) {
      const email = DEMO[signedInAs as keyof typeof DEMO];
      if (!email) throw new Error(`--as: one of ${Object.keys(DEMO).join(', ')}`);
      const session = JSON.stringify(await passwordSession(email));
      await context.addInitScript(
        `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(session)})`,
      );
    }
    const page = await context.newPage();
    const urls: string[] = [];
    page.on('response', (response) => {
      if (/\.m?js(\?|$)/.test(response.url()) && response.ok()) urls.push(response.url());
    });
    await page.goto(`${origin}${pagePath}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    return urls;
  } finally {
    await browser.close();
  }
}

async function main() {
  const stack = await startStack();
  const monolith = await startMonolith(stack);
  try {
    const results: Record<string, Awaited<ReturnType<typeof breakdown>>> = {};
    for (const [name, origin] of [
      ['federated', stack.url],
      ['monolith', monolith.url],
    ] as const) {
      results[name] = await breakdown(await pageScripts(origin));
    }
    const keys = new Set([...results.federated!.byPackage.keys(), ...results.monolith!.byPackage.keys()]);
    const rows = [...keys]
      .map((key) => ({
        key,
        federated: results.federated!.byPackage.get(key)?.gzip ?? 0,
        monolith: results.monolith!.byPackage.get(key)?.gzip ?? 0,
      }))
      .sort((a, b) => b.federated - a.federated);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(`\n${pagePath}: gzip KB by source (federated, monolith, difference)`);
    for (const row of rows) {
      if (row.federated < 200 && row.monolith < 200) continue;
      console.log(`${kb(row.federated)} ${kb(row.monolith)} ${kb(row.federated - row.monolith)}  ${row.key}`);
    }
    for (const [name, result] of Object.entries(results)) {
      const total = result.files.reduce((sum, file) => sum + file.gzip, 0);
      console.log(`${name}: ${result.files.length} files, ${kb(total)} KB gzip`);
      if (showFiles)
        for (const file of result.files)
          console.log(`  ${kb(file.gzip)}  ${file.url.replace(/^https?:\/\/[^/]+/, '')}`);
    }
  } finally {
    await monolith.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
