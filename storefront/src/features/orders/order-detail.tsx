import type { ReactNode } from 'react';
import {
  Link as RouterLink,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import {
  OrderHistory,
  OrderShipping,
  OrderStatusChip,
  ShipmentCard,
  type ProductLink,
} from '@koperasi/shared-ui/orders';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import {
  canReviewShipment,
  reviewDeadline,
  type Order,
  type SiteSettings,
  paths,
} from '@koperasi/shared-services';
import { canBuyerCancel, canConfirmReceived, formatOrderDateTime } from '@koperasi/shared-services/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ConfirmReceivedDialog } from './confirm-received-dialog';
import { CopyButton } from './copy-button';
import { LineReview } from './line-review';
import { PaymentSection } from './payment-section';
import { ReviewDialog } from './review-dialog';
import { useCancelOrder } from './use-cancel-order';
import { useConfirmReceived } from './use-confirm-received';
import { useLineReviews } from './use-line-reviews';

export interface OrderDetailProps {
  order: Order;
  settings: SiteSettings | null | 'failed';
  /** true right after checkout: the confirmation banner */
  placed?: boolean;
  /** an unpaid online order: open the payment window at once (right after checkout) */
  openPayment?: boolean;
  /** called once that opening has been handled */
  onPaymentOpened?: () => void;
}

/** product names link to their page, through the shell's router */
const PRODUCT_LINK: ProductLink = { href: (productId) => paths.product(productId), component: RouterLink };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
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

function PlacedBanner({ order }: { order: Order }) {
  return (
    <Box sx={{ textAlign: 'center', mb: 3, display: 'grid', justifyItems: 'center', gap: 0.5 }}>
      <CheckCircleRounded color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Pesanan Berhasil Dibuat
      </Typography>
      <Typography color="text.secondary">Terima kasih telah berbelanja. Nomor pesanan Anda:</Typography>
      <Typography
        data-testid="order-number"
        sx={{
          fontSize: { xs: '1.25rem', md: '1.5rem' },
          fontWeight: 800,
          letterSpacing: 0.5,
          overflowWrap: 'anywhere',
        }}
      >
        {order.orderNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Dibuat {formatOrderDateTime(order.createdAt)}
      </Typography>
      <OrderStatusChip status={order.status} size="medium" />
    </Box>
  );
}

function OrderHeader({ order }: { order: Order }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          Detail Pesanan
        </Typography>
        <Typography data-testid="order-number" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {order.orderNumber}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Dibuat {formatOrderDateTime(order.createdAt)}
        </Typography>
      </Box>
      <Box>
        <OrderStatusChip status={order.status} size="medium" />
      </Box>
    </Stack>
  );
}

/**
 * Nothing has happened to the order since it was placed: the confirmation banner still fits. The page keeps the
 * 'placed' navigation state on a reload, so a later visit (paid, sent, done) shows the plain header instead.
 */
function justPlaced(order: Order): boolean {
  if (order.paymentMethod === 'cod')
    return order.shipments.every((shipment) => shipment.status === 'diproses');
  return order.payment?.status === 'menunggu_pembayaran' && !order.payment.rejectionReason;
}

/**
 * The buyer's view of one order (right after checkout, the confirmation page): the payment and what to do
 * for it (for an online order the payment window, opened at once after checkout), one shipment per seller with its status, courier and tracking number ('Pesanan Diterima' once
 * sent), the address, the history, and 'Batalkan Pesanan' while the buyer may.
 */
export function OrderDetail({
  order,
  settings,
  placed = false,
  openPayment,
  onPaymentOpened,
}: OrderDetailProps) {
  const cancel = useCancelOrder();
  const received = useConfirmReceived(order.id);
  const lineReviews = useLineReviews(order);
  // while a proof is checked the payment section already says the sellers get the order once it is verified
  const awaitingRelease =
    order.status === 'menunggu_pembayaran' &&
    order.payment?.status !== 'menunggu_verifikasi' &&
    order.shipments.some((shipment) => !shipment.releasedAt);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1200 }}>
      {placed && justPlaced(order) ? <PlacedBanner order={order} /> : <OrderHeader order={order} />}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            {order.payment && (
              <PaymentSection
                order={order}
                payment={order.payment}
                settings={settings}
                openPayment={openPayment}
                onPaymentOpened={onPaymentOpened}
              />
            )}
            <Section id="order-shipments-title" title="Pengiriman">
              {awaitingRelease && (
                <Alert severity="info" sx={{ mb: 1.5 }}>
                  {order.paymentMethod === 'online'
                    ? 'Pesanan diteruskan ke setiap penjual setelah pembayaran berhasil.'
                    : 'Pesanan diteruskan ke setiap penjual setelah pembayaran diverifikasi.'}{' '}
                  Setiap penjual mengirim paketnya sendiri.
                </Alert>
              )}
              <Stack spacing={1.5}>
                {order.shipments.map((shipment) => {
                  const canConfirm = canConfirmReceived(shipment);
                  const reviewable = canReviewShipment(shipment);
                  const { reviews } = lineReviews;
                  return (
                    <ShipmentCard
                      key={shipment.id}
                      shipment={shipment}
                      productLink={PRODUCT_LINK}
                      // 'Diproses' would say a seller is at work on a parcel no seller has been given yet
                      hideStatus={!shipment.releasedAt && shipment.status === 'diproses'}
                      trackingNumberAction={
                        <CopyButton
                          text={shipment.trackingNumber}
                          label={`Salin nomor resi ${shipment.trackingNumber}`}
                          copiedMessage="Nomor resi disalin"
                          compact
                        />
                      }
                      lineAction={
                        shipment.status === 'diterima' && reviews
                          ? (line) =>
                              line.productId !== null && (
                                <LineReview
                                  line={line}
                                  review={reviews.get(line.id)}
                                  deadline={reviewable ? reviewDeadline(shipment) : null}
                                  onWrite={lineReviews.write}
                                  onEdit={lineReviews.edit}
                                />
                              )
                          : undefined
                      }
                      actions={
                        canConfirm && (
                          <Button
                            variant="contained"
                            onClick={() => received.ask(shipment)}
                            aria-label={`Pesanan Diterima dari ${shipment.sellerName}`}
                          >
                            Pesanan Diterima
                          </Button>
                        )
                      }
                    />
                  );
                })}
              </Stack>
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Section id="order-address-title" title="Alamat Pengiriman">
              <OrderShipping order={order} secondaryPhone />
            </Section>
            <Section id="order-history-title" title="Riwayat Status">
              <OrderHistory history={order.history} shipments={order.shipments} />
            </Section>
          </Stack>
        </Grid>
      </Grid>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button component={RouterLink} to={paths.profile({ tab: 'pesanan' })} variant="contained">
          Lihat Pesanan Saya
        </Button>
        <Button component={RouterLink} to={paths.products()} variant="outlined">
          Lanjut Belanja
        </Button>
        {canBuyerCancel(order) && (
          <Button
            color="error"
            variant="outlined"
            onClick={() => cancel.ask(order)}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            Batalkan Pesanan
          </Button>
        )}
      </Stack>
      <CancelOrderDialog {...cancel.dialog} />
      <ConfirmReceivedDialog {...received.dialog} />
      <ReviewDialog {...lineReviews.dialog} />
    </Box>
  );
}
