import { Link as RouterLink, EmptyState, Button } from '@koperasi/shared-ui';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { paths } from '@koperasi/shared-services';

/** Where 'Lanjut ke Pembayaran' leads, and where a visitor returns to after signing in. */
export const CHECKOUT_PATH = paths.checkout();

/** 'Keranjang Kosong': the cart page and the checkout with nothing in the cart. */
export function EmptyCart() {
  return (
    <EmptyState
      headingComponent="h1"
      icon={<ShoppingCartOutlined />}
      title="Keranjang Kosong"
      text="Belum ada produk di keranjang belanja Anda"
      action={
        <Button component={RouterLink} to={paths.products()} variant="contained">
          Mulai Belanja
        </Button>
      }
    />
  );
}
