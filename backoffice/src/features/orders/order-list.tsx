import {
  Link as RouterLink,
  useSearchParams,
  EmptyState,
  formatIdr,
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Typography,
  MuiLink as Link,
  LoadingText,
} from '@koperasi/shared-ui';
import { OrderStatusChip, PaymentStatusChip, ShipmentStatusChip } from '@koperasi/shared-ui/orders';
import {
  MenuItem,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
} from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  MESSAGES,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type PaymentStatus,
} from '@koperasi/shared-services';
import {
  formatOrderDateTime,
  isOrderStatus,
  isPaymentMethod,
  isPaymentStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@koperasi/shared-services/orders';
import { AdminPage } from '../../components/admin-page';
import { ListPagination, pagerProps, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import { useBackofficeOrdersQuery } from '../../api/orders-api';
import { TableScroll } from '../../components/table-scroll';

export interface OrderListProps {
  title: string;
  detailPath: (id: string) => string;
}

/** Buyer and sellers need a wide screen; the payment (total, status, method), the order status and the detail
 * button a phone's width; on a phone they move into the first cell, whose order number links to the detail. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ALL = 'semua';

/** What the buyer pays; an admin always reads the payment, '–' only if it is missing. */
const totalOf = (order: Order) => (order.payment ? formatIdr(order.payment.total) : '–');

/**
 * 'Tidak ada pesanan Dikirim dengan pembayaran Lunas', '... lewat Bayar Online (...)', or 'Belum ada
 * pesanan' without a filter.
 */
function emptyTitle(
  status: OrderStatus | undefined,
  paymentStatus: PaymentStatus | undefined,
  paymentMethod: PaymentMethod | undefined,
): string {
  if (!status && !paymentStatus && !paymentMethod) return 'Belum ada pesanan';
  return [
    'Tidak ada pesanan',
    status && ORDER_STATUS_LABELS[status],
    paymentStatus && `dengan pembayaran ${PAYMENT_STATUS_LABELS[paymentStatus]}`,
    paymentMethod && `lewat ${PAYMENT_METHOD_LABELS[paymentMethod]}`,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * 'Kelola Pesanan': every order, newest first, paged, filtered by order status (tabs, ?status=), payment
 * status (?pembayaran=) and payment method (?metode=), each with its buyer, its sellers' shipments, the amount paid and its statuses.
 */
export function OrderList({ title, detailPath }: OrderListProps) {
  const [params, setParams] = useSearchParams();
  const requestedStatus = params.get('status');
  const requestedPayment = params.get('pembayaran');
  const status: OrderStatus | undefined = isOrderStatus(requestedStatus) ? requestedStatus : undefined;
  const paymentStatus: PaymentStatus | undefined = isPaymentStatus(requestedPayment)
    ? requestedPayment
    : undefined;
  const requestedMethod = params.get('metode');
  const paymentMethod: PaymentMethod | undefined = isPaymentMethod(requestedMethod)
    ? requestedMethod
    : undefined;
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // another query shows as loading until its answer arrives; buyers keep ordering, so every visit reads again
  const { currentData: result, isError } = useBackofficeOrdersQuery(
    { status, paymentStatus, paymentMethod, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, MESSAGES.ordersLoadFailed);

  const choose = (key: 'status' | 'pembayaran' | 'metode', value: string) => {
    setPage(0);
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <AdminPage title={title}>
      <Card>
        <Tabs
          value={status ?? ALL}
          onChange={(_, value: string) => choose('status', value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Saring menurut status"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab value={ALL} label="Semua" />
          {ORDER_STATUSES.map((value) => (
            <Tab key={value} value={value} label={ORDER_STATUS_LABELS[value]} />
          ))}
        </Tabs>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2, pb: 1 }}>
          <TextField
            select
            size="small"
            id="filter-payment-status"
            label="Status pembayaran"
            value={paymentStatus ?? ALL}
            onChange={(event) => choose('pembayaran', event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            <MenuItem value={ALL}>Semua status pembayaran</MenuItem>
            {PAYMENT_STATUSES.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_STATUS_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            id="filter-payment-method"
            label="Metode pembayaran"
            value={paymentMethod ?? ALL}
            onChange={(event) => choose('metode', event.target.value)}
            sx={{ width: { xs: '100%', sm: 280 } }}
          >
            <MenuItem value={ALL}>Semua metode pembayaran</MenuItem>
            {PAYMENT_METHODS.map((value) => (
              <MenuItem key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {MESSAGES.ordersLoadFailed}
          </Alert>
        ) : !result ? (
          <Box sx={{ px: 2 }}>
            <LoadingText />
          </Box>
        ) : result.items.length === 0 ? (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={emptyTitle(status, paymentStatus, paymentMethod)}
            text="Pesanan pembeli akan tampil di sini."
          />
        ) : (
          <>
            <TableScroll label={`Daftar pesanan: ${title}`}>
              <Table aria-label={`Daftar pesanan: ${title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Pesanan</TableCell>
                    <TableCell sx={WIDE_ONLY}>Pembeli</TableCell>
                    <TableCell sx={WIDE_ONLY}>Pengiriman</TableCell>
                    <TableCell sx={NOT_ON_PHONE}>Pembayaran</TableCell>
                    <TableCell sx={NOT_ON_PHONE}>Status</TableCell>
                    <TableCell align="right" sx={NOT_ON_PHONE}>
                      Aksi
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((order) => (
                    <TableRow key={order.id} hover data-testid="order-row">
                      <TableCell>
                        <Link
                          component={RouterLink}
                          to={detailPath(order.id)}
                          underline="hover"
                          color="inherit"
                          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                        >
                          {order.orderNumber}
                        </Link>
                        <Typography variant="body2" color="text.secondary">
                          {formatOrderDateTime(order.createdAt, 'short')}
                        </Typography>
                        <Typography variant="body2" sx={{ display: { md: 'none' } }}>
                          {order.buyerName || order.shipping.recipientName} · {order.shipments.length} penjual
                        </Typography>
                        {/* on a phone the statuses and total live here */}
                        <Stack
                          direction="row"
                          sx={{
                            display: { xs: 'flex', sm: 'none' },
                            alignItems: 'center',
                            flexWrap: 'wrap',
                            gap: 0.5,
                            mt: 0.5,
                          }}
                        >
                          <OrderStatusChip status={order.status} testId="order-status-compact" />
                          {order.payment && (
                            <PaymentStatusChip
                              status={order.payment.status}
                              testId="payment-status-compact"
                            />
                          )}
                          <Typography
                            variant="body2"
                            sx={{ fontWeight: 600 }}
                            data-testid="order-amount-compact"
                          >
                            {totalOf(order)}
                          </Typography>
                        </Stack>
                      </TableCell>
                      <TableCell sx={WIDE_ONLY}>
                        <Typography variant="body2" sx={{ fontWeight: 600 }}>
                          {order.buyerName || order.shipping.recipientName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {order.shipping.city}, {order.shipping.province}
                        </Typography>
                      </TableCell>
                      <TableCell sx={WIDE_ONLY}>
                        <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                          {order.shipments.map((shipment) => (
                            <Box
                              component="li"
                              key={shipment.id}
                              sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                            >
                              <Typography variant="body2">{shipment.sellerName || 'Penjual'}</Typography>
                              <ShipmentStatusChip status={shipment.status} />
                            </Box>
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell sx={NOT_ON_PHONE}>
                        <Typography
                          variant="body2"
                          sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                          data-testid="order-amount"
                        >
                          {totalOf(order)}
                        </Typography>
                        {order.payment && (
                          <Box sx={{ my: 0.5 }}>
                            <PaymentStatusChip status={order.payment.status} />
                          </Box>
                        )}
                        {order.payment?.status !== 'bayar_di_tempat' && (
                          <Typography variant="caption" color="text.secondary" component="p">
                            {PAYMENT_METHOD_LABELS[order.paymentMethod]}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell sx={NOT_ON_PHONE}>
                        <OrderStatusChip status={order.status} />
                      </TableCell>
                      <TableCell align="right" sx={NOT_ON_PHONE}>
                        <Button
                          component={RouterLink}
                          to={detailPath(order.id)}
                          size="small"
                          variant="outlined"
                          aria-label={`Detail pesanan ${order.orderNumber}`}
                        >
                          Detail
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableScroll>
            <ListPagination count={result.total} {...pagerProps(paging)} />
          </>
        )}
      </Card>
    </AdminPage>
  );
}
