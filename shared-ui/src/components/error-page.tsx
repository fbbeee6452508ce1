import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../page-title/page-title';

export interface ErrorPageProps {
  /** e.g. "404 Not Found" for a route response error; the generic title otherwise */
  title?: string;
  message?: string;
}

export const GENERIC_ERROR_TITLE = 'Terjadi Kesalahan';
export const GENERIC_ERROR_MESSAGE = 'Terjadi kesalahan yang tidak terduga. Silakan coba lagi nanti.';

/** The error page: a title, a message and a link back home. */
export function ErrorPage({ title = GENERIC_ERROR_TITLE, message = GENERIC_ERROR_MESSAGE }: ErrorPageProps) {
  usePageTitle(title);
  return (
    <Box role="alert" sx={{ py: 8, px: 2, textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {message}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Kembali ke Beranda
      </Button>
    </Box>
  );
}
