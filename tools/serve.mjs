// Serves the production build as ops would deploy it: each remote from its own origin under /<version>/
// (CORS on, immutable versioned files), and the shell with SPA fallback and the environment's runtime
// config, which is read on every request and revalidated (no-cache + ETag): editing that file pins other
// remote versions. The shell's HTML carries that config inline (tools/wire.mjs), and on the pages a pinned
// remote draws on the server (the home page's cards, the catalogue, a product's page: the storefront's
// src/first-screen) that first screen, drawn from the database. Files are sent
// as the brotli or gzip copies the build wrote beside them (tools/compress-assets.ts) when the client accepts
// them.
import crypto from 'node:crypto';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { matchRoute } from './route-match.cjs';
import {
  firstScreenHtml,
  remoteScripts,
  sendRevalidated,
  sendStreamed,
  shellPage,
  splitAtFirstScreen,
} from './wire.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// PORT_BASE moves every origin together (tests run stacks side by side): shell on the base, remotes after it.
const PORT_BASE = Number(process.env.PORT_BASE) || 3000;
export const REMOTE_PORTS = { storefront: PORT_BASE + 1, auth: PORT_BASE + 2, backoffice: PORT_BASE + 3 };
export const SHELL_PORT = PORT_BASE;

function listen(handler, port, host) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

function notFound(res) {
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end('Not found');
}

/** The site's icons (tools/public): the shell's build carries them, a remote's origin serves them from here. */
export const FAVICONS = {
  '/favicon.ico': { file: path.join(ROOT, 'tools', 'public', 'favicon.ico'), type: 'image/x-icon' },
  '/favicon.svg': { file: path.join(ROOT, 'tools', 'public', 'favicon.svg'), type: 'image/svg+xml' },
};

/** Answers /favicon.ico and /favicon.svg; false for any other request. */
function serveFavicon(req, res) {
  const icon = FAVICONS[new URL(req.url ?? '/', 'http://x').pathname];
  if (!icon || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  fs.readFile(icon.file, (error, body) => {
    if (error) return notFound(res);
    res.writeHead(200, {
      'Content-Type': icon.type,
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  return true;
}

/** A remote's origin: dist/<name>/ holds one folder per published version. */
export function remoteHandler(name) {
  const dir = path.join(ROOT, name, 'dist', name);
  const files = sirv(dir, {
    // Reads the folder per request, so a newly published version is served without a restart.
    dev: true,
    etag: true,
    // the .br / .gz copies written at build, with Content-Encoding, Vary and their own length and ETag
    brotli: true,
    gzip: true,
  });
  return (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
      });
      return res.end();
    }
    // Set before sirv answers, so that its 304s (manifest revalidation) carry them too: a cross-origin 304
    // without Access-Control-Allow-Origin fails the manifest fetch.
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      pathname.endsWith('.json') ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    files(req, res, () => serveFavicon(req, res) || notFound(res));
  };
}

/**
 * Where a remote publishes the module that draws its pages' first screen into the HTML, beside its manifest
 * (storefront/rsbuild.first-screen.config.ts): the shell's server draws with the version ops pinned.
 */
export const FIRST_SCREEN_PATH = 'server/first-screen.mjs';
/** The shell build's route table (tools/route-modules.ts). */
const ROUTE_MODULES_FILE = 'route-modules.json';
/** A duration in ms from the environment: a number >= 0, else `fallback`. */
function durationMs(value, fallback) {
  const ms = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}

/**
 * The first screen's time budgets. `readTimeoutMs`: how long the HTML waits for the first screen's read;
 * after that it goes out with the skeleton frame. `backoffMs`: after a read that got no answer in time (or
 * a server error), the pages go out with the skeleton frame for this long without asking that Supabase
 * project again, so a project that hangs does not slow every page. The environment file's `firstScreen`
 * sets them per environment (read with each page), else FIRST_SCREEN_TIMEOUT_MS and FIRST_SCREEN_BACKOFF_MS.
 */
const FIRST_SCREEN_BUDGETS = {
  readTimeoutMs: durationMs(process.env.FIRST_SCREEN_TIMEOUT_MS, 500),
  backoffMs: durationMs(process.env.FIRST_SCREEN_BACKOFF_MS, 5000),
};
function firstScreenBudgets(config) {
  const own = config?.firstScreen ?? {};
  return {
    readTimeoutMs: durationMs(own.readTimeoutMs, FIRST_SCREEN_BUDGETS.readTimeoutMs),
    backoffMs: durationMs(own.backoffMs, FIRST_SCREEN_BUDGETS.backoffMs),
  };
}
/** A remote's module is checked again (a conditional request) at most this often (MODULE_RECHECK_MS). */
const MODULE_RECHECK_MS = durationMs(process.env.MODULE_RECHECK_MS, 2000);
/** Where the modules fetched from the remotes are written to be imported: one file per URL and content. */
const MODULE_DIR = path.join(os.tmpdir(), 'koperasi-first-screen');

/** Supabase projects (their URL) that did not answer the last read, with when to ask them again. */
const backingOff = new Map();
/** The first screens drawn for the last few answers: the same rows draw the same page (per module and route). */
const drawnScreens = new Map();

/** The first screen of an answer (its body and Content-Range), drawn once per module, page and answer. */
function screenOf(module, pathname, search, contentRange, body, { cookie, vary = '' }) {
  const key = `${pathname}\n${search}\n${vary}\n${contentRange}\n${body}`;
  const cached = drawnScreens.get(key);
  if (cached?.module === module) return cached.screen;
  const screen = module.renderFirstScreen(pathname, JSON.parse(body), { search, contentRange, cookie });
  if (drawnScreens.size >= 8) drawnScreens.delete(drawnScreens.keys().next().value);
  drawnScreens.set(key, { module, screen });
  return screen;
}

/**
 * A file a remote's origin serves (its manifest, its first-screen module), as last fetched: `{ loaded, value,
 * answered }`, where `loaded` settles with the value of the current check, `value` is the last one known and
 * `answered` says whether the origin has answered once (until then `value` is undefined). Revalidated with its ETag at most every MODULE_RECHECK_MS, never twice
 * at once. `read(response)` turns a 200 into the value; a 4xx or 5xx makes it undefined, and an origin that
 * does not answer (not started yet, down) keeps the last value, and is asked again at the next call.
 */
function revalidated(cache, url, read) {
  let entry = cache.get(url);
  if (!entry) {
    entry = {
      checkedAt: 0,
      pending: false,
      answered: false,
      etag: undefined,
      value: undefined,
      loaded: Promise.resolve(),
    };
    cache.set(url, entry);
  }
  if (entry.pending || Date.now() - entry.checkedAt < MODULE_RECHECK_MS) return entry;
  entry.pending = true;
  entry.checkedAt = Date.now();
  entry.loaded = (async () => {
    try {
      const response = await fetch(url, {
        headers: entry.etag ? { 'If-None-Match': entry.etag } : {},
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 304 && entry.etag) return;
      const value = response.ok ? await read(response) : undefined;
      entry.etag = response.ok ? (response.headers.get('etag') ?? undefined) : undefined;
      entry.value = value;
      entry.answered = true;
    } catch {
      entry.checkedAt = 0; // not reached, or not readable: keep the last one, ask again next time
    } finally {
      entry.pending = false;
    }
  })().then(() => entry.value);
  return entry;
}

/** The first-screen modules the remotes publish, by URL. */
const remoteModules = new Map();

/** Imports a module's text: written to a file named by URL and content, which another server may share. */
async function importText(url, text) {
  const name = crypto.createHash('sha1').update(url).update(text).digest('hex').slice(0, 20);
  const file = path.join(MODULE_DIR, `${name}.mjs`);
  if (!fs.existsSync(file)) {
    // written whole, then renamed: another server may be importing the same file
    await fs.promises.mkdir(MODULE_DIR, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    await fs.promises.writeFile(partial, text);
    await fs.promises.rename(partial, file);
  }
  return import(pathToFileURL(file).href).catch((error) => {
    console.error('first screen module:', error);
    return undefined;
  });
}

/**
 * The module a remote publishes at `url` (fetched from its origin, revalidated); undefined when it has none.
 * A page waits only for the remote's first answer: after that it takes the module last known, and the
 * re-check goes on without it (a pinned version's files do not change; a new pin is a new URL).
 */
function remoteModule(url) {
  const entry = revalidated(remoteModules, url, async (response) => importText(url, await response.text()));
  return entry.answered ? Promise.resolve(entry.value) : entry.loaded;
}

/** The remotes' manifests as last fetched, by URL (for the HTML's preloads of a route's scripts). */
const remoteManifests = new Map();

/** The manifest at `url` as last fetched, undefined until it has been. A page never waits for it. */
function knownManifest(url) {
  return revalidated(remoteManifests, url, (response) => response.json()).value;
}

/**
 * The scripts of the route that renders `pathname` (its remote entry and module chunks, by the shell build's
 * route table and the pinned remote's manifest), for the HTML to preload; [] when either is not known yet.
 */
function routeScripts(table, config, pathname) {
  try {
    const route = matchRoute(table, pathname);
    const manifestUrl = route && config?.remotes?.[route.remote];
    if (typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return [];
    return remoteScripts(manifestUrl, knownManifest(manifestUrl), route.module);
  } catch {
    return [];
  }
}

/** The modules that may draw a page of this environment: the ones its pinned remotes publish. */
function firstScreenModules(config) {
  return Object.values(config.remotes ?? {})
    .filter((manifest) => typeof manifest === 'string' && URL.canParse(FIRST_SCREEN_PATH, manifest))
    .map((manifest) => remoteModule(new URL(FIRST_SCREEN_PATH, manifest).href));
}

/**
 * The read behind the page's first screen, and the module that draws its answer: the remote that owns the
 * route (the home page's featured products, a page of the catalogue, a product: read as a visitor, as the
 * page itself reads them). Undefined for other pages, and while the Supabase project is backed off.
 */
async function firstScreenRead(source, config, pathname, search, request) {
  if (!source) return undefined;
  try {
    const supabase = config?.supabase;
    if (typeof supabase?.url !== 'string' || typeof supabase.anonKey !== 'string') return undefined;
    if ((backingOff.get(supabase.url) ?? 0) > Date.now()) return undefined;
    for (const module of await Promise.all(firstScreenModules(config))) {
      const read = module?.firstScreenRead(supabase, pathname, search, request);
      if (read) return { module, read, supabaseUrl: supabase.url, budgets: firstScreenBudgets(config) };
    }
  } catch {
    // a config or module that does not work: the page goes out with its skeleton frame
  }
  return undefined;
}

/**
 * The first screen drawn from the read's answer, and the answer, which goes with it into the page. Undefined
 * whenever the read fails, is slow or answers nothing to draw: the page then keeps its skeleton frame and
 * reads its data itself, as without.
 */
async function drawFirstScreen({ module, read, supabaseUrl, budgets }, pathname, search, request) {
  try {
    let response;
    try {
      response = await fetch(read.url, {
        headers: read.headers,
        signal: AbortSignal.timeout(budgets.readTimeoutMs),
      });
    } catch {
      backingOff.set(supabaseUrl, Date.now() + budgets.backoffMs);
      return undefined;
    }
    if (response.status >= 500) backingOff.set(supabaseUrl, Date.now() + budgets.backoffMs);
    if (!response.ok) return undefined;
    const body = await response.text();
    const contentRange = response.headers.get('content-range');
    const screen = screenOf(module, pathname, search, contentRange, body, {
      cookie: request.cookie,
      vary: typeof read.vary === 'string' ? read.vary : '',
    });
    if (!screen) return undefined;
    const answer = {
      url: read.url,
      status: response.status,
      contentType: response.headers.get('content-type'),
      contentRange,
      body,
    };
    return { screen, answer };
  } catch {
    return undefined;
  }
}

/** The shell's origin: static files, /runtime-config.json from the environment file, SPA fallback. `dir` serves
 * another build of the shell (the benchmark's monolith); `firstScreen` says what draws the first screen into
 * the HTML: 'remotes' (the modules the pinned remotes publish) or null (nothing). */
export function shellHandler(
  envFile,
  dir = path.join(ROOT, 'shell', 'dist'),
  { firstScreen: firstScreenSource = 'remotes' } = {},
) {
  const assets = sirv(dir, {
    // Looks files up per request: a rebuild (new hashed files, old ones deleted) never leaves the server
    // holding a stale file list, and a deleted file is a 404 rather than a failed read.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders(res, pathname) {
      // sirv's type table has no .ico
      if (FAVICONS[pathname]) res.setHeader('Content-Type', FAVICONS[pathname].type);
    },
  });
  const index = path.join(dir, 'index.html');
  const noCache = { 'Cache-Control': 'no-cache' };
  const routeTable = path.join(dir, ROUTE_MODULES_FILE);
  /** The build's route table, or [] (a shell built without one: no route scripts are preloaded). */
  const readRouteTable = () =>
    fs.promises
      .readFile(routeTable, 'utf8')
      .then((text) => JSON.parse(text))
      .catch(() => []);
  // Loads the first screen's modules now and, for a shell built with a route table, the remotes' manifests,
  // so that the first visitor does not wait.
  void (async () => {
    try {
      const config = JSON.parse(await fs.promises.readFile(envFile, 'utf8'));
      if (firstScreenSource) void Promise.all(firstScreenModules(config));
      if ((await readRouteTable()).length === 0) return;
      for (const url of Object.values(config?.remotes ?? {}))
        if (typeof url === 'string' && URL.canParse(url)) knownManifest(url);
    } catch {
      // no config, or one that does not parse: each page says so itself
    }
  })();
  return (req, res) => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://x');
    if (pathname === '/runtime-config.json') {
      fs.readFile(envFile, (error, body) => {
        if (error) {
          res.writeHead(500, { 'Content-Type': 'application/json', ...noCache });
          return res.end(JSON.stringify({ error: 'runtime config unavailable' }));
        }
        sendRevalidated(req, res, body, { 'Content-Type': 'application/json', ...noCache });
      });
      return;
    }
    // The SPA's pages (any path without an extension) and index.html itself: the HTML with the environment's
    // runtime config inlined, revalidated like the config.
    if (!path.extname(pathname) || pathname === '/index.html') {
      if (serveFavicon(req, res)) return;
      // Read whole: a missing index.html (a rebuild in progress) is a 503, never a crashed server.
      fs.readFile(index, 'utf8', (error, html) => {
        if (error) {
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
          return res.end('Build in progress, try again');
        }
        fs.readFile(envFile, 'utf8', async (configError, text) => {
          const headers = { 'Content-Type': 'text/html; charset=utf-8', ...noCache };
          if (configError) return sendRevalidated(req, res, html, headers);
          let config;
          try {
            config = JSON.parse(text);
          } catch {
            // the page goes out without it: the entry fetches /runtime-config.json and reports the error
            return sendRevalidated(req, res, html, headers);
          }
          // what the page's module may draw from besides the URL: a visitor's cart (storefront's cookie)
          const request = { cookie: req.headers.cookie ?? null };
          const pending =
            req.method === 'GET'
              ? await firstScreenRead(firstScreenSource, config, pathname, search, request)
              : undefined;
          // A page the server draws shows its products without the app's code: its scripts are not preloaded,
          // as their downloads and compiling delayed that page's first paint (60 ms in a cold load on 2 cores).
          const scripts = pending ? [] : routeScripts(await readRouteTable(), config, pathname);
          const page = shellPage(html, config, pathname, scripts);
          const parts = pending && splitAtFirstScreen(page);
          if (!parts) return sendRevalidated(req, res, page, headers);
          // the head and the frame go out at once; the first screen follows when drawn (or the rest, without)
          const rest = drawFirstScreen(pending, pathname, search, request).then(
            (drawn) => (drawn ? firstScreenHtml(drawn.screen, drawn.answer) : '') + parts[1],
          );
          // a page drawn from the request's cookie (a visitor's cart) is that visitor's alone
          const varies = typeof pending.read.vary === 'string' ? { Vary: 'Cookie' } : {};
          try {
            await sendStreamed(req, res, parts[0], rest, { ...headers, ...varies });
          } catch {
            res.destroy();
          }
        });
      });
      return;
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    assets(req, res, () => serveFavicon(req, res) || notFound(res));
  };
}

/**
 * Starts the shell and the remotes. Returns the servers by name so tests can stop one (a remote that is down).
 * @param {{ envFile?: string, host?: string, shellPort?: number, remotePorts?: Record<string, number> }} options
 */
export async function startServers({
  envFile = path.join(ROOT, 'deploy', 'environments', `${process.env.KOPERASI_ENV ?? 'local'}.json`),
  host = '127.0.0.1',
  shellPort = SHELL_PORT,
  remotePorts = REMOTE_PORTS,
} = {}) {
  const servers = {};
  for (const [name, port] of Object.entries(remotePorts))
    servers[name] = await listen(remoteHandler(name), port, host);
  if (shellPort) servers.shell = await listen(shellHandler(envFile), shellPort, host);
  return servers;
}

export function closeServer(server) {
  return new Promise((resolve) => {
    server.closeAllConnections?.();
    server.close(() => resolve());
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // SERVE_ONLY=storefront,shell starts a subset (tests stop one remote); KOPERASI_ENV_FILE pins another file.
  const only = process.env.SERVE_ONLY?.split(',');
  const servers = await startServers({
    ...(process.env.KOPERASI_ENV_FILE ? { envFile: path.resolve(process.env.KOPERASI_ENV_FILE) } : {}),
    ...(only
      ? {
          remotePorts: Object.fromEntries(
            Object.entries(REMOTE_PORTS).filter(([name]) => only.includes(name)),
          ),
          shellPort: only.includes('shell') ? SHELL_PORT : null,
        }
      : {}),
  });
  console.log(`Koperasi Marketplace: http://localhost:${SHELL_PORT}`);
  const stop = async () => {
    await Promise.all(Object.values(servers).map(closeServer));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
