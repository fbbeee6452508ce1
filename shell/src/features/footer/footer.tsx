import { Box, Grid, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { COPYRIGHT_YEAR } from '@koperasi/shared-services';

/** The footer with the cooperative's contact details (spec: hard-coded; copyright 2024). */
export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 6, bgcolor: '#0b3b37', color: 'rgba(255,255,255,0.85)', px: { xs: 2, md: 4 }, py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h6" component="h2" sx={{ color: '#fff', fontWeight: 700, mb: 1 }}>
            Koperasi Marketplace
          </Typography>
          <Typography variant="body2">
            Pasar daring koperasi multi usaha: hasil perikanan, pertanian, dan produk teknologi ramah lingkungan langsung dari anggota.
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
            Kontak
          </Typography>
          <Stack spacing={0.5}>
            <Typography variant="body2">Jl. Koperasi No. 123, Jakarta</Typography>
            <Typography variant="body2">Telp: (021) 1234-5678</Typography>
            <Typography variant="body2">Email: info@koperasi.id</Typography>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
            Tautan
          </Typography>
          <Stack spacing={0.5}>
            <Link component={RouterLink} to="/about" color="inherit" underline="hover">
              Tentang Kami
            </Link>
            <Link component={RouterLink} to="/contact" color="inherit" underline="hover">
              Hubungi Kami
            </Link>
            <Link component={RouterLink} to="/products" color="inherit" underline="hover">
              Semua Produk
            </Link>
          </Stack>
        </Grid>
      </Grid>
      <Typography variant="caption" component="p" sx={{ mt: 3, textAlign: 'center', opacity: 0.7 }}>
        © {COPYRIGHT_YEAR} Koperasi Marketplace. Hak cipta dilindungi.
      </Typography>
    </Box>
  );
}
