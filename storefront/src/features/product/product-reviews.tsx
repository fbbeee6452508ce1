import { useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Grid,
  RatingStars,
  Skeleton,
  Stack,
  Typography,
  RetryAlert,
} from '@koperasi/shared-ui';
import { MenuItem, TextField } from '@mui/material';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import {
  notify,
  REVIEWS_PAGE_SIZE,
  reviewerName,
  selectUser,
  serviceErrorMessage,
  useAppSelector,
  type ProductReview,
  type ReviewSort,
} from '@koperasi/shared-services';
import { RatingDistribution } from './rating-distribution';
import { ReportReviewDialog } from './report-review-dialog';
import { ReviewItem } from './review-item';
import { useProductReviewsQuery, useProductReviewStatsQuery, useReportReviewMutation } from './reviews-api';

export const REPORT_SENT_TEXT = 'Terima kasih, laporan Anda sudah kami terima dan akan diperiksa admin.';
export const REPORT_FAILED_TEXT = 'Gagal mengirim laporan';

export const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Terbaru',
  highest: 'Rating tertinggi',
  lowest: 'Rating terendah',
};

/**
 * The product page's reviews: the average and count, how many gave each star, and the visible reviews
 * (newest first, or by rating), more on 'Muat lebih banyak'. A signed-in user reports another's review.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const user = useAppSelector(selectUser);
  const [view, setView] = useState<{ productId: number; sort: ReviewSort; limit: number }>({
    productId,
    sort: 'newest',
    limit: REVIEWS_PAGE_SIZE,
  });
  // another product starts again from its first reviews, newest first
  const { sort, limit } =
    view.productId === productId ? view : { sort: 'newest' as const, limit: REVIEWS_PAGE_SIZE };
  const stats = useProductReviewStatsQuery(productId);
  const list = useProductReviewsQuery({ productId, sort, limit });
  const [report] = useReportReviewMutation();
  const [reporting, setReporting] = useState<ProductReview | null>(null);
  const [reportOpen, setReportOpen] = useState(false);

  async function sendReport(reason: string) {
    if (!reporting) return;
    try {
      await report({ reviewId: reporting.id, reason }).unwrap();
      notify.success(REPORT_SENT_TEXT);
    } catch (error) {
      notify.error(serviceErrorMessage(error, REPORT_FAILED_TEXT));
    }
    setReportOpen(false);
  }

  const summary = stats.currentData;
  const page = list.data;
  const failed = (stats.error && !summary) || (list.error && !page);

  let content;
  if (failed) {
    content = (
      <RetryAlert
        onRetry={() => {
          void stats.refetch();
          void list.refetch();
        }}
      >
        Gagal memuat ulasan
      </RetryAlert>
    );
  } else if (!summary || !page) {
    content = (
      <Box role="status" aria-busy="true" aria-label="Memuat ulasan">
        <Skeleton width={200} height={48} />
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      </Box>
    );
  } else if (summary.count === 0) {
    content = (
      <Stack
        spacing={1}
        sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}
        data-testid="reviews-empty"
      >
        <RateReviewOutlined color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography sx={{ fontWeight: 700 }}>Belum ada ulasan</Typography>
        <Typography variant="body2" color="text.secondary">
          Ulasan dari pembeli yang sudah menerima produk ini akan tampil di sini.
        </Typography>
      </Stack>
    );
  } else {
    content = (
      <>
        <Grid container spacing={{ xs: 2, sm: 4 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Stack sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }} data-testid="reviews-summary">
              <Typography sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1 }}>
                {summary.average.toFixed(1)}
                <Typography
                  component="span"
                  color="text.secondary"
                  sx={{ fontSize: '1rem', fontWeight: 400 }}
                >
                  {' '}
                  / 5
                </Typography>
              </Typography>
              <RatingStars
                value={summary.average}
                size="medium"
                label={`Rata-rata ${summary.average.toFixed(1)} dari 5 bintang`}
              />
              <Typography variant="body2" color="text.secondary">
                {summary.count} ulasan
              </Typography>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, sm: 8 }}>
            <RatingDistribution stats={summary} />
          </Grid>
        </Grid>
        <Stack
          direction="row"
          useFlexGap
          sx={{ mt: 3, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography variant="body2" color="text.secondary">
            Menampilkan {Math.min(page.items.length, page.total)} dari {page.total} ulasan
          </Typography>
          <TextField
            select
            size="small"
            label="Urutkan"
            value={sort}
            onChange={(event) =>
              setView({ productId, sort: event.target.value as ReviewSort, limit: REVIEWS_PAGE_SIZE })
            }
            sx={{ minWidth: 190 }}
          >
            {(Object.keys(SORT_LABELS) as ReviewSort[]).map((value) => (
              <MenuItem key={value} value={value}>
                {SORT_LABELS[value]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Box component="ul" aria-label="Daftar ulasan" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {page.items.map((review, index) => (
            <li key={review.id}>
              {index > 0 && <Divider />}
              <ReviewItem
                review={review}
                onReport={
                  user && user.id !== review.authorId
                    ? (chosen) => {
                        setReporting(chosen);
                        setReportOpen(true);
                      }
                    : undefined
                }
              />
            </li>
          ))}
        </Box>
        {page.items.length < page.total && (
          <Box sx={{ textAlign: 'center', mt: 1 }}>
            <Button
              variant="outlined"
              disabled={list.isFetching}
              onClick={() => setView({ productId, sort, limit: limit + REVIEWS_PAGE_SIZE })}
            >
              {list.isFetching ? 'Memuat...' : 'Muat lebih banyak'}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="reviews-heading" sx={{ mt: 4, maxWidth: 900 }}>
      <Typography id="reviews-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Ulasan Pembeli
      </Typography>
      {content}
      <ReportReviewDialog
        open={reportOpen}
        authorName={reporting ? reviewerName(reporting) : ''}
        onSubmit={sendReport}
        onClose={() => setReportOpen(false)}
      />
    </Box>
  );
}
