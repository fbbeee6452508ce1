import type { ReactNode } from 'react';
import {
  Link as RouterLink,
  formatRupiah,
  Box,
  Button,
  Divider,
  Grid,
  IconButton,
  Stack,
  Typography,
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
import type { ProductDetail as Product } from '@koperasi/shared-services';
import { ProductGallery } from '../features/product/product-gallery';
import { QuantityStepper } from '../features/cart/quantity-stepper';
import { paths } from '@koperasi/shared-services';

export interface ProductDetailProps {
  product: Product;
  /** how many of it the cart holds */
  inCart: number;
  /** the quantity chosen to add (kept between 1 and what is still available) */
  quantity: number;
  wishlisted: boolean;
  /** the member's share line under the price (MemberShareLine, or its placeholder) */
  memberShare: ReactNode;
  onQuantityChange: (next: number) => void;
  onAdd: () => void;
  onToggleWishlist: () => void;
  onShare: () => void;
  /**
   * Drawn by the server into the HTML (the first screen): the buttons can't be used until the page's own
   * detail replaces it; its links work as plain links.
   */
  serverDrawn?: boolean;
  /** what follows the description (the reviews) */
  children?: ReactNode;
}

/**
 * A product's page once loaded: where it sits in the catalogue, its pictures, name, category, division,
 * rating, price, stock, quantity and cart, wishlist and share buttons, its seller and description. The page
 * (routes/product-page.tsx) draws it with its state; the server draws it into the first screen's HTML
 * (first-screen/first-screen.tsx) from the same read.
 */
export function ProductDetail({
  product,
  inCart,
  quantity,
  wishlisted,
  memberShare,
  onQuantityChange,
  onAdd,
  onToggleWishlist,
  onShare,
  serverDrawn = false,
  children,
}: ProductDetailProps) {
  const available = Math.max(0, product.stock - inCart);
  const soldOut = product.stock <= 0;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Breadcrumbs aria-label="Lokasi halaman" sx={{ mb: 2, '& ol': { flexWrap: 'wrap' } }}>
        <Link component={RouterLink} to="/" underline="hover" color="inherit">
          Beranda
        </Link>
        <Link
          component={RouterLink}
          to={paths.products({ division: product.division })}
          underline="hover"
          color="inherit"
        >
          {product.division}
        </Link>
        <Link
          component={RouterLink}
          to={paths.products({ category: product.categoryId })}
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
          <ProductGallery images={product.images} name={product.name} serverDrawn={serverDrawn} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack direction="row" useFlexGap sx={{ mb: 1, flexWrap: 'wrap', gap: 1 }}>
            <Chip
              component={RouterLink}
              to={paths.products({ category: product.categoryId })}
              clickable
              label={product.category}
              color="primary"
              variant="outlined"
              size="small"
            />
            <Chip
              component={RouterLink}
              to={paths.products({ division: product.division })}
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
          {memberShare}
          <Typography sx={{ mb: 2 }} color={soldOut ? 'error' : 'text.secondary'} data-testid="product-stock">
            {soldOut ? 'Stok habis' : `Stok: ${product.stock}`}
            {inCart > 0 && !soldOut ? ` · ${inCart} di keranjang` : ''}
          </Typography>

          <Stack
            direction="row"
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
            inert={serverDrawn}
            data-testid="product-actions"
          >
            <QuantityStepper
              name={product.name}
              value={Math.min(quantity, Math.max(available, 1))}
              min={1}
              max={Math.max(available, 1)}
              onDecrement={() => onQuantityChange(Math.max(1, quantity - 1))}
              onIncrement={() => onQuantityChange(Math.min(available, quantity + 1))}
            />
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCart />}
              onClick={onAdd}
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
                  onClick={onToggleWishlist}
                >
                  {wishlisted ? <Favorite color="error" /> : <FavoriteBorder />}
                </IconButton>
              </Tooltip>
              <Tooltip title="Bagikan">
                <IconButton aria-label={`Bagikan ${product.name}`} onClick={onShare}>
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
      {children}
    </Box>
  );
}
