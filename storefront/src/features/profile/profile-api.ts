import {
  api,
  fromService,
  getMyProfile,
  getWishlist,
  saveProfile,
  type MyProfile,
  type ProductSummary,
  type ProfileInput,
} from '@koperasi/shared-services';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the signed-in user's profile with the private phone and address (keyed by the user) */
    myProfile: build.query<MyProfile, string>({
      queryFn: fromService((_userId: string) => getMyProfile()),
      providesTags: ['Profile'],
    }),
    saveProfile: build.mutation<MyProfile, { userId: string; input: ProfileInput }>({
      queryFn: fromService(({ input }: { userId: string; input: ProfileInput }) => saveProfile(input)),
      // the form shows what was stored at once
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: null }));
        if (saved) void dispatch(profileApi.util.upsertQueryData('myProfile', userId, saved));
      },
      invalidatesTags: (_result, error) => (error ? [] : ['Profile']),
    }),
    /** the products on the signed-in buyer's wishlist (keyed by the user) */
    wishlistProducts: build.query<ProductSummary[], string>({
      queryFn: fromService((_userId: string) => getWishlist()),
      providesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
  }),
});

export const { useMyProfileQuery, useSaveProfileMutation, useWishlistProductsQuery } = profileApi;
