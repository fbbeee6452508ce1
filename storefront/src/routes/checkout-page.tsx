import { useState } from 'react';
import { Link as RouterLink, Navigate, EmptyState, PageLoader } from '@koperasi/shared-ui';
import { Button } from '@mui/material';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import {
  clearCart,
  selectAuthLoading,
  selectCartItems,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@koperasi/shared-services';
import { Checkout } from '../features/checkout/checkout';

export const CHECKOUT_PATH = '/checkout';

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
    return (
      <EmptyState
        headingComponent="h1"
        icon={<ShoppingCartOutlined />}
        title="Keranjang Kosong"
        text="Belum ada produk di keranjang belanja Anda"
        action={
          <Button component={RouterLink} to="/products" variant="contained">
            Mulai Belanja
          </Button>
        }
      />
    );
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
