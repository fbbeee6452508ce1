import { api, fromService, getSearchSuggestions } from '@koperasi/shared-services';

const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** 'Mungkin maksud Anda': searches that find products when this one finds none exactly */
    searchSuggestions: build.query<string[], string>({
      queryFn: fromService((q: string) => getSearchSuggestions(q)),
      providesTags: ['Product', 'Category'],
    }),
  }),
});

export const { useSearchSuggestionsQuery } = catalogApi;
