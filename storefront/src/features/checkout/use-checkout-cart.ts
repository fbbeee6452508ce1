import { useCallback, useEffect, useState } from 'react';
import {
  getCatalogProductsByIds,
  refreshCartItems,
  useAppDispatch,
  type CartItem,
  type ProductSummary,
} from '@koperasi/shared-services';

export type CheckoutCartState =
  | { status: 'loading' }
  | { status: 'ready'; products: Record<string, ProductSummary> }
  | { status: 'failed' };

/** A cart line that cannot be ordered as it is: its product is gone, or there is not enough stock. */
export interface CartProblem {
  productId: string;
  reason: 'unavailable' | 'stock';
  /** the stock left (reason 'stock') */
  stock: number;
}

/** Which lines cannot be ordered (only lines with a quantity count; a line at 0 is left out of the order). */
export function cartProblems(
  items: readonly CartItem[],
  products: Record<string, ProductSummary>,
): CartProblem[] {
  return items.flatMap((item): CartProblem[] => {
    if (item.quantity <= 0) return [];
    const product = products[item.productId];
    if (!product) return [{ productId: item.productId, reason: 'unavailable', stock: 0 }];
    return item.quantity > product.stock
      ? [{ productId: item.productId, reason: 'stock', stock: product.stock }]
      : [];
  });
}

/**
 * The cart's current names, prices and stock from the database (the prices in the cart are brought up to
 * date, as on the cart page). `reload` asks again, e.g. after the server refused an order for stock.
 */
export function useCheckoutCart(items: readonly CartItem[]): CheckoutCartState & { reload: () => void } {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<CheckoutCartState>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const idsKey = items
    .map((item) => item.productId)
    .sort()
    .join(',');

  useEffect(() => {
    let active = true;
    const ids = idsKey ? idsKey.split(',') : [];
    getCatalogProductsByIds(ids)
      .then((products) => {
        if (!active) return;
        dispatch(
          refreshCartItems(
            products.map(({ id, name, price, image }) => ({ productId: id, name, price, image })),
          ),
        );
        setState({
          status: 'ready',
          products: Object.fromEntries(products.map((product) => [product.id, product])),
        });
      })
      .catch(() => active && setState({ status: 'failed' }));
    return () => {
      active = false;
    };
  }, [dispatch, idsKey, round]);

  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
