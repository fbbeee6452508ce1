import { AlertTitle } from '@mui/material';
import type { Order, SiteSettings } from '@koperasi/shared-services';
import { formatRupiah, Alert, Box, Typography } from '@koperasi/shared-ui';

export interface PaymentInstructionsProps {
  order: Pick<Order, 'orderNumber' | 'paymentMethod' | 'status' | 'total'>;
  /** null while loading, 'failed' when the settings could not be read */
  settings: SiteSettings | null | 'failed';
}

/**
 * What the buyer does next: for a bank transfer awaiting payment, the amount and the instructions from the
 * site settings (with the order number as the transfer note); for COD, the cash to have ready.
 */
export function PaymentInstructions({ order, settings }: PaymentInstructionsProps) {
  if (order.status === 'dibatalkan') return null;
  if (order.paymentMethod === 'cod') {
    if (order.status === 'selesai') return null;
    return (
      <Alert severity="info" variant="outlined">
        <AlertTitle>Bayar di Tempat (COD)</AlertTitle>
        Siapkan uang tunai sebesar <strong>{formatRupiah(order.total)}</strong> untuk dibayarkan kepada kurir
        saat pesanan tiba.
      </Alert>
    );
  }
  if (order.status !== 'menunggu_pembayaran') {
    return (
      <Alert severity="success" variant="outlined">
        Pembayaran transfer bank untuk pesanan ini sudah diterima.
      </Alert>
    );
  }
  const instructions = settings && settings !== 'failed' ? settings.bankTransferInstructions.trim() : '';
  const contact =
    settings && settings !== 'failed' ? [settings.phone, settings.email].filter(Boolean).join(' atau ') : '';
  return (
    <Box
      component="section"
      aria-labelledby="payment-title"
      sx={{
        border: 2,
        borderColor: 'secondary.main',
        borderRadius: 2,
        p: { xs: 2, md: 2.5 },
        bgcolor: 'rgba(245, 158, 11, 0.06)',
      }}
    >
      <Typography id="payment-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Instruksi Pembayaran
      </Typography>
      <Typography color="text.secondary">Jumlah yang harus ditransfer</Typography>
      <Typography
        data-testid="transfer-amount"
        sx={{
          fontSize: { xs: '1.6rem', md: '2rem' },
          fontWeight: 800,
          color: 'primary.dark',
          lineHeight: 1.2,
        }}
      >
        {formatRupiah(order.total)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5, mb: 1.5 }}>
        Cantumkan nomor pesanan <strong>{order.orderNumber}</strong> pada berita transfer.
      </Typography>
      {settings === null ? (
        <Typography color="text.secondary">Memuat instruksi pembayaran...</Typography>
      ) : instructions ? (
        <Typography data-testid="transfer-instructions" sx={{ whiteSpace: 'pre-line' }}>
          {instructions}
        </Typography>
      ) : (
        <Alert severity="info">
          Instruksi transfer belum tersedia{contact ? `. Hubungi kami di ${contact}` : ''} untuk mendapatkan
          nomor rekening.
        </Alert>
      )}
    </Box>
  );
}
