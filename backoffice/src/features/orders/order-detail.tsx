import { useState } from 'react';
import {
  Link as RouterLink,
  Alert,
  Box,
  Button,
  Grid,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { OrderHistory, OrderShipping, OrderStatusChip, ShipmentCard } from '@koperasi/shared-ui/orders';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { MESSAGES, notify, orderErrorMessage, type Order } from '@koperasi/shared-services';
import { canAdminCancel, formatOrderDateTime, ORDER_STATUS_LABELS } from '@koperasi/shared-services/orders';
import { AdminPage } from '../../components/admin-page';
import { DetailSection } from '../../components/detail-section';
import { ReasonDialog } from '../../components/reason-dialog';
import { useBackofficeOrderQuery } from '../../api/orders-api';
import { useAdminCancelOrderMutation } from './order-api';
import { OnlinePaymentEvents } from './online-payment-events';
import { OrderPaymentPanel } from './order-payment-panel';

export interface OrderDetailProps {
  orderId: string;
  listPath: string;
  /** the payment verification queue */
  verifyPath: string;
}

/** Why an order can no longer be cancelled, for the admin who looks for the button. */
function whyNoCancel(order: Order): string {
  if (order.status === 'dibatalkan' || order.status === 'selesai')
    return `Pesanan ini sudah ${ORDER_STATUS_LABELS[order.status].toLowerCase()}.`;
  return 'Pesanan tidak dapat dibatalkan lagi karena sudah ada pengiriman yang dikirim.';
}

/**
 * One order for an admin: its status (cancelled here, with a reason, while nothing has left), every seller's
 * shipment with courier and tracking number, the payment with its proof (online: what the payment gateway
 * reported), the buyer and address, and the history: who did what and when.
 */
export function OrderDetail({ orderId, listPath, verifyPath }: OrderDetailProps) {
  // buyers, sellers and the deadline job move orders meanwhile: every visit reads the order again
  const { currentData: order, error } = useBackofficeOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  const [cancelOrder] = useAdminCancelOrderMutation();
  const [cancelling, setCancelling] = useState(false);

  const back = (
    <Button component={RouterLink} to={listPath} startIcon={<ArrowBackRounded />}>
      Kembali ke Daftar
    </Button>
  );

  if (!order) {
    return (
      <AdminPage title="Detail Pesanan" actions={back}>
        {error ? (
          <Alert severity="error">{orderErrorMessage(error, MESSAGES.ordersLoadFailed)}</Alert>
        ) : (
          <LoadingText />
        )}
      </AdminPage>
    );
  }

  const cancel = async (reason: string) => {
    try {
      await cancelOrder({ id: order.id, reason }).unwrap();
      notify.success(MESSAGES.orderCancelled);
      setCancelling(false);
    } catch (failure) {
      notify.error(orderErrorMessage(failure, MESSAGES.orderCancelFailed));
    }
  };
  const cancellable = canAdminCancel(order);

  return (
    <AdminPage title={`Pesanan ${order.orderNumber}`} actions={back}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <DetailSection title="Status Pesanan">
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <OrderStatusChip status={order.status} size="medium" />
                <Typography variant="body2" color="text.secondary">
                  sejak {formatOrderDateTime(order.history.at(-1)?.changedAt ?? order.updatedAt, 'short')}
                </Typography>
              </Stack>
              {cancellable ? (
                <Stack spacing={1} sx={{ mt: 2 }}>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setCancelling(true)}
                    sx={{ minHeight: 44, alignSelf: { sm: 'flex-start' } }}
                  >
                    Batalkan Pesanan
                  </Button>
                  <Typography variant="caption" color="text.secondary">
                    Membatalkan pesanan untuk semua penjual dan mengembalikan stok produknya.
                  </Typography>
                </Stack>
              ) : (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                  {whyNoCancel(order)}
                </Typography>
              )}
            </DetailSection>

            <DetailSection title={`Pengiriman (${order.shipments.length} penjual)`}>
              <Stack spacing={2}>
                {order.shipments.map((shipment) => (
                  <Box key={shipment.id}>
                    {!shipment.releasedAt && shipment.status === 'diproses' && (
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
                        Belum diteruskan ke penjual: menunggu pembayaran.
                      </Typography>
                    )}
                    <ShipmentCard shipment={shipment} month="short" />
                  </Box>
                ))}
              </Stack>
            </DetailSection>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <OrderPaymentPanel order={order} verifyPath={verifyPath} />
            {order.paymentMethod === 'online' && <OnlinePaymentEvents orderId={order.id} />}
            <DetailSection title="Pembeli dan Pengiriman">
              <Typography variant="body2" color="text.secondary">
                Pembeli: {order.buyerName || '–'} · Dibuat {formatOrderDateTime(order.createdAt, 'short')}
              </Typography>
              {/* the method is in the payment panel */}
              <OrderShipping order={order} showPaymentMethod={false} sx={{ mt: 1 }} />
            </DetailSection>
            <DetailSection title="Riwayat Status">
              <OrderHistory history={order.history} shipments={order.shipments} month="short" />
            </DetailSection>
          </Stack>
        </Grid>
      </Grid>
      <ReasonDialog
        open={cancelling}
        title="Batalkan Pesanan"
        message={`Pesanan ${order.orderNumber} akan dibatalkan untuk semua penjual, stok produknya dikembalikan, dan pembeli diberi tahu lewat email. Tindakan ini tidak dapat dibatalkan.`}
        label="Alasan pembatalan"
        confirmLabel="Ya, Batalkan Pesanan"
        busyLabel="Membatalkan..."
        onConfirm={cancel}
        onCancel={() => setCancelling(false)}
      />
    </AdminPage>
  );
}
