import { Alert, Box, Skeleton, Typography, MuiLink as Link } from '@koperasi/shared-ui';
import { useKtpPhotoUrlQuery } from '../api/seller-verification-api';

export interface KtpPhotoProps {
  /** the object in the private bucket */
  path: string;
  /** whose KTP, for the image's text alternative */
  name: string;
  /** the drawn height at most (px) */
  maxHeight?: number;
}

/**
 * A seller's KTP photo through a signed link (the bucket is private: only the seller and admins get one),
 * opened full size in a new tab.
 */
export function KtpPhoto({ path, name, maxHeight = 220 }: KtpPhotoProps) {
  const { data: url, isError } = useKtpPhotoUrlQuery(path);
  if (isError) return <Alert severity="error">Foto KTP tidak dapat dimuat.</Alert>;
  if (!url)
    return (
      <Skeleton
        variant="rounded"
        height={Math.min(160, maxHeight)}
        role="status"
        aria-label="Memuat foto KTP"
      />
    );
  return (
    <Box>
      <Link
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ display: 'inline-block', maxWidth: '100%' }}
      >
        <Box
          component="img"
          src={url}
          alt={`Foto KTP ${name}`}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight,
            objectFit: 'contain',
            bgcolor: 'grey.100',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
          }}
        />
      </Link>
      <Typography variant="caption" color="text.secondary" component="p">
        Klik foto untuk membuka ukuran penuh di tab baru.
      </Typography>
    </Box>
  );
}
