import { useId, useState } from 'react';
import {
  Link as RouterLink,
  formatRupiah,
  ProductImage,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { OrderHistory, OrderShipping, OrderStatusChip, OrderTotals } from '@koperasi/shared-ui/orders';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import {
  linesTotal,
  MESSAGES,
  nextOrderStatuses,
  notify,
  ORDER_STATUS_LABELS,
  orderErrorMessage,
  selectUser,
  useAppSelector,
  type OrderStatus,
} from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { LoadingText } from '../../components/loading-text';
import { useBackofficeOrderQuery, useSetOrderStatusMutation } from './order-api';
import { formatDateTime, STATUS_ACTIONS } from './order-format';

export interface OrderDetailProps {
  orderId: string;
  listPath: string;
  /** the seller's own view: only the signed-in user's lines */
  ownOnly?: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Typography id={id} variant="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * One order in the back office: status with a button for each allowed next status (cancelling is asked
 * first), the buyer and shipping address, the lines (a seller's own), and the history: who and when.
 */
export function OrderDetail({ orderId, listPath, ownOnly = false }: OrderDetailProps) {
  const user = useAppSelector(selectUser);
  // the buyer may cancel meanwhile: every visit reads the order again
  const { currentData: order, error } = useBackofficeOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  const [setOrderStatus] = useSetOrderStatusMutation();
  const [saving, setSaving] = useState<OrderStatus | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const titleId = useId();
  const textId = useId();

  async function move(status: OrderStatus) {
    setSaving(status);
    try {
      await setOrderStatus({ id: orderId, status }).unwrap();
      notify.success(MESSAGES.orderStatusUpdated);
    } catch (error) {
      notify.error(orderErrorMessage(error, MESSAGES.orderStatusUpdateFailed));
    } finally {
      setSaving(null);
      setConfirmCancel(false);
    }
  }

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

  const lines = ownOnly && user ? order.lines.filter((line) => line.sellerId === user.id) : order.lines;
  const ownTotal = linesTotal(lines);
  const othersInOrder = Math.abs(ownTotal - order.subtotal) > 0.001;
  const next = nextOrderStatuses(order.status);

  return (
    <AdminPage title={`Pesanan ${order.orderNumber}`} actions={back}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <Section title="Status Pesanan">
              <Stack
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center', flexWrap: 'wrap', mb: next.length ? 2 : 0 }}
              >
                <OrderStatusChip status={order.status} size="medium" />
                <Typography variant="body2" color="text.secondary">
                  sejak {formatDateTime(order.history.at(-1)?.changedAt ?? order.updatedAt)}
                </Typography>
              </Stack>
              {next.length === 0 ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Pesanan ini sudah {ORDER_STATUS_LABELS[order.status].toLowerCase()}; statusnya tidak dapat
                  diubah lagi.
                </Typography>
              ) : (
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  role="group"
                  aria-label="Ubah status"
                >
                  {next.map((status) => {
                    const cancel = status === 'dibatalkan';
                    return (
                      <Button
                        key={status}
                        variant={cancel ? 'outlined' : 'contained'}
                        color={cancel ? 'error' : 'primary'}
                        disabled={saving !== null}
                        onClick={() => (cancel ? setConfirmCancel(true) : void move(status))}
                        title={STATUS_ACTIONS[status].help}
                        sx={{ minHeight: 44 }}
                      >
                        {saving === status && !cancel ? 'Menyimpan...' : STATUS_ACTIONS[status].label}
                      </Button>
                    );
                  })}
                </Stack>
              )}
              {next.length > 0 && (
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                  {next
                    .map((status) => `${STATUS_ACTIONS[status].label}: ${STATUS_ACTIONS[status].help}`)
                    .join(' ')}
                </Typography>
              )}
            </Section>

            <Section title={ownOnly ? 'Produk Anda' : 'Produk'}>
              <Stack
                component="ul"
                spacing={1.5}
                aria-label="Produk dalam pesanan"
                sx={{ listStyle: 'none', p: 0, m: 0 }}
              >
                {lines.map((line) => (
                  <Box
                    component="li"
                    key={line.id}
                    sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
                  >
                    <ProductImage
                      src={line.productImage}
                      alt=""
                      iconSize={24}
                      sx={{ width: 56, height: 56, flexShrink: 0, borderRadius: 1 }}
                    />
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                        {line.productName}
                      </Typography>
                      {!ownOnly && line.sellerName && (
                        <Typography variant="body2" color="text.secondary">
                          Penjual: {line.sellerName}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary">
                        {line.quantity} × {formatRupiah(line.unitPrice)}
                      </Typography>
                    </Box>
                    <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      {formatRupiah(line.lineTotal)}
                    </Typography>
                  </Box>
                ))}
              </Stack>
              <Divider sx={{ my: 2 }} />
              <OrderTotals
                rows={[
                  ownOnly && othersInOrder && { label: 'Nilai produk Anda', value: formatRupiah(ownTotal) },
                  {
                    label: 'Ongkos kirim',
                    value: order.shippingCost > 0 ? formatRupiah(order.shippingCost) : 'Gratis',
                  },
                  {
                    label: 'Total pesanan',
                    value: formatRupiah(order.total),
                    total: true,
                    testId: 'order-total',
                  },
                ]}
              />
              {ownOnly && othersInOrder && (
                <Alert severity="info" sx={{ mt: 2 }}>
                  Pesanan ini juga berisi produk penjual lain. Perubahan status berlaku untuk seluruh pesanan.
                </Alert>
              )}
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Section title="Pembeli dan Pengiriman">
              <Typography variant="body2" color="text.secondary">
                Pembeli: {order.buyerName || '–'} · Dibuat {formatDateTime(order.createdAt)}
              </Typography>
              <OrderShipping order={order} sx={{ mt: 1 }} />
            </Section>
            <Section title="Riwayat Status">
              <OrderHistory history={order.history} month="short" />
            </Section>
          </Stack>
        </Grid>
      </Grid>
      <Dialog
        open={confirmCancel}
        onClose={saving ? undefined : () => setConfirmCancel(false)}
        aria-labelledby={titleId}
        aria-describedby={textId}
      >
        <DialogTitle id={titleId}>Konfirmasi</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId}>
            {MESSAGES.confirmCancelOrder} Stok produk akan dikembalikan.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmCancel(false)} disabled={saving !== null}>
            Tidak
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={saving !== null}
            onClick={() => void move('dibatalkan')}
          >
            {saving === 'dibatalkan' ? 'Membatalkan...' : 'Ya, Batalkan'}
          </Button>
        </DialogActions>
      </Dialog>
    </AdminPage>
  );
}
