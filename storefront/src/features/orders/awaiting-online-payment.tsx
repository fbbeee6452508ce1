import { useCallback, useEffect, useRef, useState } from 'react';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import type { OrderPayment } from '@koperasi/shared-services';
import { canPayOnline, paymentTypeLabel } from '@koperasi/shared-services/orders';
import { formatIdr, Alert, Box, Button, Stack, Typography } from '@koperasi/shared-ui';
import { PaymentDeadline } from './payment-deadline';
import { useOnlinePayment } from './use-online-payment';

export interface AwaitingOnlinePaymentProps {
  orderId: string;
  payment: OrderPayment;
  /** open the payment window at once (right after checkout) */
  autoOpen?: boolean;
  /** called once the automatic opening has been handled, so that a reload does not open it again */
  onAutoOpened?: () => void;
}

/**
 * An unpaid online order: the amount, the deadline with its countdown, and 'Bayar Sekarang', which opens the
 * payment gateway's window (again, with the same transaction). A payment the buyer started (a virtual account
 * issued, a QR code shown) says through which channel it waits.
 */
export function AwaitingOnlinePayment({
  orderId,
  payment,
  autoOpen,
  onAutoOpened,
}: AwaitingOnlinePaymentProps) {
  const [expired, setExpired] = useState(false);
  const onExpire = useCallback(() => setExpired(true), []);
  const { pay, busy } = useOnlinePayment(orderId);
  const canPay = !expired && canPayOnline({ paymentMethod: 'online', payment });
  const autoOpened = useRef(false);

  useEffect(() => {
    if (!autoOpen || autoOpened.current) return;
    autoOpened.current = true;
    onAutoOpened?.();
    if (canPay) void pay();
  }, [autoOpen, canPay, pay, onAutoOpened]);

  const channel =
    payment.gatewayStatus === 'pending' && payment.paymentType ? paymentTypeLabel(payment.paymentType) : '';

  return (
    <Stack spacing={2}>
      <Box>
        <Typography color="text.secondary">Total yang harus dibayar</Typography>
        <Typography
          data-testid="online-amount"
          sx={{
            fontSize: { xs: '1.6rem', md: '2rem' },
            fontWeight: 800,
            color: 'primary.dark',
            lineHeight: 1.2,
            whiteSpace: 'nowrap',
          }}
        >
          {formatIdr(payment.total)}
        </Typography>
      </Box>
      {payment.dueAt && <PaymentDeadline dueAt={payment.dueAt} onExpire={onExpire} />}
      {canPay && channel && (
        <Alert severity="info" data-testid="online-payment-pending">
          Menunggu pembayaran melalui {channel}. Selesaikan pembayaran sesuai petunjuknya, atau tekan
          &quot;Bayar Sekarang&quot; untuk melihat petunjuknya lagi.
        </Alert>
      )}
      {canPay ? (
        <Box>
          <Button
            variant="contained"
            size="large"
            startIcon={<PaymentsOutlined />}
            onClick={() => void pay()}
            disabled={busy}
            sx={{ minHeight: 48 }}
          >
            {busy ? 'Membuka Pembayaran...' : 'Bayar Sekarang'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Bayar dengan QRIS, virtual account (BCA, BNI, BRI, Mandiri, Permata) atau e-wallet (GoPay,
            ShopeePay). Status pembayaran di halaman ini diperbarui otomatis setelah pembayaran berhasil.
          </Typography>
        </Box>
      ) : (
        <Alert severity="warning">
          Batas waktu pembayaran sudah lewat. Pesanan akan dibatalkan otomatis dan stok dikembalikan.
        </Alert>
      )}
    </Stack>
  );
}
