import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, PageLoader } from '@koperasi/shared-ui';
import {
  MESSAGES,
  notify,
  selectAuthLoading,
  selectUser,
  useAppSelector,
  type Role,
  paths,
} from '@koperasi/shared-services';

export interface RequireRoleProps {
  /** who may open the route (its entry in the route list); undefined: everyone, visitors included */
  roles: readonly Role[] | undefined;
  children: ReactNode;
}

/**
 * The person's side of a resource's permission (the database's RLS is the real enforcement): a visitor is
 * sent to sign in, a signed-in user without the role goes home with a message.
 */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const location = useLocation();
  const denied = roles !== undefined && !loading && user !== null && !roles.includes(user.role);

  useEffect(() => {
    if (denied) notify.error(MESSAGES.accessDenied);
  }, [denied]);

  if (!roles) return <>{children}</>;
  if (loading) return <PageLoader />;
  if (!user)
    return <Navigate to={paths.login()} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (denied) return <Navigate to="/" replace />;
  return <>{children}</>;
}
