import { useId, useState } from 'react';
import * as yup from 'yup';
import { Chip } from '@mui/material';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@koperasi/shared-ui';
import {
  MEMBERSHIP_CLAIM_LABELS,
  notify,
  SELLER_STATUS_LABELS,
  serviceErrorMessage,
  type SellerApplication,
} from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormDialog } from '../../components/form-dialog';
import { FormTextField } from '../../components/form-text-field';
import { KtpPhoto } from '../../components/ktp-photo';
import { ReasonDialog } from '../../components/reason-dialog';
import {
  useReviewSellerApplicationMutation,
  useSuspendSellerMutation,
} from '../../api/seller-verification-api';

export const SELLER_REVIEW_MESSAGES = {
  approved: 'Penjual disetujui; produknya kini tampil untuk pembeli',
  refused: 'Pengajuan ditolak; penjual diberi tahu alasannya lewat email',
  suspended: 'Penjual ditangguhkan; produknya tidak tampil untuk pembeli',
  reinstated: 'Penjual aktif kembali; produknya tampil untuk pembeli',
  failed: 'Gagal menyimpan keputusan verifikasi',
} as const;

const STATUS_COLORS = {
  menunggu: 'info',
  disetujui: 'success',
  ditolak: 'error',
  ditangguhkan: 'warning',
} as const;

const MEMBER_NUMBER_MESSAGE =
  'Nomor anggota: 1 sampai 30 huruf, angka, titik, garis miring atau tanda hubung';
const approveSchema = yup.object({
  memberNumber: yup
    .string()
    .trim()
    .matches(/^[A-Za-z0-9./-]{1,30}$/, { message: MEMBER_NUMBER_MESSAGE, excludeEmptyString: true }),
});

const at = (iso: string) => formatOrderDateTime(iso, 'short');

/**
 * One seller's application as the admin checks it: the KTP photo beside the NIK and name, the business, the
 * bank account and the membership wish, then the decision its status allows (approve or refuse a waiting
 * one, suspend an approved one, reinstate a suspended one).
 */
export function SellerApplicationCard({ application }: { application: SellerApplication }) {
  const titleId = useId();
  const [reviewApplication] = useReviewSellerApplicationMutation();
  const [suspendSeller, { isLoading: suspending }] = useSuspendSellerMutation();
  const [dialog, setDialog] = useState<'approve' | 'refuse' | 'suspend' | 'reinstate' | null>(null);
  const name = application.businessName;
  const sellerId = application.sellerId;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
      setDialog(null);
    } catch (failure) {
      notify.error(serviceErrorMessage(failure, SELLER_REVIEW_MESSAGES.failed));
    }
  };

  const rows: [string, string][] = [
    ['Nama sesuai KTP', application.legalName],
    ['NIK', application.nik],
    ['Divisi', application.division],
    ['Bank', application.bankName],
    ['Nomor rekening', application.bankAccountNumber],
    ['Pemilik rekening', application.bankAccountHolder],
    ['Pengajuan keanggotaan', MEMBERSHIP_CLAIM_LABELS[application.membership]],
  ];

  return (
    <Card component="article" aria-labelledby={titleId} data-testid="seller-application">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}
        >
          <Box>
            <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Akun {application.sellerName || application.legalName} · diajukan {at(application.submittedAt)}
            </Typography>
          </Box>
          <Chip
            label={SELLER_STATUS_LABELS[application.status]}
            color={STATUS_COLORS[application.status]}
            size="small"
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          />
        </Stack>
        <Grid container spacing={{ xs: 2, md: 3 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <KtpPhoto path={application.ktpPhotoPath} name={application.legalName} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
                columnGap: 2,
              }}
            >
              {rows.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary" sx={{ pt: { sm: 0.5 } }}>
                    {label}
                  </Typography>
                  <Typography
                    component="dd"
                    sx={{ m: 0, mb: 1, pt: { sm: 0.5 }, fontWeight: 500, wordBreak: 'break-word' }}
                  >
                    {value}
                  </Typography>
                </Box>
              ))}
            </Box>
            {application.reviewReason && (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <strong>Alasan:</strong> {application.reviewReason}
                {application.reviewedAt && ` (${at(application.reviewedAt)})`}
              </Typography>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              role="group"
              aria-label={`Keputusan verifikasi ${name}`}
              sx={{ mt: 2 }}
            >
              {application.status === 'menunggu' && (
                <>
                  <Button
                    variant="contained"
                    startIcon={<CheckCircleOutlineRounded />}
                    onClick={() => setDialog('approve')}
                    sx={{ minHeight: 44 }}
                  >
                    Setujui
                  </Button>
                  <Button
                    variant="outlined"
                    color="error"
                    onClick={() => setDialog('refuse')}
                    sx={{ minHeight: 44 }}
                  >
                    Tolak
                  </Button>
                </>
              )}
              {application.status === 'disetujui' && (
                <Button
                  variant="outlined"
                  color="error"
                  onClick={() => setDialog('suspend')}
                  sx={{ minHeight: 44 }}
                >
                  Tangguhkan
                </Button>
              )}
              {application.status === 'ditangguhkan' && (
                <Button variant="outlined" onClick={() => setDialog('reinstate')} sx={{ minHeight: 44 }}>
                  Aktifkan Kembali
                </Button>
              )}
            </Stack>
          </Grid>
        </Grid>
      </CardContent>
      <FormDialog<SellerApplication, { memberNumber: string }>
        item={dialog === 'approve' ? application : null}
        onClose={() => setDialog(null)}
        title="Setujui Penjual"
        description={(item) =>
          `Produk ${item.businessName} akan tampil untuk pembeli dan penjual diberi tahu lewat email. Pastikan NIK dan nama sesuai foto KTP.`
        }
        initialValues={() => ({ memberNumber: '' })}
        validationSchema={() => approveSchema}
        onSubmit={(values, item) =>
          reviewApplication({
            sellerId: item.sellerId,
            approve: true,
            memberNumber: values.memberNumber,
          }).unwrap()
        }
        saved={SELLER_REVIEW_MESSAGES.approved}
        failed={SELLER_REVIEW_MESSAGES.failed}
        submitLabel="Setujui"
      >
        {(item) => (
          <FormTextField
            name="memberNumber"
            label="Nomor anggota (jika didaftarkan sebagai anggota)"
            helperText={
              item.membership === 'bukan_anggota'
                ? 'Penjual tidak ingin menjadi anggota: kosongkan.'
                : `${MEMBERSHIP_CLAIM_LABELS[item.membership]}. Isi untuk mencatat keanggotaannya mulai hari ini; kosongkan bila belum.`
            }
          />
        )}
      </FormDialog>
      <ReasonDialog
        open={dialog === 'refuse'}
        title="Tolak Pengajuan Penjual"
        message={`${name} diberi tahu alasannya lewat email dan dapat memperbaiki lalu mengajukan kembali.`}
        label="Alasan penolakan"
        confirmLabel="Tolak Pengajuan"
        busyLabel="Menolak..."
        onConfirm={(reason) =>
          act(
            () => reviewApplication({ sellerId, approve: false, reason }).unwrap(),
            SELLER_REVIEW_MESSAGES.refused,
          )
        }
        onCancel={() => setDialog(null)}
      />
      <ReasonDialog
        open={dialog === 'suspend'}
        title="Tangguhkan Penjual"
        message={`Produk ${name} tidak tampil untuk pembeli sampai diaktifkan kembali. Pesanan yang sudah diteruskan tetap dikirim penjual. Penjual diberi tahu lewat email.`}
        label="Alasan penangguhan"
        confirmLabel="Tangguhkan"
        busyLabel="Menangguhkan..."
        onConfirm={(reason) =>
          act(
            () => suspendSeller({ sellerId, suspended: true, reason }).unwrap(),
            SELLER_REVIEW_MESSAGES.suspended,
          )
        }
        onCancel={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'reinstate'}
        message={`Aktifkan kembali ${name}? Produknya tampil lagi untuk pembeli dan penjual diberi tahu lewat email.`}
        confirmLabel="Ya, Aktifkan"
        busyLabel="Menyimpan..."
        confirmColor="primary"
        busy={suspending}
        onConfirm={() =>
          void act(
            () => suspendSeller({ sellerId, suspended: false }).unwrap(),
            SELLER_REVIEW_MESSAGES.reinstated,
          )
        }
        onCancel={() => setDialog(null)}
      />
    </Card>
  );
}
