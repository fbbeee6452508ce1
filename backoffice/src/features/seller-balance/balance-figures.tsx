import { Box, Card, Typography, formatIdr } from '@koperasi/shared-ui';
import type { SellerBalanceSummary } from '@koperasi/shared-services';

export interface BalanceFiguresProps {
  summary: SellerBalanceSummary;
}

/** The seller's figures, a list of cards: the label, the amount, a line on what it means. */
export function BalanceFigures({ summary }: BalanceFiguresProps) {
  const figures = [
    { label: 'Saldo', value: summary.balance, hint: 'Siap dicairkan' },
    // seller_pending_amount: paid shipments still 'diproses' (to send) or 'dikirim' (on the way)
    {
      label: 'Menunggu',
      value: summary.pending,
      hint: 'Pesanan dibayar yang belum diterima pembeli: belum dikirim atau dalam pengiriman',
    },
    { label: 'Sudah Dicairkan', value: summary.paidTotal, hint: 'Total pencairan ke rekening Anda' },
    { label: 'Total Pendapatan', value: summary.creditedTotal, hint: 'Penjualan diterima, setelah komisi' },
    { label: 'Total Komisi', value: summary.commissionTotal, hint: 'Komisi koperasi dari penjualan' },
  ];
  return (
    <Box
      component="ul"
      aria-label="Ringkasan saldo"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 3,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {figures.map((figure) => (
        <Card component="li" key={figure.label} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="balance-figure">
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography
            component="p"
            sx={{
              fontWeight: 700,
              my: 0.5,
              fontSize: { xs: '1.25rem', sm: '1.5rem' },
              overflowWrap: 'anywhere',
            }}
          >
            {formatIdr(figure.value)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {figure.hint}
          </Typography>
        </Card>
      ))}
    </Box>
  );
}
