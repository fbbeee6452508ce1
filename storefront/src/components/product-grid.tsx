import type { ReactNode } from 'react';
import type { ProductSummary } from '@koperasi/shared-services';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton, Grid } from '@koperasi/shared-ui';
import { useProductActions } from '../hooks/use-product-actions';
import { useWishlist } from '../hooks/use-wishlist';

/** Columns by screen width: one on a phone, up to four on a wide screen. */
export const PAGE_CELL = { xs: 12, sm: 6, lg: 4, xl: 3 } as const;
/** In a narrower area (beside the profile tabs). */
export const PANEL_CELL = { xs: 12, sm: 6, xl: 4 } as const;

export interface ProductCellsProps {
  products: ProductSummary[];
  loading?: boolean;
  skeletons?: number;
  cell?: typeof PAGE_CELL | typeof PANEL_CELL;
  /** the card of a product; `priority` for the first ones (their images load first) */
  card: (product: ProductSummary, priority: boolean) => ReactNode;
}

/**
 * The grid of product cards, or of their skeletons while loading: what the page draws (ProductGrid) and the
 * server draws into the first screen (first-screen/first-screen.tsx), in the same cells.
 */
export function ProductCells({
  products,
  loading = false,
  skeletons = 8,
  cell = PAGE_CELL,
  card,
}: ProductCellsProps) {
  return (
    <Grid container spacing={{ xs: 1.5, sm: 2 }} aria-busy={loading}>
      {loading
        ? Array.from({ length: skeletons }, (_, index) => (
            // Keys never equal a product id: React must not reuse a skeleton's cell for a product that
            // lands in another column (a layout shift).
            <Grid key={`skeleton-${index}`} size={cell}>
              <ProductCardSkeleton />
            </Grid>
          ))
        : products.map((product, index) => (
            <Grid key={product.id} size={cell}>
              {card(product, index < PRIORITY_CARDS)}
            </Grid>
          ))}
    </Grid>
  );
}

/** Product cards in a responsive grid, wired to the cart and the wishlist; skeletons while loading. */
export function ProductGrid({
  onWishlistChange,
  ...cells
}: Omit<ProductCellsProps, 'card'> & {
  /** told after a toggle: the product and whether it is now on the wishlist */
  onWishlistChange?: (product: ProductSummary, wishlisted: boolean) => void;
}) {
  const actions = useProductActions();
  const wishlist = useWishlist();
  return (
    <ProductCells
      {...cells}
      card={(product, priority) => (
        <ProductCard
          product={product}
          priority={priority}
          onAddToCart={(p) => actions.addToCart(p)}
          wishlisted={wishlist.isWishlisted(product.id)}
          onToggleWishlist={(p) =>
            void wishlist.toggle(p).then((now) => {
              if (now !== undefined) onWishlistChange?.(p, now);
            })
          }
        />
      )}
    />
  );
}
