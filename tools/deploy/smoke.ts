// The smoke gate: the environment with the candidate pinned (a temporary copy of its file; the live file is
// never touched), served by this checkout's shell server, opened in headless Chromium. Each route the remote
// declares (its route-list.ts) is loaded, as an account of the route's role where it has one; a route counts
// when its main content shows (no busy skeleton, no "Terjadi Kesalahan"), no console error or page error
// happened and no request failed. A route with parameters (/products/:id) is opened at a link to it found on
// the pages opened before, or reported as not reached.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import type { Environment } from './environment-file';
import type { GateResult } from './gates';
import { ROOT, type Remote } from './paths';

interface ListedRoute {
  path: string;
  roles?: readonly string[];
}

export interface SmokeAccount {
  email: string;
  password: string;
}

/** The remote's routes, from its route-list.ts (the one list its build and the shell's route table use). */
export async function routesOf(remote: Remote): Promise<ListedRoute[]> {
  const module = (await import(path.join(ROOT, remote, 'route-list.ts'))) as Record<string, unknown>;
  const list = Object.values(module).find(
    (value): value is ListedRoute[] =>
      Array.isArray(value) && value.every((item) => typeof (item as ListedRoute).path === 'string'),
  );
  if (!list) throw new Error(`${remote}/route-list.ts exports no route list`);
  return list;
}

const DEMO_PASSWORD = 'Koperasi#2024';
/** the seeded demo accounts (DESIGN.md), which exist only on a local server */
const DEMO_ACCOUNTS: Record<string, SmokeAccount> = {
  admin: { email: 'admin@koperasi.test', password: DEMO_PASSWORD },
  seller: { email: 'penjual@koperasi.test', password: DEMO_PASSWORD },
  buyer: { email: 'pembeli@koperasi.test', password: DEMO_PASSWORD },
};

/**
 * The accounts the smoke run signs in with, by role (admin, seller, buyer): SMOKE_ACCOUNTS
 * (`{"admin": {"email": …, "password": …}, …}`), else the demo accounts when Supabase is a local server.
 */
export function smokeAccounts(
  config: Environment,
  env: NodeJS.ProcessEnv = process.env,
): Record<string, SmokeAccount> {
  if (env.SMOKE_ACCOUNTS) return JSON.parse(env.SMOKE_ACCOUNTS) as Record<string, SmokeAccount>;
  const host = new URL(config.supabase.url).hostname;
  return host === '127.0.0.1' || host === 'localhost' ? DEMO_ACCOUNTS : {};
}

/** The role a route is opened as: its first role, a storefront page as a buyer, the auth pages signed out. */
function roleFor(remote: Remote, route: ListedRoute): string | null {
  if (route.roles?.length) return route.roles[0]!;
  return remote === 'storefront' ? 'buyer' : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startShell(envFile: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'shell', 'dist-server', 'server.mjs')], {
    env: { ...process.env, PORT: String(port), ENVIRONMENT_FILE: envFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // its JSON log (stdout) and errors (stderr), for a start that fails
  let stderr = '';
  const keep = (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the shell server exited (${child.exitCode}): ${stderr.trim()}`);
    const ready = await fetch(`${url}/readyz`).catch(() => null);
    if (ready?.ok) return { url, child };
    if (ready && Date.now() > deadline) {
      child.kill();
      throw new Error(`the environment is not ready: ${await ready.text()}`);
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('the shell server did not answer in 30 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** supabase-js's storage key: sb-<first label of the API host>-auth-token */
const storageKeyOf = (supabaseUrl: string) => `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;

async function sessionOf(config: Environment, account: SmokeAccount): Promise<string> {
  const response = await fetch(`${config.supabase.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: config.supabase.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok)
    throw new Error(`sign-in of ${account.email}: ${response.status} ${await response.text()}`);
  return response.text();
}

interface Visit {
  route: string;
  url: string;
  problems: string[];
  links: string[];
}

/** Opens one page and reports what went wrong on it. */
async function visit(
  context: BrowserContext,
  shellUrl: string,
  route: string,
  pathname: string,
  versionFolder: string,
): Promise<Visit> {
  const page: Page = await context.newPage();
  const problems: string[] = [];
  let reachedVersion = false;
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.slice(0, 200)}`));
  page.on('request', (request) => {
    if (request.url().startsWith(versionFolder)) reachedVersion = true;
  });
  page.on('requestfailed', (request) => {
    const failure = request.failure()?.errorText ?? '';
    // a navigation away cancels what the page had under way
    if (!failure.includes('ERR_ABORTED')) problems.push(`request failed: ${request.url()} (${failure})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  try {
    await page.goto(`${shellUrl}${pathname}`, { waitUntil: 'load', timeout: 30_000 });
    await page.waitForFunction(
      () => {
        const main = document.querySelector('main');
        if (!main || main.getBoundingClientRect().height === 0) return false;
        if (main.querySelector('[aria-busy="true"]')) return false;
        return (main.innerText ?? '').trim().length > 0;
      },
      undefined,
      { timeout: 20_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    if (await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).isVisible())
      problems.push('shows "Terjadi Kesalahan"');
    if (!reachedVersion) problems.push(`loaded nothing from ${versionFolder}`);
  } catch (error) {
    problems.push(`no main content: ${(error as Error).message.split('\n')[0]}`);
  }
  const links = await page
    .$$eval('a[href]', (anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href))
    .catch(() => [] as string[]);
  await page.close();
  return { route, url: pathname, problems: [...new Set(problems)], links };
}

const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+')}$`);

/** The smoke gate over `config` (the environment with the candidate pinned). */
export async function smoke(
  config: Environment,
  remote: Remote,
  versionFolder: string,
  log: (line: string) => void = () => undefined,
): Promise<Omit<GateResult, 'name' | 'ms'>> {
  const routes = await routesOf(remote);
  const accounts = smokeAccounts(config);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-smoke-'));
  const envFile = path.join(dir, 'environment.json');
  fs.writeFileSync(envFile, JSON.stringify(config, null, 2));
  let shell: { url: string; child: ChildProcess } | undefined;
  let browser: Browser | undefined;
  try {
    shell = await startShell(envFile);
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
    const contexts = new Map<string | null, BrowserContext>();
    const contextFor = async (role: string | null): Promise<BrowserContext | null> => {
      const existing = contexts.get(role);
      if (existing) return existing;
      const context = await browser!.newContext({
        viewport: { width: 1280, height: 800 },
        locale: 'id-ID',
        timezoneId: 'Asia/Jakarta',
      });
      if (role) {
        const account = accounts[role];
        if (!account) return null;
        const session = await sessionOf(config, account);
        await context.addInitScript(
          ([key, value]) => {
            if (!localStorage.getItem(key)) localStorage.setItem(key, value);
          },
          [storageKeyOf(config.supabase.url), session] as const,
        );
      }
      contexts.set(role, context);
      return context;
    };
    const problems: string[] = [];
    const notReached: string[] = [];
    const links = new Set<string>();
    let opened = 0;
    const plain = routes.filter((route) => !route.path.includes(':'));
    const withParams = routes.filter((route) => route.path.includes(':'));
    const run = async (route: ListedRoute, pathname: string) => {
      const role = roleFor(remote, route);
      const context = await contextFor(role);
      if (!context) {
        notReached.push(`${route.path} (no smoke account for ${role})`);
        return;
      }
      const result = await visit(context, shell!.url, route.path, pathname, versionFolder);
      opened++;
      log(`    ${result.problems.length ? 'FAIL' : 'ok  '} ${pathname}${role ? ` (${role})` : ''}`);
      for (const link of result.links) links.add(link);
      for (const problem of result.problems) problems.push(`${pathname}: ${problem}`);
    };
    const limited = async (items: ListedRoute[], pick: (route: ListedRoute) => string | null) => {
      const queue = [...items];
      await Promise.all(
        Array.from({ length: 3 }, async () => {
          for (let route = queue.shift(); route; route = queue.shift()) {
            const pathname = pick(route);
            if (pathname === null) notReached.push(`${route.path} (no link to it on the pages opened)`);
            else await run(route, pathname);
          }
        }),
      );
    };
    await limited(plain, (route) => route.path);
    await limited(withParams, (route) => {
      const pattern = patternOf(route.path);
      for (const link of links) {
        const url = new URL(link);
        if (url.origin === shell!.url && pattern.test(url.pathname)) return url.pathname;
      }
      return null;
    });
    const reached = `${opened} of ${routes.length} routes`;
    if (problems.length > 0)
      return { ok: false, detail: `${reached}: ${problems.length} problems`, problems };
    if (opened === 0)
      return {
        ok: false,
        detail: `no route could be opened: ${notReached.join('; ')}`,
        problems: notReached,
      };
    return {
      ok: true,
      detail: `${reached} show their main content, no console error or failed request${notReached.length ? `; not reached: ${notReached.join(', ')}` : ''}`,
    };
  } finally {
    await browser?.close();
    shell?.child.kill('SIGTERM');
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
