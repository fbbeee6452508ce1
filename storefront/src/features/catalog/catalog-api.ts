import {
  api,
  fromService,
  getCatalogProducts,
  type CatalogPage,
  type CatalogQuery,
} from '@koperasi/shared-services';

const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** one page of the catalogue for its filters, search and sort */
    catalogProducts: build.query<CatalogPage, CatalogQuery>({
      queryFn: fromService((query: CatalogQuery) => getCatalogProducts(query)),
      providesTags: ['Product'],
    }),
  }),
});

export const { useCatalogProductsQuery } = catalogApi;
