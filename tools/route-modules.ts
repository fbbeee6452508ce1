import type { RsbuildPlugin } from '@rsbuild/core';
import { routeTable } from './route-match.cjs';

/** Where the shell's build writes its route table, for its server (shell/server). */
export const ROUTE_MODULES_FILE = 'route-modules.json';

/**
 * Writes the shell's route table into its build (`route-modules.json`: each route's path, remote and exposed
 * module, in the order of REMOTE_ROUTES), so that the shell's server can name in the HTML the route's remote
 * entry and the module's chunks (shell/server/first-screen.ts routeScripts), as the entry's preloadCurrentRoute does once it
 * has run. Pure data, in the same deploy as the code that routes by it.
 */
export function pluginRouteModules(
  routes: Record<string, ReadonlyArray<{ path: string; module: string }>>,
): RsbuildPlugin {
  const table = routeTable(routes);
  return {
    name: 'koperasi:route-modules',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(ROUTE_MODULES_FILE, new sources.RawSource(`${JSON.stringify(table)}\n`));
      });
    },
  };
}
