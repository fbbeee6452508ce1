// The shell's origin: static files, /runtime-config.json from the environment file, and the SPA's pages: the
// HTML with the environment's runtime config inlined and, on the pages a pinned remote draws on the server
// (the home page's cards, the catalogue, a product's page, a visitor's cart), that first screen, drawn from
// the database and streamed after the page's frame. Each visitor gets the versions the environment pins, or a
// remote's canary version when drawn for it (canary.ts): the page, its config and its first screen alike.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { RouteModule } from '../../tools/route-match.cjs';
import { assignVersions, pinVariants, type RandomSource, type Visitor } from './canary';
import { readEnvironment } from './environment';
import { FirstScreens, type ErrorReporter, type ModuleImporter } from './first-screen';
import { iconType, notFound, serveFavicon, staticFiles } from './static-files';
import { firstScreenHtml, sendRevalidated, sendStreamed, shellPage, splitAtFirstScreen } from './wire';

/** What a request did that its log line tells: the remote versions its page was built with. */
export interface RequestNotes {
  remotes?: Record<string, string>;
}

export interface ShellOptions {
  /** the environment file (deploy/environments/<environment>.json), read on every request */
  envFile: string;
  /** the shell's build (shell/dist) */
  distDir: string;
  /** where the site's icons are when the build has none (tools/public) */
  publicDir: string;
  /** what draws the first screen into the HTML: the modules the pinned remotes publish, or nothing */
  firstScreen?: 'remotes' | null;
  /** where fetched first-screen modules are written to be imported */
  moduleDir?: string;
  reportError?: ErrorReporter;
  /** the draws of visitors for a remote's canary (Math.random; tests give their own) */
  random?: RandomSource;
  /** what runs a first-screen module's file (Node's import; tests give their own) */
  importModule?: ModuleImporter;
}

export type ShellHandler = ((
  req: IncomingMessage,
  res: ServerResponse,
  notes: RequestNotes,
) => Promise<void>) & {
  /** settles once the remotes' modules and manifests have been fetched (or have failed) */
  warmed: Promise<void>;
};

/** The shell build's route table (tools/route-modules.ts). */
const ROUTE_MODULES_FILE = 'route-modules.json';

const noCache = { 'Cache-Control': 'no-cache' };

/** Whether the visitor reached the server over HTTPS (through a load balancer that says so). */
const isHttps = (req: IncomingMessage): boolean =>
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase() === 'https';

/** The headers of a page or config drawn for a visitor: the draw's cookie, and Vary where it depends on it. */
function visitorHeaders(visitor: Visitor): Record<string, string> {
  return {
    ...(visitor.varies ? { Vary: 'Cookie' } : {}),
    ...(visitor.setCookie ? { 'Set-Cookie': visitor.setCookie } : {}),
  };
}

export function shellHandler({
  envFile,
  distDir,
  publicDir,
  firstScreen = 'remotes',
  moduleDir,
  reportError = () => {},
  random = Math.random,
  importModule,
}: ShellOptions): ShellHandler {
  const assets = staticFiles(distDir, (res, pathname) => {
    const type = iconType(pathname);
    if (type) res.setHeader('Content-Type', type);
  });
  const screens = new FirstScreens(moduleDir, reportError, importModule);
  const index = path.join(distDir, 'index.html');
  const routeTableFile = path.join(distDir, ROUTE_MODULES_FILE);
  /** The build's route table, or [] (a shell built without one: no route scripts are preloaded). */
  const readRouteTable = (): Promise<RouteModule[]> =>
    fs.promises
      .readFile(routeTableFile, 'utf8')
      .then((text) => JSON.parse(text) as unknown)
      .then((table) => (Array.isArray(table) ? (table as RouteModule[]) : []))
      .catch(() => []);

  // Loads the first screen's modules now and, for a shell built with a route table, the remotes' manifests:
  // the first visitor does not wait, and every instance that has warmed answers a page alike (the route's
  // script preloads come from the manifest).
  const warmed = (async () => {
    const read = await readEnvironment(envFile);
    if (!read.ok) return;
    const withManifests = (await readRouteTable()).length > 0;
    // the pinned versions and the canaries' alike: a canary's first visitor is served as a stable one
    for (const config of pinVariants(read.config))
      await screens.warm(config, { withModules: firstScreen === 'remotes', withManifests });
  })().catch((error: unknown) => reportError('warming up failed', error));

  async function page(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
    search: string,
    notes: RequestNotes,
  ) {
    let html: string;
    try {
      html = await fs.promises.readFile(index, 'utf8');
    } catch {
      // a rebuild in progress: a 503, never a crashed server
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '1' });
      res.end('Build in progress, try again');
      return;
    }
    const environment = await readEnvironment(envFile);
    // without a valid config the page goes out bare: the entry fetches /runtime-config.json and reports it
    if (!environment.ok)
      return sendRevalidated(req, res, html, { 'Content-Type': 'text/html; charset=utf-8', ...noCache });
    const visitor = assignVersions(environment.config, req.headers.cookie, random, { secure: isHttps(req) });
    const config = visitor.config;
    notes.remotes = visitor.versions;
    const headers = { 'Content-Type': 'text/html; charset=utf-8', ...noCache, ...visitorHeaders(visitor) };
    // what the page's module may draw from besides the URL: a visitor's cart (storefront's cookie)
    const request = { cookie: req.headers.cookie ?? null };
    const pending =
      req.method === 'GET' && firstScreen
        ? await screens.pending(config, pathname, search, request)
        : undefined;
    // A page the server draws shows its products without the app's code: its scripts are not preloaded, as
    // their downloads and compiling delayed that page's first paint (60 ms in a cold load on 2 cores).
    const scripts = pending ? [] : screens.routeScripts(await readRouteTable(), config, pathname);
    const full = shellPage(html, config, pathname, scripts);
    const parts = pending && splitAtFirstScreen(full);
    if (!pending || !parts) return sendRevalidated(req, res, full, headers);
    // the head and the frame go out at once; the first screen follows when drawn (or the rest, without)
    const rest = screens
      .draw(pending, pathname, search, request)
      .then((drawn) => (drawn ? firstScreenHtml(drawn.screen, drawn.answer) : '') + parts[1]);
    // a page drawn from the request's cookie (a visitor's cart) is that visitor's alone
    const varies = typeof pending.read.vary === 'string' ? { Vary: 'Cookie' } : {};
    await sendStreamed(req, res, parts[0], rest, { ...varies, ...headers });
  }

  const handler = async (req: IncomingMessage, res: ServerResponse, notes: RequestNotes): Promise<void> => {
    const { pathname, search } = new URL(req.url ?? '/', 'http://x');
    if (pathname === '/runtime-config.json') {
      const environment = await readEnvironment(envFile);
      if (environment.text === undefined) {
        res.writeHead(500, { 'Content-Type': 'application/json', ...noCache });
        res.end(JSON.stringify({ error: 'runtime config unavailable' }));
        return;
      }
      // a file that is not valid goes out as it is: the entry reports it
      if (!environment.ok)
        return sendRevalidated(req, res, environment.text, {
          'Content-Type': 'application/json',
          ...noCache,
        });
      const visitor = assignVersions(environment.config, req.headers.cookie, random, {
        secure: isHttps(req),
      });
      notes.remotes = visitor.versions;
      return sendRevalidated(req, res, `${JSON.stringify(visitor.config, null, 2)}\n`, {
        'Content-Type': 'application/json',
        ...noCache,
        ...visitorHeaders(visitor),
      });
    }
    // The SPA's pages (any path without an extension) and index.html itself, revalidated like the config.
    if (!path.extname(pathname) || pathname === '/index.html') {
      if (serveFavicon(publicDir, req, res)) return;
      return page(req, res, pathname, search, notes);
    }
    res.setHeader('Vary', 'Accept-Encoding');
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    assets(req, res, () => {
      if (!serveFavicon(publicDir, req, res)) notFound(res);
    });
  };
  return Object.assign(handler, { warmed });
}
