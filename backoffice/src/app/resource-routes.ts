import type { Role } from '@koperasi/shared-services';
import {
  backofficeRoutes,
  type BackofficeModule,
  type BackofficeRouteDefinition,
  type ResourceName,
  type ResourceView,
} from '../../route-list';

/** A resource's route fields, taken from the back office's route list. */
export interface ResourceRoutes {
  /** who may open its list view: its menu entry */
  roles: readonly Role[];
  /** route of each view ('edit' with :id) */
  routes: Partial<Record<ResourceView, string>>;
  /** the exposed route module of each view */
  modules: Partial<Record<ResourceView, BackofficeModule>>;
}

/** The route list's entry for one view of a resource. */
export function routeOf(resource: ResourceName, view: ResourceView): BackofficeRouteDefinition | undefined {
  return backofficeRoutes.find((route) => route.resource === resource && route.view === view);
}

/** The routes, modules and menu roles of a resource, from its views in the route list. */
export function routesOf(resource: ResourceName): ResourceRoutes {
  const views = backofficeRoutes.filter((route) => route.resource === resource);
  const list = routeOf(resource, 'list');
  if (!list) throw new Error(`The route list has no list view of the resource ${resource}`);
  return {
    roles: list.roles,
    routes: Object.fromEntries(views.map((route) => [route.view, route.path])),
    modules: Object.fromEntries(views.map((route) => [route.view, route.module])),
  };
}
