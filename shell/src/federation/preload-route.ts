import { preloadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoute, routeTable } from '../../../tools/route-match.cjs';
import { REMOTE_ROUTES } from '../app/remote-routes';
import { remoteIntegrityPlugin } from './remote-integrity-plugin';
import { markRemoteVersions } from './remote-versions';

const TABLE = routeTable(REMOTE_ROUTES);

/**
 * The remote and exposed module that render a path ("/products/12" -> storefront, ProductPage), matched as
 * React Router matches these paths (tools/route-match.cjs, which the shell's server matches with too).
 */
export function routeModuleFor(pathname: string): { remote: string; expose: string } | null {
  const route = matchRoute(TABLE, pathname);
  return route ? { remote: route.remote, expose: route.module } : null;
}

/**
 * Starts downloading the current route's remote entry and the exposed module's own chunks, in parallel with
 * the shell's own code (RemoteRoute's loadRemote then finds them loaded). Only that one remote: a buyer's
 * page never fetches the back office, /admin only the back office.
 */
export function preloadCurrentRoute(pathname: string = window.location.pathname): void {
  const target = routeModuleFor(pathname);
  if (!target) return;
  preloadRemote([
    {
      nameOrAlias: target.remote,
      exposes: [target.expose],
      resourceCategory: 'sync',
      depsRemote: false,
      share: false,
    },
  ]).catch(() => {
    // a failed preload is only a missed head start: loadRemote reports the error on the page
  });
}

/**
 * Registers the environment's remotes (`remotes` of the runtime configuration: name -> manifest URL) and
 * preloads the current route's. Called by the entry as soon as the configuration is known, before the
 * shell's own code has loaded; the bootstrap checks the rest of the configuration. The digests the
 * configuration pins (`integrity`) are checked from the first manifest fetched on: the plugin that checks
 * them is registered before the remotes.
 */
export function registerAndPreloadRemotes(config: unknown): void {
  const remotes = (config as { remotes?: unknown } | null)?.remotes;
  if (!remotes || typeof remotes !== 'object') return;
  const entries = Object.entries(remotes).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  markRemoteVersions(config);
  registerPlugins([remoteIntegrityPlugin(config)]);
  registerRemotes(entries.map(([name, entry]) => ({ name, entry })));
  preloadCurrentRoute();
}
