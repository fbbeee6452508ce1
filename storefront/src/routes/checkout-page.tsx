import { useState } from 'react';
import { Navigate, PageLoader, usePageTitle } from '@koperasi/shared-ui';
import {
  clearCart,
  selectAuthLoading,
  selectCartItems,
  selectCartSyncing,
  selectUser,
  useAppDispatch,
  useAppSelector,
  type PlacedOrder,
  paths,
} from '@koperasi/shared-services';
import { CHECKOUT_PATH, EmptyCart } from '../features/cart/empty-cart';
import { Checkout } from '../features/checkout/checkout';
import type { OrderPageState } from './order-page';

/** Where a placed order is confirmed (the order page, with the 'just placed' banner). */
export const orderPathOf = (id: string) => paths.order(id);

/**
 * /checkout: visitors are sent to sign in first (and back here after); an empty cart says so. Once the
 * order is placed, and only then, the cart is emptied and the confirmation shown; for online payment the
 * order page opens the payment window.
 */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const items = useAppSelector(selectCartItems);
  const syncing = useAppSelector(selectCartSyncing);
  const dispatch = useAppDispatch();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);

  if (placed) {
    const state: OrderPageState =
      placed.paymentMethod === 'online' ? { placed: true, pay: true } : { placed: true };
    return <Navigate to={orderPathOf(placed.id)} replace state={state} />;
  }
  // just signed in: the order is made from the account's cart, once it has been merged
  if (loading || syncing) return <PageLoader />;
  if (!user) return <Navigate to={paths.login()} replace state={{ from: CHECKOUT_PATH }} />;
  if (items.length === 0) {
    return <EmptyCart />;
  }
  return (
    <Checkout
      user={user}
      items={items}
      onPlaced={(order) => {
        setPlaced(order);
        dispatch(clearCart());
      }}
    />
  );
}
