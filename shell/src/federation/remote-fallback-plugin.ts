import type { ComponentType } from 'react';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportShellError } from './remote-versions';

export interface RemoteFallbackOptions {
  /** rendered in place of a route module that could not be loaded after the retries */
  Fallback: ComponentType;
  retries?: number;
  /** first retry delay; doubles on each retry */
  retryDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

/** Marks a module as the fallback, so the caller can try the remote again on the next visit. */
export const FALLBACK_MARK = '__koperasiRemoteFallback';

type LoadRemote = (id: string) => Promise<unknown>;

/**
 * errorLoadRemote hook: a remote whose manifest, entry or chunk fails to load is retried with a growing
 * delay; when it is still down, the route gets a module rendering the error page, so the page is never blank.
 */
export function remoteFallbackPlugin({
  Fallback,
  retries = 2,
  retryDelayMs = 300,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: RemoteFallbackOptions): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'koperasi-remote-fallback',
    async errorLoadRemote(args) {
      // A failed manifest fetch ('afterResolve') is left to fail; it surfaces again as 'onLoad' below.
      if (args.lifecycle !== 'onLoad') return undefined;
      const attempt = attempts.get(args.id) ?? 0;
      if (attempt < retries) {
        attempts.set(args.id, attempt + 1);
        try {
          await sleep(retryDelayMs * 2 ** attempt);
          // A nested failure comes back through this hook with the next attempt number.
          return await (args.origin.loadRemote as LoadRemote)(args.id);
        } finally {
          if (attempt === 0) attempts.delete(args.id);
        }
      }
      reportShellError(`Remote module ${args.id} is unavailable`, args.error);
      return { __esModule: true, default: Fallback, [FALLBACK_MARK]: true };
    },
  };
}
