import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { order, shipment } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { SELLER, signedIn } from '../../test-utils/fixtures';
import { SellerShipmentList } from './shipment-list';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrdersForBackoffice: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

/** The seller's view of two orders: their own shipment of each, no payment. */
const WAITING = order({ status: 'diproses', payment: null, shipments: [shipment()] });
const SENT = order({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000002',
  orderNumber: 'KOP-20261120-000002',
  status: 'dikirim',
  payment: null,
  shipping: {
    ...order().shipping,
    recipientName: 'Rina Wati',
    city: 'Kota Surabaya',
    province: 'Jawa Timur',
  },
  shipments: [
    shipment({ id: 21, status: 'dikirim', subtotal: 127_500, courier: 'JNE', trackingNumber: 'JNE01234' }),
  ],
});
const page = (items: services.Order[], total = items.length): services.OrdersPage => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  pageCount: Math.ceil(total / 10),
});

function renderList(path = '/seller/orders') {
  return renderWithProviders(
    <SellerShipmentList title="Pesanan Masuk" detailPath={(id) => `/seller/orders/${id}`} />,
    { preloadedState: signedIn(SELLER), path },
  );
}

const rows = () => screen.getAllByTestId('shipment-row');

beforeEach(() => {
  api.getOrdersForBackoffice.mockResolvedValue(page([WAITING, SENT]));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SellerShipmentList', () => {
  it("lists the seller's shipments: number, date, recipient, their lines and subtotal, shipment status", async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Pesanan Masuk' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({ sellerId: SELLER.id, page: 1, pageSize: 10 });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Pesanan', 'Penerima', 'Produk Anda', 'Subtotal', 'Pengiriman', 'Aksi']);
    const [first, second] = rows();
    expect(within(first!).getByRole('link', { name: 'KOP-20261121-000001' })).toHaveAttribute(
      'href',
      `/seller/orders/${WAITING.id}`,
    );
    expect(within(first!).getByText('21 Nov 2026, 10.00 WIB')).toBeInTheDocument();
    expect(within(first!).getByText('2 × Ikan Salmon Segar')).toBeInTheDocument();
    // the subtotal column, and on a phone under the number
    expect(within(first!).getAllByText('Rp 255.000', { normalizer: text })).toHaveLength(2);
    expect(text(within(first!).getByTestId('shipment-amount-compact').textContent)).toBe('Rp 255.000');
    expect(within(first!).getByTestId('shipment-status')).toHaveTextContent('Diproses');
    expect(within(second!).getByTestId('shipment-status')).toHaveTextContent('Dikirim');
    expect(within(second!).getAllByText(/Rina Wati/).length).toBeGreaterThan(0);
    expect(within(second!).getByText('Kota Surabaya, Jawa Timur')).toBeInTheDocument();
    expect(within(second!).getByRole('link', { name: 'Detail pesanan KOP-20261120-000002' })).toHaveAttribute(
      'href',
      `/seller/orders/${SENT.id}`,
    );
    expect(screen.queryByText(/Rp 333\.123|Pembayaran/)).not.toBeInTheDocument();
  });

  it('filters by the status of their own shipment in tabs, kept in the address', async () => {
    const { router } = renderList();
    await screen.findByRole('table');
    const tabs = screen.getByRole('tablist', { name: 'Saring menurut status pengiriman' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Semua', 'Perlu Dikirim', 'Dikirim', 'Diterima', 'Dibatalkan']);
    expect(within(tabs).getByRole('tab', { name: 'Semua' })).toHaveAttribute('aria-selected', 'true');

    api.getOrdersForBackoffice.mockResolvedValue(page([WAITING]));
    await userEvent.click(within(tabs).getByRole('tab', { name: 'Perlu Dikirim' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
        sellerId: SELLER.id,
        shipmentStatus: 'diproses',
        page: 1,
        pageSize: 10,
      }),
    );
    expect(router.state.location.search).toBe('?status=diproses');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(within(tabs).getByRole('tab', { name: 'Perlu Dikirim' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Semua' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
        sellerId: SELLER.id,
        page: 1,
        pageSize: 10,
      }),
    );
    expect(router.state.location.search).toBe('');
  });

  it('opens on the tab in the address, from the first page, and says when it is empty', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([WAITING, SENT], 23));
    renderList('/seller/orders?status=dikirim');
    expect(await screen.findByText('1–10 dari 23')).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      sellerId: SELLER.id,
      shipmentStatus: 'dikirim',
      page: 1,
      pageSize: 10,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })),
    );
    // another tab starts again at the first page
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    await userEvent.click(screen.getByRole('tab', { name: 'Dibatalkan' }));
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada pesanan yang dibatalkan' }),
    ).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
      sellerId: SELLER.id,
      shipmentStatus: 'dibatalkan',
      page: 1,
      pageSize: 10,
    });
  });

  it('says when nothing has come in yet', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    renderList();
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan masuk' })).toBeInTheDocument();
  });

  it('pages through many shipments', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([WAITING, SENT], 23));
    renderList();
    expect(await screen.findByText('1–10 dari 23')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Halaman berikutnya' }));
    await waitFor(() =>
      expect(api.getOrdersForBackoffice).toHaveBeenLastCalledWith({
        sellerId: SELLER.id,
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
