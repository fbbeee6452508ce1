import { Alert, Box, Button, Skeleton, Typography, MuiLink as Link } from '@koperasi/shared-ui';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { usePaymentProofUrlQuery } from '../api/orders-api';

export interface PaymentProofProps {
  /** the object in the proofs bucket */
  path: string;
  /** the order number, for the image's text alternative and the link's name */
  orderNumber: string;
  /** the image inline (the verification queue), or only a link to it (the order's payment panel) */
  inline?: boolean;
}

/** True for a proof uploaded as a PDF (the bucket takes images and PDFs). */
export function isPdfProof(path: string): boolean {
  return /\.pdf$/i.test(path);
}

/**
 * A buyer's proof of transfer through a signed link (the bucket is private): an image shown inline and
 * opened full size in a new tab, a PDF as a link.
 */
export function PaymentProof({ path, orderNumber, inline = false }: PaymentProofProps) {
  const { data: url, isError } = usePaymentProofUrlQuery(path);
  const pdf = isPdfProof(path);
  const name = `Bukti transfer pesanan ${orderNumber}`;

  if (isError) return <Alert severity="error">Bukti transfer tidak dapat dimuat.</Alert>;
  if (!url)
    return inline && !pdf ? (
      <Skeleton variant="rounded" height={240} role="status" aria-label="Memuat bukti transfer" />
    ) : (
      <Skeleton width={180} role="status" aria-label="Memuat bukti transfer" />
    );

  if (inline && !pdf) {
    return (
      <Box>
        <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
          <Box
            component="img"
            src={url}
            alt={name}
            sx={{
              display: 'block',
              width: '100%',
              maxHeight: 420,
              objectFit: 'contain',
              bgcolor: 'grey.100',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        </Link>
        <Typography variant="caption" color="text.secondary">
          Klik gambar untuk membuka ukuran penuh di tab baru.
        </Typography>
      </Box>
    );
  }
  return (
    <Button
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      startIcon={pdf ? <PictureAsPdfOutlined /> : undefined}
      endIcon={<OpenInNewRounded />}
      aria-label={`${name} (${pdf ? 'PDF, ' : ''}buka di tab baru)`}
      sx={{ alignSelf: 'flex-start' }}
    >
      {pdf ? 'Buka Bukti Transfer (PDF)' : 'Lihat Bukti Transfer'}
    </Button>
  );
}
