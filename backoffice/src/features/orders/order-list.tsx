import { useState } from 'react';
import {
  Link as RouterLink,
  useSearchParams,
  EmptyState,
  formatRupiah,
  Alert,
  Box,
  Button,
  Card,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import { OrderStatusChip } from '@koperasi/shared-ui/orders';
import {
  Link,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Tabs,
} from '@mui/material';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import {
  isOrderStatus,
  linesTotal,
  MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  selectUser,
  useAppSelector,
  type Order,
  type OrderStatus,
} from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { useFailureToast } from '../../components/use-failure-toast';
import { LoadingText } from '../../components/loading-text';
import { useBackofficeOrdersQuery } from './order-api';
import { formatDateTime } from './order-format';

export interface OrderListProps {
  title: string;
  detailPath: (id: string) => string;
  /** the seller's own view: only orders with the signed-in user's products, and only their lines */
  ownOnly?: boolean;
}

/** Buyer and lines need a wide screen; total, status and the detail button a phone's width; on a phone
 * they move into the first cell, whose order number links to the detail. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PAGE_SIZES = [10, 25, 50];
const PAGE_LABELS = {
  first: 'Halaman pertama',
  last: 'Halaman terakhir',
  next: 'Halaman berikutnya',
  previous: 'Halaman sebelumnya',
} as const;

/** What a row's total column shows: the seller's own share, or the order's total. */
function amountOf(order: Order, ownOnly: boolean): number {
  return ownOnly ? linesTotal(order.lines) : order.total;
}

/**
 * 'Kelola Pesanan' (admin: every order) and 'Pesanan Masuk' (seller: orders with their products, their
 * lines only): filter by status (kept in the address, ?status=), newest first, paged, each to its detail.
 */
export function OrderList({ title, detailPath, ownOnly = false }: OrderListProps) {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: OrderStatus | undefined = isOrderStatus(requested) ? requested : undefined;
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const sellerId = ownOnly ? user?.id : undefined;
  // another query shows as loading until its answer arrives; buyers keep ordering, so every visit reads again
  const { currentData: result, isError } = useBackofficeOrdersQuery(
    { status, sellerId, page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, MESSAGES.ordersLoadFailed);

  const chooseStatus = (value: OrderStatus | 'semua') => {
    setPage(0);
    setParams(value === 'semua' ? {} : { status: value }, { replace: true });
  };

  return (
    <AdminPage title={title}>
      <Card>
        <Tabs
          value={status ?? 'semua'}
          onChange={(_, value: OrderStatus | 'semua') => chooseStatus(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Saring menurut status"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab value="semua" label="Semua" />
          {ORDER_STATUSES.map((value) => (
            <Tab key={value} value={value} label={ORDER_STATUS_LABELS[value]} />
          ))}
        </Tabs>
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
            title={status ? `Tidak ada pesanan ${ORDER_STATUS_LABELS[status]}` : 'Belum ada pesanan'}
            text={
              ownOnly
                ? 'Pesanan yang berisi produk Anda akan tampil di sini.'
                : 'Pesanan pembeli akan tampil di sini.'
            }
          />
        ) : (
          <>
            <TableContainer>
              <Table aria-label={`Daftar pesanan: ${title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Pesanan</TableCell>
                    <TableCell sx={WIDE_ONLY}>Pembeli</TableCell>
                    <TableCell sx={WIDE_ONLY}>{ownOnly ? 'Produk Anda' : 'Produk'}</TableCell>
                    <TableCell align="right" sx={NOT_ON_PHONE}>
                      {ownOnly ? 'Nilai Anda' : 'Total'}
                    </TableCell>
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
                          {formatDateTime(order.createdAt)}
                        </Typography>
                        <Typography variant="body2" sx={{ display: { md: 'none' } }}>
                          {order.buyerName || order.shipping.recipientName} · {order.lines.length} produk
                        </Typography>
                        {/* on a phone the status and total live here */}
                        <Stack
                          direction="row"
                          spacing={1}
                          sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', mt: 0.5 }}
                        >
                          <OrderStatusChip status={order.status} testId="order-status-compact" />
                          <Typography
                            variant="body2"
                            sx={{ fontWeight: 600 }}
                            data-testid="order-amount-compact"
                          >
                            {formatRupiah(amountOf(order, ownOnly))}
                          </Typography>
                        </Stack>
                      </TableCell>
                      <TableCell sx={WIDE_ONLY}>
                        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                          {order.buyerName || order.shipping.recipientName}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {order.shipping.city}
                        </Typography>
                      </TableCell>
                      <TableCell sx={WIDE_ONLY}>
                        <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                          {order.lines.map((line) => (
                            <Typography component="li" variant="body2" key={line.id}>
                              {line.quantity} × {line.productName}
                            </Typography>
                          ))}
                        </Stack>
                      </TableCell>
                      <TableCell align="right" sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}>
                        {formatRupiah(amountOf(order, ownOnly))}
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
            </TableContainer>
            <TablePagination
              component="div"
              count={result.total}
              page={page}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={pageSize}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value));
                setPage(0);
              }}
              rowsPerPageOptions={PAGE_SIZES}
              labelRowsPerPage="Baris per halaman"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} dari ${count}`}
              getItemAriaLabel={(type) => PAGE_LABELS[type]}
            />
          </>
        )}
      </Card>
    </AdminPage>
  );
}
