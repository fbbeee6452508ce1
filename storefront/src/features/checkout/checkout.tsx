import { useCallback, useState } from 'react';
import {
  Link as RouterLink,
  PageLoader,
  Alert,
  Box,
  Button,
  Typography,
  MuiLink as Link,
} from '@koperasi/shared-ui';
import { Breadcrumbs } from '@mui/material';
import {
  getMidtransConfig,
  isStockError,
  MESSAGES,
  notify,
  orderErrorCode,
  orderErrorMessage,
  removeFromCart,
  setQuantity,
  useAppDispatch,
  useSiteSettingsQuery,
  type CartItem,
  type PlacedOrder,
  type User,
  paths,
} from '@koperasi/shared-services';
import { PAYMENT_METHODS } from '@koperasi/shared-services/orders';
import { CheckoutForm, type CheckoutSubmission } from './checkout-form';
import type { QuoteStatus } from './order-summary';
import { useCartRefresh } from '../../hooks/use-cart-refresh';
import { cartProblems, quoteProblems } from './use-checkout-cart';
import { useOrderQuoteQuery, usePlaceOrderMutation, useShippingRatesQuery } from './checkout-api';
import { useShippingPrefill } from './use-shipping-prefill';
import { clearCheckoutNote, loadCheckoutNote, saveCheckoutNote } from './checkout-note';

export interface CheckoutProps {
  user: User;
  items: readonly CartItem[];
  /** called once the order is placed (the page then empties the cart and shows the confirmation) */
  onPlaced: (order: PlacedOrder) => void;
}

/** The refusal codes the checkout answers with more than a toast. */
const UNPAID_LIMIT = 'KP005';
const NO_TARIFF = 'KP006';

/** Online payment only where the environment has a payment gateway to open. */
const offeredPaymentMethods = () =>
  PAYMENT_METHODS.filter((method) => method !== 'online' || getMidtransConfig() !== null);

/** The database's messages come without a full stop; another sentence follows this one. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** /checkout for a signed-in buyer with a cart: address, payment, summary per seller, 'Buat Pesanan'. */
export function Checkout({ user, items, onPlaced }: CheckoutProps) {
  const dispatch = useAppDispatch();
  // the cart's current names, prices and stock, as on the cart page; `reload` after a stock refusal
  const cart = useCartRefresh(items);
  const prefill = useShippingPrefill(user);
  const rates = useShippingRatesQuery();
  // the payment deadline the bank transfer option names
  const { data: settings } = useSiteSettingsQuery();
  const [province, setProvince] = useState<string | null>(null);
  const [placeOrder] = usePlaceOrderMutation();
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const lines = items.filter((item) => item.quantity > 0);
  // a new array on every render is fine: RTK Query keys the quote by the serialized lines
  const orderItems = lines.map((line) => ({ productId: line.productId, quantity: line.quantity }));
  // asked once the form (and with it the remembered province) is there, not once without and again with it
  const quoteQuery = useOrderQuoteQuery(
    { items: orderItems, province },
    { skip: orderItems.length === 0 || prefill === null || rates.isLoading },
  );
  const quoteStatus: QuoteStatus = quoteQuery.currentData
    ? 'ready'
    : quoteQuery.isError && !quoteQuery.isFetching
      ? 'failed'
      : quoteQuery.data
        ? 'updating'
        : 'loading';
  const quote = quoteStatus === 'failed' ? null : (quoteQuery.currentData ?? quoteQuery.data ?? null);
  const cartChecked = cart.status === 'ready' ? cartProblems(lines, cart.products) : [];
  const problems = [...cartChecked, ...quoteProblems(quoteQuery.currentData ?? null, cartChecked)];
  const canOrder =
    lines.length > 0 &&
    cart.status !== 'loading' &&
    problems.length === 0 &&
    (quoteStatus === 'ready' || quoteStatus === 'failed');
  const provinces =
    rates.data?.map((rate) => rate.province) ?? (rates.isError && !rates.isFetching ? 'failed' : 'loading');

  // read once, when the checkout opens: the form takes its initial values only then
  const [keptNote] = useState(() => loadCheckoutNote(user.id));
  const keepNote = useCallback((note: string) => saveCheckoutNote(user.id, note), [user.id]);

  function fitToStock() {
    for (const problem of problems) {
      // a line whose product sold out leaves the cart rather than staying at 0
      if (problem.reason === 'stock')
        dispatch(
          problem.stock > 0
            ? setQuantity({ productId: problem.productId, quantity: problem.stock })
            : removeFromCart(problem.productId),
        );
    }
  }

  async function submit(values: CheckoutSubmission) {
    const { paymentMethod, ...shipping } = values;
    setRefusal(null);
    try {
      const order = await placeOrder({ items: orderItems, shipping, paymentMethod }).unwrap();
      notify.success(MESSAGES.orderPlaced);
      clearCheckoutNote(user.id);
      onPlaced(order);
    } catch (error) {
      // the cart stays as it is; for a stock refusal its stock is read again so the short line shows
      const message = orderErrorMessage(error, MESSAGES.orderPlaceFailed);
      notify.error(message);
      const code = orderErrorCode(error);
      if (code === UNPAID_LIMIT || code === NO_TARIFF) setRefusal({ code, message });
      if (code === NO_TARIFF) void rates.refetch();
      if (isStockError(error)) cart.reload();
    }
  }

  const notices = (
    <>
      {cart.status === 'failed' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Harga dan stok terbaru belum dapat dimuat. Harga akhir mengikuti harga saat pesanan dibuat.
        </Alert>
      )}
      {quoteStatus === 'failed' && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void quoteQuery.refetch()}>
              Coba Lagi
            </Button>
          }
        >
          {sentence(orderErrorMessage(quoteQuery.error, 'Rincian biaya belum dapat dihitung'))} Total akhir
          mengikuti perhitungan saat pesanan dibuat.
        </Alert>
      )}
      {refusal && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="checkout-refusal">
          {refusal.message}
          {refusal.code === UNPAID_LIMIT && (
            <>
              {' '}
              <Link component={RouterLink} to={paths.profile({ tab: 'pesanan' })}>
                Lihat pesanan Anda
              </Link>
            </>
          )}
        </Alert>
      )}
    </>
  );

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 }, maxWidth: 1200 }}>
      <Breadcrumbs aria-label="Langkah belanja" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.cart()} underline="hover" color="inherit">
          Keranjang
        </Link>
        <Typography color="text.primary" aria-current="page">
          Checkout
        </Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Checkout
      </Typography>
      {lines.length === 0 ? (
        // nothing to order (a cart of lines at 0, kept from before minus asked): no form that would wait
        // for a quote that is never asked for
        <Alert severity="warning" sx={{ mb: 2 }}>
          Semua produk di keranjang berjumlah 0. Atur jumlahnya di{' '}
          <Link component={RouterLink} to={paths.cart()}>
            keranjang
          </Link>{' '}
          terlebih dahulu.
        </Alert>
      ) : prefill === null ? (
        <PageLoader />
      ) : (
        <CheckoutForm
          initialValues={{
            ...prefill.address,
            notes: keptNote ?? prefill.address.notes,
            paymentMethod: '',
          }}
          onNoteChange={keepNote}
          prefillSource={prefill.source}
          items={lines}
          problems={problems}
          provinces={provinces}
          onRetryProvinces={() => void rates.refetch()}
          onProvinceChange={setProvince}
          quote={quote}
          quoteStatus={quoteStatus}
          paymentDeadlineSeconds={settings?.paymentDeadlineSeconds}
          paymentMethods={offeredPaymentMethods()}
          onFitToStock={fitToStock}
          canOrder={canOrder}
          notice={notices}
          onSubmit={submit}
        />
      )}
    </Box>
  );
}
