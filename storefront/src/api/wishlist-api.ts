import {
  addToWishlist,
  api,
  fromService,
  getWishlistProductIds,
  removeFromWishlist,
} from '@koperasi/shared-services';

/** A wishlist change of the signed-in buyer; `userId` names the cached ids it updates. */
export interface WishlistChange {
  userId: string;
  productId: number;
}

const wishlistApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** the ids on the signed-in buyer's wishlist, shared by every card on the page (keyed by the user) */
    wishlistIds: build.query<number[], string>({
      queryFn: fromService((_userId: string) => getWishlistProductIds()),
      providesTags: [{ type: 'Wishlist', id: 'IDS' }],
    }),
    addToWishlist: build.mutation<null, WishlistChange>({
      queryFn: fromService(async ({ productId }: WishlistChange) => {
        await addToWishlist(productId);
        return null;
      }),
      // the heart fills at once and empties again when the write fails
      async onQueryStarted({ userId, productId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          wishlistApi.util.updateQueryData('wishlistIds', userId, (ids) => {
            if (!ids.includes(productId)) ids.unshift(productId);
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
    removeFromWishlist: build.mutation<null, WishlistChange>({
      queryFn: fromService(async ({ productId }: WishlistChange) => {
        await removeFromWishlist(productId);
        return null;
      }),
      async onQueryStarted({ userId, productId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          wishlistApi.util.updateQueryData('wishlistIds', userId, (ids) =>
            ids.filter((id) => id !== productId),
          ),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: [{ type: 'Wishlist', id: 'LIST' }],
    }),
  }),
});

export const { useWishlistIdsQuery, useAddToWishlistMutation, useRemoveFromWishlistMutation } = wishlistApi;
