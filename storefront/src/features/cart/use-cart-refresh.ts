import { useCallback, useEffect, useState } from 'react';
import {
  getCatalogProductsByIds,
  refreshCartItems,
  useAppDispatch,
  type CartItem,
  type ProductSummary,
} from '@koperasi/shared-services';

export type CartRefresh =
  | { status: 'loading' }
  | { status: 'ready'; products: Record<string, ProductSummary> }
  | { status: 'failed' };

/**
 * Brings the cart's names, prices and images up to date from the database and returns each product's
 * current stock (lines whose product is gone are missing from `products`). `reload` asks again, e.g. after
 * the server refused an order for stock. Used by the cart page and the checkout.
 */
export function useCartRefresh(items: readonly CartItem[]): CartRefresh & { reload: () => void } {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CartRefresh>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const idsKey = items
    .map((item) => item.productId)
    .sort()
    .join(',');

  useEffect(() => {
    let active = true;
    const ids = idsKey ? idsKey.split(',') : [];
    if (ids.length === 0) {
      setState({ status: 'ready', products: {} });
      return;
    }
    getCatalogProductsByIds(ids)
      .then((products) => {
        if (!active) return;
        dispatch(
          refreshCartItems(
            products.map(({ id, name, price, image }) => ({ productId: id, name, price, image })),
          ),
        );
        setState({ status: 'ready', products: Object.fromEntries(products.map((p) => [p.id, p])) });
      })
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [dispatch, idsKey, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
