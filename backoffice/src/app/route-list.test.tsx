import path from 'node:path';
import type { ComponentType } from 'react';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { exposes } from '../../exposes';
import { backofficeRoutes } from '../../route-list';
import { ADMIN, signedIn } from '../test-utils/fixtures';
import { RequireRole } from './require-role';
import { RESOURCE_LIST } from './resources';

// Stands in for the guard to see which roles each route hands it; the guard's behaviour has its own tests.
jest.mock('./require-role', () => ({ RequireRole: jest.fn(() => null) }));
const guard = jest.mocked(RequireRole);

/** The route module the shell loads for a module name. */
function routeModule(module: keyof typeof exposes): ComponentType {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(path.join(__dirname, '../..', exposes[module])) as { default: ComponentType }).default;
}

describe('the back-office route list', () => {
  it("gives the resources their routes and modules: each view's path and module is an entry of the list", () => {
    const fromResources = RESOURCE_LIST.flatMap((resource) =>
      (['list', 'create', 'edit'] as const)
        .filter((view) => resource.routes[view] ?? resource.modules[view])
        .map((view) => `${resource.name} ${view} ${resource.routes[view]} ${resource.modules[view]}`),
    );
    const fromList = backofficeRoutes.map((r) => `${r.resource} ${r.view} ${r.path} ${r.module}`);
    expect(fromResources.sort()).toEqual([...fromList].sort());
  });

  it("gives each resource's menu entry the roles of its list view", () => {
    for (const resource of RESOURCE_LIST) {
      const list = backofficeRoutes.find((r) => r.resource === resource.name && r.view === 'list');
      expect(resource.roles).toBe(list?.roles);
    }
  });

  it('limits every route to some roles: /admin to admins, /seller to sellers and admins', () => {
    // the seller's verification is a seller's alone: an admin is no seller to verify
    const sellerOnly = ['/seller/verification'];
    for (const route of backofficeRoutes)
      expect([route.path, route.roles]).toEqual([
        route.path,
        route.path.startsWith('/admin')
          ? ['admin']
          : sellerOnly.includes(route.path)
            ? ['seller']
            : ['seller', 'admin'],
      ]);
  });

  it.each(backofficeRoutes.map((route) => [route.path, route] as const))(
    '%s is guarded with the roles of its entry',
    (_, route) => {
      const Page = routeModule(route.module);
      renderWithProviders(null, {
        preloadedState: signedIn(ADMIN),
        path: route.path.replace(':id', '7'),
        routes: [{ path: route.path, element: <Page /> }],
      });
      expect(guard).toHaveBeenCalled();
      for (const [props] of guard.mock.calls) expect(props.roles).toBe(route.roles);
    },
  );
});
