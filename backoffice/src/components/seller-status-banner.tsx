import { AlertTitle } from '@mui/material';
import { Link as RouterLink, Alert, Box, Button } from '@koperasi/shared-ui';
import { selectUser, useAppSelector, paths } from '@koperasi/shared-services';
import { useMySellerApplicationQuery } from '../api/seller-verification-api';

/** The seller's verification screen. */
export const SELLER_VERIFICATION_PATH = paths.sellerVerification();

/**
 * On the seller's product pages while buyers cannot see the products: the seller has not applied, waits for
 * the cooperative, was refused or is suspended. Nothing for a verified seller, nor for an admin.
 */
export function SellerStatusBanner() {
  const role = useAppSelector(selectUser)?.role;
  const { data: application, isSuccess } = useMySellerApplicationQuery(undefined, {
    skip: role !== 'seller',
  });
  if (role !== 'seller' || !isSuccess || application?.status === 'disetujui') return null;

  // under the text, not beside it: on a phone a button beside the text leaves it no room
  const action = (label: string) => (
    <Box sx={{ mt: 1 }}>
      <Button
        component={RouterLink}
        to={SELLER_VERIFICATION_PATH}
        color="inherit"
        size="small"
        variant="outlined"
      >
        {label}
      </Button>
    </Box>
  );
  const common = { sx: { mb: 2 }, 'data-testid': 'seller-status-banner' } as const;

  if (!application) {
    return (
      <Alert severity="warning" {...common}>
        <AlertTitle>Produk Anda belum tampil untuk pembeli</AlertTitle>
        Produk yang Anda simpan baru tampil setelah koperasi memverifikasi data penjual Anda (KTP, usaha, dan
        rekening).
        {action('Ajukan Verifikasi')}
      </Alert>
    );
  }
  if (application.status === 'menunggu') {
    return (
      <Alert severity="info" {...common}>
        <AlertTitle>Menunggu verifikasi koperasi</AlertTitle>
        Produk Anda tersimpan, tetapi belum tampil untuk pembeli sampai pengajuan Anda disetujui.
        {action('Lihat Pengajuan')}
      </Alert>
    );
  }
  if (application.status === 'ditolak') {
    return (
      <Alert severity="error" {...common}>
        <AlertTitle>Pengajuan verifikasi ditolak</AlertTitle>
        {application.reviewReason ? `Alasan: ${application.reviewReason}. ` : ''}Produk Anda belum tampil
        untuk pembeli. Perbaiki data Anda lalu ajukan kembali.
        {action('Perbaiki Pengajuan')}
      </Alert>
    );
  }
  return (
    <Alert severity="error" {...common}>
      <AlertTitle>Akun penjual Anda ditangguhkan</AlertTitle>
      {application.reviewReason ? `Alasan: ${application.reviewReason}. ` : ''}Produk Anda tidak tampil untuk
      pembeli. Pesanan yang sudah masuk tetap perlu Anda kirim.
      {action('Lihat Status')}
    </Alert>
  );
}
