import { useParams } from '@koperasi/shared-ui';
import { selectUser, useAppSelector } from '@koperasi/shared-services';
import { AdminNav } from './admin-nav';
import { RequireRole } from './require-role';
import type { Resource, ResourceView } from './resources';

export interface ResourceRouteProps {
  resource: Resource;
  view: ResourceView;
}

/** One view of a resource as a route: its permission (guard), the back-office menu, then its screen. */
export function ResourceRoute({ resource, view }: ResourceRouteProps) {
  const { id = '' } = useParams();
  const user = useAppSelector(selectUser);
  const render = resource.render[view];
  return (
    <RequireRole roles={resource.roles}>
      {user && <AdminNav role={user.role} />}
      {render?.(resource, id)}
    </RequireRole>
  );
}
