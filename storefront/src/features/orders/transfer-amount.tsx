import type { OrderPayment } from '@koperasi/shared-services';
import { formatIdr, Box, Typography } from '@koperasi/shared-ui';
import { CopyButton } from './copy-button';

export interface TransferAmountProps {
  payment: Pick<OrderPayment, 'total' | 'uniqueCode'>;
}

/**
 * 'Transfer tepat Rp 333.123 ... Sudah termasuk kode unik 123.': the exact amount, its last three digits (where the
 * unique code lands) picked out, and a button that copies the bare number for a banking app.
 */
export function TransferAmount({ payment }: TransferAmountProps) {
  const amount = formatIdr(payment.total);
  const marked = payment.uniqueCode > 0 && amount.length > 3;
  return (
    <Box>
      <Typography color="text.secondary">Transfer tepat</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography
          data-testid="transfer-amount"
          sx={{
            fontSize: { xs: '1.6rem', md: '2rem' },
            fontWeight: 800,
            color: 'primary.dark',
            lineHeight: 1.2,
            whiteSpace: 'nowrap',
          }}
        >
          {marked ? amount.slice(0, -3) : amount}
          {marked && (
            <Box
              component="span"
              sx={{ color: 'secondary.dark', textDecoration: 'underline', textUnderlineOffset: 4 }}
            >
              {amount.slice(-3)}
            </Box>
          )}
        </Typography>
        <CopyButton
          text={String(payment.total)}
          label="Salin jumlah transfer"
          copiedMessage="Jumlah transfer disalin"
        />
      </Box>
      {payment.uniqueCode > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="unique-code">
          Sudah termasuk kode unik <strong>{payment.uniqueCode}</strong>. Transfer sampai tiga digit terakhir
          agar pembayaran Anda mudah dicocokkan.
        </Typography>
      )}
    </Box>
  );
}
