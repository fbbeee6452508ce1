import { makeStore } from '../store/store';
import {
  getCatalogProduct,
  getCatalogProducts,
  getFeaturedProducts,
} from '../features/catalog/catalog-service';
import { getLiveArticle, getLiveArticles } from '../features/articles/article-read-service';
import { FEATURED_PRODUCT_COUNT, prefetchRouteData } from './route-data';

jest.mock('../features/catalog/catalog-service', () => ({
  ...jest.requireActual<object>('../features/catalog/catalog-service'),
  getFeaturedProducts: jest.fn(),
  getCatalogProduct: jest.fn(),
  getCatalogProducts: jest.fn(),
}));
const featured = jest.mocked(getFeaturedProducts);
const product = jest.mocked(getCatalogProduct);
jest.mock('../features/articles/article-read-service', () => ({
  ...jest.requireActual<object>('../features/articles/article-read-service'),
  getLiveArticles: jest.fn(),
  getLiveArticle: jest.fn(),
}));
const catalog = jest.mocked(getCatalogProducts);
const articles = jest.mocked(getLiveArticles);
const article = jest.mocked(getLiveArticle);

/** The query keys in the store's cache with their status. */
function cached(store: ReturnType<typeof makeStore>) {
  return Object.fromEntries(
    Object.entries(store.getState().api.queries).map(([key, entry]) => [key, entry?.status]),
  );
}

describe('prefetchRouteData', () => {
  it("starts the home page's featured products under the key the page reads", async () => {
    featured.mockResolvedValue([]);
    const store = makeStore();
    prefetchRouteData('/', '', store.dispatch);
    expect(featured).toHaveBeenCalledWith(FEATURED_PRODUCT_COUNT);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached(store)).toEqual({ [`featuredProducts(${FEATURED_PRODUCT_COUNT})`]: 'fulfilled' });
  });

  it("starts a product page's product by its id", () => {
    product.mockResolvedValue({} as never);
    const store = makeStore();
    prefetchRouteData('/products/14', '', store.dispatch);
    expect(product).toHaveBeenCalledWith(14);
    expect(Object.keys(cached(store))).toEqual(['catalogProduct(14)']);
  });

  it("starts the catalogue's page for the filters in the address, under the key the page reads", async () => {
    catalog.mockResolvedValue({ items: [], total: 0, page: 2, pageSize: 12, pageCount: 0 });
    const store = makeStore();
    prefetchRouteData('/products', '?category=3&sort=price-asc&page=2&utm=x', store.dispatch);
    const query = { categoryId: 3, sort: 'price-asc', page: 2 };
    expect(catalog).toHaveBeenCalledWith(query);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // the products page asks with toCatalogQuery(readCatalogParams(...)), serialized with sorted keys
    expect(cached(store)).toEqual({
      'catalogProducts({"categoryId":3,"page":2,"sort":"price-asc"})': 'fulfilled',
    });
  });

  it("starts the news list's page for the type and page in the address, under the key the page reads", async () => {
    articles.mockResolvedValue({ items: [], total: 0, page: 2, pageSize: 9, pageCount: 0 });
    const store = makeStore();
    prefetchRouteData('/artikel', '?type=promo&page=2&utm=x', store.dispatch);
    expect(articles).toHaveBeenCalledWith({ type: 'promo', page: 2, pageSize: 9 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // /artikel asks with toArticleListQuery(readArticleListParams(...))
    expect(cached(store)).toEqual({ 'liveArticles({"page":2,"pageSize":9,"type":"promo"})': 'fulfilled' });

    prefetchRouteData('/artikel', '?type=bukan&page=-1', store.dispatch);
    expect(articles).toHaveBeenLastCalledWith({ page: 1, pageSize: 9 });
  });

  it("starts an article's page by its id", () => {
    article.mockResolvedValue({} as never);
    const store = makeStore();
    prefetchRouteData('/artikel/7', '', store.dispatch);
    expect(article).toHaveBeenCalledWith(7);
    expect(Object.keys(cached(store))).toEqual(['liveArticle(7)']);
  });

  it('starts nothing for other routes or a malformed id', () => {
    const store = makeStore();
    for (const path of [
      '/products/abc',
      '/products/0',
      '/products/1/2',
      '/productsx',
      '/artikel/abc',
      '/artikel/0',
      '/artikel/1/komentar',
      '/artikelx',
      '/cart',
      '/admin/products',
    ]) {
      prefetchRouteData(path, '?category=1', store.dispatch);
    }
    expect(featured).not.toHaveBeenCalled();
    expect(product).not.toHaveBeenCalled();
    expect(catalog).not.toHaveBeenCalled();
    expect(articles).not.toHaveBeenCalled();
    expect(article).not.toHaveBeenCalled();
    expect(cached(store)).toEqual({});
  });
});
