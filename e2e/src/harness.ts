import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/chromium';
import { createE2eDatabase, usesPostgres } from './e2e-database';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import {
  DEMO_ANON_KEY,
  DEMO_SERVICE_ROLE_KEY,
  LOCAL_MIDTRANS_CLIENT_KEY as MIDTRANS_CLIENT_KEY,
} from '../../local-supabase/src/config';

export const ROOT = path.resolve(__dirname, '..', '..');

/**
 * Every origin of a test stack sits on a port base (E2E_PORT_BASE, default 3100), so a stack never clashes
 * with `npm start` on 3000 and several engineers can run browser tests side by side.
 */
export const PORT_BASE = Number(process.env.E2E_PORT_BASE) || 3100;
export const PORTS = {
  shell: PORT_BASE,
  storefront: PORT_BASE + 1,
  auth: PORT_BASE + 2,
  backoffice: PORT_BASE + 3,
  supabase: PORT_BASE + 54,
} as const;
export const SHELL = `http://localhost:${PORTS.shell}`;
export const SUPABASE_URL = `http://127.0.0.1:${PORTS.supabase}`;
export type ServerName = 'shell' | 'storefront' | 'auth' | 'backoffice';
export type RemoteName = Exclude<ServerName, 'shell'>;
export const REMOTES: RemoteName[] = ['storefront', 'auth', 'backoffice'];

/** The local server's well-known demo keys, from the server's own configuration. */
export const ANON_KEY = DEMO_ANON_KEY;
export const SERVICE_ROLE_KEY = DEMO_SERVICE_ROLE_KEY;
export const DEMO_PASSWORD = 'Koperasi#2024';
export const DEMO = {
  admin: 'admin@koperasi.test',
  seller: 'penjual@koperasi.test',
  seller2: 'penjual2@koperasi.test',
  buyer: 'pembeli@koperasi.test',
} as const;

/**
 * The longest a browser test waits for a thing that should happen (a page, a toast, a mail, a server's port):
 * Playwright's default timeout in every context of launchBrowser, and the bound of the tests' polls. It bounds
 * a wait that fails; a wait that passes ends when its condition holds. Long, as a machine busy with other work
 * may take several times as long as an idle one. E2E_WAIT_MS sets another.
 */
export const WAIT_MS = Number(process.env.E2E_WAIT_MS) || 60_000;

/** Chromium, whose every new context (and newPage's own) waits WAIT_MS by default. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(WAIT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultTimeout(WAIT_MS);
    return page;
  };
  return browser;
}

/**
 * Chromium's network emulation: every request of the session's page answered `latencyMs` later, as on a real
 * network where localhost hides round trips (bench:web's BENCH_LATENCY_MS, ab.ts's LATENCY_MS).
 */
export async function emulateLatency(cdp: CDPSession, latencyMs: number): Promise<void> {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });
}

/** Waits until the port on 127.0.0.1 accepts connections (`open`) or refuses them. */
export async function waitForPort(port: number, open: boolean, timeoutMs = WAIT_MS) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not become ${open ? 'open' : 'closed'}`);
}

/** The version a remote's package.json names: the folder its production build is published under. */
export function remoteVersion(name: RemoteName): string {
  return (JSON.parse(fs.readFileSync(path.join(ROOT, name, 'package.json'), 'utf8')) as { version: string })
    .version;
}

/**
 * The first screen's time budgets for a test stack (the environment file's `firstScreen`, shell/server and
 * the shell's hold-frame.ts). In production the server waits 500 ms for the first screen's read and the page
 * holds the drawn frame up to 10 s while the app starts; on a machine busy with other work both can take
 * longer, and a test of what the page draws must not depend on that. So a test stack waits for the read and
 * holds the frame as long as a test may take; what the server does past its cap is tested in serve-wire
 * with a read that is never answered, and the hold's limit in the shell's unit tests.
 */
export const TEST_FIRST_SCREEN_BUDGETS = { readTimeoutMs: 120_000, holdMaxMs: 120_000 };

/** Writes an environment file (deploy/environments/*.json shape) for this stack's ports, pinning versions. */
export function writeEnvironment(file: string, versions: Partial<Record<RemoteName, string>> = {}): string {
  const remotes = Object.fromEntries(
    REMOTES.map((name) => [
      name,
      `http://localhost:${PORTS[name]}/${versions[name] ?? remoteVersion(name)}/mf-manifest.json`,
    ]),
  );
  const env = {
    environment: 'e2e',
    supabase: { url: SUPABASE_URL, anonKey: ANON_KEY },
    firstScreen: TEST_FIRST_SCREEN_BUDGETS,
    // the local server's Midtrans stand-in serves snap.js; its client key is the local server's default
    midtrans: { snapJsUrl: `${SUPABASE_URL}/__midtrans/snap/snap.js`, clientKey: MIDTRANS_CLIENT_KEY },
    remotes,
  };
  fs.writeFileSync(file, JSON.stringify(env, null, 2));
  return file;
}

/** Serves the production build exactly as `npm start` does (shell/server), one process per origin. */
export class Servers {
  private processes = new Map<ServerName, ChildProcess>();
  readonly envFile: string;

  /** `env`: the servers' process environment beside the environment file */
  constructor(
    envFile?: string,
    private readonly env: Record<string, string> = {},
  ) {
    this.envFile =
      envFile ??
      writeEnvironment(path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-')), 'env.json'));
  }

  /** Starts these servers side by side; resolves once each one's port answers. */
  async start(...names: ServerName[]) {
    await Promise.all(names.map((name) => this.startOne(name)));
  }

  private async startOne(name: ServerName) {
    // a server left running by an earlier run would answer in this one's place
    if (await portOpen(PORTS[name]))
      throw new Error(`port ${PORTS[name]} (${name}) is taken: is a server of an earlier run still up?`);
    // the shell as ops run it in production; each remote's origin as `npm start` stands one in for a CDN
    const child =
      name === 'shell'
        ? spawn(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'server.mjs')], {
            env: { ...process.env, PORT: String(PORTS.shell), ENVIRONMENT_FILE: this.envFile, ...this.env },
            stdio: 'ignore',
          })
        : spawn(process.execPath, [path.join(ROOT, 'tools', 'serve.mjs')], {
            env: {
              ...process.env,
              SERVE_ONLY: name,
              KOPERASI_ENV_FILE: this.envFile,
              PORT_BASE: String(PORT_BASE),
              ...this.env,
            },
            stdio: 'ignore',
          });
    this.processes.set(name, child);
    await waitForPort(PORTS[name], true);
  }

  /** Stops these servers (all when none is named) side by side; resolves once their ports are closed. */
  async stop(...names: ServerName[]) {
    const stopping = (names.length ? names : [...this.processes.keys()]).flatMap((name) => {
      const child = this.processes.get(name);
      if (!child) return [];
      child.kill('SIGTERM');
      this.processes.delete(name);
      return [waitForPort(PORTS[name], false)];
    });
    await Promise.all(stopping);
  }
}

/**
 * The local Supabase server on a fresh database with the migrations and seed applied, as `npm start` runs it
 * (uploads go to a temporary folder): a PostgreSQL database of its own when E2E_DATABASE=postgres (jest's
 * globalSetup sets it unless told otherwise; e2e-database.ts), else an in-memory PGlite one.
 */
export class LocalSupabase {
  private child: ChildProcess | undefined;
  private database: { url: string; drop: () => Promise<void> } | undefined;
  private output = '';
  readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-e2e-supabase-'));
  /**
   * No secrets file for the Edge Functions (none is there): the server gives them its own Midtrans stand-in, on
   * this stack's port, and SITE_URL, whatever a developer's supabase/functions/.env says
   */
  private readonly functionsEnvFile = path.join(this.dataDir, 'functions.env');

  async start() {
    // a server left running by an earlier run would answer in this one's place, with its own database
    if (await portOpen(PORTS.supabase))
      throw new Error(
        `port ${PORTS.supabase} (local Supabase) is taken: is a server of an earlier run still up?`,
      );
    const cwd = path.join(ROOT, 'local-supabase');
    const tsx = path.join(cwd, 'node_modules', '.bin', 'tsx');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(PORTS.supabase),
      DATABASE_URL: 'memory://',
      DATA_DIR: this.dataDir,
      SITE_URL: SHELL,
      LOG_LEVEL: 'warn',
      // the migrated and seeded database of the run's first stack, restored by the next ones (jest's
      // globalSetup makes the folder)
      ...(process.env.E2E_SNAPSHOT_DIR && { PGLITE_SNAPSHOT_DIR: process.env.E2E_SNAPSHOT_DIR }),
      EMAIL_SEND_INTERVAL: '0',
      // the browser tests sign in and register far more often than a person: config.toml's limits raised
      RATE_LIMIT_EMAIL_SENT: '1000000',
      RATE_LIMIT_TOKEN_REFRESH: '1000000',
      RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000000',
      RATE_LIMIT_TOKEN_VERIFICATIONS: '1000000',
      LOCAL_SUPABASE_FUNCTIONS_ENV_FILE: this.functionsEnvFile,
    };
    if (usesPostgres()) {
      this.database = await createE2eDatabase(env, cwd);
      env.DATABASE_URL = this.database.url;
    }
    this.child = spawn(tsx, ['src/main.ts', 'start'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20000);
    };
    this.child.stdout?.on('data', keep);
    this.child.stderr?.on('data', keep);
    try {
      await waitForPort(PORTS.supabase, true, 2 * WAIT_MS);
    } catch (error) {
      throw new Error(`local Supabase did not start: ${String(error)}\n${this.output}`);
    }
  }

  /** Server log so far (warnings and 5xx causes), for failure messages. */
  log(): string {
    return this.output;
  }

  async stop() {
    if (this.child) {
      this.child.kill('SIGTERM');
      this.child = undefined;
      await waitForPort(PORTS.supabase, false);
    }
    await this.database?.drop();
    this.database = undefined;
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

export interface CapturedMail {
  to: string;
  subject: string;
  action_link?: string;
  [key: string]: unknown;
}

/** The whole product for a test file: local Supabase (fresh seed), the shell and every remote. */
export interface Stack {
  url: string;
  supabaseUrl: string;
  servers: Servers;
  supabase: LocalSupabase;
  /** captured mail for an address, newest first (the dev mailbox) */
  mail(to: string): Promise<CapturedMail[]>;
  /**
   * The first captured mail of this template (`type`) for the address whose text passes `test`: the jobs run
   * at once each time it looks (the outbox is sent now, not at the server's next timer), until WAIT_MS.
   */
  waitForMail(to: string, type: string, test?: (text: string) => boolean): Promise<CapturedMail>;
  /** a JSON REST call with the service role (arrange and assert data behind the UI) */
  admin<T = unknown>(
    pathAndQuery: string,
    init?: { method?: string; body?: unknown; prefer?: string },
  ): Promise<T>;
  stop(): Promise<void>;
}

/** `envFile`: the environment file the shell reads (written for this stack's ports when not given); `env`: the
 * servers' process environment beside it (RELEASE_DIR: the local release origin the remotes' origins serve). */
export async function startStack(
  options: { envFile?: string; env?: Record<string, string> } = {},
): Promise<Stack> {
  const supabase = new LocalSupabase();
  const servers = new Servers(options.envFile, options.env);
  try {
    // the remotes' origins beside the local Supabase; the shell once the remotes answer (it fetches their
    // manifests and first-screen modules before it takes traffic)
    const started = await Promise.allSettled([supabase.start(), servers.start(...REMOTES)]);
    for (const result of started) if (result.status === 'rejected') throw result.reason;
    await servers.start('shell');
  } catch (error) {
    // nothing else stops them: a caller that gets no stack has nothing to call stop() on
    await Promise.all([servers.stop(), supabase.stop()]);
    throw error;
  }
  const mail = async (to: string) => {
    const response = await fetch(`${SUPABASE_URL}/__dev/mail?to=${encodeURIComponent(to)}`);
    return (await response.json()) as CapturedMail[];
  };
  return {
    url: SHELL,
    supabaseUrl: SUPABASE_URL,
    servers,
    supabase,
    mail,
    async waitForMail(to, type, test = () => true) {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        await fetch(`${SUPABASE_URL}/__dev/run-jobs`, { method: 'POST' });
        const found = (await mail(to)).find((m) => m.type === type && test(String(m.text)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} mail for ${to}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async admin(pathAndQuery, init = {}) {
      const response = await fetch(`${SUPABASE_URL}${pathAndQuery}`, {
        method: init.method ?? 'GET',
        headers: {
          apikey: SERVICE_ROLE_KEY,
          Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
          'Content-Type': 'application/json',
          ...(init.prefer ? { Prefer: init.prefer } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new Error(`${init.method ?? 'GET'} ${pathAndQuery}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : null) as never;
    },
    async stop() {
      await Promise.all([servers.stop(), supabase.stop()]);
    },
  };
}

/** supabase-js keeps the session under sb-<first label of the API host>-auth-token. */
export const AUTH_STORAGE_KEY = `sb-${new URL(SUPABASE_URL).hostname.split('.')[0]}-auth-token`;

/**
 * Signs a page in without the login screen: a password grant against the local server, the session
 * stored where supabase-js reads it, then `target` opened. Use the login screen itself where the test is
 * about signing in.
 */
export async function loginAs(
  page: Page,
  email: string,
  target = '/',
  password = DEMO_PASSWORD,
): Promise<void> {
  const session = await passwordSession(email, password);
  await page.goto(`${SHELL}/about`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    AUTH_STORAGE_KEY,
    JSON.stringify(session),
  ] as const);
  await page.goto(`${SHELL}${target}`);
}

/** A session of the local server's password grant, as supabase-js stores it. */
export interface AuthSession {
  access_token: string;
  user: { id: string; email?: string };
  [key: string]: unknown;
}

/** An account's session from the password grant, without the login screen. */
export async function passwordSession(email: string, password = DEMO_PASSWORD): Promise<AuthSession> {
  const response = await fetch(`${SUPABASE_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AuthSession;
}

/** Every JS and JSON response of a page, by URL. */
export function recordResponses(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (/\.(js|json)(\?|$)/.test(url) && response.ok()) urls.push(url);
  });
  return urls;
}

interface Manifest {
  shared: { name: string; singleton?: boolean; assets: { js: { sync: string[] } } }[];
  exposes?: { assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * For each shared package: the apps whose own copy of it the page downloaded. A package counts as coming
 * from an app when a file of that package in the app's manifest was downloaded, other than a file that the
 * app's exposed modules load anyway. One file may hold several shared packages (the shell keeps React and
 * react-dom in one chunk): it counts for each of them.
 */
export function sharedPackageOrigins(
  urls: string[],
  manifests: Record<string, { base: string; file: string }>,
) {
  const origins = new Map<string, string[]>();
  for (const [app, { base, file }] of Object.entries(manifests)) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const exposed = new Set(
      (manifest.exposes ?? []).flatMap((expose) => [...expose.assets.js.sync, ...expose.assets.js.async]),
    );
    for (const shared of manifest.shared) {
      const own = shared.assets.js.sync
        .filter((asset) => !exposed.has(asset))
        .map((asset) => new URL(asset, base).href);
      if (own.some((url) => urls.includes(url)))
        origins.set(shared.name, [...(origins.get(shared.name) ?? []), app]);
    }
  }
  return origins;
}
