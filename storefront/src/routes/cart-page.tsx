import {
  useNavigate,
  formatIdr,
  Alert,
  Box,
  Button,
  Card,
  PageLoader,
  Stack,
  Typography,
  usePageTitle,
} from '@koperasi/shared-ui';
import {
  LOGIN_PATH,
  requestSignIn,
  selectCartItems,
  selectCartSyncing,
  selectCartTotal,
  selectUser,
  setQuantity,
  useAppDispatch,
  useAppSelector,
} from '@koperasi/shared-services';
import { CartLine } from '../features/cart/cart-line';
import { CHECKOUT_PATH, EmptyCart } from '../features/cart/empty-cart';
import { useCartRefresh } from '../hooks/use-cart-refresh';

export default function CartPage() {
  usePageTitle('Keranjang');
  const items = useAppSelector(selectCartItems);
  const total = useAppSelector(selectCartTotal);
  const user = useAppSelector(selectUser);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const refresh = useCartRefresh(items);
  const syncing = useAppSelector(selectCartSyncing);

  // just signed in: the account's cart is on its way
  if (items.length === 0 && syncing) return <PageLoader />;
  if (items.length === 0) {
    return <EmptyCart />;
  }

  const products = refresh.status === 'ready' ? refresh.products : undefined;
  const problems = products
    ? items.filter(
        (item) => !products[item.productId] || item.quantity > (products[item.productId]?.stock ?? 0),
      )
    : [];
  const overStock = products
    ? items.filter((item) => {
        const stock = products[item.productId]?.stock;
        return stock !== undefined && item.quantity > stock;
      })
    : [];
  const units = items.reduce((sum, item) => sum + item.quantity, 0);
  const canCheckout = units > 0 && problems.length === 0 && refresh.status !== 'loading';

  /** the lines above their stock, brought down to it (a line with none left goes to 0) */
  function fitToStock() {
    for (const item of overStock) {
      dispatch(setQuantity({ productId: item.productId, quantity: products?.[item.productId]?.stock ?? 0 }));
    }
  }

  function checkout() {
    if (!user) {
      void navigate(LOGIN_PATH, { state: requestSignIn(CHECKOUT_PATH) });
      return;
    }
    void navigate(CHECKOUT_PATH);
  }

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.5rem', md: '2rem' } }}>
        Keranjang Belanja
      </Typography>
      {refresh.status === 'failed' && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Harga dan stok terbaru belum dapat dimuat.
        </Alert>
      )}
      {problems.length > 0 && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            overStock.length > 0 && (
              <Button color="inherit" size="small" onClick={fitToStock}>
                Sesuaikan
              </Button>
            )
          }
        >
          Sesuaikan jumlah atau hapus produk yang stoknya tidak mencukupi sebelum melanjutkan.
        </Alert>
      )}
      <Stack spacing={1.5} component="ul" aria-label="Isi keranjang" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <CartLine
            key={item.productId}
            item={item}
            stock={products ? (products[item.productId]?.stock ?? 0) : undefined}
            unavailable={!!products && !products[item.productId]}
          />
        ))}
      </Stack>
      <Card
        sx={{
          mt: 2,
          p: 2,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 2,
        }}
      >
        <Box>
          <Typography color="text.secondary" variant="body2">
            Total ({units} barang)
          </Typography>
          <Typography variant="h3" component="p" data-testid="cart-total">
            {formatIdr(total)}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={checkout}
          disabled={!canCheckout}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          Lanjut ke Pembayaran
        </Button>
      </Card>
    </Box>
  );
}
