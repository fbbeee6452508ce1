import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from '@koperasi/shared-ui';
import {
  addToWishlist,
  notify,
  removeFromWishlist,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type ProductSummary,
} from '@koperasi/shared-services';
import {
  loadWishlist,
  selectWishlistIds,
  wishlistAdded,
  wishlistCleared,
  wishlistRemoved,
} from './wishlist-slice';

/**
 * The wishlist of the signed-in buyer: which products are on it, and a toggle. A visitor who is not signed
 * in is sent to sign in first.
 */
export function useWishlist() {
  const user = useAppSelector(selectUser);
  const ids = useAppSelector(selectWishlistIds);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId) void dispatch(loadWishlist(userId));
    else dispatch(wishlistCleared());
  }, [dispatch, userId]);

  const toggle = useCallback(
    async (product: Pick<ProductSummary, 'id' | 'name'>): Promise<boolean | undefined> => {
      if (!userId) {
        navigate('/auth/login', { state: { from: `${location.pathname}${location.search}` } });
        return undefined;
      }
      const saved = ids.includes(product.id);
      dispatch(saved ? wishlistRemoved(product.id) : wishlistAdded(product.id));
      try {
        if (saved) await removeFromWishlist(product.id);
        else await addToWishlist(product.id);
        notify.success(saved ? 'Dihapus dari wishlist' : 'Ditambahkan ke wishlist');
        return !saved;
      } catch {
        dispatch(saved ? wishlistAdded(product.id) : wishlistRemoved(product.id));
        notify.error('Gagal memperbarui wishlist');
        return saved;
      }
    },
    [dispatch, ids, location.pathname, location.search, navigate, userId],
  );

  return { ids, toggle, isWishlisted: (productId: string) => ids.includes(productId) };
}
