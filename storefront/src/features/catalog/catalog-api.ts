import {
  api,
  fromService,
  getCatalogProducts,
  getSearchSuggestions,
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
    /** 'Mungkin maksud Anda': searches that find products when this one finds none exactly */
    searchSuggestions: build.query<string[], string>({
      queryFn: fromService((q: string) => getSearchSuggestions(q)),
      providesTags: ['Product', 'Category'],
    }),
  }),
});

export const { useCatalogProductsQuery, useSearchSuggestionsQuery } = catalogApi;
