import { Box, Skeleton } from '@mui/material';

/** Shown while a remote's route module loads: the page's rough shape, no layout shift. */
export function PageLoader() {
  return (
    <Box role="status" aria-busy="true" aria-label="Memuat halaman" sx={{ p: { xs: 2, md: 3 } }}>
      <Skeleton variant="rounded" height={48} sx={{ mb: 2, maxWidth: 360 }} />
      <Skeleton variant="rounded" height={220} sx={{ mb: 2 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}
