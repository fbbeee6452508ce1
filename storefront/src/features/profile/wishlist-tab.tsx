import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, EmptyState, Alert, Button } from '@koperasi/shared-ui';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { getWishlist, type ProductSummary } from '@koperasi/shared-services';
import { PANEL_CELL, ProductGrid } from '../catalog/product-grid';

/** 'Wishlist': the saved products; taking one off removes its card. */
export function WishlistTab() {
  const [products, setProducts] = useState<ProductSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    getWishlist()
      .then((loaded) => active && setProducts(loaded))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  const onWishlistChange = useCallback((product: ProductSummary, wishlisted: boolean) => {
    if (!wishlisted) setProducts((list) => list?.filter((p) => p.id !== product.id) ?? list);
  }, []);

  if (failed) return <Alert severity="error">Gagal memuat wishlist</Alert>;
  if (products && products.length === 0) {
    return (
      <EmptyState
        icon={<FavoriteBorder />}
        title="Wishlist Anda masih kosong"
        text="Simpan produk yang Anda sukai dengan menekan ikon hati pada produk."
        action={
          <Button component={RouterLink} to="/products" variant="contained">
            Jelajahi Produk
          </Button>
        }
      />
    );
  }
  return (
    <ProductGrid
      products={products ?? []}
      loading={products === null}
      skeletons={2}
      onWishlistChange={onWishlistChange}
      cell={PANEL_CELL}
    />
  );
}
