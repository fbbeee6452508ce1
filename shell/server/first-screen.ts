// The first screen the shell's server draws into a page's frame with the module the pinned remote publishes
// beside its manifest (<version>/server/first-screen.mjs: the storefront's src/first-screen), and the remotes'
// manifests it reads for the route's script preloads. Both are fetched from the remotes' origins and
// revalidated with their ETags; what the server imports is written to a file named by URL and content. Where
// the environment pins a remote's digests (`integrity`), a module or manifest with another digest is not used:
// the module is never imported, and the page goes out without the first screen (the app draws it).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoute, type RouteModule } from '../../tools/route-match.cjs';
import { remoteEntryUrl } from '../src/federation/manifest-entry';
import { durationMs, versionOf, type Environment, type RemoteDigests } from './environment';
import { integrityOf } from './integrity';
import { remoteScripts, type FirstAnswer, type ScriptPreload } from './wire';

/** Where a remote publishes the module that draws its pages' first screen, beside its manifest. */
export const FIRST_SCREEN_PATH = 'server/first-screen.mjs';

/** The read behind a page's first screen, as the module builds it (supabase-js's request). */
export interface FirstScreenRead {
  url: string;
  headers: Record<string, string>;
  /** what besides the page and the answer the drawing depends on (the cart cookie): kept apart by it */
  vary?: string;
}

export interface FirstScreen {
  html: string;
}

/** What the server knows of the page's request besides its URL. */
export interface PageRequest {
  cookie: string | null;
}

/** The module a remote publishes (storefront/src/first-screen/first-screen.tsx), as the server calls it. */
export interface FirstScreenModule {
  firstScreenRead(
    supabase: { url: string; anonKey: string },
    pathname: string,
    search: string,
    request: PageRequest,
  ): FirstScreenRead | undefined;
  renderFirstScreen(
    pathname: string,
    rows: unknown,
    context: { search: string; contentRange: string | null; cookie: string | null },
  ): FirstScreen | undefined;
}

function isFirstScreenModule(value: unknown): value is FirstScreenModule {
  const module = value as Partial<FirstScreenModule> | null;
  return (
    typeof module === 'object' &&
    module !== null &&
    typeof module.firstScreenRead === 'function' &&
    typeof module.renderFirstScreen === 'function'
  );
}

const DEFAULTS = { readTimeoutMs: 500, backoffMs: 5000, moduleRecheckMs: 2000 };

/** The first screen's time budgets of an environment (its `firstScreen`), with the defaults. */
export function firstScreenBudgets(config: Environment | undefined) {
  return {
    readTimeoutMs: durationMs(config?.firstScreen?.readTimeoutMs, DEFAULTS.readTimeoutMs),
    backoffMs: durationMs(config?.firstScreen?.backoffMs, DEFAULTS.backoffMs),
  };
}

/** How often a remote's files are checked again (a conditional request): the environment's `server`. */
const recheckMs = (config: Environment | undefined) =>
  durationMs(config?.server?.moduleRecheckMs, DEFAULTS.moduleRecheckMs);

interface Revalidated<T> {
  checkedAt: number;
  pending: boolean;
  /** whether the origin has answered once (until then `value` is undefined) */
  answered: boolean;
  etag: string | undefined;
  value: T | undefined;
  /** settles with the value of the current check */
  loaded: Promise<T | undefined>;
}

/**
 * A file a remote's origin serves (its manifest, its first-screen module), as last fetched. Revalidated with
 * its ETag at most every `everyMs`, never twice at once. `read(response)` turns a 200 into the value; a 4xx or
 * 5xx makes it undefined, and an origin that does not answer (not started yet, down) keeps the last value,
 * and is asked again at the next call.
 */
function revalidated<T>(
  cache: Map<string, Revalidated<T>>,
  url: string,
  everyMs: number,
  read: (response: Response) => Promise<T | undefined>,
): Revalidated<T> {
  let entry = cache.get(url);
  if (!entry) {
    entry = {
      checkedAt: 0,
      pending: false,
      answered: false,
      etag: undefined,
      value: undefined,
      loaded: Promise.resolve(undefined),
    };
    cache.set(url, entry);
  }
  if (entry.pending || Date.now() - entry.checkedAt < everyMs) return entry;
  const current = entry;
  current.pending = true;
  current.checkedAt = Date.now();
  current.loaded = (async () => {
    try {
      const response = await fetch(url, {
        headers: current.etag ? { 'If-None-Match': current.etag } : {},
        signal: AbortSignal.timeout(2000),
      });
      if (response.status === 304 && current.etag) return current.value;
      const value = response.ok ? await read(response) : undefined;
      current.etag = response.ok ? (response.headers.get('etag') ?? undefined) : undefined;
      current.value = value;
      current.answered = true;
    } catch {
      current.checkedAt = 0; // not reached, or not readable: keep the last one, ask again next time
    } finally {
      current.pending = false;
    }
    return current.value;
  })();
  return current;
}

/** Runs a module file (a file: URL) and gives its exports. */
export type ModuleImporter = (fileUrl: string) => Promise<unknown>;

/** Node's own import, at run time (not bundled). */
const importModule: ModuleImporter = (fileUrl) => import(/* webpackIgnore: true */ fileUrl);

/** Writes what went wrong outside a request (the log's error line, with `fields` beside the message). */
export type ErrorReporter = (message: string, error: unknown, fields?: Record<string, unknown>) => void;

/** A remote's file as fetched: its bytes' digest beside what was read from them. */
interface Fetched<T> {
  value: T;
  integrity: string;
}

/** The digests an environment pins for a remote, if any. */
const digestsOf = (config: Environment | undefined, remote: string): RemoteDigests | undefined =>
  (config?.integrity as Partial<Record<string, RemoteDigests>> | undefined)?.[remote];

/**
 * The first screens of one server: the remotes' modules and manifests it has fetched, the Supabase projects
 * it is backing off from, and the screens it drew last. All of it is a cache of what the remotes' origins and
 * the database hold: two servers answer the same request alike.
 */
export class FirstScreens {
  /** the first-screen modules' bytes as fetched (imported only once their digest is checked) */
  private readonly modules = new Map<string, Revalidated<Fetched<Buffer>>>();
  /** the modules imported, by URL: the digest of the bytes imported, and the import */
  private readonly imported = new Map<
    string,
    { integrity: string; module: Promise<FirstScreenModule | undefined> }
  >();
  private readonly manifests = new Map<string, Revalidated<Fetched<unknown>>>();
  /** the digest mismatches already logged (one line for each file, pinned digest and digest found) */
  private readonly refusals = new Set<string>();
  /** Supabase projects (their URL) that did not answer the last read, with when to ask them again */
  private readonly backingOff = new Map<string, number>();
  /** the first screens drawn for the last few answers: the same rows draw the same page */
  private readonly drawn = new Map<string, { module: FirstScreenModule; screen: FirstScreen | undefined }>();

  /**
   * `moduleDir`: where the fetched modules are written to be imported (one file per URL and content).
   * `importFile`: what imports (runs) such a file, by its file: URL.
   */
  constructor(
    private readonly moduleDir = path.join(os.tmpdir(), 'koperasi-first-screen'),
    private readonly reportError: ErrorReporter = () => {},
    private readonly importFile: ModuleImporter = importModule,
  ) {}

  /**
   * Imports a module's bytes: written whole and renamed, as another server may be importing the same file; a
   * file already there is imported only when it holds these very bytes.
   */
  private async importText(url: string, text: Buffer): Promise<FirstScreenModule | undefined> {
    const name = crypto.createHash('sha1').update(url).update(text).digest('hex').slice(0, 20);
    const file = path.join(this.moduleDir, `${name}.mjs`);
    try {
      const existing = await fs.promises.readFile(file).catch(() => undefined);
      if (!existing?.equals(text)) {
        await fs.promises.mkdir(this.moduleDir, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        await fs.promises.writeFile(partial, text);
        await fs.promises.rename(partial, file);
      }
      const module: unknown = await this.importFile(pathToFileURL(file).href);
      if (isFirstScreenModule(module)) return module;
      this.reportError(
        `first-screen module ${url} does not export firstScreenRead and renderFirstScreen`,
        null,
      );
    } catch (error) {
      this.reportError(`first-screen module ${url} could not be loaded`, error);
    }
    return undefined;
  }

  /**
   * Whether a fetched file has the digest the environment pins for it (`expected`; any file when none is
   * pinned). A mismatch is logged once per file and digests: the remote, its version, both digests.
   */
  private matches(
    file: { remote: string; manifestUrl: string; url: string; kind: 'first-screen module' | 'manifest' },
    actual: string,
    expected: string | undefined,
  ): boolean {
    if (!expected || actual === expected) return true;
    const key = `${file.url}\n${expected}\n${actual}`;
    if (!this.refusals.has(key)) {
      this.refusals.add(key);
      this.reportError(
        `${file.kind} of ${file.remote} refused: its sha384 is not the one the environment pins`,
        null,
        {
          remote: file.remote,
          version: versionOf(file.manifestUrl),
          url: file.url,
          expected,
          actual,
        },
      );
    }
    return false;
  }

  /**
   * The module remote `remote` (pinned at `manifestUrl`) publishes at `url`; undefined when it has none, or
   * when its digest is not the one the environment pins (then it is never imported). A page waits only for
   * the remote's first answer: after that it takes the module last known, and the re-check goes on without it
   * (a pinned version's files do not change; a new pin is a new URL).
   */
  private async module(
    remote: string,
    manifestUrl: string,
    url: string,
    config: Environment,
  ): Promise<FirstScreenModule | undefined> {
    const entry = revalidated(this.modules, url, recheckMs(config), async (response) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      return { value: bytes, integrity: integrityOf(bytes) };
    });
    const fetched = entry.answered ? entry.value : await entry.loaded;
    if (!fetched) return undefined;
    const expected = digestsOf(config, remote)?.firstScreen;
    if (!this.matches({ remote, manifestUrl, url, kind: 'first-screen module' }, fetched.integrity, expected))
      return undefined;
    let imported = this.imported.get(url);
    if (imported?.integrity !== fetched.integrity) {
      imported = { integrity: fetched.integrity, module: this.importText(url, fetched.value) };
      this.imported.set(url, imported);
    }
    return imported.module;
  }

  /** The manifest at `url`, revalidated: its last known value and the current check. */
  private manifest(url: string, config: Environment | undefined): Revalidated<Fetched<unknown>> {
    return revalidated(this.manifests, url, recheckMs(config), async (response) => {
      const bytes = Buffer.from(await response.arrayBuffer());
      return { value: JSON.parse(bytes.toString('utf8')) as unknown, integrity: integrityOf(bytes) };
    });
  }

  /**
   * The manifest of remote `remote` as last fetched from `url`, undefined until it has been, and when its
   * digest is not the one the environment pins. A page never waits for it.
   */
  knownManifest(remote: string, url: string, config: Environment | undefined): unknown {
    const fetched = this.manifest(url, config).value;
    if (!fetched) return undefined;
    const expected = digestsOf(config, remote)?.manifest;
    return this.matches({ remote, manifestUrl: url, url, kind: 'manifest' }, fetched.integrity, expected)
      ? fetched.value
      : undefined;
  }

  /** The modules that may draw a page of this environment: the ones its pinned remotes publish. */
  private modulesOf(config: Environment): Array<Promise<FirstScreenModule | undefined>> {
    return Object.entries(config.remotes)
      .filter(([, manifest]) => URL.canParse(FIRST_SCREEN_PATH, manifest))
      .map(([remote, manifest]) =>
        this.module(remote, manifest, new URL(FIRST_SCREEN_PATH, manifest).href, config),
      );
  }

  /**
   * Loads an environment's first-screen modules (`withModules`) and manifests (`withManifests`) ahead of its
   * first visitor; settles when each origin has answered or failed (2 s at most each).
   */
  async warm(config: Environment, { withModules = true, withManifests = true } = {}): Promise<void> {
    await Promise.all([
      ...(withModules ? this.modulesOf(config) : []),
      ...(withManifests
        ? Object.entries(config.remotes).map(async ([remote, url]) => {
            await this.manifest(url, config).loaded;
            this.knownManifest(remote, url, config); // logs a manifest that is not the one pinned
          })
        : []),
    ]);
  }

  /**
   * The scripts of the route that renders `pathname` (its remote entry and module chunks, by the shell
   * build's route table and the pinned remote's manifest), for the HTML to preload; [] when either is not
   * known yet, or the manifest is not the one pinned. The remote entry carries the digest the environment
   * pins for it, as the script the browser's runtime adds for it does.
   */
  routeScripts(table: RouteModule[], config: Environment, pathname: string): ScriptPreload[] {
    try {
      const route = matchRoute(table, pathname);
      const manifestUrl = route && config.remotes[route.remote];
      if (!route || typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return [];
      const manifest = this.knownManifest(route.remote, manifestUrl, config);
      const entry = remoteEntryUrl(manifestUrl, manifest);
      const integrity = digestsOf(config, route.remote)?.remoteEntry;
      return remoteScripts(manifestUrl, manifest, route.module).map((href) =>
        integrity && href === entry ? { href, integrity } : { href },
      );
    } catch {
      return [];
    }
  }

  /**
   * The read behind the page's first screen, and the module that draws its answer: the remote that owns the
   * route (the home page's featured products, a page of the catalogue, a product, a visitor's cart). Undefined
   * for other pages, and while the Supabase project is backed off.
   */
  async pending(
    config: Environment,
    pathname: string,
    search: string,
    request: PageRequest,
  ): Promise<PendingScreen | undefined> {
    try {
      const supabase = config.supabase;
      if ((this.backingOff.get(supabase.url) ?? 0) > Date.now()) return undefined;
      for (const module of await Promise.all(this.modulesOf(config))) {
        const read = module?.firstScreenRead(supabase, pathname, search, request);
        if (module && read)
          return { module, read, supabaseUrl: supabase.url, budgets: firstScreenBudgets(config) };
      }
    } catch (error) {
      this.reportError('first-screen read failed', error);
    }
    return undefined;
  }

  /** The first screen of an answer, drawn once per module, page and answer. */
  private screenOf(
    module: FirstScreenModule,
    key: string,
    draw: () => FirstScreen | undefined,
  ): FirstScreen | undefined {
    const cached = this.drawn.get(key);
    if (cached?.module === module) return cached.screen;
    const screen = draw();
    if (this.drawn.size >= 8) this.drawn.delete(this.drawn.keys().next().value!);
    this.drawn.set(key, { module, screen });
    return screen;
  }

  /**
   * The first screen drawn from the read's answer, and the answer, which goes with it into the page.
   * Undefined whenever the read fails, is slow or answers nothing to draw: the page then keeps its skeleton
   * frame and reads its data itself, as without.
   */
  async draw(
    { module, read, supabaseUrl, budgets }: PendingScreen,
    pathname: string,
    search: string,
    request: PageRequest,
  ): Promise<{ screen: FirstScreen; answer: FirstAnswer } | undefined> {
    let response: Response;
    try {
      response = await fetch(read.url, {
        headers: read.headers,
        signal: AbortSignal.timeout(budgets.readTimeoutMs),
      });
    } catch {
      this.backingOff.set(supabaseUrl, Date.now() + budgets.backoffMs);
      return undefined;
    }
    try {
      if (response.status >= 500) this.backingOff.set(supabaseUrl, Date.now() + budgets.backoffMs);
      if (!response.ok) return undefined;
      const body = await response.text();
      const contentRange = response.headers.get('content-range');
      const vary = typeof read.vary === 'string' ? read.vary : '';
      const screen = this.screenOf(module, `${pathname}\n${search}\n${vary}\n${contentRange}\n${body}`, () =>
        module.renderFirstScreen(pathname, JSON.parse(body), {
          search,
          contentRange,
          cookie: request.cookie,
        }),
      );
      if (!screen) return undefined;
      const answer: FirstAnswer = {
        url: read.url,
        status: response.status,
        contentType: response.headers.get('content-type'),
        contentRange,
        body,
      };
      return { screen, answer };
    } catch (error) {
      this.reportError(`first screen of ${pathname} could not be drawn`, error);
      return undefined;
    }
  }
}

export interface PendingScreen {
  module: FirstScreenModule;
  read: FirstScreenRead;
  supabaseUrl: string;
  budgets: { readTimeoutMs: number; backoffMs: number };
}
