import { useId, useState } from 'react';
import {
  Link as RouterLink,
  formatIdr,
  Alert,
  Button,
  Card,
  CardContent,
  Divider,
  Grid,
  Stack,
  Typography,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { OrderTotals } from '@koperasi/shared-ui/orders';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { notify, orderErrorMessage, type Order } from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { PaymentProof } from '../../components/payment-proof';
import { ReasonDialog } from '../../components/reason-dialog';
import { useReviewPaymentMutation } from './payment-api';

export interface PaymentReviewCardProps {
  order: Order;
  /** the order's detail in the back office */
  detailPath: string;
}

export const PAYMENT_REVIEW_MESSAGES = {
  accepted: 'Pembayaran diterima; pesanan diteruskan ke penjual',
  rejected: 'Pembayaran ditolak; pembeli diminta mengunggah bukti baru',
  failed: 'Gagal memverifikasi pembayaran',
} as const;

const at = (iso: string) => formatOrderDateTime(iso, 'short');

/**
 * One proof of transfer to check: the proof beside the amount the cooperative's account should have
 * received (the unique code makes it match one order), then 'Terima Pembayaran' or 'Tolak' with a reason.
 */
export function PaymentReviewCard({ order, detailPath }: PaymentReviewCardProps) {
  const titleId = useId();
  const [reviewPayment, { isLoading: saving }] = useReviewPaymentMutation();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const { payment } = order;
  if (!payment) return null;
  const total = formatIdr(payment.total);

  const review = async (accept: boolean, reason?: string) => {
    try {
      await reviewPayment({ orderId: order.id, accept, reason }).unwrap();
      notify.success(accept ? PAYMENT_REVIEW_MESSAGES.accepted : PAYMENT_REVIEW_MESSAGES.rejected);
      setDialog(null);
    } catch (failure) {
      notify.error(orderErrorMessage(failure, PAYMENT_REVIEW_MESSAGES.failed));
      if (accept) setDialog(null);
    }
  };

  return (
    <Card component="article" aria-labelledby={titleId} data-testid="payment-review">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 2 }}
        >
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem' }}>
            <Link component={RouterLink} to={detailPath} underline="hover" color="inherit">
              {order.orderNumber}
            </Link>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.buyerName || order.shipping.recipientName}
            {payment.proofUploadedAt && ` · bukti diunggah ${at(payment.proofUploadedAt)}`}
          </Typography>
        </Stack>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Bukti transfer
            </Typography>
            {payment.proofPath ? (
              <PaymentProof path={payment.proofPath} orderNumber={order.orderNumber} inline />
            ) : (
              <Alert severity="warning">Bukti transfer tidak ditemukan.</Alert>
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="subtitle2" component="h3">
              Jumlah yang harus diterima
            </Typography>
            <Typography
              sx={{ fontSize: '1.75rem', fontWeight: 700, color: 'primary.main', lineHeight: 1.3 }}
              data-testid="expected-amount"
            >
              {total}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Cocokkan dengan mutasi rekening koperasi, termasuk kode unik {payment.uniqueCode}.
            </Typography>
            <OrderTotals payment={payment} shipmentCount={order.shipments.length} testIdPrefix="review" />
            <Divider sx={{ my: 1.5 }} />
            {payment.dueAt && <Typography variant="body2">Batas pembayaran: {at(payment.dueAt)}</Typography>}
            {payment.rejectionReason && (
              <Alert severity="info" sx={{ mt: 1 }}>
                Bukti sebelumnya ditolak: {payment.rejectionReason}
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              role="group"
              aria-label={`Verifikasi pembayaran ${order.orderNumber}`}
              sx={{ mt: 2 }}
            >
              <Button
                variant="contained"
                startIcon={<CheckCircleOutlineRounded />}
                onClick={() => setDialog('accept')}
                disabled={saving}
                sx={{ minHeight: 44 }}
              >
                Terima Pembayaran
              </Button>
              <Button
                variant="outlined"
                color="error"
                onClick={() => setDialog('reject')}
                disabled={saving}
                sx={{ minHeight: 44 }}
              >
                Tolak
              </Button>
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
      <ConfirmDialog
        open={dialog === 'accept'}
        message={`Terima pembayaran pesanan ${order.orderNumber} sebesar ${total}? Pastikan dana sudah masuk ke rekening koperasi. Pesanan akan diteruskan ke penjual.`}
        confirmLabel="Ya, Terima"
        busyLabel="Menyimpan..."
        confirmColor="primary"
        busy={saving}
        onConfirm={() => void review(true)}
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'reject'}
        title="Tolak Bukti Transfer"
        message={`Pembeli pesanan ${order.orderNumber} diberi tahu alasannya lewat email dan dapat mengunggah bukti baru.`}
        label="Alasan penolakan"
        confirmLabel="Tolak Pembayaran"
        busyLabel="Menolak..."
        onConfirm={(reason) => review(false, reason)}
        onCancel={() => setDialog(null)}
      />
    </Card>
  );
}
