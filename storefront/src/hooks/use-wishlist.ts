import { useCallback } from 'react';
import { useLocation, useNavigate } from '@koperasi/shared-ui';
import {
  LOGIN_PATH,
  notify,
  requestSignIn,
  selectUser,
  useAppSelector,
  type ProductSummary,
} from '@koperasi/shared-services';
import {
  useAddToWishlistMutation,
  useRemoveFromWishlistMutation,
  useWishlistIdsQuery,
} from '../api/wishlist-api';

const NONE: number[] = [];

/**
 * The wishlist of the signed-in buyer: which products are on it, and a toggle. A visitor who is not signed
 * in is sent to sign in first, and comes back to this page with the heart set.
 */
export function useWishlist() {
  const userId = useAppSelector(selectUser)?.id ?? null;
  const navigate = useNavigate();
  const location = useLocation();
  const { currentData } = useWishlistIdsQuery(userId ?? '', { skip: !userId });
  const ids = (userId && currentData) || NONE;
  const [add] = useAddToWishlistMutation();
  const [remove] = useRemoveFromWishlistMutation();

  const toggle = useCallback(
    async (product: Pick<ProductSummary, 'id' | 'name'>): Promise<boolean | undefined> => {
      if (!userId) {
        const here = `${location.pathname}${location.search}`;
        void navigate(LOGIN_PATH, {
          state: requestSignIn(here, { type: 'wishlist', productId: product.id }),
        });
        return undefined;
      }
      const saved = ids.includes(product.id);
      const change = { userId, productId: product.id };
      try {
        await (saved ? remove(change) : add(change)).unwrap();
        notify.success(saved ? 'Dihapus dari wishlist' : 'Ditambahkan ke wishlist');
        return !saved;
      } catch {
        notify.error('Gagal memperbarui wishlist');
        return saved;
      }
    },
    [add, ids, location.pathname, location.search, navigate, remove, userId],
  );

  return { ids, toggle, isWishlisted: (productId: number) => ids.includes(productId) };
}
