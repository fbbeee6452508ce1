import { Box, Grid, IconButton, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import Facebook from '@mui/icons-material/Facebook';
import Instagram from '@mui/icons-material/Instagram';
import { COPYRIGHT_YEAR, DEFAULT_SITE_NAME, useSiteSettingsQuery, paths } from '@koperasi/shared-services';

const FOOTER_SX = { mt: 6, bgcolor: '#0b3b37', color: 'rgba(255,255,255,0.85)', px: { xs: 2, md: 4 }, py: 4 };

/** The footer's band without its content, about its height: what the page shows before the footer is drawn. */
export function FooterFrame() {
  return <Box component="footer" sx={{ ...FOOTER_SX, minHeight: { xs: 576, sm: 402, md: 296, lg: 256 } }} />;
}

/** The footer: the cooperative's name, description and contact details from the site settings; © 2024. */
export function Footer() {
  // a failed read shows the links and the copyright without the contact details
  const { data: loaded, isLoading } = useSiteSettingsQuery();
  const siteName = loaded?.siteName ?? DEFAULT_SITE_NAME;

  return (
    <Box component="footer" sx={FOOTER_SX}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Typography variant="h6" component="h2" sx={{ color: '#fff', fontWeight: 700, mb: 1 }}>
            {siteName}
          </Typography>
          {isLoading ? (
            <Skeleton sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
          ) : (
            loaded?.description && <Typography variant="body2">{loaded.description}</Typography>
          )}
          {(loaded?.facebook || loaded?.instagram) && (
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, ml: -1 }}>
              {loaded.facebook && (
                <IconButton
                  component="a"
                  href={loaded.facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Facebook"
                  sx={{ color: 'inherit' }}
                >
                  <Facebook />
                </IconButton>
              )}
              {loaded.instagram && (
                <IconButton
                  component="a"
                  href={loaded.instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Instagram"
                  sx={{ color: 'inherit' }}
                >
                  <Instagram />
                </IconButton>
              )}
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
            Kontak
          </Typography>
          {isLoading ? (
            <Stack spacing={0.5} aria-busy="true">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} sx={{ bgcolor: 'rgba(255,255,255,0.15)' }} />
              ))}
            </Stack>
          ) : (
            <Stack spacing={0.5} data-testid="footer-contact">
              {loaded?.address && <Typography variant="body2">{loaded.address}</Typography>}
              {loaded?.phone && <Typography variant="body2">Telp: {loaded.phone}</Typography>}
              {loaded?.email && (
                <Typography variant="body2">
                  Email:{' '}
                  <Link href={`mailto:${loaded.email}`} color="inherit" sx={{ overflowWrap: 'anywhere' }}>
                    {loaded.email}
                  </Link>
                </Typography>
              )}
              <Link
                component={RouterLink}
                to={paths.contact()}
                color="inherit"
                underline="hover"
                variant="body2"
              >
                Hubungi kami
              </Link>
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Typography variant="subtitle2" component="h2" sx={{ color: '#fff', mb: 1 }}>
            Tautan
          </Typography>
          <Stack spacing={0.5}>
            <Link component={RouterLink} to={paths.about()} color="inherit" underline="hover">
              Tentang Kami
            </Link>
            <Link component={RouterLink} to={paths.contact()} color="inherit" underline="hover">
              Hubungi Kami
            </Link>
            <Link component={RouterLink} to={paths.products()} color="inherit" underline="hover">
              Semua Produk
            </Link>
          </Stack>
        </Grid>
      </Grid>
      <Typography variant="caption" component="p" sx={{ mt: 3, textAlign: 'center', opacity: 0.7 }}>
        © {COPYRIGHT_YEAR} {siteName}. Hak cipta dilindungi.
      </Typography>
    </Box>
  );
}
