import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import {
  onlinePayment,
  order,
  payment,
  shipment,
} from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { OrderList } from './order-list';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrdersForBackoffice: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const AWAITING = order();
const SHIPPED = order({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000002',
  orderNumber: 'KOP-20261120-000002',
  status: 'dikirim',
  buyerName: 'Rina Wati',
  paymentMethod: 'cod',
  shipping: { ...order().shipping, city: 'Kota Surabaya', province: 'Jawa Timur' },
  payment: payment({ status: 'bayar_di_tempat', uniqueCode: 0, total: 270_000, dueAt: null }),
  shipments: [shipment({ status: 'dikirim' })],
});
const page = (items: services.Order[], total = items.length): services.OrdersPage => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  pageCount: Math.ceil(total / 10),
});
const query = (overrides: Partial<services.BackofficeOrdersQuery> = {}) => ({
  status: undefined,
  paymentStatus: undefined,
  page: 1,
  pageSize: 10,
  ...overrides,
});

function renderList(path = '/admin/orders') {
  return renderWithProviders(null, {
    preloadedState: signedIn(ADMIN),
    path,
    routes: [
      {
        path: '/admin/orders',
        element: <OrderList title="Kelola Pesanan" detailPath={(id) => `/admin/orders/${id}`} />,
      },
    ],
  });
}

const rows = () => screen.getAllByTestId('order-row');

beforeEach(() => {
  api.getOrdersForBackoffice.mockResolvedValue(page([AWAITING, SHIPPED]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderList', () => {
  it('lists every order: number, buyer, each seller with their shipment status, total paid, statuses', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Kelola Pesanan' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith(query());
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pesanan', 'Pembeli', 'Pengiriman', 'Pembayaran', 'Status', 'Aksi']);
    const [first, second] = rows();
    expect(within(first!).getByText('KOP-20261121-000001')).toBeInTheDocument();
    expect(within(first!).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(first!).getByText('Siti Rahayu')).toBeInTheDocument();
    expect(
      within(first!)
        .getAllByTestId('shipment-status')
        .map((chip) => chip.textContent),
    ).toEqual(['Diproses', 'Diproses']);
    // the total with its unique code, in the payment column and on a phone under the number
    expect(text(within(first!).getByTestId('order-amount').textContent)).toBe('Rp 333.123');
    expect(text(within(first!).getByTestId('order-amount-compact').textContent)).toBe('Rp 333.123');
    expect(within(first!).getByTestId('payment-status')).toHaveTextContent('Menunggu Pembayaran');
    expect(within(first!).getByTestId('order-status')).toHaveTextContent('Menunggu Pembayaran');
    expect(within(first!).getByText('Transfer Bank')).toBeInTheDocument();
    expect(within(second!).getByTestId('payment-status')).toHaveTextContent('Bayar di Tempat');
    expect(within(second!).getByTestId('order-status')).toHaveTextContent('Dikirim');
    expect(text(within(second!).getByTestId('order-amount').textContent)).toBe('Rp 270.000');
    expect(within(second!).getByText('Kota Surabaya, Jawa Timur')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Detail pesanan KOP-20261121-000001' })).toHaveAttribute(
      'href',
      `/admin/orders/${AWAITING.id}`,
    );
  });

  it('filters by order status, kept in the address', async () => {
    const { router } = renderList();
    await screen.findByRole('table');
    const tabs = screen.getByRole('tablist', { name: 'Saring menurut status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Semua', 'Menunggu Pembayaran', 'Diproses', 'Dikirim', 'Selesai', 'Dibatalkan']);
    api.getOrdersForBackoffice.mockResolvedValue(page([SHIPPED]));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Dikirim' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith(query({ status: 'dikirim' })),
    );
    expect(router.state.location.search).toBe('?status=dikirim');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(tabs).getByRole('tab', { name: 'Dikirim' })).toHaveAttribute('aria-selected', 'true');
  });

  it('filters by payment status too, both kept in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderList('/admin/orders?status=menunggu_pembayaran');
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Status pembayaran' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Semua status pembayaran',
      'Menunggu Pembayaran',
      'Menunggu Verifikasi',
      'Lunas',
      'Bayar di Tempat',
      'Kedaluwarsa',
      'Dibatalkan',
      'Dikembalikan',
    ]);
    await user.click(screen.getByRole('option', { name: 'Menunggu Verifikasi' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith(
        query({ status: 'menunggu_pembayaran', paymentStatus: 'menunggu_verifikasi' }),
      ),
    );
    expect(new URLSearchParams(router.state.location.search).get('pembayaran')).toBe('menunggu_verifikasi');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('menunggu_pembayaran');
  });

  it('filters by payment method, online among them, kept in the address', async () => {
    const user = userEvent.setup();
    const ONLINE = order({
      id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000003',
      orderNumber: 'KOP-20261121-000003',
      paymentMethod: 'online',
      status: 'diproses',
      payment: onlinePayment({ status: 'dibayar', paymentType: 'qris' }),
    });
    const { router } = renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('combobox', { name: 'Metode pembayaran' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Semua metode pembayaran',
      'Transfer Bank',
      'Bayar Online (QRIS, Virtual Account, e-Wallet)',
      'Bayar di Tempat (COD)',
    ]);
    api.getOrdersForBackoffice.mockResolvedValue(page([ONLINE]));
    await user.click(screen.getByRole('option', { name: /^Bayar Online/ }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith(query({ paymentMethod: 'online' })),
    );
    expect(new URLSearchParams(router.state.location.search).get('metode')).toBe('online');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(rows()[0]!).getByTestId('payment-status')).toHaveTextContent('Lunas');
    expect(
      within(rows()[0]!).getByText('Bayar Online (QRIS, Virtual Account, e-Wallet)'),
    ).toBeInTheDocument();
  });

  it('says when no order was paid that way', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    renderList('/admin/orders?metode=online');
    expect(
      await screen.findByRole('heading', {
        name: 'Tidak ada pesanan lewat Bayar Online (QRIS, Virtual Account, e-Wallet)',
      }),
    ).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith(query({ paymentMethod: 'online' }));
  });

  it('opens on the filters in the address and says when nothing matches', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    renderList('/admin/orders?status=selesai&pembayaran=dibayar');
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada pesanan Selesai dengan pembayaran Lunas' }),
    ).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith(
      query({ status: 'selesai', paymentStatus: 'dibayar' }),
    );
  });

  it('pages through many orders', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([AWAITING, SHIPPED], 23));
    renderList();
    expect(await screen.findByText('1–10 dari 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() => expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith(query({ page: 2 })));
  });

  it('says when the orders cannot be loaded', async () => {
    api.getOrdersForBackoffice.mockRejectedValue(new Error('offline'));
    renderList();
    expect(await screen.findAllByText('Gagal memuat pesanan')).not.toHaveLength(0);
  });
});
