import { Navigate } from 'react-router-dom';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { roleLabel, selectAuthLoading, selectUser, useAppSelector } from '@koperasi/shared-services';
import { PageLoader, UserAvatar } from '@koperasi/shared-ui';

/** The profile (the storefront issue adds the tabs and the real save). A visitor is sent to sign in. */
export default function ProfilePage() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/auth/login" replace />;
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Profil Saya
      </Typography>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <UserAvatar name={user.displayName} photoURL={user.photoURL} size={64} />
            <div>
              <Typography variant="h3">{user.displayName}</Typography>
              <Typography color="text.secondary">{user.email}</Typography>
              <Typography color="text.secondary">
                {roleLabel(user.role)} · {user.phone || 'Nomor telepon belum diisi'}
              </Typography>
            </div>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
