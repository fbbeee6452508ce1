import {
  getCatalogProduct,
  getCatalogProducts,
  getFeaturedProducts,
} from '../features/catalog/catalog-service';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import type { CatalogPage, CatalogQuery } from '../features/catalog/types';
import type { ProductDetail, ProductSummary } from '../features/products/product-model';
import type { AppDispatch } from '../store/store';
import { api } from './api';
import { fromService } from './service-error';

/** How many products the home page's 'Produk Unggulan' shows: six fill the grid at two and three columns. */
export const FEATURED_PRODUCT_COUNT = 6;

/**
 * The first query of the storefront's busiest routes, defined here (not in the remote) so that the shell can
 * start it as soon as the configuration is known, in parallel with the route's code (`prefetchRouteData`); the
 * route's screen then finds it in the cache or in flight, under the same key.
 */
const routeDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the home page's 'Produk Unggulan': this many products */
    featuredProducts: build.query<ProductSummary[], number>({
      queryFn: fromService((count: number) => getFeaturedProducts(count)),
      providesTags: ['Product'],
    }),
    /** one page of the catalogue (/products) for its filters, search and sort */
    catalogProducts: build.query<CatalogPage, CatalogQuery>({
      queryFn: fromService((query: CatalogQuery) => getCatalogProducts(query)),
      providesTags: ['Product'],
    }),
    /** one product with its seller (/products/:id) */
    catalogProduct: build.query<ProductDetail, number>({
      queryFn: fromService((id: number) => getCatalogProduct(id)),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useFeaturedProductsQuery, useCatalogProductsQuery, useCatalogProductQuery } = routeDataApi;

/**
 * Starts the first query of the route at `pathname` and `search` (the home page, the catalogue with its
 * filters, a product page); other routes: nothing.
 */
export function prefetchRouteData(pathname: string, search: string, dispatch: AppDispatch): void {
  if (pathname === '/') {
    void dispatch(
      routeDataApi.endpoints.featuredProducts.initiate(FEATURED_PRODUCT_COUNT, { subscribe: false }),
    );
    return;
  }
  if (/^\/products\/?$/.test(pathname)) {
    const query = toCatalogQuery(readCatalogParams(new URLSearchParams(search)));
    void dispatch(routeDataApi.endpoints.catalogProducts.initiate(query, { subscribe: false }));
    return;
  }
  const product = /^\/products\/(\d{1,15})\/?$/.exec(pathname);
  if (product) {
    void dispatch(routeDataApi.endpoints.catalogProduct.initiate(Number(product[1]), { subscribe: false }));
  }
}
