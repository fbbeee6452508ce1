import { useId, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  formatDate,
  formatIdr,
  LoadingText,
} from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import type { SellerBalance } from '@koperasi/shared-services';
import { sellerBalancesCsv } from '@koperasi/shared-services/economics';
import { AdminPage } from '../../components/admin-page';
import { HIDE_ON_PHONE } from '../../components/list-parts';
import { useFailureToast } from '../../components/use-failure-toast';
import { usePayoutsQuery, useSellerBalancesQuery } from './economics-admin-api';
import { todayIso } from './economics-dates';
import { PayoutDialog } from './payout-dialog';
import { TableScroll } from '../../components/table-scroll';

const LOAD_FAILED = 'Gagal memuat saldo penjual';

/** Saves a text as a file through the browser's download. */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

const sum = (
  rows: SellerBalance[],
  key: keyof Pick<SellerBalance, 'creditedTotal' | 'commissionTotal' | 'paidTotal' | 'balance' | 'pending'>,
) => rows.reduce((total, row) => total + row[key], 0);

/**
 * 'Saldo Penjual': every seller's ledger in figures (net sales credited, commission kept, paid out, balance,
 * pending in shipments not yet received), exported as CSV; a payout recorded per seller; the latest payouts.
 */
export function SellerBalances({ title }: { title: string }) {
  const { data: balances, isError } = useSellerBalancesQuery(undefined, { refetchOnMountOrArgChange: true });
  const { data: payouts } = usePayoutsQuery(undefined, { refetchOnMountOrArgChange: true });
  useFailureToast(isError, LOAD_FAILED);
  const [paying, setPaying] = useState<SellerBalance | null>(null);
  const tableTitleId = useId();
  const payoutsTitleId = useId();

  return (
    <AdminPage
      title={title}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadRounded />}
          disabled={!balances || balances.length === 0}
          onClick={() =>
            download(
              `saldo-penjual-${todayIso()}.csv`,
              sellerBalancesCsv(balances ?? []),
              'text/csv;charset=utf-8',
            )
          }
        >
          Unduh CSV
        </Button>
      }
    >
      {isError ? (
        <Alert severity="error">{LOAD_FAILED}</Alert>
      ) : !balances ? (
        <LoadingText />
      ) : (
        <Stack spacing={3}>
          <Card component="section" aria-labelledby={tableTitleId}>
            <CardContent sx={{ pb: 0 }}>
              <Typography id={tableTitleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                Saldo per Penjual
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Penjualan bersih = nilai barang − komisi + ongkos kirim, dicatat saat pembeli menerima paket.
              </Typography>
            </CardContent>
            {balances.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">Belum ada penjual.</Typography>
              </CardContent>
            ) : (
              <TableScroll label="Saldo penjual">
                <Table
                  size="small"
                  aria-labelledby={tableTitleId}
                  sx={{ '& td, & th': { px: { xs: 0.75, sm: 2 } } }}
                >
                  <TableHead>
                    <TableRow>
                      <TableCell>Penjual</TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        Penjualan bersih
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        Komisi
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        Dicairkan
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        Menunggu
                      </TableCell>
                      <TableCell align="right">Saldo</TableCell>
                      <TableCell align="right">Tindakan</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {balances.map((row) => (
                      <TableRow key={row.sellerId} data-testid="balance-row">
                        <TableCell>
                          <Typography sx={{ fontWeight: 600 }}>{row.sellerName || 'Penjual'}</Typography>
                          <Typography variant="body2" color="text.secondary">
                            {row.memberNumber ? `Anggota ${row.memberNumber}` : 'Bukan anggota'}
                          </Typography>
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {formatIdr(row.creditedTotal)}
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {formatIdr(row.commissionTotal)}
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {formatIdr(row.paidTotal)}
                        </TableCell>
                        <TableCell align="right" sx={HIDE_ON_PHONE}>
                          {formatIdr(row.pending)}
                        </TableCell>
                        <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="balance-amount">
                          {formatIdr(row.balance)}
                        </TableCell>
                        <TableCell align="right">
                          <Button
                            size="small"
                            variant="outlined"
                            disabled={row.balance <= 0}
                            onClick={() => setPaying(row)}
                            aria-label={`Catat pencairan untuk ${row.sellerName || 'penjual'}`}
                          >
                            Catat Pencairan
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                  <TableFooter>
                    <TableRow>
                      <TableCell>Jumlah ({balances.length} penjual)</TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        {formatIdr(sum(balances, 'creditedTotal'))}
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        {formatIdr(sum(balances, 'commissionTotal'))}
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        {formatIdr(sum(balances, 'paidTotal'))}
                      </TableCell>
                      <TableCell align="right" sx={HIDE_ON_PHONE}>
                        {formatIdr(sum(balances, 'pending'))}
                      </TableCell>
                      <TableCell align="right">{formatIdr(sum(balances, 'balance'))}</TableCell>
                      <TableCell />
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableScroll>
            )}
          </Card>

          <Card component="section" aria-labelledby={payoutsTitleId}>
            <CardContent sx={{ pb: 0 }}>
              <Typography id={payoutsTitleId} variant="h2" sx={{ fontSize: '1.25rem' }}>
                Pencairan Terakhir
              </Typography>
            </CardContent>
            {!payouts || payouts.length === 0 ? (
              <CardContent>
                <Typography color="text.secondary">
                  {payouts ? 'Belum ada pencairan.' : 'Memuat...'}
                </Typography>
              </CardContent>
            ) : (
              <TableScroll label="Riwayat pencairan">
                <Table size="small" aria-labelledby={payoutsTitleId}>
                  <TableHead>
                    <TableRow>
                      <TableCell>Tanggal</TableCell>
                      <TableCell>Penjual</TableCell>
                      <TableCell sx={HIDE_ON_PHONE}>Referensi transfer</TableCell>
                      <TableCell align="right">Jumlah</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {payouts.map((payout) => (
                      <TableRow key={payout.id} data-testid="payout-row">
                        <TableCell>{formatDate(payout.paidOn)}</TableCell>
                        <TableCell>{payout.sellerName}</TableCell>
                        <TableCell sx={HIDE_ON_PHONE}>{payout.transferReference}</TableCell>
                        <TableCell align="right">{formatIdr(payout.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableScroll>
            )}
          </Card>
        </Stack>
      )}
      <PayoutDialog seller={paying} onClose={() => setPaying(null)} />
    </AdminPage>
  );
}
