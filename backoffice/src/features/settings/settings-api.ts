import {
  api,
  deleteShippingRate,
  fromService,
  getShippingRates,
  saveShippingRate,
  updateSiteSettings,
  type ShippingRate,
  type SiteSettings,
  type SiteSettingsInput,
} from '@koperasi/shared-services';

/** The tariff table is part of the site's settings: its own entry under their tag. */
const SHIPPING_RATES = { type: 'SiteSettings', id: 'SHIPPING_RATES' } as const;

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
    /** the shipping tariff per destination province */
    shippingRates: build.query<ShippingRate[], void>({
      queryFn: fromService(() => getShippingRates()),
      providesTags: [SHIPPING_RATES],
    }),
    /** adds a province's tariff or changes it */
    saveShippingRate: build.mutation<null, ShippingRate>({
      queryFn: fromService(async (rate: ShippingRate) => {
        await saveShippingRate(rate);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SHIPPING_RATES]),
    }),
    deleteShippingRate: build.mutation<null, string>({
      queryFn: fromService(async (province: string) => {
        await deleteShippingRate(province);
        return null;
      }),
      invalidatesTags: (_result, error) => (error ? [] : [SHIPPING_RATES]),
    }),
  }),
});

export const {
  useSaveSiteSettingsMutation,
  useShippingRatesQuery,
  useSaveShippingRateMutation,
  useDeleteShippingRateMutation,
} = settingsApi;
