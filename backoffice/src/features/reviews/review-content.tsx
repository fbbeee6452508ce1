import {
  Link as RouterLink,
  Box,
  RatingStars,
  Stack,
  Typography,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { reviewerName, type BackofficeReview, paths } from '@koperasi/shared-services';
import { formatOrderDateTime } from '@koperasi/shared-services/orders';

export const at = (iso: string) => formatOrderDateTime(iso, 'short');

/** The stars as people hear them: '4 dari 5 bintang'. */
export const starsLabel = (rating: number) => `${rating} dari 5 bintang`;

export interface ReviewContentProps {
  review: BackofficeReview;
  /** the id of the product's name, the card's accessible name */
  titleId: string;
}

/**
 * What the buyer wrote: the product, the stars, the author and the date, the text and the photos (each
 * opens whole in a new tab).
 */
export function ReviewContent({ review, titleId }: ReviewContentProps) {
  return (
    <Stack spacing={1}>
      <Typography id={titleId} variant="h2" sx={{ fontSize: '1.1rem' }}>
        <Link component={RouterLink} to={paths.product(review.productId)} underline="hover" color="inherit">
          {review.productName}
        </Link>
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <RatingStars value={review.rating} label={starsLabel(review.rating)} data-testid="review-stars" />
        <Typography variant="body2" color="text.secondary">
          {reviewerName(review)} · {at(review.createdAt)}
          {review.editedAt && ' · diubah'}
        </Typography>
      </Stack>
      {review.body ? (
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.body}</Typography>
      ) : (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          Tanpa ulasan tertulis
        </Typography>
      )}
      {review.photos.length > 0 && (
        <Stack direction="row" spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {review.photos.map((url, index) => (
            <li key={url}>
              <Link href={url} target="_blank" rel="noopener noreferrer" sx={{ display: 'block' }}>
                <Box
                  component="img"
                  src={url}
                  alt={`Foto ${index + 1} dari ${reviewerName(review)} (buka di tab baru)`}
                  loading="lazy"
                  sx={{
                    width: 72,
                    height: 72,
                    objectFit: 'cover',
                    borderRadius: 1,
                    border: 1,
                    borderColor: 'divider',
                    display: 'block',
                  }}
                />
              </Link>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The seller's reply under a review. */
export function ReviewReply({ review, label }: { review: BackofficeReview; label: string }) {
  if (!review.reply) return null;
  return (
    <Box
      sx={{
        borderLeft: 3,
        borderColor: 'primary.main',
        bgcolor: 'action.hover',
        px: 2,
        py: 1.5,
        borderRadius: 1,
      }}
    >
      <Typography variant="subtitle2" component="h3">
        {label}
        {review.repliedAt && (
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {at(review.repliedAt)}
          </Typography>
        )}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.reply}</Typography>
    </Box>
  );
}
