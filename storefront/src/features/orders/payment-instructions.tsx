import type { SiteSettings } from '@koperasi/shared-services';
import { Alert, Typography } from '@koperasi/shared-ui';

export interface PaymentInstructionsProps {
  /** null while loading, 'failed' when the settings could not be read */
  settings: SiteSettings | null | 'failed';
}

/** Where to transfer: the cooperative's bank account as the site settings word it, or whom to ask for it. */
export function PaymentInstructions({ settings }: PaymentInstructionsProps) {
  if (settings === null) {
    return <Typography color="text.secondary">Memuat instruksi pembayaran...</Typography>;
  }
  const instructions = settings !== 'failed' ? settings.bankTransferInstructions.trim() : '';
  const contact =
    settings !== 'failed' ? [settings.phone, settings.email].filter(Boolean).join(' atau ') : '';
  if (!instructions) {
    return (
      <Alert severity="info">
        Instruksi transfer belum tersedia{contact ? `. Hubungi kami di ${contact}` : ''} untuk mendapatkan
        nomor rekening.
      </Alert>
    );
  }
  return (
    <Typography data-testid="transfer-instructions" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {instructions}
    </Typography>
  );
}
