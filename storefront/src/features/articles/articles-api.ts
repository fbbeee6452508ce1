import { api, fromService, getUpcomingEvents, type Article } from '@koperasi/shared-services';

// The list and an article (liveArticles, liveArticle) are shared-services' (api/route-data.ts): the shell
// starts them with the page's code.
const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** events still to come, soonest first */
    upcomingEvents: build.query<Article[], number>({
      queryFn: fromService((limit: number) => getUpcomingEvents(limit)),
      providesTags: ['Article'],
    }),
  }),
});

export const { useUpcomingEventsQuery } = articlesApi;
