// Integrity and canary of a remote, in the browser against the production build. The storefront is served from
// an origin of this test holding copies of its build (never the build itself): the genuine version, a copy
// with one byte of its first-screen module changed, a copy with one byte of its remote entry changed, and a
// "1.4.0" canary (its own first-screen module and entry, each marked). The environment pins the genuine
// version's digests. The shell's server runs with the production command, its log read by the test.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  LocalSupabase,
  PORT_BASE,
  PORTS,
  remoteVersion,
  ROOT,
  Servers,
  SHELL,
  waitForPort,
  writeEnvironment,
  WAIT_MS,
} from './harness';
import { get } from './wire';

/** this test's stand-in for the storefront's CDN, beside the stack's ports */
const ORIGIN_PORT = PORT_BASE + 41;
const ORIGIN = `http://localhost:${ORIGIN_PORT}`;
const STABLE = remoteVersion('storefront');
const TAMPERED_SCREEN = `${STABLE}-tampered-screen`;
const TAMPERED_ENTRY = `${STABLE}-tampered-entry`;
const CANARY = '1.4.0';
const BUILD = path.join(ROOT, 'storefront', 'dist', 'storefront', STABLE);
const FIRST_SCREEN = path.join('server', 'first-screen.mjs');

const sri = (bytes: Buffer) => `sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`;

interface Digests {
  manifest: string;
  remoteEntry: string;
  firstScreen: string;
}

let published: string;
let entryFile: string;
let genuine: Digests;
let canary: Digests;
let origin: http.Server;
let supabase: LocalSupabase;
let servers: Servers;
let shell: ChildProcess;
let shellLog = '';
let browser: Browser;

/** A copy of the genuine build as version `version` (without the build's .br/.gz copies). */
function publish(version: string): string {
  const dir = path.join(published, version);
  fs.cpSync(BUILD, dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  return dir;
}

/** Replaces `from` (found once) in a published file by `to`; returns the file's new bytes. */
function edit(dir: string, file: string, from: string, to: string): Buffer {
  const target = path.join(dir, file);
  const text = fs.readFileSync(target, 'latin1');
  const at = text.indexOf(from);
  if (at === -1 || text.indexOf(from, at + 1) !== -1) throw new Error(`${from} is not once in ${file}`);
  const bytes = Buffer.from(text.slice(0, at) + to + text.slice(at + from.length), 'latin1');
  fs.writeFileSync(target, bytes);
  return bytes;
}

const digestsOf = (dir: string): Digests => ({
  manifest: sri(fs.readFileSync(path.join(dir, 'mf-manifest.json'))),
  remoteEntry: sri(fs.readFileSync(path.join(dir, entryFile))),
  firstScreen: sri(fs.readFileSync(path.join(dir, FIRST_SCREEN))),
});

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.html': 'text/html',
};

/** Pins the storefront at `version` of this test's origin, with the genuine digests and `extra`. */
function pin(version: string, extra: Record<string, unknown> = {}) {
  const environment = JSON.parse(fs.readFileSync(servers.envFile, 'utf8')) as {
    remotes: Record<string, string>;
  };
  fs.writeFileSync(
    servers.envFile,
    JSON.stringify({
      ...environment,
      remotes: { ...environment.remotes, storefront: `${ORIGIN}/${version}/mf-manifest.json` },
      integrity: { storefront: genuine },
      ...extra,
    }),
  );
}

const logLines = () =>
  shellLog
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const remoteVersions = (on: Page) => on.locator('#root').getAttribute('data-remote-versions');

/** The storefront's files a page downloaded, by the version folder they came from. */
function storefrontFolders(on: Page): Set<string> {
  const folders = new Set<string>();
  on.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(ORIGIN_PORT)) folders.add(url.pathname.split('/')[1]!);
  });
  return folders;
}

/** Chromium, launching while the servers start */
let launching: Promise<Browser> | undefined;

beforeAll(async () => {
  published = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-integrity-'));
  const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, 'mf-manifest.json'), 'utf8')) as {
    metaData: { remoteEntry: { name: string; path: string } };
  };
  entryFile = path.join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name);
  genuine = digestsOf(publish(STABLE));
  // one byte each, the code still valid: run, it would draw the page (its frame class `kf-q`) or work as before
  edit(publish(TAMPERED_SCREEN), FIRST_SCREEN, "framePart('kf-g kf-p'", "framePart('kf-g kf-q'");
  edit(publish(TAMPERED_ENTRY), entryFile, '"[MF] Invalid prevStartup"', '"[MF] Invalid prevStartuP"');
  // the canary: a first screen drawn with a class of its own, an entry that says it ran
  const next = publish(CANARY);
  edit(next, FIRST_SCREEN, "framePart('kf-g kf-p'", "framePart('kf-g kf-p kf-canary'");
  fs.appendFileSync(path.join(next, entryFile), `\n;self.__koperasiCanary = ${JSON.stringify(CANARY)};\n`);
  canary = digestsOf(next);

  origin = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const file = path.join(published, path.normalize(pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (!file.startsWith(published) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      return res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => origin.listen(ORIGIN_PORT, '127.0.0.1', resolve));

  supabase = new LocalSupabase();
  servers = new Servers(
    writeEnvironment(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-')), 'env.json')),
  );
  pin(STABLE);
  // side by side, as startStack does; the shell once the remotes answer
  launching = launchBrowser();
  await Promise.all([supabase.start(), servers.start('auth')]);
  // the shell as ops run it, its JSON log kept
  shell = spawn(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'server.mjs')], {
    env: { ...process.env, PORT: String(PORTS.shell), ENVIRONMENT_FILE: servers.envFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  shell.stdout!.on('data', (chunk: Buffer) => (shellLog += chunk.toString()));
  await waitForPort(PORTS.shell, true);
  browser = await launching;
}, 240_000);

afterAll(async () => {
  // the browser launched beside the servers, also when a server failed to start
  await (await launching?.catch(() => undefined))?.close();
  shell?.kill('SIGTERM');
  await waitForPort(PORTS.shell, false).catch(() => undefined);
  await servers?.stop();
  await supabase?.stop();
  origin?.closeAllConnections();
  await new Promise((resolve) => origin?.close(resolve));
  fs.rmSync(published, { recursive: true, force: true });
});

let context: BrowserContext;
afterEach(async () => context?.close());

describe("the server's first screen", () => {
  it('is drawn with the pinned module, and never with one whose bytes changed; the page still works', async () => {
    const home = async () => (await get(`${SHELL}/`, { 'Accept-Encoding': 'identity' })).body.toString();
    // the genuine module, with its digest: the page comes with the first screen
    expect(await home()).toContain('id="koperasi-first-answer"');

    pin(TAMPERED_SCREEN);
    const html = await home();
    expect(html).toContain(`data-remote-versions="storefront@${TAMPERED_SCREEN} `);
    expect(html).not.toContain('id="koperasi-first-answer"');
    expect(html).not.toContain('kf-q');
    const refusals = logLines().filter((line) => line.level === 'error');
    expect(refusals).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining('first-screen module of storefront refused'),
        remote: 'storefront',
        version: TAMPERED_SCREEN,
        expected: genuine.firstScreen,
        actual: sri(fs.readFileSync(path.join(published, TAMPERED_SCREEN, FIRST_SCREEN))),
      }),
    ]);

    // the browser's app draws the page itself, from the same version
    context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${SHELL}/`);
    await page.locator('main').getByTestId('product-card').first().waitFor();
    expect(await remoteVersions(page)).toContain(`storefront@${TAMPERED_SCREEN}`);
  });
});

describe('a remote entry whose bytes changed', () => {
  it("is refused by the browser: the storefront's area shows its error, the header and the other remotes work", async () => {
    pin(TAMPERED_ENTRY);
    // the server preloads the entry with the pinned digest (once it has read the manifest: a page never waits)
    const entryUrl = `${ORIGIN}/${TAMPERED_ENTRY}/${entryFile}`;
    const preload = `<link rel="preload" href="${entryUrl}" as="script" integrity="${genuine.remoteEntry}" crossorigin="anonymous" />`;
    let html = '';
    for (const deadline = Date.now() + WAIT_MS; !html.includes(preload) && Date.now() < deadline;) {
      if (html) await new Promise((resolve) => setTimeout(resolve, 100));
      html = (await get(`${SHELL}/about`)).body.toString();
    }
    expect(html).toContain(preload);

    context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const entryRequests: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.url() === entryUrl) entryRequests.push(request.url());
    });
    await page.goto(`${SHELL}/about`);
    await page.locator('main').getByRole('heading', { name: 'Terjadi Kesalahan' }).waitFor();
    // its code never ran: the entry defines the storefront's container global
    expect(await page.evaluate(() => typeof (window as { storefront?: unknown }).storefront)).toBe(
      'undefined',
    );
    expect(entryRequests.length).toBeGreaterThan(0);
    expect(errors.some((text) => text.includes('integrity') && text.includes(entryUrl))).toBe(true);
    // the shell's report names the versions the page runs
    expect(errors).toContainEqual(
      expect.stringContaining(
        `Remote module storefront/AboutPage is unavailable [remotes: storefront@${TAMPERED_ENTRY} auth@`,
      ),
    );
    // the header works, and takes the visitor to another remote's page
    await page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true }).click();
    await page.getByRole('heading', { name: 'Masuk', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});

describe('a canary at 50 %', () => {
  beforeAll(() =>
    pin(STABLE, { canary: { storefront: { version: CANARY, percent: 50, integrity: canary } } }),
  );

  /** A visitor's page of `/`: the versions it names, where its storefront came from, its first screen. */
  async function visit(page: Page) {
    const folders = storefrontFolders(page);
    const response = await page.goto(`${SHELL}/`);
    const html = await response!.text();
    await page.locator('main').getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    return {
      versions: await remoteVersions(page),
      folders: [...folders],
      drawnByCanary: html.includes('kf-canary'),
      canaryCodeRan: await page.evaluate(() => (self as { __koperasiCanary?: string }).__koperasiCanary),
    };
  }

  const canaryPage = {
    versions: `storefront@${CANARY} auth@${remoteVersion('auth')} backoffice@${remoteVersion('backoffice')}`,
    folders: [CANARY],
    drawnByCanary: true,
    canaryCodeRan: CANARY,
  };
  const stablePage = {
    versions: `storefront@${STABLE} auth@${remoteVersion('auth')} backoffice@${remoteVersion('backoffice')}`,
    folders: [STABLE],
    drawnByCanary: false,
    canaryCodeRan: undefined,
  };
  const drawCookie = (choice: 'canary' | 'stable') => ({
    name: 'koperasi_canary',
    value: `storefront:${CANARY}:${choice}`,
    url: SHELL,
  });

  it('keeps each of two visitors on their own version, page, config and first screen alike', async () => {
    for (const [choice, expected] of [
      ['canary', canaryPage],
      ['stable', stablePage],
    ] as const) {
      context = await browser.newContext();
      await context.addCookies([drawCookie(choice)]);
      const page = await context.newPage();
      expect(await visit(page)).toEqual(expected);
      expect(await visit(page)).toEqual(expected);
      const config = (await (await context.request.get(`${SHELL}/runtime-config.json`)).json()) as {
        remotes: Record<string, string>;
        integrity: Record<string, unknown>;
      };
      expect(config.remotes.storefront).toBe(
        `${ORIGIN}/${choice === 'canary' ? CANARY : STABLE}/mf-manifest.json`,
      );
      expect(config.integrity.storefront).toEqual(choice === 'canary' ? canary : genuine);
      expect(config).not.toHaveProperty('canary');
      expect((await context.cookies()).find((c) => c.name === 'koperasi_canary')?.value).toBe(
        drawCookie(choice).value,
      );
      await context.close();
    }
  });

  it('draws a fresh visitor once, in a cookie kept a year, and keeps it across reloads', async () => {
    context = await browser.newContext();
    const page = await context.newPage();
    const first = await visit(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'koperasi_canary');
    expect(cookie?.value).toMatch(new RegExp(`^storefront:${CANARY.replace(/\./g, '\\.')}:(canary|stable)$`));
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
    expect(first).toEqual(cookie!.value.endsWith(':canary') ? canaryPage : stablePage);
    await page.reload();
    await page.locator('main').getByTestId('product-card').first().waitFor();
    expect(await remoteVersions(page)).toBe(first.versions);
    expect(await visit(page)).toEqual(first);
    expect((await context.cookies()).find((c) => c.name === 'koperasi_canary')?.value).toBe(cookie!.value);
  });
});
