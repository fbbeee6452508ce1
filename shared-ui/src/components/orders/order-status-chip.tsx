import { Chip, type ChipProps } from '@mui/material';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@koperasi/shared-services';

const COLORS: Record<OrderStatus, ChipProps['color']> = {
  menunggu_pembayaran: 'warning',
  diproses: 'info',
  dikirim: 'primary',
  selesai: 'success',
  dibatalkan: 'default',
};

export interface OrderStatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
  testId?: string;
}

/** An order's status in Indonesian, coloured by how far it is. */
export function OrderStatusChip({ status, size = 'small', testId = 'order-status' }: OrderStatusChipProps) {
  return (
    <Chip
      label={ORDER_STATUS_LABELS[status]}
      color={COLORS[status]}
      size={size}
      variant={status === 'dibatalkan' ? 'outlined' : 'filled'}
      data-testid={testId}
      sx={{ fontWeight: 600 }}
    />
  );
}
