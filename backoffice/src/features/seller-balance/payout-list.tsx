import { Typography, formatDate, formatIdr } from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { SellerPayout } from '@koperasi/shared-services';
import { TableScroll } from '../../components/table-scroll';

/** On a phone the date is a line under the reference. */
const NOT_ON_PHONE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const ON_PHONE = { display: { xs: 'block', sm: 'none' } } as const;

export interface PayoutListProps {
  payouts: SellerPayout[];
}

/** The cooperative's transfers to the seller, newest first: date, transfer reference, amount, note. */
export function PayoutList({ payouts }: PayoutListProps) {
  return (
    <TableScroll label="Riwayat pencairan">
      <Table aria-label="Riwayat pencairan" size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={NOT_ON_PHONE}>Tanggal</TableCell>
            <TableCell>Referensi Transfer</TableCell>
            <TableCell align="right">Jumlah</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts.map((payout) => (
            <TableRow key={payout.id} data-testid="payout-row">
              <TableCell sx={{ ...NOT_ON_PHONE, whiteSpace: 'nowrap' }}>
                {formatDate(payout.paidOn)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {payout.transferReference}
                <Typography variant="caption" color="text.secondary" component="p" sx={ON_PHONE}>
                  {formatDate(payout.paidOn)}
                </Typography>
                {payout.note && (
                  <Typography variant="caption" color="text.secondary" component="p">
                    {payout.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatIdr(payout.amount)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
