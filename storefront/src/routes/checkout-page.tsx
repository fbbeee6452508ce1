import { useState } from 'react';
import { Navigate, PageLoader } from '@koperasi/shared-ui';
import {
  clearCart,
  selectAuthLoading,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@koperasi/shared-services';
import { CHECKOUT_PATH, EmptyCart } from '../features/cart/empty-cart';
import { Checkout } from '../features/checkout/checkout';

/** Where a placed order is confirmed (the order page, with the 'just placed' banner). */
export const orderPathOf = (id: string) => `/orders/${id}`;

/**
 * /checkout: visitors are sent to sign in first (and back here after); an empty cart says so. Once the
 * order is placed, and only then, the cart is emptied and the confirmation shown.
 */
export default function CheckoutPage() {
  const user = useAppSelector(selectUser);
  const loading = useAppSelector(selectAuthLoading);
  const items = useAppSelector(selectCartItems);
  const dispatch = useAppDispatch();
  const [placedId, setPlacedId] = useState<string | null>(null);

  if (placedId) return <Navigate to={orderPathOf(placedId)} replace state={{ placed: true }} />;
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to="/auth/login" replace state={{ from: CHECKOUT_PATH }} />;
  if (items.length === 0) {
    return <EmptyCart />;
  }
  return (
    <Checkout
      user={user}
      items={items}
      onPlaced={(order) => {
        setPlacedId(order.id);
        dispatch(clearCart());
      }}
    />
  );
}
