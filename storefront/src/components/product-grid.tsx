import type { ProductSummary } from '@koperasi/shared-services';
import { PRIORITY_CARDS, ProductCard, ProductCardSkeleton, Grid } from '@koperasi/shared-ui';
import { useProductActions } from '../hooks/use-product-actions';
import { useWishlist } from '../hooks/use-wishlist';

/** Columns by screen width: one on a phone, up to four on a wide screen. */
export const PAGE_CELL = { xs: 12, sm: 6, lg: 4, xl: 3 } as const;
/** In a narrower area (beside the profile tabs). */
export const PANEL_CELL = { xs: 12, sm: 6, xl: 4 } as const;

/** Product cards in a responsive grid, wired to the cart and the wishlist; skeletons while loading. */
export function ProductGrid({
  products,
  loading = false,
  skeletons = 8,
  onWishlistChange,
  cell = PAGE_CELL,
}: {
  products: ProductSummary[];
  loading?: boolean;
  skeletons?: number;
  /** told after a toggle: the product and whether it is now on the wishlist */
  onWishlistChange?: (product: ProductSummary, wishlisted: boolean) => void;
  cell?: typeof PAGE_CELL | typeof PANEL_CELL;
}) {
  const actions = useProductActions();
  const wishlist = useWishlist();
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
              <ProductCard
                product={product}
                priority={index < PRIORITY_CARDS}
                onAddToCart={(p) => actions.addToCart(p)}
                wishlisted={wishlist.isWishlisted(product.id)}
                onToggleWishlist={(p) =>
                  void wishlist.toggle(p).then((now) => {
                    if (now !== undefined) onWishlistChange?.(p, now);
                  })
                }
              />
            </Grid>
          ))}
    </Grid>
  );
}
