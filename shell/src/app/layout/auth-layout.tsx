import { Outlet, Link as RouterLink } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import Spa from '@mui/icons-material/Spa';

/** The auth route group: a centred card on a quiet background, with the way home. */
export function AuthLayout() {
  return (
    <Box
      component="main"
      id="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: 4,
        background: 'linear-gradient(160deg, #ecfdf5 0%, #f6f8f7 60%)',
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          color: 'primary.dark',
          textDecoration: 'none',
          mb: 3,
        }}
      >
        <Spa />
        <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
          Koperasi Marketplace
        </Typography>
      </Box>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
