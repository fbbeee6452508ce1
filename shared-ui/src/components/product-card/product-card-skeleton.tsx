import { Box, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
import { DESCRIPTION_SX, META_SX, PRICE_SX, TITLE_SX } from './card-sizes';

/** The shape of a ProductCard while products load: the same blocks at the same heights (no layout shift). */
export function ProductCardSkeleton() {
  return (
    <Card
      aria-hidden
      data-testid="product-card-skeleton"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Box sx={{ ...META_SX, display: 'flex', alignItems: 'center' }}>
          <Skeleton width="40%" />
        </Box>
        <Typography component="div" sx={TITLE_SX}>
          <Skeleton width="85%" />
        </Typography>
        <Typography component="div" sx={DESCRIPTION_SX}>
          <Skeleton />
          <Skeleton width="70%" />
        </Typography>
        <Typography component="div" sx={PRICE_SX}>
          <Skeleton width="45%" />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0, gap: 0.5 }} disableSpacing>
        <Box sx={{ width: 36, height: 36 }} />
        <Skeleton variant="rounded" width={110} height={34} sx={{ ml: 'auto' }} />
      </CardActions>
    </Card>
  );
}
