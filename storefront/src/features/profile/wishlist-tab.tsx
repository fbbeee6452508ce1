import { useCallback, useState } from 'react';
import { Link as RouterLink, EmptyState, Alert, Button } from '@koperasi/shared-ui';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import { selectUser, useAppSelector, type ProductSummary, paths } from '@koperasi/shared-services';
import { PANEL_CELL, ProductGrid } from '../../components/product-grid';
import { useWishlistProductsQuery } from './profile-api';

/** 'Wishlist': the saved products; taking one off removes its card. */
export function WishlistTab() {
  const userId = useAppSelector(selectUser)?.id ?? '';
  const { data, isError: failed } = useWishlistProductsQuery(userId, { refetchOnMountOrArgChange: true });
  // a card taken off goes at once; the list then loads again
  const [removed, setRemoved] = useState<number[]>([]);
  const products = data ? data.filter((product) => !removed.includes(product.id)) : null;

  const onWishlistChange = useCallback((product: ProductSummary, wishlisted: boolean) => {
    setRemoved((ids) => (wishlisted ? ids.filter((id) => id !== product.id) : [...ids, product.id]));
  }, []);

  if (failed) return <Alert severity="error">Gagal memuat wishlist</Alert>;
  if (products && products.length === 0) {
    return (
      <EmptyState
        icon={<FavoriteBorder />}
        title="Wishlist Anda masih kosong"
        text="Simpan produk yang Anda sukai dengan menekan ikon hati pada produk."
        action={
          <Button component={RouterLink} to={paths.products()} variant="contained">
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
