import type { RouteDefinition } from '@koperasi/shared-ui/standalone';
import { authRoutes } from '../../../auth/route-list';
import { backofficeRoutes } from '../../../backoffice/route-list';
import { storefrontRoutes } from '../../../storefront/route-list';

/**
 * Each remote's route list. Pure data: importing them bundles no remote code (buyers never download the back
 * office); each route's module is loaded at run time with loadRemote (RemoteRoute). No React here: the
 * entry reads it to preload the current route's remote before the app's code has arrived.
 */
export const REMOTE_ROUTES = {
  storefront: storefrontRoutes,
  backoffice: backofficeRoutes,
  auth: authRoutes,
} satisfies Record<string, readonly RouteDefinition[]>;
