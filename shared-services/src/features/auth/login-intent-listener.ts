import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../../api/api';
import { notify } from '../../notify/notify';
import { addToWishlist } from '../wishlist/wishlist-service';
import { clearUser, setUser } from './auth-slice';
import { takeLoginAction } from './login-intent';

export const LOGIN_INTENT_MESSAGES = {
  wishlistAdded: 'Ditambahkan ke wishlist',
  wishlistFailed: 'Gagal memperbarui wishlist',
} as const;

/**
 * Finishes, once a visitor has signed in, what a button asked for before sending them to sign in (the
 * wishlist heart sets the heart). Runs for each new sign-in, wherever it happened (the sign-in form, Google,
 * an e-mail link), not for the same user set again.
 */
export function createLoginIntentListener() {
  const listener = createListenerMiddleware();
  let signedInAs: string | null = null;

  listener.startListening({
    actionCreator: setUser,
    effect: async (action, listenerApi) => {
      if (action.payload.id === signedInAs) return;
      signedInAs = action.payload.id;
      const intent = takeLoginAction();
      if (intent?.type !== 'wishlist') return;
      try {
        await addToWishlist(intent.productId);
        listenerApi.dispatch(
          api.util.invalidateTags([
            { type: 'Wishlist', id: 'IDS' },
            { type: 'Wishlist', id: 'LIST' },
          ]),
        );
        notify.success(LOGIN_INTENT_MESSAGES.wishlistAdded);
      } catch (error) {
        console.error('Wishlist gagal diperbarui', error);
        notify.error(LOGIN_INTENT_MESSAGES.wishlistFailed);
      }
    },
  });
  listener.startListening({
    actionCreator: clearUser,
    effect: () => {
      signedInAs = null;
    },
  });

  return listener;
}
