import { Link as RouterLink } from 'react-router-dom';
import { AppBar, Badge, Box, Button, IconButton, Skeleton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Spa from '@mui/icons-material/Spa';
import {
  selectAuthLoading,
  selectCartLineCount,
  selectUser,
  useAppSelector,
  paths,
} from '@koperasi/shared-services';
import { HEADER_HEIGHT, loadableComponent } from '@koperasi/shared-ui';
import { SearchBox } from './search-box';

// Only a signed-in user has the menu: a visitor's pages do not carry its code (MUI's Menu, Popover and
// Avatar, about 6 KB of gzip JavaScript).
const UserMenu = loadableComponent(() => import('./user-menu').then((module) => module.UserMenu));

export interface HeaderProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The fixed top header of the shared layout. */
export function Header({ sidebarOpen, onToggleSidebar }: HeaderProps) {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const cartLines = useAppSelector(selectCartLineCount);

  return (
    <AppBar
      position="fixed"
      elevation={0}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, height: HEADER_HEIGHT }}
    >
      {/* narrower spacing on phones; a visitor's search opens from an icon there, to leave room for Masuk and
          Daftar (the HTML frame in tools/index.html draws the same) */}
      <Toolbar sx={{ gap: { xs: 0.5, sm: 2 }, px: { xs: 1, sm: 3 }, minHeight: HEADER_HEIGHT }}>
        <IconButton
          color="inherit"
          edge="start"
          sx={{ ml: { xs: -0.5, sm: -1.5 } }}
          onClick={onToggleSidebar}
          aria-label={sidebarOpen ? 'Tutup menu kategori' : 'Buka menu kategori'}
          aria-controls="category-sidebar"
          aria-expanded={sidebarOpen}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={RouterLink}
          to="/"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            flexShrink: 0,
          }}
          aria-label="Koperasi Marketplace, beranda"
        >
          <Spa />
          <Typography
            variant="h6"
            component="span"
            sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' } }}
          >
            Koperasi Marketplace
          </Typography>
        </Box>
        <SearchBox collapsible={!user && !loading} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1 }, ml: 'auto' }}>
          <IconButton
            component={RouterLink}
            to={paths.cart()}
            color="inherit"
            aria-label={`Keranjang, ${cartLines} produk`}
          >
            <Badge badgeContent={cartLines} color="secondary" data-testid="cart-badge">
              <ShoppingCartOutlined />
            </Badge>
          </IconButton>
          {loading ? (
            <AvatarSkeleton />
          ) : user ? (
            <UserMenu user={user} fallback={<AvatarSkeleton />} />
          ) : (
            <>
              <Button
                component={RouterLink}
                to={paths.login()}
                color="inherit"
                sx={{ minWidth: 0, px: { xs: 0.75, sm: 1 } }}
              >
                Masuk
              </Button>
              <Button
                component={RouterLink}
                to={paths.register()}
                variant="contained"
                color="secondary"
                sx={{ minWidth: 0, px: { xs: 1.25, sm: 2 } }}
              >
                Daftar
              </Button>
            </>
          )}
        </Box>
      </Toolbar>
    </AppBar>
  );
}

function AvatarSkeleton() {
  return <Skeleton variant="circular" width={36} height={36} sx={{ bgcolor: 'rgba(255,255,255,0.25)' }} />;
}
