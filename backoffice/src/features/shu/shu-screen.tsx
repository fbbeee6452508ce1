import { useState, type ReactNode } from 'react';
import { Chip, MenuItem, TextField } from '@mui/material';
import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { failureMessage, notify, serviceErrorMessage, type ShuRule } from '@koperasi/shared-services';
import {
  Link as RouterLink,
  formatDate,
  useSearchParams,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Typography,
  LoadingText,
} from '@koperasi/shared-ui';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  useCloseShuYearMutation,
  useShuAllocationReportQuery,
  useShuDistributionReportQuery,
  useShuRulesQuery,
  useShuYearClosingQuery,
} from './shu-api';
import { ShuAllocationTable } from './shu-allocation-table';
import { ShuDistributionTable } from './shu-distribution-table';
import {
  bookYearOptions,
  currentBookYear,
  downloadText,
  parseBookYear,
  shuDistributionCsv,
} from './shu-report';
import { ShuRuleEditor } from './shu-rule-editor';
import { ShuRuleSummary } from './shu-rule-summary';

export interface ShuScreenProps {
  title: string;
  /** the printable report of a year */
  printPath: (year: number) => string;
}

const LOAD_FAILED = 'Gagal memuat data SHU';

function Section({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mb: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {actions && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {actions}
            </Stack>
          )}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

/** The reports of a year with a rule: the pools of its lines and every member's share. */
function ShuReports({ year, rule, printPath }: { year: number; rule: ShuRule; printPath: string }) {
  const allocation = useShuAllocationReportQuery(year, { refetchOnMountOrArgChange: true });
  const distribution = useShuDistributionReportQuery(year, { refetchOnMountOrArgChange: true });
  const rows = distribution.currentData;
  return (
    <>
      <Section title="Alokasi SHU">
        {allocation.isError ? (
          <Alert severity="error">{serviceErrorMessage(allocation.error, LOAD_FAILED)}</Alert>
        ) : !allocation.currentData ? (
          <LoadingText />
        ) : (
          <ShuAllocationTable lines={allocation.currentData} shuTotal={rule.shuTotal} />
        )}
      </Section>
      <Section
        title="Pembagian per Anggota"
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              disabled={!rows}
              onClick={() => rows && downloadText(`shu-${year}.csv`, shuDistributionCsv(rows))}
            >
              Unduh CSV
            </Button>
            <Button variant="outlined" startIcon={<PrintOutlined />} component={RouterLink} to={printPath}>
              Halaman Cetak
            </Button>
          </>
        }
      >
        {distribution.isError ? (
          <Alert severity="error">{serviceErrorMessage(distribution.error, LOAD_FAILED)}</Alert>
        ) : !rows ? (
          <LoadingText />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary">Belum ada anggota koperasi pada tahun buku {year}.</Typography>
        ) : (
          <ShuDistributionTable rows={rows} />
        )}
      </Section>
    </>
  );
}

/** One book year: its rule versions, the editor, the reports, and closing it. */
function ShuYear({ year, printPath }: { year: number; printPath: string }) {
  const current = currentBookYear();
  const rules = useShuRulesQuery(year, { refetchOnMountOrArgChange: true });
  const closing = useShuYearClosingQuery(year, { refetchOnMountOrArgChange: true });
  const [closeYear, { isLoading: closingYear }] = useCloseShuYearMutation();
  const [shownVersion, setShownVersion] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);

  if (rules.isError || closing.isError)
    return <Alert severity="error">{serviceErrorMessage(rules.error ?? closing.error, LOAD_FAILED)}</Alert>;
  if (!rules.currentData || closing.currentData === undefined) return <LoadingText />;

  const versions = rules.currentData;
  const inForce = versions[0] ?? null;
  const shown = versions.find((rule) => rule.version === shownVersion) ?? inForce;
  const closed = closing.currentData;

  const close = async () => {
    try {
      await closeYear(year).unwrap();
      notify.success(`Tahun buku ${year} ditutup`);
    } catch (error) {
      notify.error(failureMessage('Gagal menutup tahun buku', error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', rowGap: 1 }}>
        {closed ? (
          <Chip
            icon={<LockOutlined />}
            color="success"
            label={`Tahun buku ditutup ${formatDate(closed.closedAt)}`}
          />
        ) : (
          <Chip
            variant="outlined"
            label={
              year >= current ? 'Tahun buku berjalan: angka masih perkiraan' : 'Tahun buku belum ditutup'
            }
          />
        )}
        {inForce && (
          <Chip variant="outlined" color="primary" label={`Aturan berlaku: versi ${inForce.version}`} />
        )}
      </Stack>

      {editing ? (
        <ShuRuleEditor
          year={year}
          from={shown}
          onDone={() => {
            setEditing(false);
            setShownVersion(null);
          }}
        />
      ) : (
        <Section
          title="Aturan Pembagian"
          actions={
            !closed && (
              <>
                <Button
                  variant="contained"
                  startIcon={inForce ? <EditOutlined /> : <Add />}
                  onClick={() => setEditing(true)}
                >
                  {inForce ? 'Buat Versi Baru' : 'Buat Aturan'}
                </Button>
                {inForce && year < current && (
                  <Button
                    variant="outlined"
                    color="error"
                    startIcon={<LockOutlined />}
                    onClick={() => setConfirming(true)}
                  >
                    Tutup Tahun Buku
                  </Button>
                )}
              </>
            )
          }
        >
          {!shown ? (
            <Typography color="text.secondary">
              Belum ada aturan pembagian SHU untuk tahun buku {year}. Catat keputusan RAT: jumlah SHU yang
              dibagikan dan persentase setiap alokasi.
            </Typography>
          ) : (
            <Stack spacing={2}>
              {versions.length > 1 && (
                <TextField
                  select
                  size="small"
                  label="Versi aturan"
                  value={shown.version}
                  onChange={(event) => setShownVersion(Number(event.target.value))}
                  sx={{ maxWidth: 360 }}
                >
                  {versions.map((rule, index) => (
                    <MenuItem key={rule.id} value={rule.version}>
                      Versi {rule.version}
                      {index === 0 ? ' (berlaku)' : ''} · {formatDate(rule.createdAt)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
              {shown !== inForce && (
                <Alert severity="info">
                  Ini versi lama. Laporan di bawah memakai versi {inForce!.version} yang berlaku.
                </Alert>
              )}
              <ShuRuleSummary rule={shown} />
              {!closed && year >= current && (
                <Typography variant="body2" color="text.secondary">
                  Tahun buku {year} dapat ditutup setelah 31 Desember {year}.
                </Typography>
              )}
            </Stack>
          )}
        </Section>
      )}

      {inForce && <ShuReports year={year} rule={inForce} printPath={printPath} />}

      <ConfirmDialog
        open={confirming}
        message={`Tutup tahun buku ${year}? Aturan versi ${inForce?.version ?? ''} menjadi final dan SHU setiap anggota disimpan. Setelah ditutup, aturan tahun ini tidak dapat diubah lagi.`}
        onConfirm={() => void close()}
        onCancel={() => setConfirming(false)}
        busy={closingYear}
        confirmLabel="Ya, Tutup Tahun Buku"
        busyLabel="Menutup..."
      />
    </Stack>
  );
}

/**
 * 'Pembagian SHU': for a book year (?tahun=, this year by default) the rule versions the members' meeting
 * decided, a new version, the pool of each allocation line, every member's share (CSV, printable page),
 * and closing a past year.
 */
export function ShuScreen({ title, printPath }: ShuScreenProps) {
  const [params, setParams] = useSearchParams();
  const current = currentBookYear();
  const year = parseBookYear(params.get('tahun')) ?? current;
  return (
    <AdminPage title={title}>
      <Box sx={{ mb: 3 }}>
        <TextField
          select
          size="small"
          label="Tahun buku"
          value={year}
          onChange={(event) =>
            setParams(Number(event.target.value) === current ? {} : { tahun: event.target.value })
          }
          sx={{ minWidth: 180 }}
        >
          {bookYearOptions(current, year).map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <ShuYear key={year} year={year} printPath={printPath(year)} />
    </AdminPage>
  );
}
