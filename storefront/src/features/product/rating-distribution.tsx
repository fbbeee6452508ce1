import { Box, Stack, Typography } from '@koperasi/shared-ui';
import Star from '@mui/icons-material/Star';
import type { ReviewStats } from '@koperasi/shared-services';

/** Read by screen readers only (in px: in `sx` a width of 1 would be 100%). */
const SR_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** How many reviews gave each star, 5 down to 1, as bars with their counts. */
export function RatingDistribution({ stats }: { stats: ReviewStats }) {
  return (
    <Stack
      component="ul"
      spacing={0.75}
      aria-label="Sebaran penilaian"
      sx={{ listStyle: 'none', p: 0, m: 0 }}
    >
      {[5, 4, 3, 2, 1].map((star) => {
        const reviews = stats.perStar[star - 1] ?? 0;
        const share = stats.count ? (reviews / stats.count) * 100 : 0;
        return (
          <Box
            component="li"
            key={star}
            data-testid={`rating-bar-${star}`}
            sx={{ display: 'grid', gridTemplateColumns: '2.25rem 1fr 2.5rem', alignItems: 'center', gap: 1 }}
          >
            <Box component="span" sx={SR_ONLY}>
              {`${star} bintang: ${reviews} ulasan`}
            </Box>
            <Typography
              variant="body2"
              aria-hidden
              sx={{ display: 'flex', alignItems: 'center', gap: 0.25, fontWeight: 600 }}
            >
              {star}
              <Star sx={{ fontSize: 16, color: '#faaf00' }} />
            </Typography>
            <Box aria-hidden sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}>
              <Box sx={{ width: `${share}%`, height: '100%', bgcolor: '#faaf00', borderRadius: 4 }} />
            </Box>
            <Typography variant="body2" color="text.secondary" aria-hidden sx={{ textAlign: 'right' }}>
              {reviews}
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
