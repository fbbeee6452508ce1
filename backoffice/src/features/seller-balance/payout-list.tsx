import { Typography, formatDate, formatIdr } from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { SellerPayout } from '@koperasi/shared-services';

export interface PayoutListProps {
  payouts: SellerPayout[];
}

/** The cooperative's transfers to the seller, newest first: date, transfer reference, amount, note. */
export function PayoutList({ payouts }: PayoutListProps) {
  return (
    <TableContainer>
      <Table aria-label="Riwayat pencairan" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Tanggal</TableCell>
            <TableCell>Referensi Transfer</TableCell>
            <TableCell align="right">Jumlah</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {payouts.map((payout) => (
            <TableRow key={payout.id} data-testid="payout-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(payout.paidOn)}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {payout.transferReference}
                {payout.note && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    component="p"
                    sx={{ wordBreak: 'normal' }}
                  >
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
    </TableContainer>
  );
}
