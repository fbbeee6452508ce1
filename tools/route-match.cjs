// Which route renders a path, matched as React Router matches the apps' routes. One copy for the shell's entry
// (shell/src/federation/preload-route.ts, in the browser) and its server (shell/server/wire.ts, on Node), so both
// preload the same route's scripts. CommonJS without dependencies: Node, Rsbuild and jest all load it as is.
'use strict';

/**
 * The remotes' route lists as one table, in their order: `{ path, remote, module }` per route.
 * @param {Record<string, ReadonlyArray<{ path: string, module: string }>>} routes
 */
function routeTable(routes) {
  return Object.entries(routes).flatMap(([remote, list]) =>
    list.map((route) => ({ path: route.path, remote, module: route.module })),
  );
}

/**
 * The entry of `table` whose `path` matches `pathname`: segment by segment, case-insensitive, `:name` for any
 * one non-empty segment; of several, the one with fewer parameters (a literal segment wins). Entries without a
 * string `path` are skipped; undefined when none matches or `table` is not an array.
 * @template {{ path: string }} T
 * @param {readonly T[]} table
 * @param {string} pathname
 * @returns {T | undefined}
 */
function matchRoute(table, pathname) {
  if (!Array.isArray(table)) return undefined;
  const parts = pathname.split('/').filter(Boolean);
  let best;
  for (const route of table) {
    if (typeof route?.path !== 'string') continue;
    const segments = route.path.split('/').filter(Boolean);
    if (segments.length !== parts.length) continue;
    let params = 0;
    const matches = segments.every((segment, index) => {
      if (segment.startsWith(':')) {
        params += 1;
        return parts[index] !== '';
      }
      return segment.toLowerCase() === parts[index].toLowerCase();
    });
    if (matches && (!best || params < best.params)) best = { route, params };
  }
  return best?.route;
}

module.exports = { routeTable, matchRoute };
