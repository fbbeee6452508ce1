import { useCallback, useState } from 'react';
import { AlertTitle } from '@mui/material';
import type { Order, OrderPayment, SiteSettings } from '@koperasi/shared-services';
import {
  canUploadPaymentProof,
  formatOrderDateTime,
  paymentTypeLabel,
} from '@koperasi/shared-services/orders';
import { formatIdr, Alert, Box, Card, CardContent, Divider, Stack, Typography } from '@koperasi/shared-ui';
import { OrderTotals, PaymentStatusChip } from '@koperasi/shared-ui/orders';
import { AwaitingOnlinePayment } from './awaiting-online-payment';
import { PaymentDeadline } from './payment-deadline';
import { PaymentInstructions } from './payment-instructions';
import { PaymentProofLink } from './payment-proof-link';
import { PaymentProofUpload } from './payment-proof-upload';
import { TransferAmount } from './transfer-amount';

export interface PaymentSectionProps {
  order: Pick<Order, 'id' | 'orderNumber' | 'status' | 'paymentMethod' | 'shipments'>;
  payment: OrderPayment;
  /** the bank transfer instructions: null while loading, 'failed' when they could not be read */
  settings: SiteSettings | null | 'failed';
  /** an unpaid online order: open the payment window at once (right after checkout) */
  openPayment?: boolean;
  /** called once that opening has been handled */
  onPaymentOpened?: () => void;
}

/** An unpaid bank transfer: the exact amount, the deadline, where to send it, and the proof upload. */
function AwaitingTransfer({ order, payment, settings }: PaymentSectionProps) {
  const [expired, setExpired] = useState(false);
  const onExpire = useCallback(() => setExpired(true), []);
  const canUpload = !expired && canUploadPaymentProof({ paymentMethod: order.paymentMethod, payment });
  return (
    <Stack spacing={2}>
      {payment.rejectionReason && (
        <Alert severity="error" data-testid="proof-rejected">
          <AlertTitle>Bukti transfer ditolak</AlertTitle>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            Alasan: {payment.rejectionReason}
          </Typography>
          <Typography variant="body2">
            Periksa kembali transfer Anda, lalu unggah bukti yang benar.
          </Typography>
        </Alert>
      )}
      <TransferAmount payment={payment} />
      {payment.dueAt && <PaymentDeadline dueAt={payment.dueAt} onExpire={onExpire} />}
      <Box>
        <PaymentInstructions settings={settings} />
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="transfer-reference">
          Berita transfer: <strong>{order.orderNumber}</strong>
        </Typography>
      </Box>
      <Divider />
      {canUpload ? (
        <PaymentProofUpload orderId={order.id} />
      ) : (
        <Alert severity="warning">
          Batas waktu pembayaran sudah lewat. Pesanan akan dibatalkan otomatis dan stok dikembalikan.
        </Alert>
      )}
    </Stack>
  );
}

function PaymentState({ order, payment, settings, openPayment, onPaymentOpened }: PaymentSectionProps) {
  switch (payment.status) {
    case 'menunggu_pembayaran':
      return order.paymentMethod === 'online' ? (
        <AwaitingOnlinePayment
          orderId={order.id}
          payment={payment}
          autoOpen={openPayment}
          onAutoOpened={onPaymentOpened}
        />
      ) : (
        <AwaitingTransfer order={order} payment={payment} settings={settings} />
      );
    case 'menunggu_verifikasi':
      return (
        <Alert severity="info" data-testid="proof-waiting">
          <AlertTitle>Menunggu verifikasi admin</AlertTitle>
          <Typography variant="body2">
            {payment.proofUploadedAt
              ? `Bukti transfer diunggah ${formatOrderDateTime(payment.proofUploadedAt)}.`
              : 'Bukti transfer sudah diterima.'}{' '}
            Pesanan diteruskan ke penjual setelah pembayaran sebesar {formatIdr(payment.total)} diverifikasi.
          </Typography>
          {payment.proofPath && (
            <Box sx={{ mt: 1 }}>
              <PaymentProofLink path={payment.proofPath} />
            </Box>
          )}
        </Alert>
      );
    case 'dibayar':
      return (
        <Alert severity="success" data-testid="payment-paid">
          <AlertTitle>Lunas</AlertTitle>
          Pembayaran sebesar {formatIdr(payment.total)} sudah diterima
          {payment.paidAt ? ` pada ${formatOrderDateTime(payment.paidAt)}` : ''}
          {payment.paymentType && (
            <>
              {' '}
              melalui <strong data-testid="payment-type">{paymentTypeLabel(payment.paymentType)}</strong>
            </>
          )}
          .{order.status === 'dibatalkan' && ' Pesanan ini dibatalkan: hubungi kami untuk pengembalian dana.'}
        </Alert>
      );
    case 'bayar_di_tempat':
      return (
        <Alert severity="info" variant="outlined">
          <AlertTitle>Bayar di tempat</AlertTitle>
          {order.status === 'dibatalkan' ? (
            <>Pesanan dibatalkan. Tidak ada yang perlu dibayar.</>
          ) : order.status === 'selesai' ? (
            <>Pembayaran tunai kepada kurir saat pesanan tiba.</>
          ) : (
            <>
              Siapkan uang tunai sebesar <strong>{formatIdr(payment.total)}</strong> untuk dibayarkan kepada
              kurir saat pesanan tiba.
            </>
          )}
        </Alert>
      );
    case 'kedaluwarsa':
      return (
        <Alert severity="warning">
          Batas waktu pembayaran sudah lewat. Pesanan dibatalkan otomatis dan stok dikembalikan.
        </Alert>
      );
    case 'dibatalkan':
      return <Alert severity="info">Pesanan dibatalkan sebelum dibayar.</Alert>;
    case 'dikembalikan':
      return (
        <Alert severity="info" data-testid="payment-refunded">
          <AlertTitle>Dana dikembalikan</AlertTitle>
          Pembayaran sebesar {formatIdr(payment.total)} sudah dikembalikan
          {payment.refundedAt ? ` pada ${formatOrderDateTime(payment.refundedAt)}` : ''}
          {payment.paymentType ? ` ke ${paymentTypeLabel(payment.paymentType)}` : ''}. Pesanan dibatalkan.
        </Alert>
      );
  }
}

/**
 * 'Pembayaran': how far the payment is, what the buyer does next (transfer and proof, pay online, wait,
 * nothing), and the amounts: subtotal, the shipping fees of every shipment, the unique code and the total.
 */
export function PaymentSection(props: PaymentSectionProps) {
  const { order, payment } = props;
  return (
    <Card component="section" aria-labelledby="order-payment-title">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            mb: 1.5,
          }}
        >
          <Typography id="order-payment-title" variant="h2" sx={{ fontSize: '1.1rem' }}>
            Pembayaran
          </Typography>
          <PaymentStatusChip status={payment.status} />
        </Box>
        <PaymentState {...props} />
        <Divider sx={{ my: 2 }} />
        <OrderTotals payment={payment} shipmentCount={order.shipments.length} testIdPrefix="order" />
      </CardContent>
    </Card>
  );
}
