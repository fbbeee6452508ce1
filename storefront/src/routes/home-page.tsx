import { Link as RouterLink, Alert, Box, Button, Stack, Typography, usePageTitle } from '@koperasi/shared-ui';
import { FEATURED_PRODUCT_COUNT, paths } from '@koperasi/shared-services';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { BannerCarousel } from '../features/home/banner-carousel';
import { DivisionTiles } from '../features/home/division-tiles';
import { ProductGrid } from '../components/product-grid';
import { useFeaturedProductsQuery } from '../features/home/featured-api';
import { LatestArticles } from '../features/articles/latest-articles';

export default function HomePage() {
  // the home page: the site's name alone
  usePageTitle(null);
  const { data: products, isError: failed, isLoading } = useFeaturedProductsQuery(FEATURED_PRODUCT_COUNT);

  return (
    <Box
      sx={{ p: { xs: 1.5, sm: 2, md: 3 }, display: 'grid', gap: { xs: 2, md: 3 } }}
      data-version={__REMOTE_VERSION__}
    >
      <BannerCarousel />
      <DivisionTiles />
      <Box component="section" aria-labelledby="featured-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1 }}>
          <Typography
            id="featured-heading"
            variant="h2"
            sx={{ fontSize: { xs: '1.2rem', sm: '1.3rem', md: '1.5rem' } }}
          >
            Produk Unggulan
          </Typography>
          <Button
            component={RouterLink}
            to={paths.products()}
            endIcon={<ArrowForward />}
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            Lihat Semua
          </Button>
        </Stack>
        {failed ? (
          <Alert severity="error">Gagal memuat data produk</Alert>
        ) : (
          <ProductGrid products={products ?? []} loading={isLoading} skeletons={FEATURED_PRODUCT_COUNT} />
        )}
      </Box>
      <LatestArticles />
    </Box>
  );
}
