import {
  api,
  fromService,
  getLiveArticle,
  getLiveArticles,
  getUpcomingEvents,
  type Article,
  type ArticleListQuery,
  type ArticlePage,
} from '@koperasi/shared-services';

const articlesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** one page of live articles (/artikel, the home page's latest) */
    liveArticles: build.query<ArticlePage, ArticleListQuery>({
      queryFn: fromService((query: ArticleListQuery) => getLiveArticles(query)),
      providesTags: ['Article'],
    }),
    /** one article in full (/artikel/:id) */
    liveArticle: build.query<Article, number>({
      queryFn: fromService((id: number) => getLiveArticle(id)),
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
    /** events still to come, soonest first */
    upcomingEvents: build.query<Article[], number>({
      queryFn: fromService((limit: number) => getUpcomingEvents(limit)),
      providesTags: ['Article'],
    }),
  }),
});

export const { useLiveArticlesQuery, useLiveArticleQuery, useUpcomingEventsQuery } = articlesApi;
