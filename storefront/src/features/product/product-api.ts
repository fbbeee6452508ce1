import { api, fromService, getCatalogProduct, type ProductDetail } from '@koperasi/shared-services';

const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** one product with its seller (/products/:id) */
    catalogProduct: build.query<ProductDetail, number>({
      queryFn: fromService((id: number) => getCatalogProduct(id)),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useCatalogProductQuery } = productApi;
