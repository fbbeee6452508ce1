/**
 * Jest stand-in for '@module-federation/enhanced/runtime': loadRemote('storefront/HomePage') requires the
 * remote's source through its exposes map, so shell tests render the real remote screens. Tests can take a
 * remote offline or replace a module.
 */
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const offline = new Set<string>();
const overrides = new Map<string, unknown>();

export const registered: { remotes: unknown[]; plugins: unknown[] } = { remotes: [], plugins: [] };

export function __setOffline(remote: string, isOffline = true): void {
  if (isOffline) offline.add(remote);
  else offline.delete(remote);
}

export function __setRemoteModule(id: string, mod: unknown): void {
  overrides.set(id, mod);
}

export function __reset(): void {
  offline.clear();
  overrides.clear();
  registered.remotes = [];
  registered.plugins = [];
}

export async function loadRemote<T>(id: string): Promise<T> {
  const [remote, expose] = id.split('/') as [string, string];
  if (offline.has(remote)) throw new Error(`[mock] remote ${remote} is offline`);
  if (overrides.has(id)) return overrides.get(id) as T;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { exposes } = require(path.join(ROOT, remote, 'exposes.ts')) as { exposes: Record<string, string> };
  const file = exposes[expose];
  if (!file) throw new Error(`[mock] ${remote} does not expose ${expose}`);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(ROOT, remote, file)) as T;
}

export function registerRemotes(remotes: unknown[]): void {
  registered.remotes.push(...remotes);
}

export function registerPlugins(plugins: unknown[]): void {
  registered.plugins.push(...plugins);
}
