import { Grid } from '@mui/material';
import type { ProductSummary } from '@koperasi/shared-services';
import { ProductCard } from '@koperasi/shared-ui';
import { useProductActions } from './use-product-actions';

export function ProductGrid({ products }: { products: ProductSummary[] }) {
  const actions = useProductActions();
  return (
    <Grid container spacing={2}>
      {products.map((product) => (
        <Grid key={product.id} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
          <ProductCard product={product} onAddToCart={actions.addToCart} onShare={(p) => void actions.share(p)} />
        </Grid>
      ))}
    </Grid>
  );
}
