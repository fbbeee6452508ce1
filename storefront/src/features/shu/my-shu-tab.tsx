import type { ReactNode } from 'react';
import {
  Link as RouterLink,
  formatIdr,
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@koperasi/shared-ui';
import {
  selectUser,
  serviceErrorMessage,
  useAppSelector,
  type MyShuEstimate,
  paths,
} from '@koperasi/shared-services';
import { SHU_BASE_LABELS } from '@koperasi/shared-services/economics';
import { useMyShuEstimateQuery } from './shu-api';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }} data-testid={testId}>
          {formatIdr(value)}
        </Typography>
      </CardContent>
    </Card>
  );
}

function Heading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** What the figures stand on: the final amounts, this year's rule, an earlier year's rule, or no rule yet. */
function RuleNote({ estimate }: { estimate: MyShuEstimate }) {
  const year = estimate.bookYear;
  if (estimate.isFinal)
    return (
      <Alert severity="success">
        Tahun buku {year} sudah ditutup: ini SHU final Anda (aturan versi {estimate.ruleVersion}).
      </Alert>
    );
  if (estimate.ruleYear === null)
    return (
      <Alert severity="info">
        Aturan pembagian SHU belum ditetapkan oleh Rapat Anggota Tahunan (RAT). Perkiraan SHU tampil setelah
        aturannya dicatat; transaksi Anda tetap dihitung.
      </Alert>
    );
  return (
    <Alert severity="info">
      {estimate.ruleYear === year
        ? `Perkiraan memakai aturan SHU tahun ${year} versi ${estimate.ruleVersion}`
        : `Perkiraan memakai aturan SHU tahun ${estimate.ruleYear} versi ${estimate.ruleVersion} sampai RAT menetapkan aturan tahun ${year}`}
      . Angkanya dapat berubah sampai tahun buku ditutup, mengikuti transaksi seluruh anggota.
    </Alert>
  );
}

function NotMember() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Heading>Anda belum menjadi anggota koperasi</Heading>
      <Typography>
        SHU (Sisa Hasil Usaha) adalah bagian hasil usaha koperasi yang setiap tahun dibagikan kepada anggota,
        sebanding dengan transaksi dan simpanan mereka, sesuai keputusan Rapat Anggota Tahunan (RAT).
      </Typography>
      <Typography>
        Anda tetap dapat berbelanja dan berjualan di sini. Transaksi dihitung untuk SHU sejak Anda terdaftar
        sebagai anggota. Untuk menjadi anggota, hubungi pengurus koperasi.
      </Typography>
      <Box>
        <Button component={RouterLink} to={paths.contact()} variant="outlined">
          Hubungi Koperasi
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * 'SHU Saya': a member's running patronage this book year (purchases and sales received as a member, and
 * capital) and the SHU estimate the database computes as the admin's report does; a short explanation for
 * everyone else.
 */
export function MyShuTab() {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const {
    currentData: estimate,
    isError,
    error,
  } = useMyShuEstimateQuery(userId, {
    refetchOnMountOrArgChange: true,
  });

  if (isError) return <Alert severity="error">{serviceErrorMessage(error, 'Gagal memuat SHU Anda')}</Alert>;
  if (estimate === undefined)
    return (
      <Stack spacing={2} role="status" aria-busy="true" aria-label="Memuat SHU">
        <Skeleton variant="rounded" height={88} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (estimate === null) return <NotMember />;

  const year = estimate.bookYear;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">
        Nomor anggota <strong>{estimate.memberNumber}</strong> · Tahun buku {year}
      </Typography>

      <Box component="section" aria-labelledby="shu-patronage">
        <Typography id="shu-patronage" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          Transaksi Anda Tahun {year}
        </Typography>
        <Grid container spacing={1.5}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure label="Pembelian" value={estimate.purchases} testId="shu-purchases" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure label="Penjualan" value={estimate.sales} testId="shu-sales" />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Figure label="Simpanan (modal)" value={estimate.capital} testId="shu-capital" />
          </Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Dihitung dari pesanan yang sudah diterima selama Anda menjadi anggota (nilai barang, tanpa ongkos
          kirim), dan simpanan pokok serta wajib Anda.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="shu-estimate">
        <Typography id="shu-estimate" variant="h2" sx={{ fontSize: '1.15rem', mb: 1.5 }}>
          {estimate.isFinal ? `SHU Anda Tahun ${year}` : `Perkiraan SHU Tahun ${year}`}
        </Typography>
        <Stack spacing={1.5}>
          <RuleNote estimate={estimate} />
          <Card variant="outlined">
            <CardContent>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: '1fr auto',
                  columnGap: 2,
                  rowGap: 1,
                  m: 0,
                  '& dd': { m: 0, textAlign: 'right', fontWeight: 600 },
                }}
              >
                <dt>Jasa Usaha</dt>
                <dd data-testid="shu-jasa-usaha">{formatIdr(estimate.jasaUsaha)}</dd>
                <dt>Jasa Modal</dt>
                <dd data-testid="shu-jasa-modal">{formatIdr(estimate.jasaModal)}</dd>
                <Box component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: 'divider', pt: 1 }}>
                  Total SHU
                </Box>
                <Box
                  component="dd"
                  data-testid="shu-total"
                  sx={{ fontSize: '1.25rem', borderTop: 1, borderColor: 'divider', pt: 1 }}
                >
                  {formatIdr(estimate.total)}
                </Box>
              </Box>
            </CardContent>
          </Card>
          {estimate.lines.length > 0 && (
            <Box>
              <Typography variant="subtitle2" component="h3">
                Rincian per alokasi
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {estimate.lines.map((line) => (
                  <Typography component="li" variant="body2" key={line.lineNo}>
                    {line.name}
                    {line.base ? ` (dasar: ${SHU_BASE_LABELS[line.base]})` : ''}: {formatIdr(line.amount)}
                  </Typography>
                ))}
              </Box>
            </Box>
          )}
        </Stack>
      </Box>
    </Stack>
  );
}
