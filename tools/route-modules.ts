import type { RsbuildPlugin } from '@rsbuild/core';

/** Where the shell's build writes its route table, for its server (tools/serve.mjs). */
export const ROUTE_MODULES_FILE = 'route-modules.json';

/**
 * Writes the shell's route table into its build (`route-modules.json`: each route's path, remote and exposed
 * module, in the order of REMOTE_ROUTES), so that the shell's server can name in the HTML the route's remote
 * entry and the module's chunks (tools/wire.mjs routePreloads), as the entry's preloadCurrentRoute does once it
 * has run. Pure data, in the same deploy as the code that routes by it.
 */
export function pluginRouteModules(
  routes: Record<string, ReadonlyArray<{ path: string; module: string }>>,
): RsbuildPlugin {
  const table = Object.entries(routes).flatMap(([remote, list]) =>
    list.map((route) => ({ path: route.path, remote, module: route.module })),
  );
  return {
    name: 'koperasi:route-modules',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(ROUTE_MODULES_FILE, new sources.RawSource(`${JSON.stringify(table)}\n`));
      });
    },
  };
}
