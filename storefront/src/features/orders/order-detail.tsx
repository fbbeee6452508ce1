import {
  Link as RouterLink,
  formatRupiah,
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
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import {
  canBuyerCancel,
  formatOrderDateTime,
  type Order,
  type SiteSettings,
} from '@koperasi/shared-services';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderLines } from './order-lines';
import { PaymentInstructions } from './payment-instructions';
import { useCancelOrder } from './use-cancel-order';

export interface OrderDetailProps {
  order: Order;
  settings: SiteSettings | null | 'failed';
  /** true right after checkout: the confirmation banner */
  placed?: boolean;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `order-section-${title.toLowerCase().replace(/\W+/g, '-')}`;
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

/** The buyer's view of one order; right after checkout it is the confirmation page. */
export function OrderDetail({ order, settings, placed = false }: OrderDetailProps) {
  const cancel = useCancelOrder();
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1200 }}>
      {placed ? (
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
          <OrderStatusChip status={order.status} size="medium" />
        </Box>
      ) : (
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
      )}

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2}>
            <PaymentInstructions order={order} settings={settings} />
            <Section title="Produk">
              <OrderLines lines={order.lines} />
              <Divider sx={{ my: 2 }} />
              <OrderTotals
                rows={[
                  { label: 'Subtotal', value: formatRupiah(order.subtotal) },
                  {
                    label: 'Ongkos kirim',
                    value: order.shippingCost > 0 ? formatRupiah(order.shippingCost) : 'Gratis',
                  },
                  {
                    label: 'Total',
                    value: formatRupiah(order.total),
                    total: true,
                    testId: 'order-total',
                    valueSx: { color: 'primary.main' },
                  },
                ]}
              />
            </Section>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <Section title="Alamat Pengiriman">
              <OrderShipping order={order} secondaryPhone />
            </Section>
            <Section title="Riwayat Status">
              <OrderHistory history={order.history} />
            </Section>
          </Stack>
        </Grid>
      </Grid>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/profile?tab=pesanan" variant="contained">
          Lihat Pesanan Saya
        </Button>
        <Button component={RouterLink} to="/products" variant="outlined">
          Lanjut Belanja
        </Button>
        {canBuyerCancel(order) && (
          <Button color="error" onClick={() => cancel.ask(order)} sx={{ ml: { sm: 'auto !important' } }}>
            Batalkan Pesanan
          </Button>
        )}
      </Stack>
      <CancelOrderDialog {...cancel.dialog} />
    </Box>
  );
}
