import { useId, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  RatingStars,
  Stack,
  Typography,
  useStorageImage,
} from '@koperasi/shared-ui';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { ButtonBase, Chip, Dialog, DialogContent, DialogTitle } from '@mui/material';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { formatReviewDate, reviewerName, type ProductReview } from '@koperasi/shared-services';

export interface ReviewItemProps {
  review: ProductReview;
  /** 'Laporkan' for a signed-in user who is not the author */
  onReport?: (review: ProductReview) => void;
}

/** A review's photo: a rendition about as wide as `sizes` says, the stored file if that fails, else nothing. */
function ReviewPhoto({
  url,
  alt,
  sizes,
  loading = 'eager',
  sx,
}: {
  url: string;
  alt: string;
  sizes: string;
  loading?: 'lazy' | 'eager';
  sx: object;
}) {
  const image = useStorageImage(url, sizes);
  if (image.failed) {
    // a thumbnail's alt is empty (its button names it): then the empty box is hidden from screen readers
    const named = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
    return <Box {...named} sx={{ ...sx, bgcolor: 'grey.100' }} />;
  }
  const { key, ...imgProps } = image.imgProps;
  return <Box component="img" key={key} {...imgProps} alt={alt} loading={loading} sx={sx} />;
}

/** One review: author, 'Pembeli terverifikasi', stars, date, text, photos (larger on a click), the seller's reply. */
export function ReviewItem({ review, onReport }: ReviewItemProps) {
  const [shown, setShown] = useState<number | null>(null);
  const titleId = useId();
  const name = reviewerName(review);
  return (
    <Box
      component="article"
      aria-label={`Ulasan dari ${name}`}
      data-testid={`review-${review.id}`}
      sx={{ py: 2 }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <UserAvatar name={name} photoURL={review.authorAvatarUrl} size={40} />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
          >
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{name}</Typography>
            <Chip
              icon={<VerifiedOutlined />}
              label="Pembeli terverifikasi"
              size="small"
              color="success"
              variant="outlined"
            />
          </Stack>
          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, mt: 0.25 }}
          >
            <RatingStars value={review.rating} label={`${review.rating} dari 5 bintang`} />
            <Typography variant="body2" color="text.secondary">
              <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
              {review.editedAt ? ' · diubah' : ''}
            </Typography>
          </Stack>
          {review.body && (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.body}
            </Typography>
          )}
          {review.photos.length > 0 && (
            <Stack
              component="ul"
              direction="row"
              spacing={1}
              aria-label="Foto ulasan"
              sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
            >
              {review.photos.map((url, index) => (
                <li key={url}>
                  <ButtonBase
                    onClick={() => setShown(index)}
                    aria-label={`Lihat foto ${index + 1} dari ${review.photos.length}`}
                    sx={{ width: 72, height: 72, borderRadius: 1.5, overflow: 'hidden', display: 'block' }}
                  >
                    <ReviewPhoto
                      url={url}
                      alt=""
                      sizes="72px"
                      loading="lazy"
                      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                    />
                  </ButtonBase>
                </li>
              ))}
            </Stack>
          )}
          {review.reply && (
            <Box
              data-testid={`review-reply-${review.id}`}
              sx={{
                mt: 1.5,
                p: 1.5,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
                borderLeft: 3,
                borderColor: 'primary.main',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                Balasan Penjual
                {review.repliedAt && (
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ fontWeight: 400 }}
                  >
                    {' · '}
                    <time dateTime={review.repliedAt}>{formatReviewDate(review.repliedAt)}</time>
                  </Typography>
                )}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.reply}
              </Typography>
            </Box>
          )}
          {onReport && (
            <Button
              size="small"
              color="inherit"
              startIcon={<FlagOutlined />}
              onClick={() => onReport(review)}
              aria-label={`Laporkan ulasan dari ${name}`}
              sx={{ mt: 1, color: 'text.secondary' }}
            >
              Laporkan
            </Button>
          )}
        </Box>
      </Stack>
      <Dialog open={shown !== null} onClose={() => setShown(null)} maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId} sx={{ pr: 6, overflowWrap: 'anywhere' }}>
          Foto ulasan dari {name}
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            Foto {(shown ?? 0) + 1} dari {review.photos.length}
          </Typography>
          <IconButton
            aria-label="Tutup"
            onClick={() => setShown(null)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseRounded />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {shown !== null && (
            <ReviewPhoto
              url={review.photos[shown] ?? ''}
              alt={`Foto ${shown + 1} dari ulasan ${name}`}
              sizes="(min-width: 600px) 552px, 100vw"
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '75vh', mx: 'auto', borderRadius: 1 }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
