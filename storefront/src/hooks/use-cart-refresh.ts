import { useEffect, useMemo } from 'react';
import {
  refreshCartItems,
  toCartProduct,
  useAppDispatch,
  type CartItem,
  type ProductSummary,
} from '@koperasi/shared-services';
import { useCartProductsQuery } from '../api/cart-api';

export type CartRefresh =
  | { status: 'loading' }
  | { status: 'ready'; products: Record<number, ProductSummary> }
  | { status: 'failed' };

/** The cart products query's argument for these lines (its cache key: the server's drawn cart fills it). */
export function cartQueryIds(items: ReadonlyArray<Pick<CartItem, 'productId'>>): number[] {
  return items.map((item) => item.productId).sort();
}

/**
 * Brings the cart's names, prices and images up to date from the database and returns each product's
 * current stock (lines whose product is gone are missing from `products`). `reload` asks again, e.g. after
 * the server refused an order for stock. Used by the cart page and the checkout.
 */
export function useCartRefresh(items: readonly CartItem[]): CartRefresh & { reload: () => void } {
  const dispatch = useAppDispatch();
  const idsKey = cartQueryIds(items).join(',');
  const ids = useMemo(() => (idsKey ? idsKey.split(',').map(Number) : []), [idsKey]);
  const { currentData, isError, refetch } = useCartProductsQuery(ids, { skip: ids.length === 0 });

  useEffect(() => {
    if (!currentData) return;
    dispatch(refreshCartItems(currentData.map(toCartProduct)));
  }, [dispatch, currentData]);

  const products = useMemo(
    () => Object.fromEntries((currentData ?? []).map((product) => [product.id, product])),
    [currentData],
  );
  const state: CartRefresh =
    ids.length === 0
      ? { status: 'ready', products }
      : isError
        ? { status: 'failed' }
        : currentData
          ? { status: 'ready', products }
          : { status: 'loading' };
  return { ...state, reload: () => void (ids.length > 0 && refetch()) };
}
