import { Chip, type ChipProps } from '@mui/material';
import { formatIdr, Alert, Box, Button, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import type { PaymentEvent, PaymentEventSeverity } from '@koperasi/shared-services';
import {
  formatOrderDateTime,
  fraudStatusLabel,
  gatewayStatusLabel,
  paymentEventOutcomeLabel,
  paymentEventSeverity,
  paymentTypeLabel,
} from '@koperasi/shared-services/orders';
import { DetailSection } from '../../components/detail-section';
import { usePaymentEventsQuery } from './order-api';

export interface OnlinePaymentEventsProps {
  orderId: string;
}

const OUTCOME_COLORS: Record<PaymentEventSeverity, ChipProps['color']> = {
  error: 'error',
  warning: 'warning',
  success: 'success',
  info: 'default',
};

function EventItem({ event }: { event: PaymentEvent }) {
  const severity = paymentEventSeverity(event.outcome);
  const type = paymentTypeLabel(event.paymentType, event.bank);
  const facts = [
    event.transactionStatus && gatewayStatusLabel(event.transactionStatus),
    event.grossAmount !== null && formatIdr(event.grossAmount),
    type,
  ].filter(Boolean);
  // what the gateway sent, for a question to its support: each part named in Indonesian
  const gateway = [
    event.transactionStatus && `Status di layanan pembayaran: ${event.transactionStatus}`,
    event.statusCode && `kode ${event.statusCode}`,
    event.transactionId && `ID transaksi ${event.transactionId}`,
    fraudStatusLabel(event.fraudStatus),
  ].filter(Boolean);
  return (
    <Box
      component="li"
      data-testid="payment-event"
      sx={{
        border: 1,
        borderColor: severity === 'error' ? 'error.light' : 'divider',
        borderRadius: 2,
        p: 1.5,
      }}
    >
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, rowGap: 0.5 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatOrderDateTime(event.receivedAt, 'short')}
        </Typography>
        <Chip
          size="small"
          label={paymentEventOutcomeLabel(event.outcome)}
          color={OUTCOME_COLORS[severity]}
          variant={severity === 'info' ? 'outlined' : 'filled'}
          data-testid="payment-event-outcome"
          sx={{ fontWeight: 600, maxWidth: '100%' }}
        />
      </Stack>
      {facts.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Typography>
      )}
      <Typography
        variant="caption"
        component="p"
        color={event.signatureValid ? 'text.secondary' : 'error'}
        sx={{ fontWeight: event.signatureValid ? 400 : 700 }}
        data-testid="payment-event-signature"
      >
        {event.signatureValid ? 'Tanda tangan valid' : 'Tanda tangan tidak valid'}
      </Typography>
      {gateway.length > 0 && (
        <Typography
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
          data-testid="payment-event-gateway"
        >
          {gateway.join(' · ')}
        </Typography>
      )}
    </Box>
  );
}

/**
 * 'Riwayat Pembayaran Online': every notification the payment gateway sent about the order, newest first,
 * with what the database did with it. Refused ones (a forged signature, a wrong amount) stand out, and money
 * that came in for a closed order is flagged for a refund.
 */
export function OnlinePaymentEvents({ orderId }: OnlinePaymentEventsProps) {
  // the order page reads the order again on every visit: the notifications with it
  const {
    currentData: events,
    isError,
    refetch,
  } = usePaymentEventsQuery(orderId, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <DetailSection title="Riwayat Pembayaran Online">
      {isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Coba Lagi
            </Button>
          }
        >
          Riwayat pembayaran online gagal dimuat.
        </Alert>
      ) : !events ? (
        <LoadingText />
      ) : events.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada notifikasi dari layanan pembayaran.
        </Typography>
      ) : (
        <Stack
          component="ol"
          spacing={1}
          aria-label="Notifikasi pembayaran online"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {events.map((event) => (
            <EventItem key={event.id} event={event} />
          ))}
        </Stack>
      )}
    </DetailSection>
  );
}
