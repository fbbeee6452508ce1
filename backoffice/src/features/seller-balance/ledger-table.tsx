import { Link as RouterLink, Typography, formatIdr, MuiLink as Link } from '@koperasi/shared-ui';
import { Chip, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SellerLedgerEntry } from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';
import { TableScroll } from '../../components/table-scroll';

export interface LedgerTableProps {
  entries: SellerLedgerEntry[];
  /** the seller's detail page of an order */
  orderPath: (orderId: string) => string;
}

/**
 * The split of a sale (goods, commission, shipping) has columns only on a very wide screen, the date and
 * the balance after from a tablet's width; otherwise they are lines in the movement's and the amount's cells.
 */
const SPLIT_COLUMN = { display: { xs: 'none', xl: 'table-cell' } } as const;
const SPLIT_LINE = { display: { xs: 'block', xl: 'none' } } as const;
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ON_PHONE = { display: { xs: 'block', sm: 'none' } } as const;
const TYPE_LABEL = { penjualan: 'Penjualan', pencairan: 'Pencairan' } as const;

/** A signed amount: '+Rp 108.375' for a credit, '−Rp 50.000' for a payout. */
function signed(amount: number): string {
  return amount < 0 ? `−${formatIdr(-amount)}` : `+${formatIdr(amount)}`;
}

/** Every movement of the seller's balance, newest first: credits for received shipments and payouts. */
export function LedgerTable({ entries, orderPath }: LedgerTableProps) {
  return (
    <TableScroll label="Riwayat saldo">
      <Table aria-label="Riwayat saldo" size="small" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            <TableCell sx={NOT_ON_PHONE}>Tanggal</TableCell>
            <TableCell>Keterangan</TableCell>
            <TableCell align="right" sx={SPLIT_COLUMN}>
              Penjualan
            </TableCell>
            <TableCell align="right" sx={SPLIT_COLUMN}>
              Komisi
            </TableCell>
            <TableCell align="right" sx={SPLIT_COLUMN}>
              Ongkir
            </TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell align="right" sx={NOT_ON_PHONE}>
              Saldo Akhir
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => {
            const sale = entry.type === 'penjualan';
            const date = formatOrderDateTime(entry.createdAt, 'short');
            return (
              <TableRow key={entry.id} data-testid="ledger-row">
                <TableCell sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}>{date}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={TYPE_LABEL[entry.type]}
                    color={sale ? 'success' : 'default'}
                    variant="outlined"
                    sx={{ mr: 1, mb: 0.5 }}
                  />
                  {sale && entry.orderId ? (
                    <Link
                      component={RouterLink}
                      to={orderPath(entry.orderId)}
                      underline="hover"
                      sx={{ fontWeight: 600, display: { xs: 'block', sm: 'inline' } }}
                    >
                      {entry.orderNumber ?? 'Lihat pesanan'}
                    </Link>
                  ) : (
                    entry.payoutReference && (
                      <Typography
                        component="span"
                        variant="body2"
                        sx={{
                          fontWeight: 600,
                          overflowWrap: 'anywhere',
                          display: { xs: 'block', sm: 'inline' },
                        }}
                      >
                        Ref. {entry.payoutReference}
                      </Typography>
                    )
                  )}
                  <Typography variant="caption" color="text.secondary" sx={ON_PHONE}>
                    {date}
                  </Typography>
                  {sale && (
                    <Typography variant="caption" color="text.secondary" sx={SPLIT_LINE}>
                      Penjualan {formatIdr(entry.grossAmount)} − komisi {formatIdr(entry.commissionAmount)} +
                      ongkir {formatIdr(entry.shippingAmount)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ ...SPLIT_COLUMN, whiteSpace: 'nowrap' }}>
                  {sale ? formatIdr(entry.grossAmount) : '–'}
                </TableCell>
                <TableCell align="right" sx={{ ...SPLIT_COLUMN, whiteSpace: 'nowrap' }}>
                  {sale ? `−${formatIdr(entry.commissionAmount)}` : '–'}
                </TableCell>
                <TableCell align="right" sx={{ ...SPLIT_COLUMN, whiteSpace: 'nowrap' }}>
                  {sale ? formatIdr(entry.shippingAmount) : '–'}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ fontWeight: 600, color: sale ? 'success.dark' : 'text.primary' }}
                  >
                    {signed(entry.amount)}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={ON_PHONE}>
                    Saldo {formatIdr(entry.balanceAfter)}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}>
                  {formatIdr(entry.balanceAfter)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
