import * as services from '@koperasi/shared-services';
import {
  api,
  fromService,
  type Article,
  type ArticleListQuery,
  type ArticlePage,
  type CatalogPage,
  type CatalogQuery,
  type SidebarDivision,
  type SiteSettings,
} from '@koperasi/shared-services';

/**
 * Test stand-ins for the loaders behind the shared API's queries (the sidebar's divisions, the site
 * settings): importing this file points those two endpoints at these mocks for the whole test file, so a
 * test sets what the database answers (`sharedQueries.siteSettings.mockResolvedValue(...)`) or that it fails.
 * The catalogue's page and the news list and article are answered by the package's getCatalogProducts,
 * getLiveArticles and getLiveArticle, which a test may mock.
 */
export const sharedQueries = {
  sidebarDivisions: jest.fn<Promise<SidebarDivision[]>, []>(),
  siteSettings: jest.fn<Promise<SiteSettings>, []>(),
};

api.injectEndpoints({
  overrideExisting: true,
  endpoints: (build) => ({
    sidebarDivisions: build.query<SidebarDivision[], void>({
      queryFn: fromService(() => sharedQueries.sidebarDivisions()),
      providesTags: ['Division'],
    }),
    siteSettings: build.query<SiteSettings, void>({
      queryFn: fromService(() => sharedQueries.siteSettings()),
      providesTags: ['SiteSettings'],
    }),
    // the catalogue's page, through the package's own export: a test that mocks getCatalogProducts in
    // '@koperasi/shared-services' (jest.mock) answers it
    catalogProducts: build.query<CatalogPage, CatalogQuery>({
      queryFn: fromService((query: CatalogQuery) => services.getCatalogProducts(query)),
      providesTags: ['Product'],
    }),
    liveArticles: build.query<ArticlePage, ArticleListQuery>({
      queryFn: fromService((query: ArticleListQuery) => services.getLiveArticles(query)),
      providesTags: ['Article'],
    }),
    liveArticle: build.query<Article, number>({
      queryFn: fromService((id: number) => services.getLiveArticle(id)),
      providesTags: (_result, _error, id) => [{ type: 'Article', id }],
    }),
  }),
});
