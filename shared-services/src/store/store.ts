import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api';
import { browserStorage } from '../browser-storage';
import { authSlice } from '../features/auth/auth-slice';
import { cartSlice } from '../features/cart/cart-slice';
import { loadCart, saveCart } from '../features/cart/cart-storage';
import { createCartSync, type CartSync } from '../features/cart/cart-sync';
import { createLoginIntentListener } from '../features/auth/login-intent-listener';

/**
 * Slices a remote injects at run time (`mySlice.injectInto(rootReducer)`) extend this interface by module
 * augmentation of THIS module: declare module '@koperasi/shared-services/src/store/store'. Augmentation must
 * target the module that declares the interface; augmenting a re-exporting index does not merge.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(authSlice, cartSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The Redux Toolkit API for the slices a remote injects into rootReducer: the shell's one copy, so a remote
 * bundles no second Redux Toolkit and immer (about 8 KB of gzip JavaScript on the storefront's pages).
 */
export { createAsyncThunk, createSlice } from '@reduxjs/toolkit';

export interface MakeStoreOptions {
  /** keep the cart in localStorage across reloads (the shell turns this on; tests leave it off) */
  persistCart?: boolean;
  /**
   * keep a signed-in buyer's cart on the server and finish what a visitor asked for before signing in (the
   * shell turns this on; `true` or a sync of one's own, for tests)
   */
  syncAccount?: boolean | CartSync;
}

export function makeStore(preloadedState?: Partial<RootState>, options: MakeStoreOptions = {}) {
  const initial: Partial<RootState> = { ...preloadedState };
  if (options.persistCart && !initial.cart) {
    const saved = loadCart();
    if (saved) initial.cart = saved;
  }
  // the changes the server has not confirmed are kept where the cart is (a reload does not lose them)
  const cartSync =
    options.syncAccount === true
      ? createCartSync({ storage: options.persistCart ? browserStorage() : undefined })
      : options.syncAccount
        ? options.syncAccount
        : null;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: initial,
    middleware: (getDefaultMiddleware) => {
      const middleware = getDefaultMiddleware().concat(api.middleware);
      return cartSync
        ? middleware.prepend(cartSync.middleware, createLoginIntentListener().middleware)
        : middleware;
    },
  });
  if (options.persistCart) {
    let lastCart = store.getState().cart;
    store.subscribe(() => {
      const { cart } = store.getState();
      if (cart !== lastCart) {
        lastCart = cart;
        saveCart(cart);
      }
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
