import {
  api,
  fromService,
  updateSiteSettings,
  type SiteSettings,
  type SiteSettingsInput,
} from '@koperasi/shared-services';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSiteSettings: build.mutation<SiteSettings, SiteSettingsInput>({
      queryFn: fromService((input: SiteSettingsInput) => updateSiteSettings(input)),
      // the form (and the footer) show what was stored at once
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (saved) void dispatch(settingsApi.util.upsertQueryData('siteSettings', undefined, saved));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['SiteSettings']),
    }),
  }),
});

export const { useSaveSiteSettingsMutation } = settingsApi;
