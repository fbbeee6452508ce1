import { Chip, type ChipProps } from '@mui/material';
import type { OrderStatus, PaymentStatus, ShipmentStatus } from '@koperasi/shared-services';
import {
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  SHIPMENT_STATUS_LABELS,
} from '@koperasi/shared-services/orders';

const ORDER_COLORS: Record<OrderStatus, ChipProps['color']> = {
  menunggu_pembayaran: 'warning',
  diproses: 'info',
  dikirim: 'primary',
  selesai: 'success',
  dibatalkan: 'default',
};

const PAYMENT_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  menunggu_pembayaran: 'warning',
  menunggu_verifikasi: 'info',
  dibayar: 'success',
  bayar_di_tempat: 'secondary',
  kedaluwarsa: 'default',
  dibatalkan: 'default',
  dikembalikan: 'default',
};

const SHIPMENT_COLORS: Record<ShipmentStatus, ChipProps['color']> = {
  diproses: 'info',
  dikirim: 'primary',
  diterima: 'success',
  dibatalkan: 'default',
};

/** Ended without happening (cancelled, expired, refunded): outlined, so it reads as inactive. */
const ENDED = new Set<string>(['dibatalkan', 'kedaluwarsa', 'dikembalikan']);

interface StatusChipProps {
  label: string;
  color: ChipProps['color'];
  ended: boolean;
  size: ChipProps['size'];
  testId: string;
  /** what the status is of, for screen readers: 'Status pembayaran' */
  subject: string;
}

function StatusChip({ label, color, ended, size, testId, subject }: StatusChipProps) {
  return (
    <Chip
      label={label}
      color={color}
      size={size}
      variant={ended ? 'outlined' : 'filled'}
      data-testid={testId}
      title={`${subject}: ${label}`}
      sx={{ fontWeight: 600 }}
    />
  );
}

export interface OrderStatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
  testId?: string;
}

/** An order's status in Indonesian, coloured by how far it is. */
export function OrderStatusChip({ status, size = 'small', testId = 'order-status' }: OrderStatusChipProps) {
  return (
    <StatusChip
      label={ORDER_STATUS_LABELS[status]}
      color={ORDER_COLORS[status]}
      ended={ENDED.has(status)}
      size={size}
      testId={testId}
      subject="Status pesanan"
    />
  );
}

export interface PaymentStatusChipProps {
  status: PaymentStatus;
  size?: ChipProps['size'];
  testId?: string;
}

/** A payment's status: 'Menunggu Pembayaran', 'Menunggu Verifikasi', 'Lunas', 'Dikembalikan'... */
export function PaymentStatusChip({
  status,
  size = 'small',
  testId = 'payment-status',
}: PaymentStatusChipProps) {
  return (
    <StatusChip
      label={PAYMENT_STATUS_LABELS[status]}
      color={PAYMENT_COLORS[status]}
      ended={ENDED.has(status)}
      size={size}
      testId={testId}
      subject="Status pembayaran"
    />
  );
}

export interface ShipmentStatusChipProps {
  status: ShipmentStatus;
  size?: ChipProps['size'];
  testId?: string;
}

/** One seller's shipment status: 'Diproses', 'Dikirim', 'Diterima', 'Dibatalkan'. */
export function ShipmentStatusChip({
  status,
  size = 'small',
  testId = 'shipment-status',
}: ShipmentStatusChipProps) {
  return (
    <StatusChip
      label={SHIPMENT_STATUS_LABELS[status]}
      color={SHIPMENT_COLORS[status]}
      ended={ENDED.has(status)}
      size={size}
      testId={testId}
      subject="Status pengiriman"
    />
  );
}
