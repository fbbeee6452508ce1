import { matchRoutes } from 'react-router-dom';
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { AUTH_ROUTES, MAIN_ROUTES } from '../app/routes';

const TABLE = Object.entries({ ...MAIN_ROUTES, ...AUTH_ROUTES }).map(([path, id]) => ({ path, id }));

/** The remote and exposed module that render a path ("/products/12" -> storefront, ProductDetailPage). */
export function routeModuleFor(pathname: string): { remote: string; expose: string } | null {
  const match = matchRoutes(TABLE, pathname)?.at(-1);
  if (!match) return null;
  const [remote = '', ...rest] = match.route.id.split('/');
  return { remote, expose: rest.join('/') };
}

/**
 * Starts downloading the current route's remote entry and the exposed module's own chunks as soon as the
 * remotes are registered, in parallel with React's first render (RemoteRoute's loadRemote then finds them
 * loaded). Only that one remote: a buyer's page never fetches the back office, /admin only the back office.
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
