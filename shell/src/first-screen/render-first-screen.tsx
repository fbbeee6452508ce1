import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router-dom';
import { PRIORITY_CARDS, ProductCard, theme } from '@koperasi/shared-ui';
import { firstRequests, toProductSummary, type ProductSummaryRow } from '@koperasi/shared-services';

/*
 * The first screen drawn by the server (the shell's production server, tools/serve.mjs, loads this module's
 * Node build from shell/dist-first-screen): the home page's product cards in the HTML itself, so that the
 * buyer sees the products at the first paint instead of after the JavaScript has loaded and run. The cards
 * are shared-ui's ProductCard, drawn with the same theme and styles as the storefront draws them; the read
 * is the one the page itself sends first (api/first-requests.ts), and its answer goes into the page with
 * the cards, so that the page's own request takes it instead of asking again (api/early-fetch.ts).
 */

/** The first screen's read, as supabase-js sends it: the anon key as apikey and bearer token. */
export interface FirstScreenRead {
  url: string;
  headers: Record<string, string>;
}

/**
 * The read whose answer the server draws for `pathname` (the home page's featured products), under the
 * Supabase project at `supabaseUrl`; undefined for a page the server does not draw.
 */
export function firstScreenRead(
  supabase: { url: string; anonKey: string },
  pathname: string,
): FirstScreenRead | undefined {
  if (pathname !== '/') return undefined;
  const rest = `${supabase.url.replace(/\/+$/, '')}/rest/v1`;
  const [read] = firstRequests(rest, pathname, '', undefined);
  if (!read) return undefined;
  return {
    url: read.url,
    headers: {
      apikey: supabase.anonKey,
      Authorization: `Bearer ${supabase.anonKey}`,
      ...(read.prefer ? { Prefer: read.prefer } : {}),
    },
  };
}

const ignore = () => undefined;

/**
 * The product cards of the read's answer (PostgREST's rows), each in a grid cell: HTML with its styles inline
 * (Emotion's server rendering, one new style cache per page). Undefined when there is nothing to draw or the
 * rows are not products: the page then shows the skeleton frame.
 */
export function renderProductCells(rows: unknown): string | undefined {
  if (!Array.isArray(rows) || rows.length === 0) return undefined;
  let products;
  try {
    products = (rows as ProductSummaryRow[]).map(toProductSummary);
  } catch {
    return undefined;
  }
  if (products.some((product) => !Number.isSafeInteger(product.id) || typeof product.name !== 'string'))
    return undefined;
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          {products.map((product, index) => (
            <div className="kf-cell" key={product.id}>
              <ProductCard
                product={product}
                priority={index < PRIORITY_CARDS}
                serverDrawn
                onAddToCart={ignore}
                onToggleWishlist={ignore}
              />
            </div>
          ))}
        </MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
}
