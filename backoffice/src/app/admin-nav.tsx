import { Link as RouterLink, useLocation, Box, Button } from '@koperasi/shared-ui';
import type { Role } from '@koperasi/shared-services';
import { RESOURCE_LIST, type Resource } from './resources';

/** True when the path is this resource's list or one of its views. */
function isWithin(resource: Resource, pathname: string): boolean {
  const list = resource.routes.list ?? '';
  return pathname === list || (list !== '/admin' && pathname.startsWith(`${list}/`));
}

/** The back-office menu: the resources the user's role may open (none shown when only one). */
export function AdminNav({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const entries = RESOURCE_LIST.filter((resource) => resource.roles.includes(role) && resource.routes.list);
  if (entries.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label="Menu back office"
      sx={{
        display: 'flex',
        gap: 0.5,
        px: { xs: 1, md: 2 },
        py: 1,
        overflowX: 'auto',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {entries.map((resource) => {
        const current = isWithin(resource, pathname);
        const Icon = resource.icon;
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
          </Button>
        );
      })}
    </Box>
  );
}
