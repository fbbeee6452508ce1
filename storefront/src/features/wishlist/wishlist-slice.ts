import type { PayloadAction, WithSlice } from '@reduxjs/toolkit';
import { createAsyncThunk, createSlice, getWishlistProductIds, rootReducer } from '@koperasi/shared-services';

/**
 * The signed-in buyer's wishlist ids, shared by every card on the page. The storefront injects this slice
 * into the shell's root reducer (combineSlices), so only pages that use it carry it.
 */
export interface WishlistState {
  /** whose ids these are; null when nobody is signed in */
  userId: string | null;
  ids: string[];
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

const initialState: WishlistState = { userId: null, ids: [], status: 'idle' };

export const loadWishlist = createAsyncThunk(
  'wishlist/load',
  async (_userId: string) => getWishlistProductIds(),
  {
    condition: (userId, { getState }) => {
      const state = (getState() as { wishlist?: WishlistState }).wishlist;
      return !(state && state.userId === userId && (state.status === 'loading' || state.status === 'ready'));
    },
  },
);

export const wishlistSlice = createSlice({
  name: 'wishlist',
  initialState,
  reducers: {
    wishlistAdded(state, action: PayloadAction<string>) {
      if (!state.ids.includes(action.payload)) state.ids.unshift(action.payload);
    },
    wishlistRemoved(state, action: PayloadAction<string>) {
      state.ids = state.ids.filter((id) => id !== action.payload);
    },
    wishlistCleared() {
      return initialState;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadWishlist.pending, (state, action) => {
        if (state.userId !== action.meta.arg) state.ids = [];
        state.userId = action.meta.arg;
        state.status = 'loading';
      })
      .addCase(loadWishlist.fulfilled, (state, action) => {
        if (state.userId !== action.meta.arg) return;
        state.ids = action.payload;
        state.status = 'ready';
      })
      .addCase(loadWishlist.rejected, (state, action) => {
        if (state.userId !== action.meta.arg) return;
        state.status = 'failed';
      });
  },
  selectors: {
    selectWishlistIds: (state) => state.ids,
    selectWishlistStatus: (state) => state.status,
  },
});

export const { wishlistAdded, wishlistRemoved, wishlistCleared } = wishlistSlice.actions;

declare module '@koperasi/shared-services/src/store/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof wishlistSlice> {}
}

const injected = wishlistSlice.injectInto(rootReducer);
export const { selectWishlistIds, selectWishlistStatus } = injected.selectors;
