import { useEffect } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { MESSAGES, notify } from '@koperasi/shared-services';
import type { RouteDefinition, RouteLayout } from '@koperasi/shared-ui/standalone';
import { RemoteRoute } from '../federation/remote-route';
import { RemoteBoundary } from '../federation/remote-boundary';
import { MainLayout } from './layout/main-layout';
import { AuthLayout } from './layout/auth-layout';
import { REMOTE_ROUTES } from './remote-routes';

export { REMOTE_ROUTES };

/** The route table of one layout group: path -> the remote route module rendering it ("storefront/HomePage"). */
function routeTable(layout: RouteLayout): Record<string, string> {
  const lists: [string, readonly RouteDefinition[]][] = Object.entries(REMOTE_ROUTES);
  return Object.fromEntries(
    lists.flatMap(([remote, list]) =>
      list
        .filter((route) => route.layout === layout)
        .map((route) => [route.path, `${remote}/${route.module}`]),
    ),
  );
}

export const MAIN_ROUTES = routeTable('main');
export const AUTH_ROUTES = routeTable('auth');

const toChildren = (table: Record<string, string>): RouteObject[] =>
  Object.entries(table).map(([path, id]) => ({ path, element: <RemoteRoute id={id} /> }));

/** An unknown path goes home (the product's rule), saying why on arrival. */
function UnknownPath() {
  useEffect(() => {
    notify.info(MESSAGES.pageNotFound);
  }, []);
  return <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  { element: <MainLayout />, children: toChildren(MAIN_ROUTES) },
  { element: <AuthLayout />, children: toChildren(AUTH_ROUTES) },
  { path: '*', element: <UnknownPath /> },
];

/**
 * The route table, rendered inside the shell's <BrowserRouter>. Declarative routing, not a data router: the
 * app loads no data through route loaders, and the data router costs buyers about 17 KB of gzip JavaScript
 * on every page (bench:web). Each route module has its own error boundary (RemoteRoute), so an error keeps
 * the header and sidebar; this outer one catches an error in a layout itself.
 */
export function AppRoutes() {
  return <RemoteBoundary>{useRoutes(routes)}</RemoteBoundary>;
}
