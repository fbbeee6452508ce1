import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Chip, Divider, IconButton, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import PersonOutline from '@mui/icons-material/PersonOutline';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Logout from '@mui/icons-material/Logout';
import StarRounded from '@mui/icons-material/StarRounded';
import { roleLabel, signOut, type User, paths } from '@koperasi/shared-services';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { MemberBadge } from './member-badge';

/** Badge colours that stand out on the primary-coloured header. */
const ROLE_BADGE_SX = {
  Admin: { bgcolor: 'error.main', color: 'common.white' },
  Penjual: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  Pembeli: { bgcolor: 'common.white', color: 'primary.dark' },
} as const;

/** The menu's links: everyone's profile, then the seller's and the admin's screens. */
const MENU_LINKS: { to: string; text: string; Icon: typeof PersonOutline; roles?: User['role'][] }[] = [
  { to: paths.profile(), text: 'Profil Saya', Icon: PersonOutline },
  { to: paths.sellerProducts(), text: 'Produk Saya', Icon: StorefrontOutlined, roles: ['seller'] },
  { to: paths.sellerOrderList(), text: 'Pesanan Masuk', Icon: ReceiptLongOutlined, roles: ['seller'] },
  { to: paths.sellerReviews(), text: 'Ulasan Pembeli', Icon: RateReviewOutlined, roles: ['seller'] },
  { to: paths.sellerBalance(), text: 'Saldo Saya', Icon: AccountBalanceWalletOutlined, roles: ['seller'] },
  { to: paths.sellerVerification(), text: 'Verifikasi Toko', Icon: VerifiedUserOutlined, roles: ['seller'] },
  { to: paths.productList(), text: 'Kelola Produk', Icon: Inventory2Outlined, roles: ['admin'] },
  { to: paths.contentList(), text: 'Kelola Konten', Icon: ArticleOutlined, roles: ['admin'] },
  { to: paths.orderList(), text: 'Kelola Pesanan', Icon: ReceiptLongOutlined, roles: ['admin'] },
];

/** The signed-in user's menu in the shared layout's header. */
export function UserMenu({ user }: { user: User }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  function signOutAndLeave() {
    close();
    // the service shows 'Logout berhasil' / 'Gagal logout'; a signed-out person has no business on /profile or /admin
    signOut().then(
      () => navigate('/'),
      () => undefined,
    );
  }
  const label = roleLabel(user.role);

  const links = MENU_LINKS.filter((link) => !link.roles || link.roles.includes(user.role));

  return (
    <>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, alignItems: 'center', gap: 1, mr: 1 }}>
        <Chip
          size="small"
          icon={<StarRounded />}
          label={user.reputation}
          aria-label={`Reputasi ${user.reputation}`}
          sx={{
            // the header's darker green, not a white veil over it: white text keeps 4.5:1 (it fell to 4.06)
            bgcolor: 'primary.dark',
            color: 'inherit',
            '& .MuiChip-icon': { color: '#fbbf24' },
          }}
        />
        <Chip
          size="small"
          label={label}
          data-testid="role-badge"
          sx={{ fontWeight: 600, ...ROLE_BADGE_SX[label] }}
        />
      </Box>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Menu pengguna ${user.displayName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'user-menu' : undefined}
        sx={{ p: 0.5 }}
      >
        {/* a light ring keeps an initials avatar in the header's own colour visible */}
        <UserAvatar
          name={user.displayName}
          photoURL={user.photoURL}
          sx={{ border: '2px solid rgba(255,255,255,0.9)' }}
        />
      </IconButton>
      <Menu
        id="user-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar name={user.displayName} photoURL={user.photoURL} size={44} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>
              {user.displayName}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {label} · Reputasi {user.reputation}
            </Typography>
            <MemberBadge profileId={user.id} />
          </Box>
        </Box>
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            <ListItemIcon>
              <link.Icon fontSize="small" />
            </ListItemIcon>
            {link.text}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={signOutAndLeave}>
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Keluar
        </MenuItem>
      </Menu>
    </>
  );
}
