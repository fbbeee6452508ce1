import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { getSidebarDivisions } from '../features/catalog/catalog-service';
import type { SidebarDivision } from '../features/catalog/types';
import type { SiteSettings } from '../features/site-settings/site-settings-model';
import { getSiteSettings } from '../features/site-settings/site-settings-service';
import { fromService, type ServiceError } from './service-error';

/**
 * Every entity the screens read, as a cache tag: a write invalidates the tags of what it changed and every
 * query that provided one of them loads again. 'Division' is the sidebar's categories with their product
 * counts, so product and category writes invalidate it too.
 */
export const API_TAGS = [
  'Article',
  'Category',
  'ContactMessage',
  'Division',
  'Mfa',
  'Order',
  'OutboxMail',
  'Product',
  'Profile',
  'Review',
  'SiteSettings',
  'Wishlist',
] as const;
export type ApiTag = (typeof API_TAGS)[number];

/**
 * The one RTK Query API of the page, in the shell's store under `api`. Its queries run the shared-services
 * functions (fakeBaseQuery + queryFn). Here are the endpoints the shell and several remotes read; each remote
 * adds its own with `api.injectEndpoints` in its feature files.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ServiceError>(),
  tagTypes: API_TAGS,
  endpoints: (build) => ({
    /** the sidebar's divisions with their categories and product counts (sidebar, catalogue filter) */
    sidebarDivisions: build.query<SidebarDivision[], void>({
      queryFn: fromService(() => getSidebarDivisions()),
      providesTags: ['Division'],
    }),
    /** the site settings (footer, contact page, payment instructions, back-office settings) */
    siteSettings: build.query<SiteSettings, void>({
      queryFn: fromService(() => getSiteSettings()),
      providesTags: ['SiteSettings'],
    }),
  }),
});

export const { useSidebarDivisionsQuery, useSiteSettingsQuery } = api;

export type Api = typeof api;
