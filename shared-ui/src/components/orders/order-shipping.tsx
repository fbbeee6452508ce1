import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { Order } from '@koperasi/shared-services';
import { orderAddressLines, PAYMENT_METHOD_LABELS } from '@koperasi/shared-services/orders';

export interface OrderShippingProps {
  order: Pick<Order, 'shipping' | 'paymentMethod'>;
  /** the phone number in the secondary text colour (the buyer's pages) */
  secondaryPhone?: boolean;
  /** false where a payment panel beside it already names the method (the admin's order detail) */
  showPaymentMethod?: boolean;
  sx?: SxProps<Theme>;
}

/** Where an order goes and how it is paid: recipient, phone, address lines, the buyer's note, payment method. */
export function OrderShipping({
  order,
  secondaryPhone = false,
  showPaymentMethod = true,
  sx,
}: OrderShippingProps) {
  const { shipping } = order;
  return (
    <Box sx={sx}>
      <Typography sx={{ fontWeight: 600 }}>{shipping.recipientName}</Typography>
      <Typography variant="body2" color={secondaryPhone ? 'text.secondary' : undefined}>
        {shipping.phone}
      </Typography>
      {orderAddressLines(shipping).map((line) => (
        <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
      {shipping.notes && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, fontStyle: 'italic', overflowWrap: 'anywhere' }}
        >
          Catatan: {shipping.notes}
        </Typography>
      )}
      {showPaymentMethod && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          Pembayaran: <strong>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</strong>
        </Typography>
      )}
    </Box>
  );
}
