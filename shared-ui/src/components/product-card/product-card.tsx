import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, IconButton, Stack, Typography } from '@mui/material';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Favorite from '@mui/icons-material/Favorite';
import type { ProductSummary } from '@koperasi/shared-services';
import { formatRupiah } from '../../format/format';
import { ProductImage } from '../product-image';
import { RatingStars } from '../rating-stars';
import { shareProduct } from './share-product';
import { DESCRIPTION_SX, META_SX, PRICE_SX, TITLE_SX } from './card-sizes';

export interface ProductCardProps {
  product: ProductSummary;
  /** '+ Keranjang' */
  onAddToCart: (product: ProductSummary) => void;
  /** the share button; by default the device's share sheet, or the link copied with a toast */
  onShare?: (product: ProductSummary) => void;
  /** the wishlist button shows only where a wishlist exists */
  onToggleWishlist?: (product: ProductSummary) => void;
  wishlisted?: boolean;
  /** heading level of the product name within the page */
  headingComponent?: 'h2' | 'h3';
}

/**
 * The product's name is the card's link, its area stretched over the whole card (the buttons sit above it):
 * the link is named by its own visible text, as WCAG 2.5.3 asks, and the whole card is still clickable.
 */
const STRETCHED_LINK_SX = {
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
  '&:focus-visible::after': { outline: '2px solid #1f2937', outlineOffset: -3 },
  '&:hover': { textDecoration: 'underline' },
} as const;

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** Below this card width the five stars give way to one star and the number. */
const STARS_MIN_WIDTH = 250;
const STARS_SX = {
  alignItems: 'center',
  flexShrink: 0,
  '& .card-stars': { display: 'none' },
  '& .card-star': { color: '#faaf00' },
  [`@container (min-width: ${STARS_MIN_WIDTH}px)`]: {
    '& .card-stars': { display: 'inline-flex' },
    '& .card-star': { display: 'none' },
  },
} as const;

/**
 * A product in a grid: image, category, rating, name, description and price link to the product page;
 * share, wishlist and '+ Keranjang' act on it.
 */
export function ProductCard({
  product,
  onAddToCart,
  onShare = (p) => void shareProduct(p),
  onToggleWishlist,
  wishlisted = false,
  headingComponent = 'h3',
}: ProductCardProps) {
  const soldOut = product.stock <= 0;
  return (
    <Card
      component="article"
      aria-label={product.name}
      data-testid="product-card"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        position: 'relative',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
      }}
    >
      <Box sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <ProductImage
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          sx={{ height: 'auto', aspectRatio: '4 / 3' }}
        />
        <CardContent sx={{ flexGrow: 1, pb: 1, width: '100%', containerType: 'inline-size' }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ ...META_SX, justifyContent: 'space-between', alignItems: 'center', minWidth: 0 }}
          >
            <Typography variant="caption" color="primary.dark" noWrap sx={{ fontWeight: 600, minWidth: 0 }}>
              {product.category}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={STARS_SX}>
              <span className="card-stars">
                <RatingStars value={product.rating} />
              </span>
              <Typography
                variant="caption"
                color="text.secondary"
                aria-label={`Rating ${product.rating.toFixed(1)} dari 5, ${product.reviews} ulasan`}
              >
                <span className="card-star" aria-hidden>
                  ★{' '}
                </span>
                {product.rating.toFixed(1)} ({product.reviews})
              </Typography>
            </Stack>
          </Stack>
          <Typography
            variant="h3"
            component={headingComponent}
            sx={{
              ...TITLE_SX,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            <Box component={RouterLink} to={`/products/${product.id}`} sx={STRETCHED_LINK_SX}>
              {product.name}
            </Box>
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{
              ...DESCRIPTION_SX,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {product.description}
          </Typography>
          <Typography
            sx={{ ...PRICE_SX, fontWeight: 700, color: 'primary.dark' }}
            data-testid="product-price"
          >
            {formatRupiah(product.price)}
          </Typography>
        </CardContent>
      </Box>
      <CardActions sx={{ px: 1.5, pb: 1.5, pt: 0, gap: 0.5, position: 'relative', zIndex: 1 }} disableSpacing>
        {/* Hover hints are the browser's own (title): MUI's Tooltip would put Popper.js, about 10 KB of gzip
            JavaScript, on every catalogue page for two hints that touch screens never show. */}
        <IconButton title="Bagikan" aria-label={`Bagikan ${product.name}`} onClick={() => onShare(product)}>
          <ShareOutlined fontSize="small" />
        </IconButton>
        {onToggleWishlist && (
          <IconButton
            title={wishlisted ? 'Hapus dari wishlist' : 'Tambah ke wishlist'}
            aria-label={
              wishlisted ? `Hapus ${product.name} dari wishlist` : `Tambah ${product.name} ke wishlist`
            }
            aria-pressed={wishlisted}
            onClick={() => onToggleWishlist(product)}
          >
            {wishlisted ? <Favorite fontSize="small" color="error" /> : <FavoriteBorder fontSize="small" />}
          </IconButton>
        )}
        <Button
          variant="contained"
          size="small"
          disabled={soldOut}
          onClick={() => onAddToCart(product)}
          sx={{ ml: 'auto', minHeight: 34, whiteSpace: 'nowrap' }}
        >
          {soldOut ? 'Stok habis' : '+ Keranjang'}
          {/* the product for a screen reader, after the visible text: the button's name starts with what
              the person sees ('+ Keranjang', WCAG 2.5.3) and still says which product it adds: '+ Keranjang (Ikan Salmon Segar)' */}
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {` (${product.name})`}
          </Box>
        </Button>
      </CardActions>
    </Card>
  );
}
