import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, SELLER, signedIn } from '../../test-utils/fixtures';
import { order } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { OrderList } from './order-list';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrdersForBackoffice: jest.fn(),
}));
const api = jest.mocked(services);
jest.setTimeout(20_000);
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const AWAITING = order();
const SHIPPED = order({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000002',
  orderNumber: 'KOP-20261120-000002',
  status: 'dikirim',
  buyerName: 'Rina Wati',
  shipping: { ...order().shipping, city: 'Kota Surabaya' },
});
const page = (items: services.Order[], total = items.length): services.OrdersPage => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  pageCount: Math.ceil(total / 10),
});

function renderList(props: { ownOnly?: boolean; user?: services.User; path?: string } = {}) {
  const { ownOnly = false, user = ADMIN, path = '/admin/orders' } = props;
  return renderWithProviders(null, {
    preloadedState: signedIn(user),
    path,
    routes: [
      {
        path: '/admin/orders',
        element: (
          <OrderList
            title={ownOnly ? 'Pesanan Masuk' : 'Kelola Pesanan'}
            ownOnly={ownOnly}
            detailPath={(id) => `/admin/orders/${id}`}
          />
        ),
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
  it('lists every order for an admin: number, buyer, lines, total, Indonesian status, detail', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Kelola Pesanan' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      status: undefined,
      sellerId: undefined,
      page: 1,
      pageSize: 10,
    });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pesanan', 'Pembeli', 'Produk', 'Total', 'Status', 'Aksi']);
    const [first, second] = rows();
    expect(within(first!).getByText('KOP-20261121-000001')).toBeInTheDocument();
    expect(within(first!).getByText('2 × Ikan Salmon Segar')).toBeInTheDocument();
    expect(within(first!).getByText('1 × BBM Fresh Catalyst')).toBeInTheDocument();
    // the total column, and on a phone under the number
    expect(within(first!).getAllByText('Rp 303.000', { normalizer: (t) => rupiah(t)!.trim() })).toHaveLength(
      2,
    );
    expect(within(first!).getByTestId('order-status-compact')).toHaveTextContent('Menunggu Pembayaran');
    expect(within(first!).getByTestId('order-status')).toHaveTextContent('Menunggu Pembayaran');
    expect(within(second!).getByTestId('order-status')).toHaveTextContent('Dikirim');
    expect(within(second!).getAllByText(/Rina Wati/).length).toBeGreaterThan(0);
    expect(within(second!).getByText('Kota Surabaya')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Detail pesanan KOP-20261121-000001' })).toHaveAttribute(
      'href',
      `/admin/orders/${AWAITING.id}`,
    );
    expect(within(first!).getByRole('link', { name: 'KOP-20261121-000001' })).toHaveAttribute(
      'href',
      `/admin/orders/${AWAITING.id}`,
    );
  });

  it('gives a seller only their orders and their own share of each', async () => {
    const own = order({ lines: [order().lines[0]!] }); // RLS gives the seller their line only
    api.getOrdersForBackoffice.mockResolvedValue(page([own]));
    renderList({ ownOnly: true, user: SELLER });
    expect(await screen.findByRole('heading', { name: 'Pesanan Masuk' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      status: undefined,
      sellerId: SELLER.id,
      page: 1,
      pageSize: 10,
    });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Nilai Anda');
    const [row] = rows();
    expect(within(row!).queryByText('1 × BBM Fresh Catalyst')).not.toBeInTheDocument();
    expect(within(row!).getAllByText('Rp 255.000', { normalizer: (t) => rupiah(t)!.trim() })).toHaveLength(2);
  });

  it('filters by status, kept in the address', async () => {
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
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
        status: 'dikirim',
        sellerId: undefined,
        page: 1,
        pageSize: 10,
      }),
    );
    expect(router.state.location.search).toBe('?status=dikirim');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(tabs).getByRole('tab', { name: 'Dikirim' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on the status in the address and says when nothing matches', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    renderList({ path: '/admin/orders?status=selesai' });
    expect(await screen.findByRole('heading', { name: 'Tidak ada pesanan Selesai' })).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      status: 'selesai',
      sellerId: undefined,
      page: 1,
      pageSize: 10,
    });
  });

  it('pages through many orders', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([AWAITING, SHIPPED], 23));
    renderList();
    expect(await screen.findByText('1–10 dari 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
        status: undefined,
        sellerId: undefined,
        page: 2,
        pageSize: 10,
      }),
    );
  });

  it('says when the orders cannot be loaded', async () => {
    api.getOrdersForBackoffice.mockRejectedValue(new Error('offline'));
    renderList();
    expect(await screen.findAllByText('Gagal memuat pesanan')).not.toHaveLength(0);
  });
});
