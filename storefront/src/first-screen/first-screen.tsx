import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
// The browser's pages use the shell's router through shared-ui; this module runs alone on the server, with
// the one copy of the router bundled in it.
// eslint-disable-next-line no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
// So is the store's Provider (the cart page is drawn from a store of its own).
// eslint-disable-next-line no-restricted-imports
import { Provider } from 'react-redux';
import { PRIORITY_CARDS, ProductCard, theme } from '@koperasi/shared-ui';
import {
  cartProductsRequests,
  CART_STORAGE_KEY,
  DEFAULT_CATALOG_PAGE_SIZE,
  firstRequests,
  formatCartCookie,
  makeStore,
  readCartCookie,
  toCartProduct,
  parseId,
  readCatalogParams,
  toProductDetail,
  toProductSummary,
  type CartCookieLine,
  type CartItem,
  type CatalogPage,
  type ProductDetail as Product,
  type ProductSummaryRow,
} from '@koperasi/shared-services';
import { CatalogView } from '../components/catalog-view';
import { ProductDetail } from '../components/product-detail';
import { ProductCells } from '../components/product-grid';
import { MemberShareLoading } from '../features/product/member-share-line';
import { cartApi } from '../api/cart-api';
import { cartQueryIds } from '../hooks/use-cart-refresh';
import CartPage from '../routes/cart-page';

/*
 * The storefront's first screen drawn by the server: the shell's production server (shell/server) loads
 * the Node build of this module that the storefront publishes beside each version's manifest
 * (rsbuild.first-screen.config.ts: <version>/server/first-screen.mjs), so the pinned version of the storefront
 * draws its own pages. The home page's product cards, the catalogue (its pages of a category, a division or
 * all products; not a search) and a product's page are in the HTML itself: the buyer
 * sees the products at the first paint instead of after the JavaScript has loaded and run. They are the
 * storefront's own components, drawn with the same theme and styles; the read is the one the page itself
 * sends first (api/first-requests.ts), and its answer goes into the page with them, so that the page's own
 * request takes it instead of asking again (api/early-fetch.ts).
 */

/** The first screen's read, as supabase-js sends it: the anon key as apikey and bearer token. */
export interface FirstScreenRead {
  url: string;
  headers: Record<string, string>;
  /**
   * What besides the page and the read's answer the drawing depends on (the cart's quantities, from the
   * request's cookie): the server keeps the screens it drew by it too
   */
  vary?: string;
}

/** What the server knows of the page's request besides its URL. */
export interface FirstScreenRequest {
  /** its Cookie header (a visitor's cart: shared-services' CART_COOKIE) */
  cookie?: string | null;
}

/**
 * What the server puts into the page frame (tools/index.html): `html` goes into the frame's content, in an
 * element of the frame's `kf-p` class whose `data-ready` is `ready` (a CSS selector): the frame is held over
 * the app until the app's page shows that in its main element (shell/src/first-screen/hold-frame.ts).
 */
export interface FirstScreen {
  html: string;
  ready: string;
}

/** The catalogue's path (its parameters are in the search). */
const CATALOG_PATH = /^\/products\/?$/;

/** The cart's path. */
const CART_PATH = /^\/cart\/?$/i;

/** The pages this module draws: the home page, the catalogue, a product's page and a visitor's cart. */
function drawnPage(pathname: string): boolean {
  if (pathname === '/' || CATALOG_PATH.test(pathname) || CART_PATH.test(pathname)) return true;
  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  return product !== null && parseId(product[1]) !== null;
}

/**
 * The read whose answer the server draws for `pathname` and `search` (the home page's featured products, a
 * page of the catalogue, a product, the products of the cart in the request's cookie), under the Supabase
 * project at `supabase.url`; undefined for a page the server does not draw (a search among them: its read is
 * not a plain GET; a cart without the cookie).
 */
export function firstScreenRead(
  supabase: { url: string; anonKey: string },
  pathname: string,
  search = '',
  { cookie }: FirstScreenRequest = {},
): FirstScreenRead | undefined {
  if (!drawnPage(pathname)) return undefined;
  const rest = `${supabase.url.replace(/\/+$/, '')}/rest/v1`;
  // the cart's lines are in the request's cookie (firstRequests reads them from a browser's storage: none here)
  const cart = CART_PATH.test(pathname) ? readCartCookie(cookie) : undefined;
  const [read] = cart
    ? cartProductsRequests(
        rest,
        cart.map((line) => line.productId),
      )
    : firstRequests(rest, pathname, search, undefined);
  if (!read) return undefined;
  return {
    url: read.url,
    headers: {
      apikey: supabase.anonKey,
      Authorization: `Bearer ${supabase.anonKey}`,
      ...(read.prefer ? { Prefer: read.prefer } : {}),
      ...(read.accept ? { Accept: read.accept } : {}),
    },
    ...(cart ? { vary: formatCartCookie(cart) } : {}),
  };
}

const ignore = () => undefined;

/** HTML with its styles inline (Emotion's server rendering, one new style cache per page). */
function drawn(element: ReactElement): string {
  return renderToString(
    <CacheProvider value={createCache({ key: 'css' })}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>{element}</MemoryRouter>
      </ThemeProvider>
    </CacheProvider>,
  );
}

/** Rows' products, or undefined when they are not product rows. */
function productsOf<T extends { id: number; name: string }>(
  rows: unknown,
  read: (row: never) => T,
): T[] | undefined {
  if (!Array.isArray(rows) || rows.length === 0) return undefined;
  let products: T[];
  try {
    products = rows.map((row) => read(row as never));
  } catch {
    return undefined;
  }
  if (products.some((product) => !Number.isSafeInteger(product.id) || typeof product.name !== 'string'))
    return undefined;
  return products;
}

/**
 * The product cards of the read's answer (PostgREST's rows), each in a grid cell. Undefined when there is
 * nothing to draw or the rows are not products: the page then shows the skeleton frame.
 */
export function renderProductCells(rows: unknown): string | undefined {
  const products = productsOf(rows, (row: ProductSummaryRow) => toProductSummary(row));
  if (!products) return undefined;
  return drawn(
    <>
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
    </>,
  );
}

/**
 * A product's page (the detail above its reviews) from the read's answer: one product row. Undefined when
 * there is no such product (the page says so itself) or the answer is not a product.
 */
export function renderProductDetail(rows: unknown): string | undefined {
  if (!Array.isArray(rows) || rows.length !== 1) return undefined;
  const products = productsOf(rows, (row: Parameters<typeof toProductDetail>[0]) => toProductDetail(row));
  const product: Product | undefined = products?.[0];
  if (!product || !Array.isArray(product.images)) return undefined;
  return drawn(
    <ProductDetail
      product={product}
      inCart={0}
      quantity={1}
      wishlisted={false}
      memberShare={<MemberShareLoading />}
      serverDrawn
      onQuantityChange={ignore}
      onAdd={ignore}
      onToggleWishlist={ignore}
      onShare={ignore}
    />,
  );
}

/** The catalogue's number of products from the answer's Content-Range (`0-11/23`), as supabase-js reads it. */
function totalOf(contentRange: string | null | undefined): number | undefined {
  const total = /\/(\d+)$/.exec(contentRange ?? '');
  return total ? Number(total[1]) : undefined;
}

/**
 * A page of the catalogue (`search`: its parameters) from the read's answer: its rows and its Content-Range.
 * Undefined for a search, a page without products (the page says why itself) or an answer that is not one.
 */
export function renderCatalog(
  rows: unknown,
  search: string,
  contentRange: string | null | undefined,
): string | undefined {
  const params = readCatalogParams(new URLSearchParams(search));
  const total = totalOf(contentRange);
  if (params.q || total === undefined) return undefined;
  const products = productsOf(rows, (row: ProductSummaryRow) => toProductSummary(row));
  if (!products) return undefined;
  const page: CatalogPage = {
    items: products,
    total,
    page: params.page,
    pageSize: DEFAULT_CATALOG_PAGE_SIZE,
    pageCount: Math.ceil(total / DEFAULT_CATALOG_PAGE_SIZE),
  };
  return drawn(
    <CatalogView
      params={params}
      divisions={[]}
      page={page}
      failed={false}
      narrow={false}
      grid={
        <ProductCells
          products={products}
          card={(product, priority) => (
            <ProductCard
              product={product}
              priority={priority}
              serverDrawn
              onAddToCart={ignore}
              onToggleWishlist={ignore}
            />
          )}
        />
      }
      onGo={ignore}
      onRetry={ignore}
      serverDrawn
    />,
  );
}

/**
 * A visitor's cart page from the read's answer (the products of the lines in the request's cookie): the
 * storefront's own cart page, drawn from a store holding those lines with the products' current names,
 * prices and images, and the answer as its products query's (stock warnings and all, as the page shows them
 * once its own read has come back). Undefined when a line's product is missing from the answer (the page
 * shows it as no longer available, by the name the browser saved) or the answer is not products.
 */
export function renderCart(rows: unknown, lines: ReadonlyArray<CartCookieLine>): string | undefined {
  const products = productsOf(rows, (row: ProductSummaryRow) => toProductSummary(row));
  if (!products || lines.length === 0) return undefined;
  const byId = new Map(products.map((product) => [product.id, product]));
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) return undefined;
    items.push({ ...toCartProduct(product), quantity: line.quantity });
  }
  const store = makeStore({ cart: { items } });
  store.dispatch(
    cartApi.util.upsertQueryEntries([
      { endpointName: 'cartProducts', arg: cartQueryIds(items), value: products },
    ]),
  );
  return drawn(
    <Provider store={store}>
      <CartPage />
    </Provider>,
  );
}

/** What the server knows of the page and the read's answer besides its rows. */
export interface FirstScreenContext {
  /** the page's URL search (`?category=1`) */
  search?: string;
  /** the answer's Content-Range header */
  contentRange?: string | null;
  /** the request's Cookie header (the cart page's lines) */
  cookie?: string | null;
}

/** A frame's part drawn by the server: `html` in an element of the frame's `kf-p` class, with `data-ready`. */
function framePart(className: string, ready: string, html: string, attributes = ''): FirstScreen {
  return {
    html: `<div class="${className}" data-ready="${ready.replace(/"/g, '&quot;')}"${attributes}>${html}</div>`,
    ready,
  };
}

/**
 * The drawn cart in the frame, and a script that takes it away at once unless the browser's saved cart, which
 * the app draws, has the same lines in the same order (a cookie left behind by a cart cleared elsewhere).
 */
function cartPart(html: string, lines: ReadonlyArray<CartCookieLine>): FirstScreen {
  const part = framePart(
    'kf-p kf-pd',
    '[data-testid="line-price"]',
    html,
    ` data-cart="${formatCartCookie(lines)}"`,
  );
  const check =
    '<script>(function (part) {' +
    'try {' +
    `var saved = JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}) || '[]');` +
    "var key = saved.map(function (line) { return line.productId + '-' + line.quantity; }).join('.');" +
    "if (key === part.getAttribute('data-cart')) return;" +
    '} catch (e) {}' +
    'part.remove();' +
    '})(document.currentScript.previousElementSibling)</script>';
  return { html: part.html + check, ready: part.ready };
}

/**
 * The first screen of `pathname` from its read's answer (`rows`): the home page's cards in the frame's grid
 * (`kf-g`), or the catalogue or a product's detail in the frame's content (`kf-pd`: a page drawn whole);
 * undefined when there is nothing to draw.
 */
export function renderFirstScreen(
  pathname: string,
  rows: unknown,
  { search = '', contentRange, cookie }: FirstScreenContext = {},
): FirstScreen | undefined {
  if (!drawnPage(pathname)) return undefined;
  if (CART_PATH.test(pathname)) {
    const lines = readCartCookie(cookie);
    const cart = lines && renderCart(rows, lines);
    return lines && cart !== undefined ? cartPart(cart, lines) : undefined;
  }
  if (pathname === '/') {
    const cells = renderProductCells(rows);
    return cells === undefined ? undefined : framePart('kf-g kf-p', '[data-testid="product-card"]', cells);
  }
  if (CATALOG_PATH.test(pathname)) {
    const catalog = renderCatalog(rows, search, contentRange);
    return catalog === undefined
      ? undefined
      : framePart('kf-p kf-pd', '[data-testid="product-card"]', catalog);
  }
  const detail = renderProductDetail(rows);
  return detail === undefined ? undefined : framePart('kf-p kf-pd', '[data-testid="product-price"]', detail);
}
