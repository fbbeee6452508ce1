import { Link as RouterLink } from 'react-router-dom';
import styled from '@emotion/styled';
import { css, type CSSObject } from '@emotion/react';
import { Button, IconButton } from '@mui/material';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Favorite from '@mui/icons-material/Favorite';
import type { ProductSummary } from '@koperasi/shared-services';
import { formatRupiah } from '../../format/format';
import { ProductImage } from '../product-image';
import { RatingStars } from '../rating-stars';
import { shareProduct } from './share-product';
import { theme } from '../../theme/theme';
import { CARD_FRAME, CARD_IMAGE_SIZES, DESCRIPTION_SX, META_SX, PRICE_SX, TITLE_SX } from './card-sizes';
import { paths } from '@koperasi/shared-services';

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
  /**
   * A card of the first row: its picture loads at once and first (no lazy loading, high fetch priority), as
   * it is above the fold and the page's largest paint.
   */
  priority?: boolean;
  /**
   * Drawn by the server into the page before the app has run (shell/src/first-screen): the buttons cannot act
   * yet, so they are inert (not clickable, not focusable) until the app's own card takes this one's place.
   */
  serverDrawn?: boolean;
}

/** Below this card width the five stars give way to one star and the number. */
const STARS_MIN_WIDTH = 250;
const { palette } = theme;
/** a Typography variant's font, as MUI's Typography sets it */
const font = (variant: 'caption' | 'h3' | 'body1' | 'body2') => theme.typography[variant] as CSSObject;

/**
 * The card's look as one stylesheet on one element, the texts plain elements in it (the sizes and colours
 * of MUI's Card, CardContent, CardActions, Stack and Typography with the theme): a card draws three MUI
 * components (its buttons) instead of eighteen, and a grid of twelve takes about half the time to draw.
 *
 * The product's name is the card's link, its area stretched over the whole card (the buttons sit above it):
 * the link is named by its own visible text, as WCAG 2.5.3 asks, and the whole card is still clickable.
 */
const cardStyles = css({
  ...CARD_FRAME,
  position: 'relative',
  color: palette.text.primary,
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: theme.shadows[3] },
  '& .body': { flexGrow: 1, display: 'flex', flexDirection: 'column' },
  '& .content': {
    flexGrow: 1,
    boxSizing: 'border-box',
    width: '100%',
    // MUI's CardContent: 16 px, 24 below (as the last child of its box)
    padding: '16px 16px 24px',
    containerType: 'inline-size',
  },
  '& .meta': {
    ...META_SX,
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: 8,
    minWidth: 0,
  },
  '& .category': {
    ...font('caption'),
    margin: 0,
    minWidth: 0,
    fontWeight: 600,
    color: palette.primary.dark,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& .rating': { display: 'flex', alignItems: 'center', flexShrink: 0 },
  '& .stars': { display: 'none' },
  '& .rating-text': { ...font('caption'), margin: '0 0 0 4px', color: palette.text.secondary },
  '& .star': { color: '#faaf00' },
  [`@container (min-width: ${STARS_MIN_WIDTH}px)`]: {
    '& .stars': { display: 'inline-flex' },
    '& .star': { display: 'none' },
  },
  '& .title': {
    ...font('h3'),
    ...TITLE_SX,
    marginTop: 0,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .link': {
    color: 'inherit',
    textDecoration: 'none',
    outline: 'none',
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' },
    '&:focus-visible::after': { outline: '2px solid #1f2937', outlineOffset: -3 },
    '&:hover': { textDecoration: 'underline' },
  },
  '& .description': {
    ...font('body2'),
    ...DESCRIPTION_SX,
    margin: 0,
    color: palette.text.secondary,
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
  },
  '& .price': {
    ...font('body1'),
    ...PRICE_SX,
    marginBottom: 0,
    fontWeight: 700,
    color: palette.primary.dark,
  },
  '& .actions': {
    display: 'flex',
    alignItems: 'center',
    gap: 4,
    padding: '0 12px 12px',
    position: 'relative',
    zIndex: 1,
  },
  /* read by screen readers, not shown */
  '& .visually-hidden': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
});

const CardRoot = styled.article(cardStyles);

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
  priority = false,
  serverDrawn = false,
}: ProductCardProps) {
  const soldOut = product.stock <= 0;
  const Heading = headingComponent;
  return (
    <CardRoot aria-label={product.name} data-testid="product-card">
      <div className="body">
        <ProductImage
          src={product.image}
          alt={product.name}
          width={400}
          height={300}
          sizes={CARD_IMAGE_SIZES}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sx={{ height: 'auto', aspectRatio: '4 / 3' }}
        />
        <div className="content">
          <div className="meta">
            <span className="category">{product.category}</span>
            <div className="rating">
              <span className="stars">
                <RatingStars value={product.rating} />
              </span>
              <span
                className="rating-text"
                aria-label={`Rating ${product.rating.toFixed(1)} dari 5, ${product.reviews} ulasan`}
              >
                <span className="star" aria-hidden>
                  ★{' '}
                </span>
                {product.rating.toFixed(1)} ({product.reviews})
              </span>
            </div>
          </div>
          <Heading className="title">
            <RouterLink className="link" to={paths.product(product.id)}>
              {product.name}
            </RouterLink>
          </Heading>
          <p className="description">{product.description}</p>
          <p className="price" data-testid="product-price">
            {formatRupiah(product.price)}
          </p>
        </div>
      </div>
      <div className="actions" inert={serverDrawn}>
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
          <span className="visually-hidden">{` (${product.name})`}</span>
        </Button>
      </div>
    </CardRoot>
  );
}
