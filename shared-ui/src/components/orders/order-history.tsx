import { Box, Typography } from '@mui/material';
import type { OrderMonthStyle, OrderStatusEvent, Shipment } from '@koperasi/shared-services';
import {
  formatOrderDateTime,
  orderEventLabel,
  orderEventNote,
  orderStatusActor,
} from '@koperasi/shared-services/orders';

export interface OrderHistoryProps {
  history: readonly OrderStatusEvent[];
  /** the order's shipments, to name the seller of each shipment event (when there is more than one seller) */
  shipments?: readonly Pick<Shipment, 'id' | 'sellerName'>[];
  /** how the month of each time is written: 'Nov' or 'November' (the default) */
  month?: OrderMonthStyle;
}

/** An order's history as a timeline, oldest first: what changed (order, payment, shipment), who and when. */
export function OrderHistory({ history, shipments = [], month = 'long' }: OrderHistoryProps) {
  const sellerOf = (event: OrderStatusEvent) =>
    shipments.length > 1 ? (shipments.find((s) => s.id === event.shipmentId)?.sellerName ?? '') : '';
  return (
    <Box component="ol" aria-label="Riwayat status" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((event, index) => {
        const last = index === history.length - 1;
        return (
          <Box component="li" key={event.id} sx={{ position: 'relative', pl: 3.5, pb: last ? 0 : 2 }}>
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                left: 6,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: last ? 'primary.main' : 'grey.400',
              }}
            />
            {!last && (
              <Box
                aria-hidden
                sx={{ position: 'absolute', left: 11, top: 20, bottom: 0, width: 2, bgcolor: 'grey.300' }}
              />
            )}
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {orderEventLabel(event, sellerOf(event))}
            </Typography>
            {event.note && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {orderEventNote(event)}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {formatOrderDateTime(event.changedAt, month)} · oleh {orderStatusActor(event)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
