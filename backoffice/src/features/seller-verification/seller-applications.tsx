import { Tab, Tabs } from '@mui/material';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { Alert, Card, EmptyState, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import type { SellerApplicationStatus } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { useFailureToast } from '../../components/use-failure-toast';
import { useStatusFilter } from '../../components/use-status-filter';
import { useSellerApplicationsQuery } from '../../api/seller-verification-api';
import { SellerApplicationCard } from './seller-application-card';

const LOAD_FAILED = 'Gagal memuat pengajuan penjual';

const FILTERS: { value: SellerApplicationStatus; label: string; empty: string }[] = [
  { value: 'menunggu', label: 'Menunggu', empty: 'Tidak ada pengajuan yang menunggu verifikasi' },
  { value: 'disetujui', label: 'Disetujui', empty: 'Belum ada penjual yang disetujui' },
  { value: 'ditolak', label: 'Ditolak', empty: 'Tidak ada pengajuan yang ditolak' },
  { value: 'ditangguhkan', label: 'Ditangguhkan', empty: 'Tidak ada penjual yang ditangguhkan' },
];

const FILTER_VALUES = FILTERS.map((filter) => filter.value);

/**
 * 'Verifikasi Penjual': the sellers' applications by status, the waiting ones (oldest first) by default.
 * An admin approves or refuses a waiting one, suspends an approved seller or reinstates a suspended one.
 */
export function SellerApplications({ title }: { title: string }) {
  const [status, choose] = useStatusFilter(FILTER_VALUES, 'menunggu');
  // sellers keep applying: every visit reads again
  const { currentData: applications, isError } = useSellerApplicationsQuery(
    { status },
    { refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, LOAD_FAILED);
  const filter = FILTERS.find((f) => f.value === status)!;

  return (
    <AdminPage title={title}>
      <Stack spacing={2}>
        <Card>
          <Tabs
            value={status}
            onChange={(_, value: SellerApplicationStatus) => choose(value)}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            aria-label="Saring pengajuan penjual"
            sx={{ px: 1 }}
          >
            {FILTERS.map(({ value, label }) => (
              <Tab key={value} value={value} label={label} />
            ))}
          </Tabs>
        </Card>
        {isError ? (
          <Alert severity="error">{LOAD_FAILED}</Alert>
        ) : !applications ? (
          <LoadingText />
        ) : applications.length === 0 ? (
          <Card>
            <EmptyState
              icon={<StorefrontOutlined />}
              title={filter.empty}
              text="Penjual mengajukan verifikasi dari menu Verifikasi Toko. Produknya baru tampil untuk pembeli setelah disetujui."
            />
          </Card>
        ) : (
          <>
            <Typography color="text.secondary" aria-live="polite">
              {applications.length} pengajuan
            </Typography>
            {applications.map((application) => (
              <SellerApplicationCard key={application.sellerId} application={application} />
            ))}
          </>
        )}
      </Stack>
    </AdminPage>
  );
}
