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
import { ShipmentStatusChip } from '@koperasi/shared-ui/orders';
import { Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs } from '@mui/material';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import { MESSAGES, selectUser, useAppSelector, type ShipmentStatus } from '@koperasi/shared-services';
import { formatOrderDateTime, isShipmentStatus } from '@koperasi/shared-services/orders';
import { AdminPage } from '../../components/admin-page';
import { ListPagination, pagerProps, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import { useBackofficeOrdersQuery } from '../../api/orders-api';
import { ownShipment } from './own-shipment';
import { TableScroll } from '../../components/table-scroll';

export interface SellerShipmentListProps {
  title: string;
  detailPath: (id: string) => string;
}

/** Recipient and lines need a wide screen; the subtotal, status and detail button a phone's width; on a
 * phone they move into the first cell, whose order number links to the detail. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ALL = 'semua';

/** The tabs: the seller's own shipment's status, as the seller thinks of it, with what an empty tab says. */
const TABS: ReadonlyArray<{ value: ShipmentStatus; label: string; empty: string }> = [
  { value: 'diproses', label: 'Perlu Dikirim', empty: 'Tidak ada pesanan yang perlu dikirim' },
  { value: 'dikirim', label: 'Dikirim', empty: 'Tidak ada pesanan yang sedang dikirim' },
  { value: 'diterima', label: 'Diterima', empty: 'Belum ada pesanan yang diterima pembeli' },
  { value: 'dibatalkan', label: 'Dibatalkan', empty: 'Tidak ada pesanan yang dibatalkan' },
];

/**
 * 'Pesanan Masuk': the seller's shipments, newest first, paged, by the status of their shipment (tabs,
 * ?status=): only orders released to them (paid, or cash on delivery), with their own lines and subtotal,
 * never the payment.
 */
export function SellerShipmentList({ title, detailPath }: SellerShipmentListProps) {
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const shipmentStatus: ShipmentStatus | undefined = isShipmentStatus(requested) ? requested : undefined;
  const paging = usePaging();
  const { page, pageSize, setPage } = paging;
  // buyers keep ordering and paying: every visit reads again
  const { currentData: result, isError } = useBackofficeOrdersQuery(
    { sellerId: user?.id, ...(shipmentStatus && { shipmentStatus }), page: page + 1, pageSize },
    { refetchOnMountOrArgChange: true, skip: !user },
  );
  useFailureToast(isError, MESSAGES.ordersLoadFailed);

  const choose = (value: string) => {
    setPage(0);
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete('status');
    else next.set('status', value);
    setParams(next, { replace: true });
  };
  const tab = TABS.find((t) => t.value === shipmentStatus);

  return (
    <AdminPage title={title}>
      <Card>
        <Tabs
          value={shipmentStatus ?? ALL}
          onChange={(_, value: string) => choose(value)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Saring menurut status pengiriman"
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          <Tab value={ALL} label="Semua" />
          {TABS.map((t) => (
            <Tab key={t.value} value={t.value} label={t.label} />
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
            icon={<ShoppingBagOutlined />}
            title={tab?.empty ?? 'Belum ada pesanan masuk'}
            text="Pesanan berisi produk Anda tampil di sini setelah dibayar (atau langsung untuk bayar di tempat)."
          />
        ) : (
          <>
            <TableScroll label={`Daftar pesanan: ${title}`}>
              <Table aria-label={`Daftar pesanan: ${title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Pesanan</TableCell>
                    <TableCell sx={WIDE_ONLY}>Penerima</TableCell>
                    <TableCell sx={WIDE_ONLY}>Produk Anda</TableCell>
                    <TableCell align="right" sx={NOT_ON_PHONE}>
                      Subtotal
                    </TableCell>
                    <TableCell sx={NOT_ON_PHONE}>Pengiriman</TableCell>
                    <TableCell align="right" sx={NOT_ON_PHONE}>
                      Aksi
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.items.map((order) => {
                    const shipment = ownShipment(order, user?.id);
                    const recipient = order.shipping.recipientName || order.buyerName;
                    return (
                      <TableRow key={order.id} hover data-testid="shipment-row">
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
                            {recipient} · {order.shipping.city}
                          </Typography>
                          {/* on a phone the status and subtotal live here */}
                          {shipment && (
                            <Stack
                              direction="row"
                              spacing={1}
                              sx={{ display: { xs: 'flex', sm: 'none' }, alignItems: 'center', mt: 0.5 }}
                            >
                              <ShipmentStatusChip status={shipment.status} testId="shipment-status-compact" />
                              <Typography
                                variant="body2"
                                sx={{ fontWeight: 600 }}
                                data-testid="shipment-amount-compact"
                              >
                                {formatIdr(shipment.subtotal)}
                              </Typography>
                            </Stack>
                          )}
                        </TableCell>
                        <TableCell sx={WIDE_ONLY}>
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {recipient}
                          </Typography>
                          <Typography variant="body2" color="text.secondary">
                            {order.shipping.city}, {order.shipping.province}
                          </Typography>
                        </TableCell>
                        <TableCell sx={WIDE_ONLY}>
                          <Stack component="ul" spacing={0.25} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                            {shipment?.lines.map((line) => (
                              <Typography component="li" variant="body2" key={line.id}>
                                {line.quantity} × {line.productName}
                              </Typography>
                            ))}
                          </Stack>
                        </TableCell>
                        <TableCell align="right" sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}>
                          {shipment ? formatIdr(shipment.subtotal) : '–'}
                        </TableCell>
                        <TableCell sx={NOT_ON_PHONE}>
                          {shipment && <ShipmentStatusChip status={shipment.status} />}
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
                    );
                  })}
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
