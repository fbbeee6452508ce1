import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import CartPage from './cart-page';
import { productSummary } from '../test-utils/fixtures';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCatalogProductsByIds: jest.fn(),
}));

const mocked = services as jest.Mocked<typeof services>;

const product = productSummary;
const salmon = product(1, 'Ikan Salmon Segar', 8.5, 40);
const catalyst = product(2, 'BBM Fresh Catalyst', 3.2, 3);
const line = (p: services.ProductSummary, quantity: number) => ({
  productId: p.id,
  name: p.name,
  price: p.price,
  image: p.image,
  quantity,
});
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const BUYER: services.User = {
  id: 'u3',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '',
};

function renderCart(items: services.CartItem[], user: services.User | null = null) {
  return renderWithProviders(null, {
    preloadedState: { cart: { items }, auth: { user, loading: false } },
    routes: [
      { path: '/cart', element: <CartPage /> },
      { path: '/auth/login', element: <p>Halaman masuk</p> },
      { path: '/checkout', element: <p>Halaman pembayaran</p> },
    ],
    path: '/cart',
  });
}

beforeEach(() => mocked.getCatalogProductsByIds.mockResolvedValue([salmon, catalyst]));

describe('CartPage', () => {
  it('waits for the account cart right after signing in instead of saying the cart is empty', () => {
    renderWithProviders(<CartPage />, {
      preloadedState: { cart: { items: [], syncing: true }, auth: { user: BUYER, loading: false } },
    });
    expect(screen.queryByRole('heading', { name: 'Keranjang Kosong' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Memuat halaman')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the empty state, titled Keranjang', () => {
    renderCart([]);
    expect(document.title).toBe('Keranjang · Koperasi Marketplace');
    expect(screen.getByRole('heading', { name: 'Keranjang Kosong' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada produk di keranjang belanja Anda')).toBeInTheDocument();
  });

  it('lists each line with image, name, price, quantity and the total', async () => {
    renderCart([line(salmon, 2), line(catalyst, 1)]);
    const salmonLine = screen.getByRole('listitem', { name: 'Ikan Salmon Segar' });
    expect(within(salmonLine).getByRole('img', { name: 'Ikan Salmon Segar' })).toHaveAttribute(
      'src',
      salmon.image,
    );
    expect(within(salmonLine).getByRole('link', { name: 'Ikan Salmon Segar' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(rupiah(within(salmonLine).getByTestId('line-price').textContent)).toBe('Rp 127.500');
    expect(within(salmonLine).getByLabelText('Jumlah Ikan Salmon Segar')).toHaveTextContent('2');
    // 2 x 127.500 + 48.000
    expect(rupiah(screen.getByTestId('cart-total').textContent)).toBe('Rp 303.000');
    await waitFor(() => expect(mocked.getCatalogProductsByIds).toHaveBeenCalled());
  });

  it('changes quantities with minus and plus; minus at 1 asks to remove the line, never leaving a 0', async () => {
    const { store } = renderCart([line(salmon, 1), line(catalyst, 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Tambah Ikan Salmon Segar' }));
    expect(screen.getByLabelText('Jumlah Ikan Salmon Segar')).toHaveTextContent('2');
    expect(rupiah(screen.getByTestId('cart-total').textContent)).toBe('Rp 303.000');
    await userEvent.click(screen.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }));
    expect(screen.getByLabelText('Jumlah Ikan Salmon Segar')).toHaveTextContent('1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // at 1, minus asks; "Batal" keeps the line at 1
    await userEvent.click(screen.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hapus dari Keranjang?' });
    expect(dialog).toHaveTextContent('Ikan Salmon Segar akan dihapus dari keranjang belanja Anda.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Jumlah Ikan Salmon Segar')).toHaveTextContent('1');

    // "Hapus" takes the line out
    await userEvent.click(screen.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Hapus dari Keranjang?' })).getByRole('button', {
        name: 'Hapus',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ikan Salmon Segar' })).not.toBeInTheDocument(),
    );
    expect(store.getState().cart.items).toEqual([line(catalyst, 1)]);
    expect(store.getState().cart.items.some((item) => item.quantity === 0)).toBe(false);
    expect(rupiah(screen.getByTestId('cart-total').textContent)).toBe('Rp 48.000');
  });

  it('removes a line', async () => {
    renderCart([line(salmon, 1), line(catalyst, 1)]);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus BBM Fresh Catalyst' }));
    expect(screen.queryByRole('listitem', { name: 'BBM Fresh Catalyst' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Ikan Salmon Segar' }));
    expect(screen.getByRole('heading', { name: 'Keranjang Kosong' })).toBeInTheDocument();
  });

  it('takes the current price from the database and stops plus at the stock', async () => {
    mocked.getCatalogProductsByIds.mockResolvedValue([{ ...salmon, price: 9 }, catalyst]);
    const { store } = renderCart([line(salmon, 1), line(catalyst, 3)]);
    await waitFor(() => expect(rupiah(screen.getByTestId('cart-total').textContent)).toBe('Rp 279.000'));
    expect(store.getState().cart.items[0]!.price).toBe(9);
    expect(screen.getByRole('button', { name: 'Tambah BBM Fresh Catalyst' })).toBeDisabled();
  });

  it('warns about a line beyond the stock or no longer sold, and holds the checkout', async () => {
    mocked.getCatalogProductsByIds.mockResolvedValue([catalyst]);
    renderCart([line(salmon, 1), line(catalyst, 5)], BUYER);
    expect(await screen.findByText('Produk ini tidak tersedia lagi')).toBeInTheDocument();
    expect(screen.getByText('Stok tersisa 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lanjut ke Pembayaran' })).toBeDisabled();
  });

  it('brings the lines above their stock down to it, and then lets the buyer go on', async () => {
    const { store } = renderCart([line(salmon, 1), line(catalyst, 5)], BUYER);
    expect(await screen.findByText('Stok tersisa 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lanjut ke Pembayaran' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sesuaikan' }));
    expect(store.getState().cart.items).toEqual([line(salmon, 1), line(catalyst, 3)]);
    expect(screen.queryByText('Stok tersisa 3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah BBM Fresh Catalyst' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Lanjut ke Pembayaran' })).toBeEnabled();
  });

  it('sends a visitor to sign in before paying', async () => {
    const { router } = renderCart([line(salmon, 1)]);
    const pay = screen.getByRole('button', { name: 'Lanjut ke Pembayaran' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.state).toEqual({ from: '/checkout' });
    // kept for this tab too, for a sign-in that leaves the site (Google)
    expect(services.peekLoginIntent()).toMatchObject({ returnTo: '/checkout' });
  });

  it('takes a signed-in buyer to checkout', async () => {
    const { router } = renderCart([line(salmon, 1)], BUYER);
    const pay = screen.getByRole('button', { name: 'Lanjut ke Pembayaran' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(router.state.location.pathname).toBe('/checkout');
  });
});
