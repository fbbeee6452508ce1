import { makeStore } from '../store/store';
import { getCatalogProduct, getFeaturedProducts } from '../features/catalog/catalog-service';
import { FEATURED_PRODUCT_COUNT, prefetchRouteData } from './route-data';

jest.mock('../features/catalog/catalog-service', () => ({
  ...jest.requireActual<object>('../features/catalog/catalog-service'),
  getFeaturedProducts: jest.fn(),
  getCatalogProduct: jest.fn(),
}));
const featured = jest.mocked(getFeaturedProducts);
const product = jest.mocked(getCatalogProduct);

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
    prefetchRouteData('/', store.dispatch);
    expect(featured).toHaveBeenCalledWith(FEATURED_PRODUCT_COUNT);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(cached(store)).toEqual({ [`featuredProducts(${FEATURED_PRODUCT_COUNT})`]: 'fulfilled' });
  });

  it("starts a product page's product by its id", () => {
    product.mockResolvedValue({} as never);
    const store = makeStore();
    prefetchRouteData('/products/14', store.dispatch);
    expect(product).toHaveBeenCalledWith(14);
    expect(Object.keys(cached(store))).toEqual(['catalogProduct(14)']);
  });

  it('starts nothing for other routes or a malformed id', () => {
    const store = makeStore();
    for (const path of ['/products', '/products/abc', '/products/1/2', '/cart', '/admin/products']) {
      prefetchRouteData(path, store.dispatch);
    }
    expect(featured).not.toHaveBeenCalled();
    expect(product).not.toHaveBeenCalled();
    expect(cached(store)).toEqual({});
  });
});
