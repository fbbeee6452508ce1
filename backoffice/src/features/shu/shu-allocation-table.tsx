import { formatIdr, Box } from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableFooter, TableHead, TableRow } from '@mui/material';
import type { ShuAllocationLine } from '@koperasi/shared-services';
import { HIDE_ON_PHONE } from '../../components/list-parts';
import { baseLabel, percentLabel, PHONE_ONLY } from './shu-report';
import { TableScroll } from '../../components/table-scroll';

const footerCell = { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } as const;

export interface ShuAllocationTableProps {
  lines: ShuAllocationLine[];
  /** the SHU to distribute: the pools sum to it */
  shuTotal: number;
}

/**
 * The pool of every line of the rule in force: components indented under their line (whose pool is their
 * sum), what members received, and what stays undistributed (a line whose base sums to 0 among members).
 */
export function ShuAllocationTable({ lines, shuTotal }: ShuAllocationTableProps) {
  const split = new Set(lines.map((line) => line.parentLineNo).filter((no) => no !== null));
  const top = lines.filter((line) => line.parentLineNo === null);
  const sum = (pick: (line: ShuAllocationLine) => number) =>
    top.reduce((total, line) => total + pick(line), 0);
  return (
    <TableScroll label="Tabel alokasi SHU">
      <Table size="small" aria-label="Alokasi SHU">
        <TableHead>
          <TableRow>
            <TableCell>Alokasi</TableCell>
            <TableCell align="right">Persentase</TableCell>
            <TableCell sx={HIDE_ON_PHONE}>Dasar pembagian</TableCell>
            <TableCell align="right">Dana</TableCell>
            <TableCell align="right">Dibagikan</TableCell>
            <TableCell align="right">Tidak terbagi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            const component = line.parentLineNo !== null;
            return (
              <TableRow key={line.lineNo} data-testid={`shu-line-${line.lineNo}`}>
                <TableCell
                  component="th"
                  scope="row"
                  sx={component ? { pl: 4, color: 'text.secondary' } : { fontWeight: 600 }}
                >
                  {line.name}
                  <Box component="span" sx={{ ...PHONE_ONLY, fontWeight: 400, color: 'text.secondary' }}>
                    {baseLabel(line.base, split.has(line.lineNo))}
                  </Box>
                </TableCell>
                <TableCell align="right">
                  {percentLabel(line.percent)}
                  {component ? ' dari induk' : ''}
                </TableCell>
                <TableCell sx={HIDE_ON_PHONE}>{baseLabel(line.base, split.has(line.lineNo))}</TableCell>
                <TableCell align="right">{formatIdr(line.pool)}</TableCell>
                <TableCell align="right">{formatIdr(line.distributed)}</TableCell>
                <TableCell align="right">{formatIdr(line.undistributed)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow data-testid="shu-allocation-total">
            <TableCell component="th" scope="row" sx={footerCell}>
              Jumlah
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              100%
            </TableCell>
            <TableCell sx={{ ...footerCell, ...HIDE_ON_PHONE }} />
            <TableCell align="right" sx={footerCell}>
              {formatIdr(shuTotal)}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(sum((line) => line.distributed))}
            </TableCell>
            <TableCell align="right" sx={footerCell}>
              {formatIdr(sum((line) => line.undistributed))}
            </TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </TableScroll>
  );
}
