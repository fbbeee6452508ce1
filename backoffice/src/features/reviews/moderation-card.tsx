import { useId, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@koperasi/shared-ui';
import { Chip } from '@mui/material';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { errorMessageFor, notify, reviewerName, type BackofficeReview } from '@koperasi/shared-services';
import { ReasonDialog } from '../../components/reason-dialog';
import { useModerateReviewMutation } from './review-api';
import { at, ReviewContent, ReviewReply } from './review-content';

export const MODERATION_MESSAGES = {
  hidden: 'Ulasan disembunyikan dari halaman produk',
  shown: 'Ulasan ditampilkan kembali',
  failed: 'Gagal mengubah status ulasan',
} as const;

/**
 * One review as an admin judges it: the review and the seller's reply, its status (shown, or hidden with the
 * reason), the reports with their reasons, and 'Sembunyikan' or 'Tampilkan Kembali', each with a reason.
 */
export function ModerationCard({ review }: { review: BackofficeReview }) {
  const titleId = useId();
  const [moderate, { isLoading: saving }] = useModerateReviewMutation();
  const [dialog, setDialog] = useState(false);
  const hiding = !review.hidden;

  const confirm = async (reason: string) => {
    try {
      await moderate({ reviewId: review.id, hidden: hiding, reason }).unwrap();
      notify.success(hiding ? MODERATION_MESSAGES.hidden : MODERATION_MESSAGES.shown);
      setDialog(false);
    } catch (failure) {
      notify.error(errorMessageFor(failure, MODERATION_MESSAGES.failed));
    }
  };

  return (
    <Card component="article" aria-labelledby={titleId} data-testid="moderated-review">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ xs: 2, md: 3 }}>
          <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
            <ReviewContent review={review} titleId={titleId} />
            <ReviewReply review={review} label="Balasan penjual" />
          </Stack>
          <Stack spacing={1.5} sx={{ width: { md: 320 }, flexShrink: 0 }}>
            <Box>
              {review.hidden ? (
                <Chip
                  icon={<VisibilityOffOutlined />}
                  label="Disembunyikan"
                  color="error"
                  variant="outlined"
                  size="small"
                />
              ) : (
                <Chip
                  icon={<VisibilityOutlined />}
                  label="Tampil"
                  color="success"
                  variant="outlined"
                  size="small"
                />
              )}
            </Box>
            {review.hidden && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                Alasan: {review.hiddenReason}
                {review.hiddenAt && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}
                    ({at(review.hiddenAt)})
                  </Typography>
                )}
              </Typography>
            )}
            {review.reports.length > 0 ? (
              <Alert
                severity="warning"
                icon={<FlagOutlined />}
                sx={{ '& .MuiAlert-message': { minWidth: 0 } }}
              >
                <Typography variant="subtitle2" component="h3">
                  Dilaporkan {review.reports.length} kali
                </Typography>
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                  {review.reports.map((report) => (
                    <li key={report.id}>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {report.reason}{' '}
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          — {report.reporterName}, {at(report.createdAt)}
                        </Box>
                      </Typography>
                    </li>
                  ))}
                </Box>
              </Alert>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Belum ada laporan
              </Typography>
            )}
            <Box>
              {hiding ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<VisibilityOffOutlined />}
                  onClick={() => setDialog(true)}
                  disabled={saving}
                  sx={{ minHeight: 44 }}
                >
                  Sembunyikan
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<VisibilityOutlined />}
                  onClick={() => setDialog(true)}
                  disabled={saving}
                  sx={{ minHeight: 44 }}
                >
                  Tampilkan Kembali
                </Button>
              )}
            </Box>
          </Stack>
        </Stack>
      </CardContent>
      <ReasonDialog
        open={dialog}
        title={hiding ? 'Sembunyikan Ulasan' : 'Tampilkan Kembali Ulasan'}
        message={
          hiding
            ? `Ulasan ${reviewerName(review)} untuk ${review.productName} tidak lagi tampil di halaman produk dan tidak dihitung dalam penilaian produk.`
            : `Ulasan ${reviewerName(review)} untuk ${review.productName} tampil lagi di halaman produk dan dihitung kembali dalam penilaian produk.`
        }
        label={hiding ? 'Alasan menyembunyikan' : 'Alasan menampilkan kembali'}
        confirmLabel={hiding ? 'Sembunyikan' : 'Tampilkan Kembali'}
        busyLabel="Menyimpan..."
        confirmColor={hiding ? 'error' : 'primary'}
        minLength={1}
        onConfirm={confirm}
        onCancel={() => setDialog(false)}
      />
    </Card>
  );
}
