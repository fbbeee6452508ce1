import { useState } from 'react';
import {
  Link as RouterLink,
  useParams,
  EmptyState,
  formatRupiah,
  shareProduct,
  Alert,
  Box,
  Button,
  Divider,
  Grid,
  IconButton,
  Skeleton,
  Stack,
  Typography,
  usePageTitle,
  MuiLink as Link,
  RatingStars,
} from '@koperasi/shared-ui';
import { UserAvatar } from '@koperasi/shared-ui/user-avatar';
import { Breadcrumbs, Chip, Tooltip } from '@mui/material';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Storefront from '@mui/icons-material/Storefront';
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
} from '@koperasi/shared-services';
import { ProductGallery } from '../features/product/product-gallery';
import { useCatalogProductQuery } from '../features/product/product-api';
import { ProductReviews } from '../features/product/product-reviews';
import { MemberShareLine } from '../features/product/member-share-line';
import { QuantityStepper } from '../features/cart/quantity-stepper';
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
  const setQuantityValue = (next: (current: number) => number) => setChosen({ id, quantity: next(quantity) });
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
          <Button component={RouterLink} to="/products" variant="contained">
            Lihat Semua Produk
          </Button>
        }
      />
    );
  }
  if (!loaded) {
    return (
      <Box sx={{ p: { xs: 1.5, md: 3 } }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Coba lagi
            </Button>
          }
        >
          Gagal memuat data produk
        </Alert>
      </Box>
    );
  }

  const product = loaded;
  const inCart = cartItems.find((item) => item.productId === product.id)?.quantity ?? 0;
  const available = Math.max(0, product.stock - inCart);
  const soldOut = product.stock <= 0;
  const wishlisted = wishlist.isWishlisted(product.id);

  function addSelected() {
    const wanted = Math.min(quantity, available);
    if (wanted <= 0) return;
    dispatch(addToCart(toCartProduct(product)));
    dispatch(setQuantity({ productId: product.id, quantity: inCart + wanted }));
    notify.success(`${wanted} × ${product.name} ditambahkan ke keranjang`);
    setQuantityValue(() => 1);
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Lokasi halaman" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Beranda
        </Link>
        <Link
          component={RouterLink}
          to={`/products?division=${encodeURIComponent(product.division)}`}
          underline="hover"
          color="inherit"
        >
          {product.division}
        </Link>
        <Link
          component={RouterLink}
          to={`/products?category=${product.categoryId}`}
          underline="hover"
          color="inherit"
        >
          {product.category}
        </Link>
        <Typography color="text.primary" sx={{ overflowWrap: 'anywhere' }}>
          {product.name}
        </Typography>
      </Breadcrumbs>

      <Grid container spacing={{ xs: 2, md: 4 }}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ProductGallery images={product.images} name={product.name} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              component={RouterLink}
              to={`/products?category=${product.categoryId}`}
              clickable
              label={product.category}
              color="primary"
              variant="outlined"
              size="small"
            />
            <Chip
              component={RouterLink}
              to={`/products?division=${encodeURIComponent(product.division)}`}
              clickable
              label={product.division}
              size="small"
            />
          </Stack>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.5rem', md: '2rem' }, mb: 1, overflowWrap: 'anywhere' }}
          >
            {product.name}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
            <RatingStars value={product.rating} />
            <Typography variant="body2" color="text.secondary">
              {product.reviews > 0
                ? `${product.rating.toFixed(1)} · ${product.reviews} ulasan`
                : 'Belum ada ulasan'}
            </Typography>
          </Stack>
          <Typography
            sx={{ fontSize: { xs: '1.6rem', md: '2rem' }, fontWeight: 700, color: 'primary.dark', mb: 1 }}
            data-testid="product-price"
          >
            {formatRupiah(product.price)}
          </Typography>
          <MemberShareLine productId={product.id} />
          <Typography sx={{ mb: 2 }} color={soldOut ? 'error' : 'text.secondary'} data-testid="product-stock">
            {soldOut ? 'Stok habis' : `Stok: ${product.stock}`}
            {inCart > 0 && !soldOut ? ` · ${inCart} di keranjang` : ''}
          </Typography>

          <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <QuantityStepper
              name={product.name}
              value={Math.min(quantity, Math.max(available, 1))}
              min={1}
              max={Math.max(available, 1)}
              onDecrement={() => setQuantityValue((q) => Math.max(1, q - 1))}
              onIncrement={() => setQuantityValue((q) => Math.min(available, q + 1))}
            />
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCart />}
              onClick={addSelected}
              disabled={available <= 0}
              sx={{ order: { xs: 3, sm: 0 }, flexGrow: { xs: 1, sm: 0 } }}
            >
              {soldOut ? 'Stok habis' : available <= 0 ? 'Semua stok di keranjang' : 'Tambah ke Keranjang'}
            </Button>
            <Stack direction="row">
              <Tooltip title={wishlisted ? 'Hapus dari wishlist' : 'Tambah ke wishlist'}>
                <IconButton
                  aria-label={
                    wishlisted ? `Hapus ${product.name} dari wishlist` : `Tambah ${product.name} ke wishlist`
                  }
                  aria-pressed={wishlisted}
                  onClick={() => void wishlist.toggle(product)}
                >
                  {wishlisted ? <Favorite color="error" /> : <FavoriteBorder />}
                </IconButton>
              </Tooltip>
              <Tooltip title="Bagikan">
                <IconButton aria-label={`Bagikan ${product.name}`} onClick={() => void shareProduct(product)}>
                  <ShareOutlined />
                </IconButton>
              </Tooltip>
            </Stack>
          </Stack>

          <Divider sx={{ my: 2 }} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <UserAvatar
              name={product.seller.name || 'Penjual'}
              photoURL={product.seller.avatarUrl}
              size={44}
            />
            <Box>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                <Storefront fontSize="inherit" /> Penjual
              </Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid="product-seller">
                {product.seller.name || 'Penjual koperasi'}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid="seller-rating">
                {product.seller.reviewCount > 0 ? (
                  <>
                    <Box component="span" aria-hidden sx={{ color: '#faaf00' }}>
                      ★{' '}
                    </Box>
                    {product.seller.rating.toFixed(1)} dari 5 · {product.seller.reviewCount} ulasan
                  </>
                ) : (
                  'Belum ada ulasan'
                )}
              </Typography>
            </Box>
          </Stack>
        </Grid>
      </Grid>

      <Box component="section" aria-labelledby="description-heading" sx={{ mt: 4, maxWidth: 900 }}>
        <Typography id="description-heading" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Deskripsi Produk
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-line' }}>
          {product.description || 'Belum ada deskripsi.'}
        </Typography>
      </Box>
      <ProductReviews productId={product.id} />
    </Box>
  );
}
