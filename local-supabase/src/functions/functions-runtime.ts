import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import { resolveDenoBinary } from './deno-binary';
import { parseDotenv } from './dotenv';
import { FunctionProcess } from './function-process';
import { FunctionSettingsFile } from './function-settings';

export interface EdgeFunction {
  name: string;
  entrypoint: string;
  verifyJwt: boolean;
}

export interface FunctionsRuntimeOptions {
  config: ServerConfig;
  /** the server's own base URL as a function reaches it: SUPABASE_URL */
  serverUrl: () => string;
  log: FastifyBaseLogger;
}

export class FunctionsStoppedError extends Error {}

/** the names the Supabase CLI deploys; `_shared` and the like hold code the functions import */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;
/** how often, at most, a function's sources are checked for changes */
const SOURCES_CHECK_INTERVAL_MS = 1000;
const PRELOAD = path.join(__dirname, 'deno-preload.ts');

/** what Deno itself needs from the server's environment (cache, certificates, proxies); nothing else passes */
const PASSED_ENV = [
  'HOME',
  'TMPDIR',
  'TZ',
  'LANG',
  'XDG_CACHE_HOME',
  'DENO_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'DENO_AUTH_TOKENS',
  'NPM_CONFIG_REGISTRY',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'http_proxy',
  'https_proxy',
  'no_proxy',
];

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** a cheap fingerprint of the files under a folder: how many, and the latest change */
function stampOf(target: string, into: { count: number; latest: number }): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return;
  }
  into.count++;
  into.latest = Math.max(into.latest, stat.mtimeMs);
  if (!stat.isDirectory()) return;
  for (const entry of fs.readdirSync(target)) {
    if (entry !== 'node_modules' && !entry.startsWith('.')) stampOf(path.join(target, entry), into);
  }
}

interface Slot {
  process: FunctionProcess;
  sources: string;
  checkedAt: number;
}

/**
 * Runs each Edge Function as a long-lived Deno process on a local port, started by the function's first
 * request. A process that exits (a crash, a failed boot) is started again by the next request; one whose
 * sources changed is retired (it finishes the requests under way) and a new one takes the next request.
 * stop() ends them all.
 */
export class FunctionsRuntime {
  /**
   * One connection per request: a kept-alive one that Deno closes (idle) just as it is reused would fail a
   * request to a healthy process, and a loopback connection costs next to nothing.
   */
  readonly agent = new http.Agent({ keepAlive: false });
  private readonly settings: FunctionSettingsFile;
  private readonly slots = new Map<string, Slot>();
  private readonly processes = new Set<FunctionProcess>();
  private deno: string | undefined;
  private secretsSourceLogged = false;
  private stopped = false;

  constructor(private readonly options: FunctionsRuntimeOptions) {
    this.settings = new FunctionSettingsFile(options.config.functionsConfigToml);
  }

  /** the function served at /functions/v1/<name>, if there is one */
  find(name: string): EdgeFunction | undefined {
    if (!FUNCTION_NAME.test(name)) return undefined;
    const settings = this.settings.get(name);
    if (!settings.enabled) return undefined;
    const entrypoint = settings.entrypoint ?? path.join(this.options.config.functionsDir, name, 'index.ts');
    return isFile(entrypoint) ? { name, entrypoint, verifyJwt: settings.verifyJwt } : undefined;
  }

  /**
   * The function's process once it listens, started when there is none. Rejects with DenoMissingError,
   * FunctionBootError, or FunctionsStoppedError after stop().
   */
  async processFor(fn: EdgeFunction): Promise<FunctionProcess> {
    if (this.stopped) throw new FunctionsStoppedError('the server is closing');
    let slot = this.slots.get(fn.name);
    if (slot?.process.usable && Date.now() - slot.checkedAt >= SOURCES_CHECK_INTERVAL_MS) {
      slot.checkedAt = Date.now();
      if (this.sourcesOf(fn) !== slot.sources) {
        this.options.log.info({ function: fn.name }, `${fn.name} changed: starting it again`);
        slot.process.retire();
      }
    }
    if (!slot?.process.usable) {
      const sources = this.sourcesOf(fn);
      slot = { process: this.launch(fn), sources, checkedAt: Date.now() };
      this.slots.set(fn.name, slot);
    }
    const running = slot.process;
    await running.ready;
    return running;
  }

  /**
   * Starts every function now instead of on its first request: the first answer comes without the wait
   * for Deno, and a function that cannot start says so in the log at once.
   */
  async startAll(): Promise<void> {
    let names: string[];
    try {
      names = fs
        .readdirSync(this.options.config.functionsDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return;
    }
    await Promise.all(
      names.map(async (name) => {
        const fn = this.find(name);
        if (!fn) return;
        try {
          await this.processFor(fn);
        } catch (error) {
          this.options.log.error({ err: error, function: name }, `function ${name} failed to boot`);
        }
      }),
    );
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all([...this.processes].map((running) => running.stop()));
    this.agent.destroy();
  }

  private launch(fn: EdgeFunction): FunctionProcess {
    this.deno ??= resolveDenoBinary();
    const { config } = this.options;
    const log = this.options.log.child({ function: fn.name });
    const denoJson = path.join(config.functionsDir, 'deno.json');
    const readable = [config.functionsDir];
    if (!path.dirname(fn.entrypoint).startsWith(config.functionsDir + path.sep))
      readable.push(path.dirname(fn.entrypoint));
    const started = new FunctionProcess({
      deno: this.deno,
      args: [
        'run',
        '--no-prompt',
        // as on the hosted runtime: any host (outside services), any variable (the environment is built
        // here), and reading the functions' own files
        '--allow-net',
        '--allow-env',
        `--allow-read=${readable.join(',')}`,
        ...(isFile(denoJson) ? ['--config', denoJson] : ['--no-config']),
        '--preload',
        PRELOAD,
        fn.entrypoint,
      ],
      cwd: path.dirname(fn.entrypoint),
      env: this.environment(),
      bootTimeoutMs: config.functionsBootTimeoutMs,
      log: {
        debug: (message) => log.debug(message),
        info: (message) => log.info(message),
        warn: (message) => log.warn(message),
        error: (message) => log.error(message),
      },
    });
    this.processes.add(started);
    void started.ended.then(() => this.processes.delete(started));
    return started;
  }

  /** the function's environment: Deno's own needs, the secrets, then the variables hosted Supabase sets */
  private environment(): Record<string, string> {
    const { config } = this.options;
    const env: Record<string, string> = {};
    for (const name of PASSED_ENV) {
      const value = process.env[name];
      if (value !== undefined) env[name] = value;
    }
    Object.assign(env, {
      NO_COLOR: '1',
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PROMPT: '1',
      // the repository's package.json would switch Deno to the pnpm-managed node_modules for npm: imports
      DENO_NO_PACKAGE_JSON: '1',
      // `export default { fetch }` serves too, as on the hosted runtime
      DENO_AUTO_SERVE: '1',
      // the system's store knows a local certificate authority (a proxy's) that Deno's bundled one does not
      DENO_TLS_CA_STORE: env.DENO_TLS_CA_STORE ?? 'system,mozilla',
    });
    // This server's own stand-ins, at its own address and port, unless the secrets say otherwise: two servers on
    // different ports never ask each other's Midtrans stand-in about their orders.
    const own = this.options.serverUrl();
    const standIns = {
      MIDTRANS_SERVER_KEY: config.midtrans.serverKey,
      MIDTRANS_CLIENT_KEY: config.midtrans.clientKey,
      MIDTRANS_SNAP_URL: `${own}/__midtrans/snap/v1/transactions`,
      MIDTRANS_API_URL: `${own}/__midtrans`,
      SITE_URL: config.siteUrl,
      // send-mail without SMTP secrets: this server's dev mailbox
      DEV_MAILBOX_URL: `${own}/__dev/mail`,
    };
    for (const [name, value] of Object.entries({ ...standIns, ...this.secrets(), ...config.functionsEnv })) {
      if (name.startsWith('SUPABASE_')) {
        this.options.log.warn(`function secret ${name} ignored: names starting with SUPABASE_ are reserved`);
      } else env[name] = value;
    }
    env.SUPABASE_URL = this.options.serverUrl();
    env.SUPABASE_ANON_KEY = config.anonKey;
    env.SUPABASE_SERVICE_ROLE_KEY = config.serviceRoleKey;
    if (config.databaseUrl && /^postgres(ql)?:/.test(config.databaseUrl))
      env.SUPABASE_DB_URL = config.databaseUrl;
    return env;
  }

  /** the secrets file, or the committed example next to it when there is none (its values are the local ones) */
  private secrets(): Record<string, string> {
    const file = this.options.config.functionsEnvFile;
    const example = path.join(path.dirname(file), '.env.example');
    const source = isFile(file) ? file : isFile(example) ? example : undefined;
    if (!this.secretsSourceLogged) {
      this.secretsSourceLogged = true;
      this.options.log.info(
        source ? `function secrets from ${source}` : `no function secrets: ${file} does not exist`,
      );
    }
    return source ? parseDotenv(fs.readFileSync(source, 'utf8')) : {};
  }

  /** the files a function's process has loaded: its folder, the shared `_*` folders, deno.json, the secrets */
  private sourcesOf(fn: EdgeFunction): string {
    const { config } = this.options;
    const stamp = { count: 0, latest: 0 };
    stampOf(path.dirname(fn.entrypoint), stamp);
    let shared: string[] = [];
    try {
      shared = fs.readdirSync(config.functionsDir).filter((entry) => entry.startsWith('_'));
    } catch {
      // no functions folder
    }
    for (const entry of shared) stampOf(path.join(config.functionsDir, entry), stamp);
    stampOf(path.join(config.functionsDir, 'deno.json'), stamp);
    stampOf(config.functionsEnvFile, stamp);
    return `${stamp.count}:${stamp.latest}`;
  }
}
