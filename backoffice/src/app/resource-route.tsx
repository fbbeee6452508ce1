import { useEffect, type ReactNode } from 'react';
import { useParams } from '@koperasi/shared-ui';
import {
  selectAuthLoading,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type api,
} from '@koperasi/shared-services';
import type { ResourceView } from '../../route-list';
import { MfaGate } from '../features/security/mfa-gate';
import { AdminNav } from './admin-nav';
import { RequireRole } from './require-role';
import { routeOf } from './resource-routes';
import type { Resource } from './resources';
import { ThemeDefaultProps } from './theme-default-props';

export interface ResourceRouteProps {
  resource: Resource;
  view: ResourceView;
  /** the view's screen; `id` is the edit route's parameter */
  screen: (id: string) => ReactNode;
  /**
   * The screen's first reads (an RTK Query prefetch of the same query, `api.util.prefetch`), dispatched as
   * the route mounts while the guard still waits for the person's profile and role, so the answer is on its
   * way when the screen asks. Only while the session is being checked or for a person the route admits; RLS
   * decides what a read returns either way.
   */
  prefetch?: (id: string) => ReturnType<typeof api.util.prefetch>;
}

/**
 * One view of a resource as a route: the guard with the roles its entry in the route list names, the
 * back-office menu, then its screen, with MUI's Indonesian texts; an admin's two-step verification
 * (MfaGate) comes first.
 */
export function ResourceRoute({ resource, view, screen, prefetch }: ResourceRouteProps) {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const dispatch = useAppDispatch();
  const route = routeOf(resource.name, view);
  const mayRead = loading || (user !== null && route !== undefined && route.roles.includes(user.role));
  useEffect(() => {
    if (mayRead && prefetch) dispatch(prefetch(id));
  }, [mayRead, prefetch, id, dispatch]);
  if (!route) return null;
  return (
    <ThemeDefaultProps>
      <RequireRole roles={route.roles}>
        <MfaGate>
          {user && <AdminNav user={user} />}
          {screen(id)}
        </MfaGate>
      </RequireRole>
    </ThemeDefaultProps>
  );
}
