import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { getFeaturedProducts, type ProductSummary } from '@koperasi/shared-services';
import { BannerCarousel } from '../features/home/banner-carousel';
import { DivisionTiles } from '../features/home/division-tiles';
import { ProductGrid } from '../features/catalog/product-grid';

export default function HomePage() {
  const [products, setProducts] = useState<ProductSummary[] | null>(null);

  useEffect(() => {
    let active = true;
    getFeaturedProducts()
      .then((loaded) => active && setProducts(loaded))
      .catch(() => active && setProducts([]));
    return () => {
      active = false;
    };
  }, []);

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 3 }} data-version={__REMOTE_VERSION__}>
      <BannerCarousel />
      <DivisionTiles />
      <Box component="section" aria-labelledby="featured-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="featured-heading" variant="h2">
            Produk Unggulan
          </Typography>
          <Button component={RouterLink} to="/products">
            Lihat Semua
          </Button>
        </Stack>
        {products ? (
          <ProductGrid products={products} />
        ) : (
          <Grid container spacing={2}>
            {[0, 1, 2].map((key) => (
              <Grid key={key} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
                <Skeleton variant="rounded" height={360} />
              </Grid>
            ))}
          </Grid>
        )}
      </Box>
    </Box>
  );
}
