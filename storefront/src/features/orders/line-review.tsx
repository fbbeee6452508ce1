import { Box, Button, RatingStars, Stack, Typography } from '@koperasi/shared-ui';
import { formatReviewDate, type OrderLine, type ProductReview } from '@koperasi/shared-services';

export interface LineReviewProps {
  line: OrderLine;
  /** the buyer's review of this line, if any */
  review?: ProductReview;
  /** the last moment a review may be written, when it still may */
  deadline: Date | null;
  onWrite: (line: OrderLine) => void;
  onEdit: (line: OrderLine, review: ProductReview) => void;
}

/**
 * Below a received line: the buyer's review ('Ulasan Anda' with its stars, 'Ubah Ulasan' once), or
 * 'Beri Ulasan' while the 30 days after receipt last.
 */
export function LineReview({ line, review, deadline, onWrite, onEdit }: LineReviewProps) {
  if (review) {
    return (
      <Box
        data-testid={`line-review-${line.id}`}
        sx={{ mt: 1, p: 1.25, borderRadius: 1, bgcolor: 'action.hover' }}
      >
        <Stack
          direction="row"
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            Ulasan Anda
          </Typography>
          <RatingStars value={review.rating} label={`${review.rating} dari 5 bintang`} />
          {review.editCount > 0 && (
            <Typography variant="caption" color="text.secondary">
              (diubah)
            </Typography>
          )}
          {review.editCount === 0 && (
            <Button
              size="small"
              onClick={() => onEdit(line, review)}
              aria-label={`Ubah Ulasan ${line.productName}`}
              sx={{ ml: 'auto' }}
            >
              Ubah Ulasan
            </Button>
          )}
        </Stack>
        {review.body && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {review.body}
          </Typography>
        )}
        {review.hidden && (
          <Typography variant="caption" color="warning.dark" sx={{ display: 'block', mt: 0.5 }}>
            Ulasan ini disembunyikan oleh admin dan tidak tampil di halaman produk.
          </Typography>
        )}
      </Box>
    );
  }
  if (!deadline) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Button
        size="small"
        variant="outlined"
        onClick={() => onWrite(line)}
        aria-label={`Beri Ulasan ${line.productName}`}
      >
        Beri Ulasan
      </Button>
      <Typography variant="caption" color="text.secondary">
        Ulasan dapat diberikan hingga {formatReviewDate(deadline.toISOString())}
      </Typography>
    </Stack>
  );
}
