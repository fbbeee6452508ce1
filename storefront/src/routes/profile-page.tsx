import { useState } from 'react';
import {
  Navigate,
  useNavigate,
  useSearchParams,
  PageLoader,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Typography,
  usePageTitle,
} from '@koperasi/shared-ui';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { Chip, Tab, Tabs, useMediaQuery, useTheme } from '@mui/material';
import Logout from '@mui/icons-material/Logout';
import PersonOutline from '@mui/icons-material/PersonOutline';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import {
  roleLabel,
  selectAuthLoading,
  selectUser,
  signOut,
  useAppSelector,
  paths,
} from '@koperasi/shared-services';
import { ProfileForm } from '../features/profile/profile-form';
import { PasswordForm } from '../features/profile/password-form';
import { EmailForm } from '../features/profile/email-form';
import { WishlistTab } from '../features/profile/wishlist-tab';
import { OrdersTab } from '../features/orders/orders-tab';
import { MyShuTab } from '../features/shu/my-shu-tab';

const TABS = [
  { value: 'profil', label: 'Profil Saya', icon: <PersonOutline /> },
  { value: 'pesanan', label: 'Pesanan', icon: <ReceiptLongOutlined /> },
  { value: 'shu', label: 'SHU Saya', icon: <SavingsOutlined /> },
  { value: 'wishlist', label: 'Wishlist', icon: <FavoriteBorder /> },
  { value: 'pengaturan', label: 'Pengaturan', icon: <SettingsOutlined /> },
] as const;
type TabValue = (typeof TABS)[number]['value'];

/** /profile: side tabs Profil Saya, Pesanan, SHU Saya, Wishlist, Pengaturan and 'Keluar'. Visitors are sent to sign in. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [signingOut, setSigningOut] = useState(false);
  usePageTitle(TABS.find((t) => t.value === params.get('tab'))?.label ?? TABS[0].label);

  if (loading) return <PageLoader />;
  // after 'Keluar' the session ends first: then home, not the sign-in page
  if (!user)
    return signingOut ? (
      <Navigate to="/" replace />
    ) : (
      <Navigate to={paths.login()} replace state={{ from: paths.profile() }} />
    );

  const requested = params.get('tab');
  const tab: TabValue = TABS.some((t) => t.value === requested) ? (requested as TabValue) : 'profil';
  const current = TABS.find((t) => t.value === tab)!;

  async function logout() {
    setSigningOut(true);
    try {
      await signOut();
      void navigate('/');
    } catch {
      setSigningOut(false);
    }
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Grid container spacing={{ xs: 2, md: 3 }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <Card>
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center', pb: '12px !important' }}>
              <UserAvatar name={user.displayName} photoURL={user.photoURL} size={48} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700 }} noWrap>
                  {user.displayName}
                </Typography>
                <Chip size="small" label={roleLabel(user.role)} color="primary" variant="outlined" />
              </Box>
            </CardContent>
            <Divider />
            <Tabs
              orientation={wide ? 'vertical' : 'horizontal'}
              variant={wide ? 'standard' : 'fullWidth'}
              value={tab}
              onChange={(_, value: TabValue) =>
                setParams(value === 'profil' ? {} : { tab: value }, { replace: true })
              }
              aria-label="Menu profil"
              sx={{
                '& .MuiTab-root': wide
                  ? { justifyContent: 'flex-start', minHeight: 48 }
                  : // five tabs on a phone: each as wide as its longest word, the rest shared
                    {
                      minWidth: 'min-content',
                      flexBasis: 'auto',
                      minHeight: 64,
                      px: 0.5,
                      fontSize: '0.75rem',
                      lineHeight: 1.2,
                    },
              }}
            >
              {TABS.map((t) => (
                <Tab
                  key={t.value}
                  value={t.value}
                  label={t.label}
                  icon={t.icon}
                  iconPosition={wide ? 'start' : 'top'}
                  id={`tab-${t.value}`}
                  aria-controls="profile-panel"
                />
              ))}
            </Tabs>
            <Divider />
            <Box sx={{ p: 1 }}>
              <Button
                fullWidth
                color="error"
                startIcon={<Logout />}
                onClick={() => void logout()}
                disabled={signingOut}
                sx={{ justifyContent: 'flex-start', minHeight: 44 }}
              >
                Keluar
              </Button>
            </Box>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 9 }}>
          <Card>
            <CardContent
              role="tabpanel"
              id="profile-panel"
              aria-labelledby={`tab-${tab}`}
              sx={{ p: { xs: 2, md: 3 } }}
            >
              <Stack spacing={0.5} sx={{ mb: 2 }}>
                <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
                  {current.label}
                </Typography>
              </Stack>
              {tab === 'profil' && <ProfileForm user={user} />}
              {tab === 'pesanan' && <OrdersTab />}
              {tab === 'shu' && <MyShuTab />}
              {tab === 'wishlist' && <WishlistTab />}
              {tab === 'pengaturan' && (
                <Stack spacing={3} divider={<Divider flexItem />}>
                  <EmailForm currentEmail={user.email} />
                  <PasswordForm email={user.email} />
                </Stack>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
