import { api, fromService, getCategories, type Category } from '@koperasi/shared-services';

/** The categories, read by the category manager and the product form (its category choice). */
const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    categories: build.query<Category[], void>({
      queryFn: fromService(() => getCategories()),
      providesTags: ['Category'],
    }),
  }),
});

export const { useCategoriesQuery } = categoriesApi;
/** the categories' read, started ahead of the screen (ResourceRoute's `prefetch`) */
export const prefetchCategories = () => categoriesApi.util.prefetch('categories', undefined, {});
