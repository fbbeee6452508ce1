import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import CheckoutPage from './checkout-page';
import { productSummary } from '../test-utils/fixtures';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCatalogProductsByIds: jest.fn(),
  getLastShippingAddress: jest.fn(),
  getMyProfile: jest.fn(),
  placeOrder: jest.fn(),
}));
jest.setTimeout(20000);

const api = services as jest.Mocked<typeof services>;
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');

const product = productSummary;
const salmon = product(1, 'Ikan Salmon Segar', 9, 40); // the price went up since it was put in the cart
const catalyst = product(2, 'BBM Fresh Catalyst', 3.2, 3);
const CART: services.CartItem[] = [
  { productId: 1, name: 'Ikan Salmon Segar', price: 8.5, image: 'http://img/1.webp', quantity: 2 },
  { productId: 2, name: 'BBM Fresh Catalyst', price: 3.2, image: 'http://img/2.webp', quantity: 1 },
];
const BUYER: services.User = {
  id: 'u3',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '081200000003',
};
const LAST_ADDRESS: services.ShippingAddress = {
  recipientName: 'Dewi Lestari',
  phone: '081234567890',
  street: 'Jl. Melati No. 21',
  kelurahan: 'Cihapit',
  kecamatan: 'Bandung Wetan',
  city: 'Kota Bandung',
  province: 'Jawa Barat',
  postalCode: '40114',
  notes: '',
};
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

function renderCheckout(items: services.CartItem[] = CART, user: services.User | null = BUYER) {
  return renderWithProviders(null, {
    preloadedState: { cart: { items }, auth: { user, loading: false } },
    routes: [
      { path: '/checkout', element: <CheckoutPage /> },
      { path: '/auth/login', element: <p>Halaman masuk</p> },
      { path: '/orders/:id', element: <p>Halaman pesanan</p> },
    ],
    path: '/checkout',
  });
}

beforeEach(() => {
  api.getCatalogProductsByIds.mockResolvedValue([salmon, catalyst]);
  api.getLastShippingAddress.mockResolvedValue(LAST_ADDRESS);
  api.getMyProfile.mockResolvedValue({
    id: 'u3',
    fullName: 'Dewi Lestari',
    email: BUYER.email,
    phone: '081299998888',
    address: 'Jl. Kenanga 5, Bandung',
    avatarUrl: '',
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('CheckoutPage', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderCheckout(CART, null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.state).toEqual({ from: '/checkout' });
  });

  it('says so when the cart is empty', () => {
    renderCheckout([]);
    expect(screen.getByRole('heading', { name: 'Keranjang Kosong' })).toBeInTheDocument();
  });

  it('prefills the address of the last order and shows the refreshed prices', async () => {
    const { store } = renderCheckout();
    expect(await screen.findByLabelText(/^Kelurahan\/Desa/)).toHaveValue('Cihapit');
    expect(screen.getByText('Diisi dari alamat pesanan terakhir Anda. Ubah bila perlu.')).toBeInTheDocument();
    await waitFor(() => expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 318.000'));
    expect(store.getState().cart.items[0]!.price).toBe(9);
  });

  it('starts a first order from the profile', async () => {
    api.getLastShippingAddress.mockResolvedValue(null);
    renderCheckout();
    expect(await screen.findByLabelText(/^Nomor Telepon/)).toHaveValue('081299998888');
    expect(screen.getByLabelText(/^Alamat \(jalan/)).toHaveValue('Jl. Kenanga 5, Bandung');
    expect(screen.getByLabelText(/^Kelurahan\/Desa/)).toHaveValue('');
  });

  it('places the order, then empties the cart and shows the confirmation', async () => {
    let finish!: (order: services.PlacedOrder) => void;
    api.placeOrder.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { store, router } = renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    await userEvent.click(screen.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalledTimes(1));
    expect(api.placeOrder).toHaveBeenCalledWith(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      LAST_ADDRESS,
      'cod',
    );
    // nothing is emptied before the order exists
    expect(screen.getByRole('button', { name: 'Membuat Pesanan...' })).toBeDisabled();
    expect(store.getState().cart.items).toHaveLength(2);
    finish({ id: 'order-1', orderNumber: 'KOP-20261121-000001' } as services.PlacedOrder);
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-1'));
    expect(router.state.location.state).toEqual({ placed: true });
    expect(store.getState().cart.items).toEqual([]);
    expect(await screen.findByText('Pesanan berhasil dibuat')).toBeInTheDocument();
  });

  it("shows the server's stock message and keeps the cart", async () => {
    api.placeOrder.mockRejectedValue(
      new OrderError('Error creating order', {
        code: 'KP001',
        message: 'Stok tidak mencukupi untuk BBM Fresh Catalyst',
        details: 'Stok tersedia: 0, jumlah dipesan: 1',
      }),
    );
    const { store, router } = renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    await userEvent.click(screen.getByRole('radio', { name: /Transfer Bank/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    api.getCatalogProductsByIds.mockResolvedValue([salmon, { ...catalyst, stock: 0 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(
      await screen.findByText(
        'Stok tidak mencukupi untuk BBM Fresh Catalyst. Stok tersedia: 0, jumlah dipesan: 1.',
      ),
    ).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/checkout');
    // the stock is read again: the short line is named and the button waits for the cart to be fixed
    expect(
      await within(screen.getByRole('listitem', { name: 'BBM Fresh Catalyst' })).findByText('Stok tersisa 0'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  });

  it('shows a general failure without losing anything', async () => {
    api.placeOrder.mockRejectedValue(new Error('network down'));
    const { store } = renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    await userEvent.click(screen.getByRole('radio', { name: /Transfer Bank/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText('Gagal membuat pesanan')).toBeInTheDocument();
    expect(store.getState().cart.items).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled();
  });
});
