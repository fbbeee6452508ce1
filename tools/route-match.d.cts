export interface RouteModule {
  path: string;
  remote: string;
  module: string;
}

export function routeTable(
  routes: Record<string, ReadonlyArray<{ path: string; module: string }>>,
): RouteModule[];

export function matchRoute<T extends { path: string }>(table: readonly T[], pathname: string): T | undefined;
