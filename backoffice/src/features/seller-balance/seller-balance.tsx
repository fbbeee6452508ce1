import { useId } from 'react';
import {
  Link as RouterLink,
  Alert,
  Box,
  Card,
  CardContent,
  Grid,
  Stack,
  Typography,
  formatDate,
  formatIdr,
} from '@koperasi/shared-ui';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { LedgerEntry } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { HIDE_ON_PHONE } from '../../components/list-parts';
import { ListPagination, usePaging } from '../../components/list-pagination';
import { LoadingText } from '../../components/loading-text';
import { useFailureToast } from '../../components/use-failure-toast';
import { useLedgerEntriesQuery, useSellerBalanceSummaryQuery } from './seller-balance-api';

const LOAD_FAILED = 'Gagal memuat saldo';

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: number;
  hint: string;
  testId: string;
}) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontSize: '1.6rem', fontWeight: 700 }} data-testid={testId}>
          {formatIdr(value)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Movement({ entry, orderPath }: { entry: LedgerEntry; orderPath: (id: string) => string }) {
  const sale = entry.type === 'penjualan';
  return (
    <TableRow data-testid="ledger-row">
      <TableCell>{formatDate(entry.createdAt)}</TableCell>
      <TableCell>
        <Chip
          size="small"
          variant="outlined"
          color={sale ? 'success' : 'info'}
          label={sale ? 'Penjualan' : 'Pencairan'}
        />
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {sale && entry.orderId ? (
            <RouterLink to={orderPath(entry.orderId)}>{entry.orderNumber ?? entry.description}</RouterLink>
          ) : entry.transferReference ? (
            `Ref. ${entry.transferReference}`
          ) : (
            entry.description
          )}
        </Typography>
      </TableCell>
      <TableCell align="right" sx={HIDE_ON_PHONE}>
        {sale ? formatIdr(entry.grossAmount) : '–'}
      </TableCell>
      <TableCell align="right" sx={HIDE_ON_PHONE}>
        {sale ? `−${formatIdr(entry.commissionAmount)}` : '–'}
      </TableCell>
      <TableCell align="right" sx={HIDE_ON_PHONE}>
        {sale ? formatIdr(entry.shippingAmount) : '–'}
      </TableCell>
      <TableCell align="right" sx={{ fontWeight: 600, color: sale ? 'success.dark' : 'text.primary' }}>
        {sale ? `+${formatIdr(entry.amount)}` : `−${formatIdr(-entry.amount)}`}
      </TableCell>
      <TableCell align="right" sx={HIDE_ON_PHONE}>
        {formatIdr(entry.balanceAfter)}
      </TableCell>
    </TableRow>
  );
}

/**
 * 'Saldo Saya': the seller's balance with the cooperative (net sales credited when a buyer receives a
 * parcel: goods − commission + shipping fee), what is still on its way, what was paid out, and every movement.
 */
export function SellerBalance({ title, orderPath }: { title: string; orderPath: (id: string) => string }) {
  const { data: summary, isError } = useSellerBalanceSummaryQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const paging = usePaging();
  const { currentData: ledger, isError: ledgerFailed } = useLedgerEntriesQuery(
    { page: paging.page + 1, pageSize: paging.pageSize },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError || ledgerFailed, LOAD_FAILED);
  const movementsId = useId();

  return (
    <AdminPage title={title}>
      {isError ? (
        <Alert severity="error">{LOAD_FAILED}</Alert>
      ) : !summary ? (
        <LoadingText />
      ) : (
        <Stack spacing={3}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Figure
                label="Saldo"
                value={summary.balance}
                hint="Siap dicairkan oleh koperasi"
                testId="own-balance"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Figure
                label="Menunggu"
                value={summary.pending}
                hint="Paket yang belum diterima pembeli"
                testId="own-pending"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <Figure
                label="Sudah Dicairkan"
                value={summary.paidTotal}
                hint="Total transfer dari koperasi"
                testId="own-paid"
              />
            </Grid>
          </Grid>
          <Typography color="text.secondary" data-testid="own-totals">
            Total penjualan bersih {formatIdr(summary.creditedTotal)}, setelah komisi koperasi{' '}
            {formatIdr(summary.commissionTotal)}.
          </Typography>

          <Card component="section" aria-labelledby={movementsId}>
            <CardContent sx={{ pb: 0 }}>
              <Typography id={movementsId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                Riwayat Saldo
              </Typography>
            </CardContent>
            {ledgerFailed ? (
              <Box sx={{ p: 2 }}>
                <Alert severity="error">{LOAD_FAILED}</Alert>
              </Box>
            ) : !ledger ? (
              <LoadingText />
            ) : ledger.items.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">
                  Belum ada transaksi. Saldo bertambah saat pembeli mengonfirmasi paket Anda sudah diterima.
                </Typography>
              </CardContent>
            ) : (
              <>
                <TableContainer>
                  <Table size="small" aria-labelledby={movementsId}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Tanggal</TableCell>
                        <TableCell>Transaksi</TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          Nilai barang
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          Komisi
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          Ongkos kirim
                        </TableCell>
                        <TableCell align="right">Jumlah</TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          Saldo
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {ledger.items.map((entry) => (
                        <Movement key={entry.id} entry={entry} orderPath={orderPath} />
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
                <ListPagination
                  count={ledger.total}
                  page={paging.page}
                  pageSize={paging.pageSize}
                  onPageChange={paging.setPage}
                  onPageSizeChange={paging.setPageSize}
                />
              </>
            )}
          </Card>
        </Stack>
      )}
    </AdminPage>
  );
}
