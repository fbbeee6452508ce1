import { api, fromService, getFeaturedProducts, type ProductSummary } from '@koperasi/shared-services';

const featuredApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the home page's 'Produk Unggulan': this many products */
    featuredProducts: build.query<ProductSummary[], number>({
      queryFn: fromService((count: number) => getFeaturedProducts(count)),
      providesTags: ['Product'],
    }),
  }),
});

export const { useFeaturedProductsQuery } = featuredApi;
