import { Link as RouterLink, Typography, formatIdr } from '@koperasi/shared-ui';
import { Chip, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { formatOrderDateTime, type SellerLedgerEntry } from '@koperasi/shared-services';

export interface LedgerTableProps {
  entries: SellerLedgerEntry[];
  /** the seller's detail page of an order */
  orderPath: (orderId: string) => string;
}

/** Gross, commission and shipping need a wide screen; on a phone the movement's cell says what it was. */
const WIDE_ONLY = { display: { xs: 'none', md: 'table-cell' } } as const;
const TYPE_LABEL = { penjualan: 'Penjualan', pencairan: 'Pencairan' } as const;

/** A signed amount: '+Rp 108.375' for a credit, '−Rp 50.000' for a payout. */
function signed(amount: number): string {
  return amount < 0 ? `−${formatIdr(-amount)}` : `+${formatIdr(amount)}`;
}

/** Every movement of the seller's balance, newest first: credits for received shipments and payouts. */
export function LedgerTable({ entries, orderPath }: LedgerTableProps) {
  return (
    <TableContainer>
      <Table aria-label="Riwayat saldo" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Penjualan
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Komisi
            </TableCell>
            <TableCell align="right" sx={WIDE_ONLY}>
              Ongkir
            </TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell align="right">Saldo Akhir</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id} data-testid="ledger-row">
              <TableCell sx={{ whiteSpace: { md: 'nowrap' } }}>
                {formatOrderDateTime(entry.createdAt, 'short')}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={TYPE_LABEL[entry.type]}
                  color={entry.type === 'penjualan' ? 'success' : 'default'}
                  variant="outlined"
                  sx={{ mr: 1, mb: 0.5 }}
                />
                {entry.type === 'penjualan' && entry.orderId ? (
                  <Link
                    component={RouterLink}
                    to={orderPath(entry.orderId)}
                    underline="hover"
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    {entry.orderNumber ?? 'Lihat pesanan'}
                  </Link>
                ) : (
                  entry.payoutReference && (
                    <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                      Ref. {entry.payoutReference}
                    </Typography>
                  )
                )}
                {entry.type === 'penjualan' && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ display: { xs: 'block', md: 'none' } }}
                  >
                    {formatIdr(entry.grossAmount)} − komisi {formatIdr(entry.commissionAmount)} + ongkir{' '}
                    {formatIdr(entry.shippingAmount)}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {entry.type === 'penjualan' ? formatIdr(entry.grossAmount) : '–'}
              </TableCell>
              <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {entry.type === 'penjualan' ? `−${formatIdr(entry.commissionAmount)}` : '–'}
              </TableCell>
              <TableCell align="right" sx={{ ...WIDE_ONLY, whiteSpace: 'nowrap' }}>
                {entry.type === 'penjualan' ? formatIdr(entry.shippingAmount) : '–'}
              </TableCell>
              <TableCell
                align="right"
                sx={{
                  whiteSpace: 'nowrap',
                  fontWeight: 600,
                  color: entry.amount < 0 ? 'text.primary' : 'success.dark',
                }}
              >
                {signed(entry.amount)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatIdr(entry.balanceAfter)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
