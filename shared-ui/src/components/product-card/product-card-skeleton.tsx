import { Card, CardContent, Skeleton } from '@mui/material';

/** The shape of a ProductCard while products load (no layout shift). */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden data-testid="product-card-skeleton" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
      <CardContent>
        <Skeleton width="40%" />
        <Skeleton width="85%" height={28} />
        <Skeleton />
        <Skeleton width="70%" />
        <Skeleton width="45%" height={28} sx={{ mt: 1 }} />
        <Skeleton variant="rounded" height={34} sx={{ mt: 1.5 }} />
      </CardContent>
    </Card>
  );
}
