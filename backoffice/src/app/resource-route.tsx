import type { ReactNode } from 'react';
import { useParams } from '@koperasi/shared-ui';
import { selectUser, useAppSelector } from '@koperasi/shared-services';
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
}

/**
 * One view of a resource as a route: the guard with the roles its entry in the route list names, the
 * back-office menu, then its screen, with MUI's Indonesian texts; an admin's two-step verification
 * (MfaGate) comes first.
 */
export function ResourceRoute({ resource, view, screen }: ResourceRouteProps) {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const route = routeOf(resource.name, view);
  if (!route) return null;
  return (
    <ThemeDefaultProps>
      <RequireRole roles={route.roles}>
        <MfaGate>
          {user && <AdminNav role={user.role} />}
          {screen(id)}
        </MfaGate>
      </RequireRole>
    </ThemeDefaultProps>
  );
}
