import { formatDate, formatIdr, Box, Stack, Typography } from '@koperasi/shared-ui';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { ShuRule } from '@koperasi/shared-services';
import { HIDE_ON_PHONE } from '../../components/list-parts';
import { baseLabel, percentLabel, PHONE_ONLY } from './shu-report';
import { TableScroll } from '../../components/table-scroll';

/** A rule version: SHU to distribute, RAT date, note, and its lines (components indented). */
export function ShuRuleSummary({ rule }: { rule: ShuRule }) {
  const split = new Set(rule.lines.map((line) => line.parentLineNo).filter((no) => no !== null));
  return (
    <Stack spacing={2}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } },
        }}
      >
        <dt>SHU yang dibagikan</dt>
        <dd data-testid="shu-total">{formatIdr(rule.shuTotal)}</dd>
        <dt>Tanggal RAT</dt>
        <dd>{rule.ratDate ? formatDate(rule.ratDate) : 'Belum dicatat'}</dd>
        <dt>Dicatat</dt>
        <dd>{formatDate(rule.createdAt)}</dd>
        {rule.note && (
          <>
            <dt>Catatan</dt>
            <dd style={{ whiteSpace: 'pre-line', fontWeight: 400 }}>{rule.note}</dd>
          </>
        )}
      </Box>
      <TableScroll label={`Alokasi aturan versi ${rule.version}`}>
        <Table size="small" aria-label={`Aturan pembagian versi ${rule.version}`}>
          <TableHead>
            <TableRow>
              <TableCell>Alokasi</TableCell>
              <TableCell align="right">Persentase</TableCell>
              <TableCell sx={HIDE_ON_PHONE}>Dasar pembagian</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rule.lines.map((line) => {
              const component = line.parentLineNo !== null;
              return (
                <TableRow key={line.lineNo}>
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
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableScroll>
      <Typography variant="caption" color="text.secondary">
        Pembagian kepada anggota dihitung dalam rupiah bulat dengan metode sisa terbesar: setiap anggota
        mendapat bagian bulat ke bawah, sisa rupiahnya diberikan satu per satu kepada pecahan terbesar,
        sehingga jumlahnya tepat sama dengan dana alokasi.
      </Typography>
    </Stack>
  );
}
