import { Link as RouterLink, Alert, Button, Stack, Typography } from '@koperasi/shared-ui';
import { OrderTotals, PaymentStatusChip } from '@koperasi/shared-ui/orders';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { Order } from '@koperasi/shared-services';
import {
  formatOrderDateTime,
  gatewayStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentTypeLabel,
} from '@koperasi/shared-services/orders';
import { DetailSection } from '../../components/detail-section';
import { PaymentProof } from '../../components/payment-proof';

export interface OrderPaymentPanelProps {
  order: Order;
  /** the verification queue, offered while a proof waits there */
  verifyPath: string;
}

const at = (iso: string) => formatOrderDateTime(iso, 'short');

/**
 * 'Pembayaran': how the buyer pays and how far it is, the amounts (the unique code included), the deadline,
 * the proof of transfer and the last rejection; for online payment the gateway's order id, transaction,
 * status and how the buyer paid.
 */
export function OrderPaymentPanel({ order, verifyPath }: OrderPaymentPanelProps) {
  const { payment } = order;
  if (!payment) return null;
  const awaitingTransfer = payment.status === 'menunggu_pembayaran';
  return (
    <DetailSection title="Pembayaran" aside={<PaymentStatusChip status={payment.status} size="medium" />}>
      <Stack spacing={1.5}>
        <Typography variant="body2">
          Metode: <strong>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</strong>
        </Typography>
        <OrderTotals payment={payment} shipmentCount={order.shipments.length} />
        {awaitingTransfer && payment.dueAt && (
          <Typography variant="body2">Batas pembayaran: {at(payment.dueAt)}</Typography>
        )}
        {payment.paidAt && <Typography variant="body2">Dibayar: {at(payment.paidAt)}</Typography>}
        {payment.refundedAt && (
          <Typography variant="body2">Dikembalikan: {at(payment.refundedAt)}</Typography>
        )}
        {order.paymentMethod === 'online' && (
          <Stack spacing={0.25} data-testid="gateway-payment">
            {payment.paymentType && (
              <Typography variant="body2">
                Jenis pembayaran: <strong>{paymentTypeLabel(payment.paymentType)}</strong>
              </Typography>
            )}
            {payment.gatewayStatus && (
              <Typography variant="body2">
                Status di layanan pembayaran: {gatewayStatusLabel(payment.gatewayStatus)} (
                {payment.gatewayStatus})
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              ID pesanan di layanan pembayaran: {payment.gatewayOrderId || '–'}
              {payment.gatewayTransactionId && ` · ID transaksi ${payment.gatewayTransactionId}`}
            </Typography>
            {awaitingTransfer && (
              <Typography variant="body2" color="text.secondary">
                Menunggu pembeli membayar online; status diperbarui otomatis oleh layanan pembayaran.
              </Typography>
            )}
          </Stack>
        )}
        {payment.rejectionReason && (
          <Alert severity="warning">Bukti transfer terakhir ditolak: {payment.rejectionReason}</Alert>
        )}
        {payment.proofPath ? (
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              Bukti transfer diunggah
              {payment.proofUploadedAt ? ` ${at(payment.proofUploadedAt)}` : ''}
            </Typography>
            <PaymentProof path={payment.proofPath} orderNumber={order.orderNumber} />
          </Stack>
        ) : (
          order.paymentMethod === 'bank_transfer' && (
            <Typography variant="body2" color="text.secondary">
              Pembeli belum mengunggah bukti transfer.
            </Typography>
          )
        )}
        {payment.status === 'menunggu_verifikasi' && (
          <Button
            component={RouterLink}
            to={verifyPath}
            variant="contained"
            startIcon={<FactCheckOutlined />}
            sx={{ alignSelf: 'flex-start' }}
          >
            Verifikasi Pembayaran
          </Button>
        )}
      </Stack>
    </DetailSection>
  );
}
