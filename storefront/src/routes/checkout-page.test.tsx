import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import CheckoutPage from './checkout-page';
import { productSummary } from '../test-utils/fixtures';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCatalogProductsByIds: jest.fn(),
  getLastShippingAddress: jest.fn(),
  getMyProfile: jest.fn(),
  getShippingRates: jest.fn(),
  quoteOrder: jest.fn(),
  placeOrder: jest.fn(),
}));

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
const RATES: services.ShippingRate[] = [
  { province: 'Jawa Barat', cost: 15_000 },
  { province: 'Jawa Timur', cost: 20_000 },
];

/** what quote_order reads as in stock, by product */
let stock: Record<number, number> = {};

/** quote_order as the database answers it: the lines at today's price, per seller, the province's tariff each. */
function quote(items: readonly services.PlaceOrderItem[], province: string | null): services.OrderQuote {
  const fee = province === null ? null : (RATES.find((rate) => rate.province === province)?.cost ?? null);
  const shipments = items.map((item): services.QuoteShipment => {
    const unitPrice = item.productId === 1 ? 135_000 : 48_000;
    return {
      sellerId: `seller-${item.productId}`,
      sellerName: item.productId === 1 ? 'Budi Santoso' : 'Siti Rahayu',
      subtotal: unitPrice * item.quantity,
      shippingCost: fee,
      lines: [
        {
          productId: item.productId,
          productName: item.productId === 1 ? 'Ikan Salmon Segar' : 'BBM Fresh Catalyst',
          unitPrice,
          quantity: item.quantity,
          lineTotal: unitPrice * item.quantity,
          stock: stock[item.productId] ?? 0,
        },
      ],
    };
  });
  const subtotal = shipments.reduce((sum, shipment) => sum + shipment.subtotal, 0);
  const shippingCost = fee === null ? null : fee * shipments.length;
  return { shipments, subtotal, shippingCost, total: shippingCost === null ? null : subtotal + shippingCost };
}

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
  sessionStorage.clear();
  api.getCatalogProductsByIds.mockResolvedValue([salmon, catalyst]);
  api.getShippingRates.mockResolvedValue(RATES);
  sharedQueries.siteSettings.mockResolvedValue({ paymentDeadlineSeconds: 7_200 } as services.SiteSettings);
  stock = { 1: 40, 2: 3 };
  api.quoteOrder.mockImplementation(async (items, province) => quote(items, province));
  api.getLastShippingAddress.mockResolvedValue(LAST_ADDRESS);
  api.getMyProfile.mockResolvedValue({
    id: 'u3',
    fullName: 'Dewi Lestari',
    email: BUYER.email,
    phone: '081299998888',
    shippingAddress: {
      street: 'Jl. Kenanga 5',
      kelurahan: 'Cihapit',
      kecamatan: 'Bandung Wetan',
      city: 'Kota Bandung',
      province: 'Jawa Barat',
      postalCode: '40114',
    },
    address: '',
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

  it('waits while the account cart is merged right after signing in', () => {
    renderWithProviders(<CheckoutPage />, {
      preloadedState: { cart: { items: [], syncing: true }, auth: { user: BUYER, loading: false } },
    });
    expect(screen.queryByRole('heading', { name: 'Keranjang Kosong' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Memuat halaman')).toHaveAttribute('aria-busy', 'true');
  });

  it('says so when the cart is empty', () => {
    renderCheckout([]);
    expect(screen.getByRole('heading', { name: 'Keranjang Kosong' })).toBeInTheDocument();
  });

  it('offers no form that would wait forever when every line is at 0', async () => {
    renderCheckout(CART.map((line) => ({ ...line, quantity: 0 })));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Semua produk di keranjang berjumlah 0. Atur jumlahnya di keranjang terlebih dahulu.',
    );
    expect(screen.getByRole('link', { name: 'keranjang' })).toHaveAttribute('href', '/cart');
    await waitFor(() => expect(api.getCatalogProductsByIds).toHaveBeenCalled());
    expect(screen.queryByText('Menghitung...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat Pesanan' })).not.toBeInTheDocument();
    expect(api.quoteOrder).not.toHaveBeenCalled();
  });

  it('prefills the address of the last order and quotes it: per seller, with the fees to its province', async () => {
    const { store } = renderCheckout();
    expect(await screen.findByLabelText(/^Kelurahan\/Desa/)).toHaveValue('Cihapit');
    expect(screen.getByText('Diisi dari alamat pesanan terakhir Anda. Ubah bila perlu.')).toBeInTheDocument();
    // 2 × 135.000 + 48.000 + two shipments to Jawa Barat at 15.000
    await waitFor(() => expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 348.000'));
    expect(api.quoteOrder).toHaveBeenLastCalledWith(
      [
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ],
      'Jawa Barat',
    );
    const budi = screen.getByRole('region', { name: 'Penjual Budi Santoso' });
    expect(rupiah(budi.textContent)).toContain('2 × Rp 135.000');
    expect(rupiah(budi.textContent)).toContain('Ongkos kirimRp 15.000');
    expect(screen.getByRole('region', { name: 'Penjual Siti Rahayu' })).toBeInTheDocument();
    expect(store.getState().cart.items[0]!.price).toBe(9);
  });

  it('offers only the provinces with a tariff, and quotes again for another one', async () => {
    renderCheckout();
    const province = await screen.findByRole('combobox', { name: /^Provinsi/ });
    await waitFor(() =>
      expect(
        within(province)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Pilih provinsi', 'Jawa Barat', 'Jawa Timur']),
    );
    await waitFor(() => expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 348.000'));
    await userEvent.selectOptions(province, 'Jawa Timur');
    await waitFor(() => expect(rupiah(screen.getByTestId('checkout-total').textContent)).toBe('Rp 358.000'));
    expect(rupiah(screen.getByTestId('checkout-shipping').textContent)).toBe('Rp 40.000');
  });

  it("starts a first order from the profile's address, field by field", async () => {
    api.getLastShippingAddress.mockResolvedValue(null);
    renderCheckout();
    expect(await screen.findByLabelText(/^Nomor Telepon/)).toHaveValue('081299998888');
    expect(screen.getByLabelText(/^Alamat \(jalan/)).toHaveValue('Jl. Kenanga 5');
    expect(screen.getByLabelText(/^Kelurahan\/Desa/)).toHaveValue('Cihapit');
    expect(screen.getByLabelText(/^Kecamatan/)).toHaveValue('Bandung Wetan');
    expect(screen.getByLabelText(/^Kota\/Kabupaten/)).toHaveValue('Kota Bandung');
    expect(screen.getByLabelText(/^Kode Pos/)).toHaveValue('40114');
  });

  it('never pastes an old free-text profile address into the street line', async () => {
    api.getLastShippingAddress.mockResolvedValue(null);
    api.getMyProfile.mockResolvedValue({
      ...(await api.getMyProfile()),
      shippingAddress: { street: '', kelurahan: '', kecamatan: '', city: '', province: '', postalCode: '' },
      address: 'Jl. Kenanga 5, Cihapit, Bandung, Jawa Barat',
    });
    renderCheckout();
    expect(await screen.findByLabelText(/^Nomor Telepon/)).toHaveValue('081299998888');
    expect(screen.getByLabelText(/^Alamat \(jalan/)).toHaveValue('');
  });

  it('does not offer a profile phone that is not a valid number, and refuses one typed', async () => {
    api.getLastShippingAddress.mockResolvedValue(null);
    api.getMyProfile.mockResolvedValue({ ...(await api.getMyProfile()), phone: '12ab' });
    renderCheckout(CART, { ...BUYER, phone: '0812' });
    expect(await screen.findByLabelText(/^Alamat \(jalan/)).toHaveValue('Jl. Kenanga 5');
    const phone = screen.getByLabelText(/^Nomor Telepon/);
    expect(phone).toHaveValue('');
    await userEvent.type(phone, '08abcdefghij');
    await userEvent.tab();
    expect(await screen.findByText('Nomor telepon tidak valid')).toBeInTheDocument();
    await userEvent.clear(phone);
    await userEvent.type(phone, '(022) 555-0123');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByText('Nomor telepon tidak valid')).not.toBeInTheDocument());
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

  it('keeps the note to the seller over a back and forward, and lets it go once the order is placed', async () => {
    const first = renderCheckout();
    const note = await screen.findByLabelText(/^Catatan untuk penjual/);
    await userEvent.type(note, 'Rumah pagar hijau');
    first.unmount();

    api.placeOrder.mockResolvedValue({
      id: 'order-2',
      orderNumber: 'KOP-20261121-000002',
    } as services.PlacedOrder);
    const { router } = renderCheckout();
    expect(await screen.findByLabelText(/^Catatan untuk penjual/)).toHaveValue('Rumah pagar hijau');
    await userEvent.click(screen.getByRole('radio', { name: /Bayar di Tempat \(COD\)/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-2'));
    expect(api.placeOrder).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ notes: 'Rumah pagar hijau' }),
      'cod',
    );
    expect(sessionStorage.length).toBe(0);
  });

  it('offers online payment only where the environment has a payment gateway', async () => {
    const { unmount } = renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    expect(screen.queryByRole('radio', { name: /Bayar Online/ })).not.toBeInTheDocument();
    unmount();

    services.configureMidtrans({
      snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js',
      clientKey: 'k',
    });
    try {
      renderCheckout();
      expect(await screen.findByRole('radio', { name: /Bayar Online/ })).toBeInTheDocument();
    } finally {
      services.configureMidtrans(null);
    }
  });

  it('sends an online order to its page, where the payment window opens', async () => {
    services.configureMidtrans({
      snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js',
      clientKey: 'k',
    });
    try {
      api.placeOrder.mockResolvedValue({
        id: 'order-2',
        orderNumber: 'KOP-20261121-000002',
        paymentMethod: 'online',
      } as services.PlacedOrder);
      const { router } = renderCheckout();
      await userEvent.click(await screen.findByRole('radio', { name: /Bayar Online/ }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
      await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-2'));
      expect(api.placeOrder).toHaveBeenCalledWith(expect.any(Array), LAST_ADDRESS, 'online');
      expect(router.state.location.state).toEqual({ placed: true, pay: true });
    } finally {
      services.configureMidtrans(null);
    }
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

  it('brings a line above its stock down to the stock when asked', async () => {
    api.getCatalogProductsByIds.mockResolvedValue([salmon, { ...catalyst, stock: 1 }]);
    stock[2] = 1;
    const { store } = renderCheckout([CART[0]!, { ...CART[1]!, quantity: 3 }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'BBM Fresh Catalyst' })).getByText('Stok tersisa 1'),
      ).toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled());
    await userEvent.click(screen.getByRole('button', { name: 'Sesuaikan' }));
    expect(store.getState().cart.items[1]!.quantity).toBe(1);
    await waitFor(() => expect(screen.queryByText('Stok tersisa 1')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(api.quoteOrder).toHaveBeenLastCalledWith(
        [
          { productId: 1, quantity: 2 },
          { productId: 2, quantity: 1 },
        ],
        'Jawa Barat',
      ),
    );
  });

  it('takes a sold-out line out of the cart when asked to fit the stock, never leaving it at 0', async () => {
    api.getCatalogProductsByIds.mockResolvedValue([salmon, { ...catalyst, stock: 0 }]);
    stock[2] = 0;
    const { store } = renderCheckout();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled());
    await userEvent.click(await screen.findByRole('button', { name: 'Sesuaikan' }));
    expect(store.getState().cart.items.map((line) => [line.productId, line.quantity])).toEqual([[1, 2]]);
    await waitFor(() =>
      expect(api.quoteOrder).toHaveBeenLastCalledWith([{ productId: 1, quantity: 2 }], 'Jawa Barat'),
    );
  });

  it('names a line beyond the stock the quote read when the cart could not be checked', async () => {
    api.getCatalogProductsByIds.mockRejectedValue(new Error('offline'));
    stock[2] = 0;
    renderCheckout();
    expect(await screen.findByText(/Harga dan stok terbaru belum dapat dimuat/)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'BBM Fresh Catalyst' })).getByText('Stok tersisa 0'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeDisabled();
  });

  it('names the unpaid-orders limit with a way to the unpaid orders', async () => {
    const message = 'Anda masih memiliki 3 pesanan yang belum dibayar. Selesaikan atau batalkan dahulu.';
    api.placeOrder.mockRejectedValue(new OrderError('Error creating order', { code: 'KP005', message }));
    renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    expect(await screen.findByText(/Transfer ke rekening koperasi dalam 2 jam/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Transfer Bank/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    const alert = await screen.findByTestId('checkout-refusal');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Lihat pesanan Anda' })).toHaveAttribute(
      'href',
      '/profile?tab=pesanan',
    );
  });

  it('reads the tariffs again when the province has none any more, and flags it', async () => {
    const message = 'Pengiriman ke provinsi Jawa Barat belum tersedia';
    api.placeOrder.mockRejectedValue(new OrderError('Error creating order', { code: 'KP006', message }));
    renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    await userEvent.click(screen.getByRole('radio', { name: /Bayar di Tempat/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    api.getShippingRates.mockResolvedValue([RATES[1]!]);
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByTestId('checkout-refusal')).toHaveTextContent(message);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Provinsi/ })).toHaveAccessibleDescription(
        'Pengiriman ke provinsi Jawa Barat belum tersedia. Pilih provinsi lain.',
      ),
    );
  });

  it("shows the server's refusal of one's own product in its words", async () => {
    const message = 'Anda tidak dapat membeli produk Anda sendiri';
    api.placeOrder.mockRejectedValue(new OrderError('Error creating order', { code: 'KP007', message }));
    renderCheckout();
    await screen.findByLabelText(/^Kelurahan\/Desa/);
    await userEvent.click(screen.getByRole('radio', { name: /Bayar di Tempat/ }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buat Pesanan' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Buat Pesanan' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
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
