import {
  Link as RouterLink,
  formatRupiah,
  Alert,
  Box,
  Button,
  Card,
  Divider,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { OrderStatusChip } from '@koperasi/shared-ui/orders';
import {
  canBuyerCancel,
  formatOrderDateTime,
  PAYMENT_METHOD_LABELS,
  type Order,
} from '@koperasi/shared-services';
import { OrderLines } from './order-lines';

export interface OrderCardProps {
  order: Order;
  onCancel: (order: Order) => void;
}

/** One order in the buyer's 'Pesanan' tab: number, date, status, lines, total, detail and cancel. */
export function OrderCard({ order, onCancel }: OrderCardProps) {
  const titleId = `order-${order.id}-title`;
  const awaitingTransfer = order.status === 'menunggu_pembayaran' && order.paymentMethod === 'bank_transfer';
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
        <OrderLines lines={order.lines} compact />
        {awaitingTransfer && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Selesaikan pembayaran sebesar {formatRupiah(order.total)} dengan transfer bank. Lihat instruksinya
            di detail pesanan.
          </Alert>
        )}
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
          <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{formatRupiah(order.total)}</Typography>
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
          <Button
            component={RouterLink}
            to={`/orders/${order.id}`}
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
