import fs from 'node:fs';
import path from 'node:path';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { exposes as authExposes } from '../../../auth/exposes';
import { exposes as backofficeExposes } from '../../../backoffice/exposes';
import { exposes as storefrontExposes } from '../../../storefront/exposes';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { RemoteRoute } from '../federation/remote-route';
import { AUTH_ROUTES, MAIN_ROUTES, REMOTE_ROUTES, routes } from './routes';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const EXPOSES: Record<keyof typeof REMOTE_ROUTES, Record<string, string>> = {
  storefront: storefrontExposes,
  backoffice: backofficeExposes,
  auth: authExposes,
};
const REMOTES = Object.keys(REMOTE_ROUTES) as (keyof typeof REMOTE_ROUTES)[];

/** Every route of every list, as the shell should serve it: "layout path remote/Module". */
const listed = REMOTES.flatMap((remote) =>
  REMOTE_ROUTES[remote].map((route) => `${route.layout} ${route.path} ${remote}/${route.module}`),
);

/** The routes of the product specification; a path changes only with the specification. */
const SPEC_PATHS = [
  '/',
  '/about',
  '/contact',
  '/cart',
  '/profile',
  '/products',
  '/products/:id',
  '/checkout',
  '/orders/:id',
  '/artikel',
  '/artikel/:id',
  '/seller/products',
  '/seller/products/add',
  '/seller/products/:id/edit',
  '/seller/orders',
  '/seller/orders/:id',
  '/seller/reviews',
  '/seller/balance',
  '/seller/verification',
  '/admin',
  '/admin/products',
  '/admin/products/add',
  '/admin/products/:id/edit',
  '/admin/orders',
  '/admin/orders/:id',
  '/admin/payments',
  '/admin/sellers',
  '/admin/reviews',
  '/admin/messages',
  '/admin/messages/:id',
  // the mail the marketplace sends, with a failed one sent again (issue 49)
  '/admin/emails',
  '/admin/members',
  '/admin/commission',
  '/admin/balances',
  '/admin/shu',
  '/admin/shu/:id/cetak',
  '/admin/content',
  '/admin/content/add',
  '/admin/content/:id/edit',
  '/admin/categories',
  '/admin/settings',
  '/admin/security',
  '/auth/login',
  '/auth/register',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/callback',
];

const LAYOUTS = new Map<unknown, string>([
  [MainLayout, 'main'],
  [AuthLayout, 'auth'],
]);

/** What the shell's route table renders: "layout path remote/Module" per route of a layout group. */
function served(table: RouteObject[]): string[] {
  return table.flatMap((group) => {
    if (!isValidElement(group.element) || !group.children) return [];
    const layout = LAYOUTS.get(group.element.type) ?? 'unknown layout';
    return group.children.map((route) => {
      const element = route.element;
      const id =
        isValidElement<{ id: string }>(element) && element.type === RemoteRoute ? element.props.id : '';
      return `${layout} ${route.path} ${id}`;
    });
  });
}

describe('route lists', () => {
  it.each(REMOTES)('%s: exposes exactly the route modules of its list', (remote) => {
    const modules = REMOTE_ROUTES[remote].map((route) => route.module);
    expect(new Set(Object.keys(EXPOSES[remote]))).toEqual(new Set(modules));
  });

  it.each(REMOTES)('%s: every exposed module is a file of its src/routes', (remote) => {
    for (const file of Object.values(EXPOSES[remote])) {
      expect(file).toMatch(/^\.\/src\/routes\/[\w-]+\.tsx$/);
      expect(fs.existsSync(path.join(ROOT, remote, file))).toBe(true);
    }
  });

  it('declare each path once', () => {
    const paths = REMOTES.flatMap((remote) => REMOTE_ROUTES[remote].map((route) => route.path));
    expect(paths.filter((p, index) => paths.indexOf(p) !== index)).toEqual([]);
  });

  it("hold the specification's routes, no more", () => {
    const paths = REMOTES.flatMap((remote) => REMOTE_ROUTES[remote].map((route) => route.path));
    expect([...paths].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('put the sign-in pages alone in the auth layout', () => {
    for (const remote of REMOTES)
      for (const route of REMOTE_ROUTES[remote])
        expect([route.path, route.layout]).toEqual([
          route.path,
          route.path.startsWith('/auth/') ? 'auth' : 'main',
        ]);
  });
});

describe('the shell route table', () => {
  it('serves every route of the lists in its layout with its remote module, and nothing else', () => {
    expect(served(routes).sort()).toEqual([...listed].sort());
  });

  it('builds the main and auth tables from the lists', () => {
    const table = (layout: string): Record<string, string> =>
      Object.fromEntries(
        listed
          .map((route): string[] => route.split(' '))
          .filter(([routeLayout]) => routeLayout === layout)
          .map(([, routePath = '', id = '']): [string, string] => [routePath, id]),
      );
    expect(MAIN_ROUTES).toEqual(table('main'));
    expect(AUTH_ROUTES).toEqual(table('auth'));
  });

  it('ends with the fallback for an unknown path (routes.test: it goes to / and says so)', () => {
    expect(routes.map((route) => route.path)).toEqual([undefined, undefined, '*']);
    expect(isValidElement(routes.at(-1)?.element)).toBe(true);
  });
});
