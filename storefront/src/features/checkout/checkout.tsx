import { Link as RouterLink, PageLoader, Alert, Box, Typography } from '@koperasi/shared-ui';
import { Breadcrumbs, Link } from '@mui/material';
import {
  isStockError,
  MESSAGES,
  notify,
  orderErrorMessage,
  type CartItem,
  type PlacedOrder,
  type User,
} from '@koperasi/shared-services';
import { CheckoutForm, type CheckoutSubmission } from './checkout-form';
import { useCartRefresh } from '../../hooks/use-cart-refresh';
import { cartProblems } from './use-checkout-cart';
import { usePlaceOrderMutation } from './checkout-api';
import { useShippingPrefill } from './use-shipping-prefill';

export interface CheckoutProps {
  user: User;
  items: readonly CartItem[];
  /** called once the order is placed (the page then empties the cart and shows the confirmation) */
  onPlaced: (order: PlacedOrder) => void;
}

/** /checkout for a signed-in buyer with a cart: address, payment, summary, 'Buat Pesanan'. */
export function Checkout({ user, items, onPlaced }: CheckoutProps) {
  // the cart's current names, prices and stock, as on the cart page; `reload` after a stock refusal
  const cart = useCartRefresh(items);
  const prefill = useShippingPrefill(user);
  const [placeOrder] = usePlaceOrderMutation();
  const lines = items.filter((item) => item.quantity > 0);
  const problems = cart.status === 'ready' ? cartProblems(lines, cart.products) : [];
  const canOrder = lines.length > 0 && cart.status !== 'loading' && problems.length === 0;

  async function submit(values: CheckoutSubmission) {
    const { paymentMethod, ...shipping } = values;
    try {
      const order = await placeOrder({
        items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        shipping,
        paymentMethod,
      }).unwrap();
      notify.success(MESSAGES.orderPlaced);
      onPlaced(order);
    } catch (error) {
      // the cart stays as it is; for a stock refusal its stock is read again so the short line shows
      notify.error(orderErrorMessage(error, MESSAGES.orderPlaceFailed));
      if (isStockError(error)) cart.reload();
    }
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1200 }}>
      <Breadcrumbs aria-label="Langkah belanja" sx={{ mb: 1 }}>
        <Link component={RouterLink} to="/cart" underline="hover" color="inherit">
          Keranjang
        </Link>
        <Typography color="text.primary" aria-current="page">
          Checkout
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Checkout
      </Typography>
      {lines.length === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Semua produk di keranjang berjumlah 0. Atur jumlahnya di{' '}
          <Link component={RouterLink} to="/cart">
            keranjang
          </Link>{' '}
          terlebih dahulu.
        </Alert>
      )}
      {prefill === null ? (
        <PageLoader />
      ) : (
        <CheckoutForm
          initialValues={{ ...prefill.address, paymentMethod: '' }}
          prefillSource={prefill.source}
          items={lines}
          problems={problems}
          canOrder={canOrder}
          notice={
            cart.status === 'failed' ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                Harga dan stok terbaru belum dapat dimuat. Harga akhir mengikuti harga saat pesanan dibuat.
              </Alert>
            ) : undefined
          }
          onSubmit={submit}
        />
      )}
    </Box>
  );
}
