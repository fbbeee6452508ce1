// The first screen the shell's server draws into a page's frame with the module the pinned remote publishes
// beside its manifest (<version>/server/first-screen.mjs: the storefront's src/first-screen), and the remotes'
// manifests it reads for the route's script preloads. Both are fetched from the remotes' origins and
// revalidated with their ETags; what the server imports is written to a file named by URL and content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchRoute, type RouteModule } from '../../tools/route-match.cjs';
import { durationMs, type Environment } from './environment';
import { remoteScripts, type FirstAnswer } from './wire';

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

/** Writes what went wrong outside a request (the log's error line). */
export type ErrorReporter = (message: string, error: unknown) => void;

/**
 * The first screens of one server: the remotes' modules and manifests it has fetched, the Supabase projects
 * it is backing off from, and the screens it drew last. All of it is a cache of what the remotes' origins and
 * the database hold: two servers answer the same request alike.
 */
export class FirstScreens {
  private readonly modules = new Map<string, Revalidated<FirstScreenModule>>();
  private readonly manifests = new Map<string, Revalidated<unknown>>();
  /** Supabase projects (their URL) that did not answer the last read, with when to ask them again */
  private readonly backingOff = new Map<string, number>();
  /** the first screens drawn for the last few answers: the same rows draw the same page */
  private readonly drawn = new Map<string, { module: FirstScreenModule; screen: FirstScreen | undefined }>();

  /** `moduleDir`: where the fetched modules are written to be imported (one file per URL and content). */
  constructor(
    private readonly moduleDir = path.join(os.tmpdir(), 'koperasi-first-screen'),
    private readonly reportError: ErrorReporter = () => {},
  ) {}

  /** Imports a module's text: written whole and renamed, as another server may be importing the same file. */
  private async importText(url: string, text: string): Promise<FirstScreenModule | undefined> {
    const name = crypto.createHash('sha1').update(url).update(text).digest('hex').slice(0, 20);
    const file = path.join(this.moduleDir, `${name}.mjs`);
    try {
      if (!fs.existsSync(file)) {
        await fs.promises.mkdir(this.moduleDir, { recursive: true });
        const partial = `${file}.${process.pid}.tmp`;
        await fs.promises.writeFile(partial, text);
        await fs.promises.rename(partial, file);
      }
      // imported by Node at run time, not bundled
      const module: unknown = await import(/* webpackIgnore: true */ pathToFileURL(file).href);
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
   * The module a remote publishes at `url`; undefined when it has none. A page waits only for the remote's
   * first answer: after that it takes the module last known, and the re-check goes on without it (a pinned
   * version's files do not change; a new pin is a new URL).
   */
  private module(url: string, config: Environment): Promise<FirstScreenModule | undefined> {
    const entry = revalidated(this.modules, url, recheckMs(config), async (response) =>
      this.importText(url, await response.text()),
    );
    return entry.answered ? Promise.resolve(entry.value) : entry.loaded;
  }

  /** The manifest at `url`, revalidated: its last known value and the current check. */
  private manifest(url: string, config: Environment | undefined): Revalidated<unknown> {
    return revalidated(this.manifests, url, recheckMs(config), (response) => response.json());
  }

  /** The manifest at `url` as last fetched, undefined until it has been. A page never waits for it. */
  knownManifest(url: string, config: Environment | undefined): unknown {
    return this.manifest(url, config).value;
  }

  /** The modules that may draw a page of this environment: the ones its pinned remotes publish. */
  private modulesOf(config: Environment): Array<Promise<FirstScreenModule | undefined>> {
    return Object.values(config.remotes)
      .filter((manifest) => URL.canParse(FIRST_SCREEN_PATH, manifest))
      .map((manifest) => this.module(new URL(FIRST_SCREEN_PATH, manifest).href, config));
  }

  /**
   * Loads an environment's first-screen modules (`withModules`) and manifests (`withManifests`) ahead of its
   * first visitor; settles when each origin has answered or failed (2 s at most each).
   */
  async warm(config: Environment, { withModules = true, withManifests = true } = {}): Promise<void> {
    await Promise.all([
      ...(withModules ? this.modulesOf(config) : []),
      ...(withManifests ? Object.values(config.remotes).map((url) => this.manifest(url, config).loaded) : []),
    ]);
  }

  /**
   * The scripts of the route that renders `pathname` (its remote entry and module chunks, by the shell
   * build's route table and the pinned remote's manifest), for the HTML to preload; [] when either is not
   * known yet.
   */
  routeScripts(table: RouteModule[], config: Environment, pathname: string): string[] {
    try {
      const route = matchRoute(table, pathname);
      const manifestUrl = route && config.remotes[route.remote];
      if (!route || typeof manifestUrl !== 'string' || !URL.canParse(manifestUrl)) return [];
      return remoteScripts(manifestUrl, this.knownManifest(manifestUrl, config), route.module);
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
