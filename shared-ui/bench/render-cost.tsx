/**
 * The page e2e/scripts/render-cost.ts loads: draws `n` of one shared component (`?v=card&n=12`) in one
 * synchronous render, cold (a new page each time, as a buyer's first visit), and leaves the time on
 * `window.__renderMs`. The providers are drawn first, as the shell has them before any page.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { CssBaseline, Rating, ThemeProvider } from '@mui/material';
import type { ProductSummary } from '@koperasi/shared-services';
import { theme } from '../src/theme/theme';
import { ProductCard } from '../src/components/product-card/product-card';
import { ProductCardSkeleton } from '../src/components/product-card/product-card-skeleton';
import { RatingStars } from '../src/components/rating-stars';
import { PageLoader } from '../src/components/page-loader';

const product = (id: number): ProductSummary => ({
  id,
  name: `Ikan Salmon Segar ${id}`,
  price: 127500,
  category: 'Ikan Segar',
  categoryId: 1,
  division: 'Perikanan',
  description: 'Salmon segar berkualitas tinggi, kaya omega-3, langsung dari nelayan anggota koperasi.',
  image: '',
  rating: 4.8,
  reviews: 10,
  stock: 3,
});

const VARIANTS: Record<string, (index: number) => ReactNode> = {
  nothing: () => <span>-</span>,
  card: (index) => <ProductCard product={product(index)} onAddToCart={() => undefined} />,
  skeleton: () => <ProductCardSkeleton />,
  stars: () => <RatingStars value={4.8} />,
  'mui-rating': () => <Rating value={4.8} precision={0.1} size="small" readOnly />,
  'page-loader': () => <PageLoader />,
};

const params = new URLSearchParams(window.location.search);
const draw = VARIANTS[params.get('v') ?? 'card'] ?? VARIANTS.nothing!;
const count = Number(params.get('n') ?? 12);
const root = createRoot(document.getElementById('root')!);
const page = (content: ReactNode) => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <MemoryRouter>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 280px)', gap: 16 }}>{content}</div>
    </MemoryRouter>
  </ThemeProvider>
);
flushSync(() => root.render(page(null)));
const start = performance.now();
flushSync(() =>
  root.render(page(Array.from({ length: count }, (_, index) => <div key={index}>{draw(index)}</div>))),
);
(window as unknown as { __renderMs: number }).__renderMs = performance.now() - start;
