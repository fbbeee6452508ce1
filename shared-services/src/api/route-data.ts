import {
  getCatalogProduct,
  getCatalogProducts,
  getFeaturedProducts,
} from '../features/catalog/catalog-service';
import { readCatalogParams, toCatalogQuery } from '../features/catalog/catalog-params';
import {
  getLiveArticle,
  getLiveArticles,
  type ArticleListQuery,
  type ArticlePage,
} from '../features/articles/article-read-service';
import { readArticleListParams, toArticleListQuery } from '../features/articles/article-list-params';
import type { Article } from '../features/articles/article-model';
import { parseId } from '../ids';
import type { CatalogPage, CatalogQuery } from '../features/catalog/types';
import type { ProductDetail, ProductSummary } from '../features/products/product-model';
import type { AppDispatch } from '../store/store';
import { api } from './api';
import { fromService } from './service-error';
import { FEATURED_PRODUCT_COUNT } from './route-constants';

export { FEATURED_PRODUCT_COUNT };

/**
 * The first query of the storefront's buyer routes, defined here (not in the remote) so that the shell's
 * bootstrap can start it before the route's code has arrived (`prefetchRouteData`); the route's screen then
 * finds it in the cache or in flight, under the same key. The request under it was started earlier still, by
 * the shell's entry (api/early-fetch.ts).
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
    /** one page of live articles (/artikel, the home page's latest, an article's 'more') */
    liveArticles: build.query<ArticlePage, ArticleListQuery>({
      queryFn: fromService((query: ArticleListQuery) => getLiveArticles(query)),
      providesTags: ['Article'],
    }),
    /** one article in full (/artikel/:id) */
    liveArticle: build.query<Article, number>({
      queryFn: fromService((id: number) => getLiveArticle(id)),
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
  }),
});

export const {
  useFeaturedProductsQuery,
  useCatalogProductsQuery,
  useCatalogProductQuery,
  useLiveArticlesQuery,
  useLiveArticleQuery,
} = routeDataApi;

/**
 * Starts the first query of the route at `pathname` and `search` (the home page, the catalogue with its
 * filters, a product page, the news list with its filters, an article); other routes: nothing. Each under
 * the key its page reads.
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
  const product = /^\/products\/([^/]+)\/?$/.exec(pathname);
  const productId = product ? parseId(product[1]) : null;
  if (productId !== null) {
    void dispatch(routeDataApi.endpoints.catalogProduct.initiate(productId, { subscribe: false }));
    return;
  }
  if (/^\/artikel\/?$/.test(pathname)) {
    const query = toArticleListQuery(readArticleListParams(new URLSearchParams(search)));
    void dispatch(routeDataApi.endpoints.liveArticles.initiate(query, { subscribe: false }));
    return;
  }
  const article = /^\/artikel\/([^/]+)\/?$/.exec(pathname);
  const articleId = article ? parseId(article[1]) : null;
  if (articleId !== null) {
    void dispatch(routeDataApi.endpoints.liveArticle.initiate(articleId, { subscribe: false }));
  }
}
