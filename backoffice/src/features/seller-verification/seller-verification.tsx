import { AlertTitle } from '@mui/material';
import { Alert, Box, Card, CardContent, Grid, Typography, LoadingText } from '@koperasi/shared-ui';
import {
  MEMBERSHIP_CLAIM_LABELS,
  notify,
  selectUser,
  serviceErrorMessage,
  useAppSelector,
  type SellerApplication,
  type SellerApplicationInput,
} from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';
import { AdminPage } from '../../components/admin-page';
import { KtpPhoto } from '../../components/ktp-photo';
import {
  useMySellerApplicationQuery,
  useSubmitSellerApplicationMutation,
} from '../../api/seller-verification-api';
import { SellerApplicationForm } from './seller-application-form';

export const SELLER_VERIFICATION_MESSAGES = {
  sent: 'Pengajuan verifikasi terkirim. Kami akan memberi tahu Anda lewat email.',
  failed: 'Gagal mengirim pengajuan verifikasi',
  loadFailed: 'Gagal memuat data verifikasi',
} as const;

const at = (iso: string) => formatOrderDateTime(iso, 'short');

/** The NIK with all but its last four digits hidden, as a seller's own summary shows it. */
export function maskNik(nik: string): string {
  return `${'•'.repeat(Math.max(0, nik.length - 4))}${nik.slice(-4)}`;
}

function StatusAlert({ application }: { application: SellerApplication | null }) {
  const common = { sx: { mb: 3 }, 'data-testid': 'seller-verification-status' } as const;
  if (!application)
    return (
      <Alert severity="warning" {...common}>
        <AlertTitle>Toko Anda belum diverifikasi</AlertTitle>
        Anda sudah dapat menyiapkan produk, tetapi produk baru tampil untuk pembeli setelah koperasi
        memverifikasi data di bawah ini.
      </Alert>
    );
  switch (application.status) {
    case 'menunggu':
      return (
        <Alert severity="info" {...common}>
          <AlertTitle>Menunggu verifikasi koperasi</AlertTitle>
          Pengajuan Anda dikirim {at(application.submittedAt)}. Produk Anda tersimpan, tetapi belum tampil
          untuk pembeli sampai pengajuan disetujui. Anda masih dapat memperbaiki data di bawah ini.
        </Alert>
      );
    case 'ditolak':
      return (
        <Alert severity="error" {...common}>
          <AlertTitle>Pengajuan ditolak</AlertTitle>
          {application.reviewReason && <>Alasan: {application.reviewReason}. </>}
          Perbaiki data di bawah ini lalu ajukan kembali. Sampai disetujui, produk Anda tidak tampil untuk
          pembeli.
        </Alert>
      );
    case 'ditangguhkan':
      return (
        <Alert severity="error" {...common}>
          <AlertTitle>Akun penjual ditangguhkan</AlertTitle>
          {application.reviewReason && <>Alasan: {application.reviewReason}. </>}
          Produk Anda tidak tampil untuk pembeli. Pesanan yang sudah masuk tetap perlu Anda kirim. Hubungi
          admin koperasi untuk mengaktifkan kembali.
        </Alert>
      );
    default:
      return (
        <Alert severity="success" {...common}>
          <AlertTitle>Toko Anda terverifikasi</AlertTitle>
          Disetujui {application.reviewedAt ? at(application.reviewedAt) : ''}. Produk Anda tampil untuk
          pembeli.
        </Alert>
      );
  }
}

/** A verified (or suspended) seller's data, read only: changes go through the cooperative's admins. */
function ApplicationSummary({ application }: { application: SellerApplication }) {
  const rows: [string, string][] = [
    ['Nama sesuai KTP', application.legalName],
    ['NIK', maskNik(application.nik)],
    ['Nama usaha', application.businessName],
    ['Divisi usaha', application.division],
    ['Bank', application.bankName],
    ['Nomor rekening', application.bankAccountNumber],
    ['Pemilik rekening', application.bankAccountHolder],
    ['Pengajuan keanggotaan', MEMBERSHIP_CLAIM_LABELS[application.membership]],
  ];
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '11rem 1fr' }, gap: 1 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Untuk mengubah data yang sudah diverifikasi, hubungi admin koperasi.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <KtpPhoto path={application.ktpPhotoPath} name={application.legalName} />
      </Grid>
    </Grid>
  );
}

/**
 * 'Verifikasi Toko': the seller's application to the cooperative and where it stands. Until it is approved
 * the seller's products are saved but buyers do not see them (the database's rule).
 */
export function SellerVerification({ title }: { title: string }) {
  const user = useAppSelector(selectUser);
  const { data: application, isError, isLoading } = useMySellerApplicationQuery();
  const [submit] = useSubmitSellerApplicationMutation();

  const send = async (input: SellerApplicationInput) => {
    try {
      await submit(input).unwrap();
      notify.success(SELLER_VERIFICATION_MESSAGES.sent);
      window.scrollTo({ top: 0 });
    } catch (failure) {
      notify.error(serviceErrorMessage(failure, SELLER_VERIFICATION_MESSAGES.failed));
    }
  };

  return (
    <AdminPage title={title}>
      {isError ? (
        <Alert severity="error">{SELLER_VERIFICATION_MESSAGES.loadFailed}</Alert>
      ) : isLoading || application === undefined ? (
        <LoadingText />
      ) : (
        <>
          <StatusAlert application={application} />
          <Card>
            <CardContent sx={{ p: { xs: 2, md: 3 } }}>
              {application &&
              (application.status === 'disetujui' || application.status === 'ditangguhkan') ? (
                <ApplicationSummary application={application} />
              ) : (
                <SellerApplicationForm
                  // a new form when the saved application changes (sent, refused)
                  key={`${application?.status ?? 'baru'}-${application?.submittedAt ?? ''}`}
                  application={application}
                  profileName={user?.displayName ?? ''}
                  submitLabel={application ? 'Kirim Ulang Pengajuan' : 'Kirim Pengajuan'}
                  onSubmit={send}
                />
              )}
            </CardContent>
          </Card>
        </>
      )}
    </AdminPage>
  );
}
