import { useId } from 'react';
import { EmptyState, Alert, Card, CardContent, Stack, Typography, LoadingText } from '@koperasi/shared-ui';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { reviewerName, selectUser, useAppSelector, type BackofficeReview } from '@koperasi/shared-services';
import { AdminPage } from '../../components/admin-page';
import { CardPagination, usePaging } from '../../components/list-pagination';
import { useFailureToast } from '../../components/use-failure-toast';
import { ReplyForm } from './reply-form';
import { REVIEWS_LOAD_FAILED, useSellerReviewsQuery } from './review-api';
import { ReviewContent, ReviewReply } from './review-content';

function SellerReviewCard({ review }: { review: BackofficeReview }) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="seller-review">
      <CardContent sx={{ p: { xs: 2, md: 2.5 } }}>
        <Stack spacing={2}>
          <ReviewContent review={review} titleId={titleId} />
          {review.reply ? (
            <ReviewReply review={review} label="Balasan Anda" />
          ) : (
            <ReplyForm key={review.id} reviewId={review.id} authorName={reviewerName(review)} />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * 'Ulasan Pembeli': the reviews of the seller's products, newest first, paged, each with the seller's one
 * reply or the form to write it.
 */
export function SellerReviews({ title }: { title: string }) {
  const user = useAppSelector(selectUser);
  const paging = usePaging();
  const { page, pageSize } = paging;
  const { currentData: result, isError } = useSellerReviewsQuery(
    { sellerId: user?.id ?? '', page: page + 1, pageSize },
    { skip: !user, refetchOnMountOrArgChange: true },
  );
  useFailureToast(isError, REVIEWS_LOAD_FAILED);

  return (
    <AdminPage title={title}>
      {isError ? (
        <Alert severity="error">{REVIEWS_LOAD_FAILED}</Alert>
      ) : !result ? (
        <LoadingText />
      ) : result.items.length === 0 ? (
        <Card>
          <EmptyState
            icon={<RateReviewOutlined />}
            title="Belum ada ulasan"
            text="Ulasan pembeli untuk produk Anda tampil di sini, dan Anda dapat membalasnya satu kali."
          />
        </Card>
      ) : (
        <Stack spacing={2}>
          <Typography color="text.secondary" aria-live="polite">
            {result.total} ulasan untuk produk Anda
          </Typography>
          {result.items.map((review) => (
            <SellerReviewCard key={review.id} review={review} />
          ))}
          <CardPagination count={result.total} paging={paging} />
        </Stack>
      )}
    </AdminPage>
  );
}
