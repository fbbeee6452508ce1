import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { Typography, MuiLink as Link } from '@koperasi/shared-ui';
import { usePaymentProofUrlQuery } from './orders-api';

/** A link signed for an hour: signed again well before it runs out while the page stays open. */
const RESIGN_MS = 30 * 60 * 1000;

/** 'Lihat Bukti Transfer': the buyer's uploaded proof, opened in a new tab through a signed link. */
export function PaymentProofLink({ path }: { path: string }) {
  const { data: url, isError } = usePaymentProofUrlQuery(path, { pollingInterval: RESIGN_MS });
  if (isError) {
    return (
      <Typography variant="body2" color="text.secondary">
        Bukti transfer tidak dapat ditampilkan saat ini.
      </Typography>
    );
  }
  if (!url) {
    return (
      <Typography variant="body2" color="text.secondary">
        Memuat tautan bukti transfer...
      </Typography>
    );
  }
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
    >
      Lihat Bukti Transfer
      <OpenInNewOutlined fontSize="inherit" titleAccess="(membuka tab baru)" />
    </Link>
  );
}
