import { formatIdr } from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ShuMemberShare } from '@koperasi/shared-services';
import { shuTotals } from './shu-report';
import { TableScroll } from '../../components/table-scroll';

export interface ShuDistributionTableProps {
  rows: ShuMemberShare[];
}

/** Eight columns beside the back office's menu: narrow cells, amounts and numbers never broken. */
const COMPACT = {
  '& th, & td': { px: 1, fontSize: '0.8125rem' },
  '& th:first-of-type, & td:first-of-type': { pl: 0 },
  '& thead th, & td[align="right"], & tfoot th': { whiteSpace: 'nowrap' },
  '& tbody th': { minWidth: 120 },
} as const;

const footerCell = { fontWeight: 700, color: 'text.primary' } as const;

/**
 * Each member's patronage (purchases, sales, capital) and SHU (jasa usaha, jasa modal, total), by member
 * number, with the sums below: the total SHU is what the pools shared among members paid out.
 */
export function ShuDistributionTable({ rows }: ShuDistributionTableProps) {
  const totals = shuTotals(rows);
  return (
    <TableScroll label="Tabel pembagian SHU per anggota">
      <Table size="small" aria-label="Pembagian SHU per anggota" sx={COMPACT}>
        <TableHead>
          <TableRow>
            <TableCell>No. Anggota</TableCell>
            <TableCell>Nama</TableCell>
            <TableCell align="right">Pembelian</TableCell>
            <TableCell align="right">Penjualan</TableCell>
            <TableCell align="right">Modal</TableCell>
            <TableCell align="right">Jasa Usaha</TableCell>
            <TableCell align="right">Jasa Modal</TableCell>
            <TableCell align="right">Total SHU</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.memberId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.memberNumber}</TableCell>
              <TableCell component="th" scope="row">
                {row.fullName || '-'}
              </TableCell>
              <TableCell align="right">{formatIdr(row.purchases)}</TableCell>
              <TableCell align="right">{formatIdr(row.sales)}</TableCell>
              <TableCell align="right">{formatIdr(row.capital)}</TableCell>
              <TableCell align="right">{formatIdr(row.jasaUsaha)}</TableCell>
              <TableCell align="right">{formatIdr(row.jasaModal)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {formatIdr(row.total)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="shu-distribution-total">
            <TableCell component="th" scope="row" colSpan={2} sx={footerCell}>
              Jumlah ({rows.length} anggota)
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.purchases)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.sales)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.capital)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.jasaUsaha)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.jasaModal)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(totals.total)}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableScroll>
  );
}
