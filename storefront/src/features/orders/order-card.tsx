import {
  Link as RouterLink,
  formatIdr,
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { OrderStatusChip, ShipmentStatusChip } from '@koperasi/shared-ui/orders';
import type { Order } from '@koperasi/shared-services';
import {
  canBuyerCancel,
  canPayOnline,
  formatOrderDateTime,
  PAYMENT_METHOD_LABELS,
} from '@koperasi/shared-services/orders';
import { paths } from '@koperasi/shared-services';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/**
 * What the buyer has to do about the payment, if anything: pay before the deadline (transfer, or online), or
 * wait for the check. A refund is said here too: the order's status alone reads 'Dibatalkan'.
 */
function PaymentHint({ order }: { order: Order }) {
  const { payment } = order;
  if (!payment || order.paymentMethod === 'cod') return null;
  if (payment.status === 'dikembalikan') {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-hint">
        Pembayaran {formatIdr(payment.total)} sudah dikembalikan.
      </Alert>
    );
  }
  if (order.paymentMethod === 'online') {
    if (payment.status !== 'menunggu_pembayaran') return null;
    return (
      <Alert severity="warning" sx={{ mt: 2 }} data-testid="payment-hint">
        Bayar {formatIdr(payment.total)}
        {payment.dueAt ? ` sebelum ${formatOrderDateTime(payment.dueAt)}` : ''} dengan QRIS, virtual account
        atau e-wallet.
      </Alert>
    );
  }
  if (payment.status === 'menunggu_pembayaran') {
    return (
      <Alert
        severity={payment.rejectionReason ? 'error' : 'warning'}
        sx={{ mt: 2 }}
        data-testid="payment-hint"
      >
        {payment.rejectionReason ? 'Bukti transfer ditolak. ' : ''}
        Transfer {formatIdr(payment.total)}
        {payment.dueAt ? ` sebelum ${formatOrderDateTime(payment.dueAt)}` : ''}, lalu unggah bukti transfer di
        halaman detail pesanan.
      </Alert>
    );
  }
  if (payment.status === 'menunggu_verifikasi') {
    return (
      <Alert severity="info" sx={{ mt: 2 }} data-testid="payment-hint">
        Bukti transfer sedang diverifikasi admin.
      </Alert>
    );
  }
  return null;
}

/**
 * One order in the buyer's 'Pesanan' tab: number, date and status; each seller's shipment in short (status,
 * products, tracking number); what to do about the payment; the total; detail and cancel.
 */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const total =
    order.payment?.total ??
    order.shipments.reduce((sum, shipment) => sum + shipment.subtotal + shipment.shippingCost, 0);
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="order-card">
      <Box
        sx={{
          p: 2,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography id={titleId} variant="h3" sx={{ fontSize: '1rem', overflowWrap: 'anywhere' }}>
            {order.orderNumber}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatOrderDateTime(order.createdAt)}
          </Typography>
        </Box>
        <OrderStatusChip status={order.status} />
      </Box>
      <Divider />
      <Box sx={{ p: 2 }}>
        <Stack component="ul" spacing={1.5} aria-label="Pengiriman" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {order.shipments.map((shipment) => (
            <Box component="li" key={shipment.id} aria-label={`Penjual ${shipment.sellerName}`}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {shipment.sellerName}
                </Typography>
                {/* no seller has it before the payment: 'Diproses' would say otherwise */}
                {(shipment.releasedAt || shipment.status !== 'diproses') && (
                  <ShipmentStatusChip status={shipment.status} testId={`shipment-status-${shipment.id}`} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {shipment.lines.map((line) => `${line.productName} × ${line.quantity}`).join(', ')}
              </Typography>
              {shipment.trackingNumber && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {shipment.courier} · No. Resi <strong>{shipment.trackingNumber}</strong>
                </Typography>
              )}
            </Box>
          ))}
        </Stack>
        <PaymentHint order={order} />
      </Box>
      <Divider />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography variant="body2" color="text.secondary">
            {PAYMENT_METHOD_LABELS[order.paymentMethod]} · Total
          </Typography>
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }} data-testid="order-card-total">
            {formatIdr(total)}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ '& > *': { flex: { xs: 1, sm: 'none' } } }}>
          {canBuyerCancel(order) && (
            <Button
              color="error"
              variant="outlined"
              onClick={() => onCancel(order)}
              aria-label={`Batalkan pesanan ${order.orderNumber}`}
            >
              Batalkan
            </Button>
          )}
          {canPayOnline(order) && (
            <Button
              component={RouterLink}
              to={paths.order(order.id)}
              state={{ pay: true }}
              variant="contained"
              color="secondary"
              aria-label={`Bayar sekarang pesanan ${order.orderNumber}`}
            >
              Bayar Sekarang
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.order(order.id)}
            variant="contained"
            aria-label={`Lihat detail pesanan ${order.orderNumber}`}
          >
            Lihat Detail
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}
