// Serves the production build as ops would deploy it: each remote from its own origin under /<version>/
// (CORS on, immutable versioned files), and the shell with SPA fallback and the environment's runtime
// config, which is read on every request and revalidated (no-cache + ETag): editing that file pins other
// remote versions. The shell's HTML carries that config inline (tools/wire.mjs), and on the home page the
// featured products' cards drawn from the database (the first screen, shell/src/first-screen). Files are sent
// as the brotli or gzip copies the build wrote beside them (tools/compress-assets.ts) when the client accepts
// them.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sirv from 'sirv';
import { sendRevalidated, shellPage, withFirstScreen } from './wire.mjs';

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

/** The first screen the server draws into the HTML (shell/rsbuild.first-screen.config.ts); absent before a build. */
export const FIRST_SCREEN_MODULE = path.join(ROOT, 'shell', 'dist-first-screen', 'render-first-screen.mjs');
/** How long the HTML waits for the first screen's read; after that it goes out with the skeleton frame. */
const FIRST_SCREEN_TIMEOUT_MS = Number(process.env.FIRST_SCREEN_TIMEOUT_MS) || 500;

const firstScreenModules = new Map();
/** The cards drawn for the last few answers: the same rows draw the same cards (the module is part of the key). */
const drawnCells = new Map();

/** The cards of an answer's body, drawn once per body and module. */
function cellsOf(module, body) {
  const cached = drawnCells.get(body);
  if (cached?.module === module) return cached.cells;
  const cells = module.renderProductCells(JSON.parse(body));
  if (drawnCells.size >= 8) drawnCells.delete(drawnCells.keys().next().value);
  drawnCells.set(body, { module, cells });
  return cells;
}

/** The first screen's module, loaded again when a build has replaced the file; undefined when there is none. */
async function firstScreenModule(file) {
  let stat;
  try {
    stat = await fs.promises.stat(file);
  } catch {
    return undefined;
  }
  const cached = firstScreenModules.get(file);
  if (cached?.mtimeMs === stat.mtimeMs) return cached.module;
  const module = import(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`).catch((error) => {
    console.error('first screen module:', error);
    return undefined;
  });
  firstScreenModules.set(file, { mtimeMs: stat.mtimeMs, module });
  return module;
}

/**
 * The page's first screen drawn by the server: the cards of the route's first read (the home page's
 * featured products, read as a visitor, as the page itself reads them) and the read's answer. Undefined for
 * other pages, and whenever the read fails, is slow or answers nothing to draw: the page then goes out with
 * its skeleton frame and reads its data itself, as without.
 */
async function firstScreen(file, configText, pathname) {
  if (!file) return undefined;
  try {
    const supabase = JSON.parse(configText)?.supabase;
    if (typeof supabase?.url !== 'string' || typeof supabase.anonKey !== 'string') return undefined;
    const module = await firstScreenModule(file);
    const read = module?.firstScreenRead(supabase, pathname);
    if (!read) return undefined;
    const response = await fetch(read.url, {
      headers: read.headers,
      signal: AbortSignal.timeout(FIRST_SCREEN_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    const body = await response.text();
    const cells = cellsOf(module, body);
    if (!cells) return undefined;
    const answer = {
      url: read.url,
      status: response.status,
      contentType: response.headers.get('content-type'),
      contentRange: response.headers.get('content-range'),
      body,
    };
    return { cells, answer };
  } catch {
    return undefined;
  }
}

/** The shell's origin: static files, /runtime-config.json from the environment file, SPA fallback. `dir` serves
 * another build of the shell (the benchmark's monolith); `firstScreen` is the module that draws the first
 * screen into the HTML (null: none). */
export function shellHandler(
  envFile,
  dir = path.join(ROOT, 'shell', 'dist'),
  { firstScreen: firstScreenFile = FIRST_SCREEN_MODULE } = {},
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
  return (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
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
        fs.readFile(envFile, 'utf8', async (configError, config) => {
          let page = html;
          if (!configError) {
            page = shellPage(html, config, pathname);
            const screen = await firstScreen(firstScreenFile, config, pathname);
            if (screen) page = withFirstScreen(page, screen.cells, screen.answer);
          }
          sendRevalidated(req, res, page, { 'Content-Type': 'text/html; charset=utf-8', ...noCache });
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
