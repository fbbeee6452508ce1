import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, EmptyState, Alert, Box, Button, Skeleton, Stack } from '@koperasi/shared-ui';
import { Chip } from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  getMyOrders,
  MESSAGES,
  notify,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
} from '@koperasi/shared-services';
import { CancelOrderDialog } from './cancel-order-dialog';
import { OrderCard } from './order-card';
import { useCancelOrder } from './use-cancel-order';

type Loaded = { status: 'loading' } | { status: 'ready'; orders: Order[] } | { status: 'failed' };

/**
 * The profile's 'Pesanan' tab: the buyer's orders, newest first, with status and lines, a status filter,
 * and 'Batalkan' (asked first) while an order awaits payment; the stock goes back.
 */
export function OrdersTab() {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [filter, setFilter] = useState<OrderStatus | 'semua'>('semua');

  const load = useCallback(() => {
    let active = true;
    getMyOrders()
      .then((orders) => active && setLoaded({ status: 'ready', orders }))
      .catch((error: unknown) => {
        if (!active) return;
        console.error(error);
        setLoaded({ status: 'failed' });
        notify.error(MESSAGES.ordersLoadFailed);
      });
    return () => {
      active = false;
    };
  }, []);
  useEffect(load, [load]);

  const cancel = useCancelOrder((cancelled) =>
    setLoaded((current) =>
      current.status === 'ready'
        ? {
            status: 'ready',
            orders: current.orders.map((order) =>
              order.id === cancelled.id ? { ...order, status: cancelled.status } : order,
            ),
          }
        : current,
    ),
  );

  if (loaded.status === 'loading') {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Memuat pesanan">
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </Stack>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              setLoaded({ status: 'loading' });
              load();
            }}
          >
            Coba Lagi
          </Button>
        }
      >
        {MESSAGES.ordersLoadFailed}
      </Alert>
    );
  }
  if (loaded.orders.length === 0) {
    return (
      <EmptyState
        icon={<ReceiptLongOutlined />}
        title="Belum ada pesanan"
        text="Pesanan yang Anda buat akan tampil di sini."
        action={
          <Button component={RouterLink} to="/products" variant="contained">
            Mulai Belanja
          </Button>
        }
      />
    );
  }

  const counts = new Map<OrderStatus, number>();
  for (const order of loaded.orders) counts.set(order.status, (counts.get(order.status) ?? 0) + 1);
  const shown = filter === 'semua' ? loaded.orders : loaded.orders.filter((order) => order.status === filter);

  return (
    <Box>
      <Box
        role="group"
        aria-label="Saring menurut status"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        {(['semua', ...ORDER_STATUSES] as const).map((value) => {
          const count = value === 'semua' ? loaded.orders.length : (counts.get(value) ?? 0);
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
