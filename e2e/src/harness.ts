import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ROOT = path.resolve(__dirname, '..', '..');
export const SHELL = 'http://localhost:3000';
export const PORTS = { shell: 3000, storefront: 3001, auth: 3002, backoffice: 3003 } as const;
export type ServerName = keyof typeof PORTS;

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });
}

async function waitForPort(port: number, open: boolean, timeoutMs = 15000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await portOpen(port)) === open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`port ${port} did not become ${open ? 'open' : 'closed'}`);
}

/** Serves the production build exactly as `npm start` does (tools/serve.mjs), one process per origin. */
export class Servers {
  private processes = new Map<ServerName, ChildProcess>();

  constructor(private envFile = path.join(ROOT, 'deploy', 'environments', 'local.json')) {}

  async start(...names: ServerName[]) {
    for (const name of names) {
      const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'serve.mjs')], {
        env: { ...process.env, SERVE_ONLY: name, KOPERASI_ENV_FILE: this.envFile },
        stdio: 'ignore',
      });
      this.processes.set(name, child);
      await waitForPort(PORTS[name], true);
    }
  }

  async stop(...names: ServerName[]) {
    for (const name of names.length ? names : [...this.processes.keys()]) {
      const child = this.processes.get(name);
      if (!child) continue;
      child.kill('SIGTERM');
      this.processes.delete(name);
      await waitForPort(PORTS[name], false);
    }
  }
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
}

/**
 * For each shared package: the apps whose own copy of it the page downloaded. A package counts as coming
 * from an app when a file that only that package uses in the app's manifest was downloaded.
 */
export function sharedPackageOrigins(urls: string[], manifests: Record<string, { base: string; file: string }>) {
  const origins = new Map<string, string[]>();
  for (const [app, { base, file }] of Object.entries(manifests)) {
    const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
    const users = new Map<string, number>();
    for (const shared of manifest.shared) for (const asset of shared.assets.js.sync) users.set(asset, (users.get(asset) ?? 0) + 1);
    for (const shared of manifest.shared) {
      const own = shared.assets.js.sync.filter((asset) => users.get(asset) === 1).map((asset) => new URL(asset, base).href);
      if (own.some((url) => urls.includes(url))) origins.set(shared.name, [...(origins.get(shared.name) ?? []), app]);
    }
  }
  return origins;
}
