import { useState } from 'react';
import { Link as RouterLink, Alert, Button, Grid, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import { OrderHistory, OrderShipping, ShipmentCard } from '@koperasi/shared-ui/orders';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import {
  MESSAGES,
  notify,
  orderErrorMessage,
  selectUser,
  useAppSelector,
  type Order,
  type Shipment,
  type ShipmentStatus,
} from '@koperasi/shared-services';
import { formatOrderDateTime, sellerShipmentActions } from '@koperasi/shared-services/orders';
import { AdminPage } from '../../components/admin-page';
import { DetailSection } from '../../components/detail-section';
import { ReasonDialog } from '../../components/reason-dialog';
import { useBackofficeOrderQuery } from '../../api/orders-api';
import { ownShipment } from './own-shipment';
import { ShipDialog } from './ship-dialog';
import { useUpdateShipmentMutation } from './shipment-api';

export interface SellerShipmentDetailProps {
  orderId: string;
  listPath: string;
}

export const SHIPMENT_MESSAGES = {
  shipped: 'Pengiriman ditandai dikirim',
  cancelled: 'Pengiriman berhasil dibatalkan',
  updateFailed: 'Gagal memperbarui pengiriman',
  notFound: 'Pesanan tidak ditemukan',
} as const;

/** What the seller reads under their shipment's status: what to do next, or what happened. */
const STATUS_HELP: Record<ShipmentStatus, { text: string; severity: 'info' | 'success' | 'warning' }> = {
  diproses: {
    text: 'Kemas produk lalu serahkan ke kurir, kemudian tandai dikirim dengan nomor resinya.',
    severity: 'info',
  },
  dikirim: {
    text: 'Paket dalam perjalanan. Pesanan selesai setelah pembeli mengonfirmasi penerimaan, atau otomatis setelah batas waktu.',
    severity: 'info',
  },
  diterima: { text: 'Pesanan sudah diterima pembeli.', severity: 'success' },
  dibatalkan: { text: 'Pengiriman ini dibatalkan; stok produknya sudah dikembalikan.', severity: 'warning' },
};

/** The history a seller follows: the order's steps and their own shipment's, never the payment's. */
function sellerHistory(order: Order, shipment: Shipment) {
  return order.history.filter(
    (event) => event.kind === 'order' || (event.kind === 'shipment' && event.shipmentId === shipment.id),
  );
}

/**
 * One incoming order for its seller: their shipment's status with the actions allowed to them ('Tandai
 * Dikirim' with courier and tracking number, 'Batalkan Pengiriman' with a reason), their lines, the address
 * to ship to and the history. No payment: the money goes to the cooperative.
 */
export function SellerShipmentDetail({ orderId, listPath }: SellerShipmentDetailProps) {
  const user = useAppSelector(selectUser);
  // the buyer or an admin may move the order meanwhile: every visit reads it again
  const { currentData: order, error } = useBackofficeOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  const [updateShipment] = useUpdateShipmentMutation();
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);

  const back = (
    <Button component={RouterLink} to={listPath} startIcon={<ArrowBackRounded />}>
      Kembali ke Daftar
    </Button>
  );
  const shipment = order && ownShipment(order, user?.id);

  if (!order || !shipment) {
    return (
      <AdminPage title="Detail Pesanan" actions={back}>
        {error || order ? (
          <Alert severity="error">
            {order ? SHIPMENT_MESSAGES.notFound : orderErrorMessage(error, MESSAGES.ordersLoadFailed)}
          </Alert>
        ) : (
          <LoadingText />
        )}
      </AdminPage>
    );
  }

  const change = async (
    status: 'dikirim' | 'dibatalkan',
    details: { courier?: string; trackingNumber?: string; reason?: string },
  ) => {
    try {
      await updateShipment({ orderId: order.id, shipmentId: shipment.id, status, ...details }).unwrap();
      notify.success(status === 'dikirim' ? SHIPMENT_MESSAGES.shipped : SHIPMENT_MESSAGES.cancelled);
      setDialog(null);
    } catch (failure) {
      notify.error(orderErrorMessage(failure, SHIPMENT_MESSAGES.updateFailed));
    }
  };
  const actions = sellerShipmentActions(shipment, order);

  return (
    <AdminPage title={`Pesanan ${order.orderNumber}`} actions={back}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Alert severity={STATUS_HELP[shipment.status].severity}>
              {STATUS_HELP[shipment.status].text}
            </Alert>
            <ShipmentCard
              shipment={shipment}
              title="Pengiriman Anda"
              headingLevel="h2"
              month="short"
              actions={
                actions.length > 0 && (
                  <Stack
                    direction={{ xs: 'column', sm: 'row' }}
                    spacing={1}
                    role="group"
                    aria-label="Aksi pengiriman"
                  >
                    {actions.includes('dibatalkan') && (
                      <Button
                        variant="outlined"
                        color="error"
                        onClick={() => setDialog('cancel')}
                        sx={{ minHeight: 44 }}
                      >
                        Batalkan Pengiriman
                      </Button>
                    )}
                    {actions.includes('dikirim') && (
                      <Button
                        variant="contained"
                        startIcon={<LocalShippingOutlined />}
                        onClick={() => setDialog('ship')}
                        sx={{ minHeight: 44 }}
                      >
                        Tandai Dikirim
                      </Button>
                    )}
                  </Stack>
                )
              }
            />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <DetailSection title="Alamat Pengiriman">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Dipesan {formatOrderDateTime(order.createdAt, 'short')}
              </Typography>
              <OrderShipping order={order} showPaymentMethod={false} />
              {order.paymentMethod === 'cod' && (
                <Alert severity="info" sx={{ mt: 1.5 }}>
                  Bayar di tempat (COD): kurir menagih pembayaran kepada penerima.
                </Alert>
              )}
            </DetailSection>
            <DetailSection title="Riwayat Status">
              <OrderHistory history={sellerHistory(order, shipment)} month="short" />
            </DetailSection>
          </Stack>
        </Grid>
      </Grid>
      <ShipDialog
        open={dialog === 'ship'}
        orderNumber={order.orderNumber}
        onConfirm={(courier, trackingNumber) => change('dikirim', { courier, trackingNumber })}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'cancel'}
        title="Batalkan Pengiriman"
        message={`Pengiriman Anda untuk pesanan ${order.orderNumber} akan dibatalkan dan stok produknya dikembalikan. Pembeli melihat pembatalan ini di halaman pesanannya. Tindakan ini tidak dapat dibatalkan.`}
        label="Alasan pembatalan"
        confirmLabel="Ya, Batalkan Pengiriman"
        busyLabel="Membatalkan..."
        onConfirm={(reason) => change('dibatalkan', { reason })}
        onCancel={() => setDialog(null)}
      />
    </AdminPage>
  );
}
