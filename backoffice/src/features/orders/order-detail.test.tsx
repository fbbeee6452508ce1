import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, SELLER, signedIn } from '../../test-utils/fixtures';
import { order } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { OrderDetail } from './order-detail';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrder: jest.fn(),
  setOrderStatus: jest.fn(),
}));
const api = jest.mocked(services);
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
jest.setTimeout(20_000);
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const ORDER = order();

function renderDetail(user: services.User = ADMIN, ownOnly = false) {
  return renderWithProviders(<OrderDetail orderId={ORDER.id} listPath="/admin/orders" ownOnly={ownOnly} />, {
    preloadedState: signedIn(user),
  });
}

const statusGroup = () => screen.getByRole('group', { name: 'Ubah status' });

beforeEach(() => {
  api.getOrder.mockResolvedValue(ORDER);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderDetail', () => {
  it('shows the order, its buyer and address, its lines and the history with who and when', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan KOP-20261121-000001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar' })).toHaveAttribute('href', '/admin/orders');
    const shipping = screen.getByRole('region', { name: 'Pembeli dan Pengiriman' });
    expect(shipping).toHaveTextContent('Pembeli: Dewi Lestari');
    expect(shipping).toHaveTextContent('Kel. Cihapit, Kec. Bandung Wetan');
    expect(shipping).toHaveTextContent('Pembayaran: Transfer Bank');
    const products = screen.getByRole('region', { name: 'Produk' });
    expect(within(products).getByText('Ikan Salmon Segar')).toBeInTheDocument();
    expect(within(products).getByText('Penjual: Siti Rahayu')).toBeInTheDocument();
    expect(rupiah(within(products).getByTestId('order-total').textContent)).toBe('Rp 303.000');
    const history = screen.getByRole('list', { name: 'Riwayat status' });
    expect(within(history).getByText('Menunggu Pembayaran')).toBeInTheDocument();
    expect(
      within(history).getByText(/21 Nov 2026.*10\.00 WIB · oleh Dewi Lestari \(Pembeli\)/),
    ).toBeInTheDocument();
  });

  it('offers exactly the allowed next statuses', async () => {
    renderDetail();
    await screen.findByRole('group', { name: 'Ubah status' });
    expect(
      within(statusGroup())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Tandai Diproses', 'Batalkan Pesanan']);
  });

  it('moves the order on and shows the new status and who changed it', async () => {
    const moved = order({
      status: 'diproses',
      history: [
        ...ORDER.history,
        {
          id: 2,
          status: 'diproses',
          changedBy: ADMIN.id,
          changedByName: 'Admin Koperasi',
          changedByRole: 'admin',
          changedAt: '2026-11-21T04:30:00.000Z',
        },
      ],
    });
    api.setOrderStatus.mockResolvedValue({ id: ORDER.id, status: 'diproses' } as services.PlacedOrder);
    renderDetail();
    const button = await screen.findByRole('button', { name: 'Tandai Diproses' });
    api.getOrder.mockResolvedValue(moved);
    await userEvent.click(button);
    await waitFor(() => expect(api.setOrderStatus).toHaveBeenCalledWith(ORDER.id, 'diproses'));
    expect(await screen.findByText('Status pesanan berhasil diperbarui')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(statusGroup())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Tandai Dikirim', 'Batalkan Pesanan']),
    );
    expect(screen.getByText(/oleh Admin Koperasi \(Admin\)/)).toBeInTheDocument();
  });

  it('asks before cancelling', async () => {
    api.setOrderStatus.mockResolvedValue({ id: ORDER.id, status: 'dibatalkan' } as services.PlacedOrder);
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Apakah Anda yakin ingin membatalkan pesanan ini?');
    expect(api.setOrderStatus).not.toHaveBeenCalled();
    api.getOrder.mockResolvedValue(order({ status: 'dibatalkan' })); // read again after the change
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(api.setOrderStatus).toHaveBeenCalledWith(ORDER.id, 'dibatalkan'));
    expect(
      await screen.findByText(/Pesanan ini sudah dibatalkan; statusnya tidak dapat diubah lagi/),
    ).toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    api.setOrderStatus.mockRejectedValue(
      new OrderError('Error updating order', {
        code: 'KP003',
        message: 'Status pesanan tidak dapat diubah dari dikirim ke diproses',
      }),
    );
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Tandai Diproses' }));
    expect(
      await screen.findByText('Status pesanan tidak dapat diubah dari dikirim ke diproses'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tandai Diproses' })).toBeEnabled();
  });

  it("shows a seller their own lines and tells them the order holds other sellers' products", async () => {
    api.getOrder.mockResolvedValue(order({ lines: [ORDER.lines[0]!] }));
    renderDetail(SELLER, true);
    const products = await screen.findByRole('region', { name: 'Produk Anda' });
    expect(within(products).queryByText('BBM Fresh Catalyst')).not.toBeInTheDocument();
    expect(rupiah(within(products).getByText('Nilai produk Anda').nextSibling?.textContent)).toBe(
      'Rp 255.000',
    );
    expect(within(products).getByText(/juga berisi produk penjual lain/)).toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    api.getOrder.mockRejectedValue(
      new OrderError(null, { code: 'KP004', message: 'Order not found' }, 'Pesanan tidak ditemukan'),
    );
    renderDetail();
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeInTheDocument();
  });
});
