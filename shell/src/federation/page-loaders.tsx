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

/** A route module's loader where it has one of its own ("storefront/CartPage"); the page loader elsewhere. */
const PAGE_LOADERS: Record<string, ComponentType> = {
  'storefront/CartPage': CartPageLoader,
};

export function pageLoaderFor(id: string): ComponentType {
  return PAGE_LOADERS[id] ?? PageLoader;
}
