import { useEffect, useState } from 'react';
import { Link as RouterLink, EmptyState, Alert, Box, Button, Skeleton, Stack } from '@koperasi/shared-ui';
import { Chip } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  MESSAGES,
  notify,
  selectUser,
  useAppSelector,
  type OrderStatus,
  paths,
} from '@koperasi/shared-services';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@koperasi/shared-services/orders';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { useMyOrdersQuery } from './orders-api';
import { useCancelOrder } from './use-cancel-order';

/**
 * The profile's 'Pesanan' tab: the buyer's orders, newest first, with status and lines, a status filter,
 * and 'Batalkan' (asked first) while an order awaits payment; the stock goes back.
 */
export function OrdersTab() {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const [filter, setFilter] = useState<OrderStatus | 'semua'>('semua');
  // the sellers move orders on: read them again on every visit
  const {
    data: orders,
    isError,
    isFetching,
    refetch,
  } = useMyOrdersQuery(userId, {
    refetchOnMountOrArgChange: true,
  });
  const cancel = useCancelOrder();

  useEffect(() => {
    if (isError) notify.error(MESSAGES.ordersLoadFailed);
  }, [isError]);

  if (!orders && (isFetching || !isError)) {
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Memuat pesanan">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }
  if (!orders) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            Coba Lagi
          </Button>
        }
      >
        {MESSAGES.ordersLoadFailed}
      </Alert>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title="Belum ada pesanan"
        text="Pesanan yang Anda buat akan tampil di sini."
        action={
          <Button component={RouterLink} to={paths.products()} variant="contained">
            Mulai Belanja
          </Button>
        }
      />
    );
  }

  const counts = new Map<OrderStatus, number>();
  for (const order of orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  const shown = filter === 'semua' ? orders : orders.filter((order) => order.status === filter);

  return (
    <Box>
      <Box
        role="group"
        aria-label="Saring menurut status"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {(['semua', ...ORDER_STATUSES] as const).map((value) => {
          const count = value === 'semua' ? orders.length : (counts.get(value) ?? 0);
          const selected = filter === value;
          if (value !== 'semua' && count === 0 && !selected) return null;
          return (
            <Chip
              key={value}
              label={`${value === 'semua' ? 'Semua' : ORDER_STATUS_LABELS[value]} (${count})`}
              onClick={() => setFilter(value)}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              aria-pressed={selected}
              sx={{ minHeight: 32 }}
            />
          );
        })}
      </Box>
      {shown.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Tidak ada pesanan dengan status ini.
        </Alert>
      )}
      <Stack component="ul" spacing={2} aria-label="Daftar pesanan" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} onCancel={cancel.ask} />
          </li>
        ))}
      </Stack>
      <CancelOrderDialog {...cancel.dialog} />
    </Box>
  );
}
