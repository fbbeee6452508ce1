import { api, fromService, type SidebarDivision, type SiteSettings } from '@koperasi/shared-services';

/**
 * Test stand-ins for the loaders behind the shared API's queries (the sidebar's divisions, the site
 * settings): importing this file points those two endpoints at these mocks for the whole test file, so a
 * test sets what the database answers (`sharedQueries.siteSettings.mockResolvedValue(...)`) or that it fails.
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
  }),
});
