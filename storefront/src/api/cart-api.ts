import { api, fromService, getCatalogProductsByIds, type ProductSummary } from '@koperasi/shared-services';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the cart's products as they are now (name, price, image, stock); gone products are missing */
    cartProducts: build.query<ProductSummary[], readonly number[]>({
      queryFn: fromService((ids: readonly number[]) => getCatalogProductsByIds(ids)),
      providesTags: ['Product'],
    }),
  }),
});

export const { useCartProductsQuery } = cartApi;
