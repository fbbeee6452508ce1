import { GlobalStyles } from '@mui/material';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { serviceErrorMessage, useSiteSettingsQuery } from '@koperasi/shared-services';
import {
  Link as RouterLink,
  formatDate,
  usePageTitle,
  Alert,
  Box,
  Button,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import {
  useShuAllocationReportQuery,
  useShuDistributionReportQuery,
  useShuRulesQuery,
  useShuYearClosingQuery,
} from './shu-api';
import { ShuAllocationTable } from './shu-allocation-table';
import { ShuDistributionTable } from './shu-distribution-table';
import { parseBookYear } from './shu-report';
import { ShuRuleSummary } from './shu-rule-summary';

export interface ShuPrintProps {
  /** the year from the address */
  yearParam: string;
  /** the SHU screen of a year */
  backPath: (year: number) => string;
}

/** On paper only the report: the shell's header, menus and footer and the screen's own buttons stay out. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'header, footer, nav, .MuiDrawer-root, [data-print="hide"], .MuiAlert-root:not(#shu-print *)': {
          display: 'none !important',
        },
        '*:has(> #main)': { paddingTop: '0 !important' },
        '#main': { minHeight: '0 !important' },
        body: { background: '#fff !important' },
        '#shu-print': { padding: '0 !important', maxWidth: 'none !important' },
        '#shu-print table': { fontSize: '10pt' },
        '#shu-print th, #shu-print td': { paddingTop: '3pt', paddingBottom: '3pt', color: '#000 !important' },
        '#shu-print tr': { breakInside: 'avoid' },
        '#shu-print [role="region"]': { overflow: 'visible !important' },
        '@page': { size: 'A4 landscape', margin: '12mm' },
      },
    }}
  />
);

const LOAD_FAILED = 'Gagal memuat laporan SHU';

/**
 * The year's SHU report for paper: the cooperative's name, the book year, the rule in force, the pools and
 * every member's share with the sums, and a place for the board's signatures. 'Cetak' opens the browser's
 * print dialog.
 */
export function ShuPrint({ yearParam, backPath }: ShuPrintProps) {
  const year = parseBookYear(yearParam);
  const title = year ? `Laporan Pembagian SHU Tahun Buku ${year}` : 'Laporan Pembagian SHU';
  usePageTitle(title);
  const skip = year === null;
  const settings = useSiteSettingsQuery();
  const rules = useShuRulesQuery(year ?? 0, { skip, refetchOnMountOrArgChange: true });
  const closing = useShuYearClosingQuery(year ?? 0, { skip, refetchOnMountOrArgChange: true });
  const rule = rules.currentData?.[0] ?? null;
  const reportSkip = skip || !rule;
  const allocation = useShuAllocationReportQuery(year ?? 0, {
    skip: reportSkip,
    refetchOnMountOrArgChange: true,
  });
  const distribution = useShuDistributionReportQuery(year ?? 0, {
    skip: reportSkip,
    refetchOnMountOrArgChange: true,
  });

  const failure = rules.error ?? closing.error ?? allocation.error ?? distribution.error;
  const body = (() => {
    if (year === null) return <Alert severity="error">Tahun buku tidak valid</Alert>;
    if (failure) return <Alert severity="error">{serviceErrorMessage(failure, LOAD_FAILED)}</Alert>;
    if (!rules.currentData || closing.currentData === undefined) return <LoadingText />;
    if (!rule) return <Alert severity="info">Belum ada aturan pembagian SHU untuk tahun buku {year}.</Alert>;
    if (!allocation.currentData || !distribution.currentData) return <LoadingText />;
    const closed = closing.currentData;
    return (
      <Stack spacing={3}>
        <Typography>
          Aturan versi {rule.version}
          {closed
            ? `, final (tahun buku ditutup ${formatDate(closed.closedAt)})`
            : ', perkiraan: tahun buku belum ditutup'}
          .
        </Typography>
        <Box component="section" aria-labelledby="shu-print-rule">
          <Typography variant="h2" id="shu-print-rule" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Aturan Pembagian
          </Typography>
          <ShuRuleSummary rule={rule} />
        </Box>
        <Box component="section" aria-labelledby="shu-print-allocation">
          <Typography variant="h2" id="shu-print-allocation" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Alokasi SHU
          </Typography>
          <ShuAllocationTable lines={allocation.currentData} shuTotal={rule.shuTotal} />
        </Box>
        <Box component="section" aria-labelledby="shu-print-members">
          <Typography variant="h2" id="shu-print-members" sx={{ fontSize: '1.15rem', mb: 1 }}>
            Pembagian per Anggota
          </Typography>
          {distribution.currentData.length === 0 ? (
            <Typography>Belum ada anggota koperasi pada tahun buku {year}.</Typography>
          ) : (
            <ShuDistributionTable rows={distribution.currentData} />
          )}
        </Box>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-around', pt: 4, breakInside: 'avoid', textAlign: 'center' }}
        >
          {['Ketua', 'Bendahara'].map((role) => (
            <Box key={role} sx={{ minWidth: 160 }}>
              <Typography>{role}</Typography>
              <Box sx={{ height: 64 }} />
              <Typography sx={{ borderTop: 1, pt: 0.5 }}>(nama dan tanda tangan)</Typography>
            </Box>
          ))}
        </Stack>
      </Stack>
    );
  })();

  return (
    <Box id="shu-print" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      {printStyles}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mb: 2, justifyContent: 'space-between' }}
        data-print="hide"
      >
        <Button
          component={RouterLink}
          to={backPath(year ?? 0)}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Kembali ke Pembagian SHU
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          disabled={!rule || !distribution.currentData}
        >
          Cetak
        </Button>
      </Stack>
      <Typography sx={{ fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5 }}>
        {settings.data?.siteName ?? ''}
      </Typography>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 2 }}>
        {title}
      </Typography>
      {body}
    </Box>
  );
}
