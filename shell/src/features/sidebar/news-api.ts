import { api, fromService, getNewsPromos, type NewsItem } from '@koperasi/shared-services';

/** The sidebar's 'Berita & Promosi': the latest published news and promo articles. */
const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    newsPromos: build.query<NewsItem[], void>({
      queryFn: fromService(() => getNewsPromos()),
      providesTags: ['Article'],
    }),
  }),
});

export const { useNewsPromosQuery } = newsApi;
