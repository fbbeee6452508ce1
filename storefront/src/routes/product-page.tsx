import { useState } from 'react';
import {
  Link as RouterLink,
  useParams,
  EmptyState,
  shareProduct,
  Box,
  Button,
  Grid,
  Skeleton,
  usePageTitle,
  RetryAlert,
} from '@koperasi/shared-ui';
import SearchOff from '@mui/icons-material/SearchOff';
import {
  addToCart,
  notify,
  parseId,
  selectCartItems,
  setQuantity,
  toCartProduct,
  useAppDispatch,
  useAppSelector,
  paths,
} from '@koperasi/shared-services';
import { useCatalogProductQuery } from '../features/product/product-api';
import { ProductDetail } from '../components/product-detail';
import { ProductReviews } from '../features/product/product-reviews';
import { MemberShareLine } from '../features/product/member-share-line';
import { useWishlist } from '../hooks/use-wishlist';

/** /products/{id}: images, name, category, division, description, price, stock, seller; quantity and add to cart. */
export default function ProductPage() {
  const { id = '' } = useParams();
  const productId = parseId(id);
  // another product shows as loading until its answer arrives; 'Coba lagi' asks again
  const {
    currentData: loaded,
    error,
    isFetching,
    refetch,
  } = useCatalogProductQuery(productId ?? 0, {
    skip: productId === null,
  });
  const [chosen, setChosen] = useState({ id, quantity: 1 });
  const quantity = chosen.id === id ? chosen.quantity : 1;
  const cartItems = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const wishlist = useWishlist();
  const notFound = productId === null || (!loaded && error?.message === 'Product not found');
  // the product's name once loaded ('Produk tidak ditemukan' when there is none)
  usePageTitle(loaded?.name ?? (notFound ? 'Produk tidak ditemukan' : undefined));

  if (productId !== null && !loaded && (isFetching || !error)) {
    return (
      <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }} role="status" aria-busy="true" aria-label="Memuat produk">
        <Skeleton width={240} sx={{ mb: 2 }} />
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={48} />
            <Skeleton width="40%" height={40} />
            <Skeleton variant="rounded" height={120} sx={{ mt: 2 }} />
          </Grid>
        </Grid>
      </Box>
    );
  }
  if (notFound) {
    return (
      <EmptyState
        headingComponent="h1"
        icon={<SearchOff />}
        title="Produk tidak ditemukan"
        text="Produk ini tidak ada atau sudah tidak dijual lagi."
        action={
          <Button component={RouterLink} to={paths.products()} variant="contained">
            Lihat Semua Produk
          </Button>
        }
      />
    );
  }
  if (!loaded) {
    return (
      <Box sx={{ p: { xs: 1.5, md: 3 } }}>
        <RetryAlert onRetry={() => void refetch()}>Gagal memuat data produk</RetryAlert>
      </Box>
    );
  }

  const product = loaded;
  const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
  const available = Math.max(0, product.stock - inCart);

  function addSelected() {
    const wanted = Math.min(quantity, available);
    if (wanted <= 0) return;
    dispatch(addToCart(toCartProduct(product)));
    dispatch(setQuantity({ productId: product.id, quantity: inCart + wanted }));
    notify.success(`${wanted} × ${product.name} ditambahkan ke keranjang`);
    setChosen({ id, quantity: 1 });
  }

  return (
    <ProductDetail
      product={product}
      inCart={inCart}
      quantity={quantity}
      wishlisted={wishlist.isWishlisted(product.id)}
      memberShare={<MemberShareLine productId={product.id} />}
      onQuantityChange={(next) => setChosen({ id, quantity: next })}
      onAdd={addSelected}
      onToggleWishlist={() => void wishlist.toggle(product)}
      onShare={() => void shareProduct(product)}
    >
      <ProductReviews productId={product.id} />
    </ProductDetail>
  );
}
