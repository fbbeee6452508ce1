import type { ComponentType } from 'react';
import { Box, Skeleton, Stack } from '@mui/material';
import { selectCartItems, selectCartSyncing, useAppSelector } from '@koperasi/shared-services';
import { PageLoader } from '@koperasi/shared-ui';

/** The most cart lines the loader draws, as the page frame in tools/index.html. */
export const CART_LOADER_MAX_LINES = 5;

const LOADING = { role: 'status', 'aria-busy': true, 'aria-label': 'Memuat halaman' } as const;

/**
 * The cart page's shape while its module loads, drawn from the saved cart: the title, a line for each of its
 * lines (five at the most) and the total's card, or the empty cart. The page frame in tools/index.html draws
 * the same before any script, so the buyer sees one skeleton from the first paint until the lines.
 */
export function CartPageLoader() {
  const lines = useAppSelector(selectCartItems).length;
  const syncing = useAppSelector(selectCartSyncing);
  // just signed in, the account's cart on its way: the page shows its loader too
  if (!lines && syncing) return <PageLoader />;
  if (!lines) {
    // shared-ui's EmptyState: icon, heading, text and button
    return (
      <Box {...LOADING} sx={{ py: { xs: 5, md: 7 }, px: 2, display: 'grid', justifyItems: 'center', gap: 1 }}>
        <Skeleton variant="circular" width={64} height={64} sx={{ mb: '7px' }} />
        <Skeleton variant="rounded" sx={{ width: { xs: 214, md: 246 }, height: { xs: 25, md: 29 } }} />
        <Skeleton variant="rounded" sx={{ width: 'min(361px, 100%)', height: { xs: 48, sm: 24 } }} />
        <Skeleton variant="rounded" width={139} height={37} sx={{ mt: 2 }} />
      </Box>
    );
  }
  return (
    <Box {...LOADING} sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Skeleton
        variant="rounded"
        sx={{ height: { xs: 28, md: 37 }, width: { xs: 240, md: 300 }, maxWidth: '70%', mb: 2 }}
      />
      <Stack spacing={1.5}>
        {Array.from({ length: Math.min(lines, CART_LOADER_MAX_LINES) }, (_, index) => (
          <Skeleton
            key={index}
            variant="rounded"
            data-testid="cart-line-skeleton"
            sx={{ height: { xs: 140, sm: 106 } }}
          />
        ))}
      </Stack>
      <Skeleton variant="rounded" sx={{ mt: 2, height: { xs: 136, sm: 77 } }} />
    </Box>
  );
}

/**
 * The home page's and the catalogue's shape while their module loads, as the page frame in tools/index.html
 * draws it: the home page's banner and division tiles, a heading's row and six cards. A visitor sees the
 * server's products in the frame instead; a signed-in buyer, whose page reads its own, sees this.
 */
export function GridPageLoader({ home = false }: { home?: boolean }) {
  return (
    <Box {...LOADING} sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      {home && (
        <>
          <Skeleton
            variant="rounded"
            sx={{ height: { xs: 240, md: 280 }, borderRadius: '24px', mb: { xs: 2, md: 3 } }}
          />
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
              gap: { xs: 1, sm: 2 },
              mb: { xs: 2, md: 3 },
            }}
          >
            {/* the division tiles' heights as their texts wrap at common widths (360, 800, 1280, 1600px) */}
            {[0, 1, 2].map((tile) => (
              <Skeleton
                key={tile}
                variant="rounded"
                sx={{ height: { xs: 83.67, sm: 144, lg: 121, xl: 101 } }}
              />
            ))}
          </Box>
        </>
      )}
      <Skeleton variant="rounded" sx={{ height: 32, width: 'min(320px, 70%)', mt: '2px', mb: '20.5px' }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {[0, 1, 2, 3, 4, 5].map((card) => (
          <Skeleton key={card} variant="rounded" sx={{ height: 'auto', aspectRatio: '3 / 4' }} />
        ))}
      </Box>
    </Box>
  );
}

const HomePageLoader = () => <GridPageLoader home />;

/** A route module's loader where it has one of its own ("storefront/CartPage"); the page loader elsewhere. */
const PAGE_LOADERS: Record<string, ComponentType> = {
  'storefront/HomePage': HomePageLoader,
  'storefront/ProductsPage': GridPageLoader,
  'storefront/CartPage': CartPageLoader,
};

export function pageLoaderFor(id: string): ComponentType {
  return PAGE_LOADERS[id] ?? PageLoader;
}
