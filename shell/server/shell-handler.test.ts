/**
 * @jest-environment node
 */
// The shell's pages for a visitor: the first-screen module is run only with the digest the environment pins,
// the remote entry's preload carries that digest, and a canary's visitors get the canary's version in the page,
// its config and its first screen. The remote's origin is a local HTTP server.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Environment } from './environment';
import { integrityOf } from './integrity';
import { createLogger } from './log';
import { shellHandler, type RequestNotes, type ShellHandler } from './shell-handler';

const INDEX_HTML =
  '<!doctype html><html><head><title>Koperasi</title></head>' +
  '<body><div id="root"><main><!--koperasi:first-screen--></main></div></body></html>';
const ROUTES = [
  { path: '/', remote: 'storefront', module: 'HomePage' },
  { path: '/about', remote: 'storefront', module: 'AboutPage' },
];

const manifestOf = (version: string) =>
  JSON.stringify({
    id: 'storefront',
    name: 'storefront',
    metaData: {
      name: 'storefront',
      buildInfo: { buildVersion: version },
      publicPath: 'auto',
      remoteEntry: { name: 'static/js/storefront.entry.js', path: '', type: 'global' },
    },
    shared: [],
    remotes: [],
    exposes: [{ name: 'AboutPage', assets: { js: { sync: ['static/js/async/about.js'], async: [] } } }],
  });
/** A first-screen module's text: the test's importer reads its version from it. */
const moduleOf = (version: string) => `export const version = '${version}';\n`;

const files: Record<string, string> = {
  '/1.0.0/mf-manifest.json': manifestOf('1.0.0'),
  '/1.0.0/server/first-screen.mjs': moduleOf('1.0.0'),
  '/1.4.0/mf-manifest.json': manifestOf('1.4.0'),
  '/1.4.0/server/first-screen.mjs': moduleOf('1.4.0'),
};
const digest = (file: string) => integrityOf(files[file]!);

let origin: http.Server;
let originUrl: string;
let shell: http.Server;
let shellUrl: string;
let handler: ShellHandler;
let dir: string;
let envFile: string;
/** the first-screen modules run, with the bytes of the file run */
let runs: Array<{ version: string; text: string }>;
let logLines: Array<Record<string, unknown>>;
let notes: RequestNotes[];

/** Imports a module file as the test's stand-in for Node's import: records it, and draws with its version. */
async function importModule(fileUrl: string) {
  const text = await fs.promises.readFile(fileURLToPath(fileUrl), 'utf8');
  const version = /version = '([^']+)'/.exec(text)?.[1] ?? '?';
  runs.push({ version, text });
  return {
    firstScreenRead: (supabase: { url: string }, pathname: string) =>
      pathname === '/' ? { url: `${supabase.url}/rest/v1/products?select=*`, headers: {} } : undefined,
    renderFirstScreen: () => ({ html: `<div class="kf-p">drawn by ${version}</div>` }),
  };
}

function writeEnvironment(extra: Partial<Environment> = {}) {
  const environment: Environment = {
    environment: 'test',
    supabase: { url: originUrl, anonKey: 'anon-key-for-the-test' },
    remotes: {
      storefront: `${originUrl}/1.0.0/mf-manifest.json`,
      auth: `${originUrl}/auth/1.0.0/mf-manifest.json`,
    },
    ...extra,
  };
  fs.writeFileSync(envFile, JSON.stringify(environment));
}

/** A handler for the environment as now written, serving on a fresh port, warmed. */
async function startShell(random: () => number = () => 0.5) {
  handler = shellHandler({
    envFile,
    distDir: path.join(dir, 'dist'),
    publicDir: path.join(dir, 'dist'),
    moduleDir: path.join(dir, `modules-${Math.random()}`),
    reportError: (message, error, fields) => log.error(message, error, fields),
    random,
    importModule,
  });
  await handler.warmed;
  shell = http.createServer((req, res) => {
    const note: RequestNotes = {};
    notes.push(note);
    void handler(req, res, note);
  });
  await new Promise<void>((resolve) => shell.listen(0, '127.0.0.1', resolve));
  shellUrl = `http://127.0.0.1:${(shell.address() as AddressInfo).port}`;
}

const log = createLogger((line) => logLines.push(JSON.parse(line) as Record<string, unknown>));

async function page(pathname: string, cookie?: string) {
  const response = await fetch(`${shellUrl}${pathname}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { response, html: await response.text() };
}

const inlinedConfig = (html: string) =>
  JSON.parse(/id="koperasi-runtime-config">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as Environment;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-handler-test-'));
  fs.mkdirSync(path.join(dir, 'dist'));
  fs.writeFileSync(path.join(dir, 'dist', 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'dist', 'route-modules.json'), JSON.stringify(ROUTES));
  envFile = path.join(dir, 'env.json');
  origin = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/rest/v1/products') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('[{"id":1}]');
    }
    const body = files[pathname];
    if (body === undefined) return res.writeHead(404).end();
    res.writeHead(200, { 'Access-Control-Allow-Origin': '*' });
    res.end(body);
  });
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
});

beforeEach(() => {
  runs = [];
  logLines = [];
  notes = [];
});

afterEach(async () => {
  shell?.closeAllConnections();
  await new Promise((resolve) => shell?.close(resolve));
});

afterAll(async () => {
  origin.closeAllConnections();
  await new Promise((resolve) => origin.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the first screen's module", () => {
  it('is run, and draws the page, when its sha384 is the one the environment pins', async () => {
    writeEnvironment({
      integrity: {
        storefront: {
          manifest: digest('/1.0.0/mf-manifest.json'),
          remoteEntry: `sha384-${'e'.repeat(64)}`,
          firstScreen: digest('/1.0.0/server/first-screen.mjs'),
        },
      },
    });
    await startShell();
    const { html } = await page('/');
    expect(html).toContain('drawn by 1.0.0');
    expect(runs).toEqual([{ version: '1.0.0', text: files['/1.0.0/server/first-screen.mjs'] }]);
    expect(logLines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('is never run when its sha384 differs: the page goes out without the first screen, and one error line says why', async () => {
    const pinned = integrityOf(`${files['/1.0.0/server/first-screen.mjs']} `);
    writeEnvironment({
      integrity: {
        storefront: {
          manifest: digest('/1.0.0/mf-manifest.json'),
          remoteEntry: `sha384-${'e'.repeat(64)}`,
          firstScreen: pinned,
        },
      },
    });
    await startShell();
    for (let visit = 0; visit < 2; visit += 1) {
      const { response, html } = await page('/');
      expect(response.status).toBe(200);
      expect(html).not.toContain('drawn by');
      expect(html).toContain('<main>');
      expect(inlinedConfig(html).remotes.storefront).toBe(`${originUrl}/1.0.0/mf-manifest.json`);
    }
    expect(runs).toEqual([]);
    expect(logLines.filter((line) => line.level === 'error')).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringContaining('first-screen module of storefront refused'),
        remote: 'storefront',
        version: '1.0.0',
        url: `${originUrl}/1.0.0/server/first-screen.mjs`,
        expected: pinned,
        actual: digest('/1.0.0/server/first-screen.mjs'),
      }),
    ]);
  });

  it('is run as before where the environment pins no digest for it', async () => {
    writeEnvironment();
    await startShell();
    expect((await page('/')).html).toContain('drawn by 1.0.0');
    expect(runs.map((run) => run.version)).toEqual(['1.0.0']);
  });
});

describe("the remote entry's preload", () => {
  const entry = () => `${originUrl}/1.0.0/static/js/storefront.entry.js`;
  const chunk = () => `${originUrl}/1.0.0/static/js/async/about.js`;

  it('carries the pinned digest with CORS, as the script the runtime adds does; its chunks stay as they are', async () => {
    const remoteEntry = `sha384-${'e'.repeat(64)}`;
    writeEnvironment({
      integrity: { storefront: { manifest: digest('/1.0.0/mf-manifest.json'), remoteEntry } },
    });
    await startShell();
    const { html } = await page('/about');
    expect(html).toContain(
      `<link rel="preload" href="${entry()}" as="script" integrity="${remoteEntry}" crossorigin="anonymous" />`,
    );
    expect(html).toContain(`<link rel="preload" href="${chunk()}" as="script" />`);
  });

  it('is left out with the rest of the remote when its manifest is not the one pinned', async () => {
    writeEnvironment({
      integrity: {
        storefront: { manifest: `sha384-${'m'.repeat(64)}`, remoteEntry: `sha384-${'e'.repeat(64)}` },
      },
    });
    await startShell();
    const { html } = await page('/about');
    expect(html).not.toContain('as="script"');
    expect(logLines).toContainEqual(
      expect.objectContaining({ level: 'error', remote: 'storefront', expected: `sha384-${'m'.repeat(64)}` }),
    );
  });

  it('has no digest where the environment pins none', async () => {
    writeEnvironment();
    await startShell();
    expect((await page('/about')).html).toContain(`<link rel="preload" href="${entry()}" as="script" />`);
  });
});

describe("a canary's visitors", () => {
  const canaryDigests = {
    manifest: digest('/1.4.0/mf-manifest.json'),
    remoteEntry: `sha384-${'c'.repeat(64)}`,
    firstScreen: digest('/1.4.0/server/first-screen.mjs'),
  };
  const stableDigests = {
    manifest: digest('/1.0.0/mf-manifest.json'),
    remoteEntry: `sha384-${'s'.repeat(64)}`,
    firstScreen: digest('/1.0.0/server/first-screen.mjs'),
  };

  beforeEach(() =>
    writeEnvironment({
      integrity: { storefront: stableDigests },
      canary: { storefront: { version: '1.4.0', percent: 50, integrity: canaryDigests } },
      release: { s3: { endpoint: 'https://s3.example', bucket: 'releases', region: 'auto' } },
    }),
  );

  it("get the canary's version in the page, its config, its first screen and the request log, and keep it by the cookie", async () => {
    const draws = [0.2];
    await startShell(() => draws.shift() ?? 1);
    const first = await page('/');
    const setCookie = first.response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^koperasi_canary=storefront:1\.4\.0:canary; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    expect(first.response.headers.get('vary')).toMatch(/Cookie/);
    expect(first.html).toContain(
      '<div id="root" data-remote-versions="storefront@1.4.0 auth@1.0.0"><main><div class="kf-p">drawn by 1.4.0</div>',
    );
    const config = inlinedConfig(first.html);
    expect(config.remotes.storefront).toBe(`${originUrl}/1.4.0/mf-manifest.json`);
    expect(config.integrity).toEqual({ storefront: canaryDigests });
    expect(config).not.toHaveProperty('release');
    expect(config).not.toHaveProperty('canary');
    expect(notes[0]!.remotes).toEqual({ storefront: '1.4.0', auth: '1.0.0' });

    const cookie = setCookie.split(';')[0]!;
    const again = await page('/', cookie);
    expect(again.response.headers.get('set-cookie')).toBeNull();
    expect(again.html).toContain('drawn by 1.4.0');
    const fetched = await fetch(`${shellUrl}/runtime-config.json`, { headers: { Cookie: cookie } });
    expect(fetched.headers.get('set-cookie')).toBeNull();
    expect(fetched.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await fetched.json()).toEqual(config);
    expect(notes[2]!.remotes).toEqual({ storefront: '1.4.0', auth: '1.0.0' });
    expect(runs.map((run) => run.version).sort()).toEqual(['1.0.0', '1.4.0']);
  });

  it('get the pinned version when not drawn, with its digests', async () => {
    await startShell(() => 0.5);
    const { response, html } = await page('/');
    expect(response.headers.get('set-cookie')).toMatch(/^koperasi_canary=storefront:1\.4\.0:stable;/);
    expect(html).toContain('data-remote-versions="storefront@1.0.0 auth@1.0.0"');
    expect(html).toContain('drawn by 1.0.0');
    expect(inlinedConfig(html).integrity).toEqual({ storefront: stableDigests });
    const fresh = await fetch(`${shellUrl}/runtime-config.json`);
    expect(((await fresh.json()) as Environment).remotes.storefront).toBe(
      `${originUrl}/1.0.0/mf-manifest.json`,
    );
  });
});
