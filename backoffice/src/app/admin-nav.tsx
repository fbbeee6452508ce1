import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation, Box, Button } from '@koperasi/shared-ui';
import type { User } from '@koperasi/shared-services';
import { useOwnProductCountQuery } from '../api/own-products-api';
import { RESOURCE_LIST, type Resource } from './resources';
import { paths } from '@koperasi/shared-services';

/** True when the path is this resource's list or one of its views. */
function isWithin(resource: Resource, pathname: string): boolean {
  const list = resource.routes.list ?? '';
  return pathname === list || (list !== paths.dashboard() && pathname.startsWith(`${list}/`));
}

/** A seller's own screen (products, shipments, reviews, balance) that an admin may open too. */
const isSellingResource = (resource: Resource) =>
  resource.roles.includes('seller') && resource.roles.includes('admin');

/**
 * The back-office menu: the resources the user's role may open (none shown when only one). An admin sees the
 * seller's own entries only when they sell something (or stand on one of them). From a tablet's width up every
 * entry shows whole, on as many rows as it takes; on a phone the row scrolls sideways with the current entry
 * brought into view.
 */
export function AdminNav({ user }: { user: Pick<User, 'id' | 'role'> }) {
  const { role } = user;
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  const { data: ownProducts = 0 } = useOwnProductCountQuery(user.id, { skip: role !== 'admin' });
  const entries = RESOURCE_LIST.filter(
    (resource) =>
      resource.roles.includes(role) &&
      resource.routes.list &&
      (role !== 'admin' || !isSellingResource(resource) || ownProducts > 0 || isWithin(resource, pathname)),
  );

  useEffect(() => {
    const nav = navRef.current;
    const current = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !current || nav.scrollWidth <= nav.clientWidth) return;
    // sideways only: the page itself does not move
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);

  if (entries.length < 2) return null;
  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label="Menu back office"
      sx={{
        // the entries' offsets are measured from the menu itself
        position: 'relative',
        display: 'flex',
        flexWrap: { xs: 'nowrap', sm: 'wrap' },
        gap: 0.5,
        px: { xs: 1, md: 2 },
        py: 1,
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollbarWidth: 'thin',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {entries.map((resource) => {
        const current = isWithin(resource, pathname);
        const Icon = resource.icon;
        const Badge = resource.badge;
        return (
          <Button
            key={resource.name}
            component={RouterLink}
            to={resource.routes.list!}
            startIcon={<Icon />}
            aria-current={current ? 'page' : undefined}
            color={current ? 'primary' : 'inherit'}
            variant={current ? 'contained' : 'text'}
            size="small"
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {resource.label}
            {Badge && <Badge />}
          </Button>
        );
      })}
    </Box>
  );
}
