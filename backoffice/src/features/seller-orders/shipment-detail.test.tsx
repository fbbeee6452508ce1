import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { historyEvent, order, shipment } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { SELLER, signedIn } from '../../test-utils/fixtures';
import { SellerShipmentDetail } from './shipment-detail';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrder: jest.fn(),
  updateShipment: jest.fn(),
}));
const api = jest.mocked(services);
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim();

/** What the database gives the seller: their own shipment, no payment, no payment events. */
const sellerView = (own: Partial<services.Shipment> = {}, overrides: Partial<services.Order> = {}) =>
  order({
    status: 'diproses',
    payment: null,
    shipments: [shipment(own)],
    history: [
      historyEvent(),
      historyEvent({
        id: 2,
        kind: 'payment',
        status: 'dibayar',
        changedBy: 'admin-1',
        changedByRole: 'admin',
      }),
      historyEvent({
        id: 3,
        kind: 'order',
        status: 'diproses',
        changedBy: 'admin-1',
        changedByRole: 'admin',
      }),
    ],
    ...overrides,
  });

function renderDetail() {
  return renderWithProviders(<SellerShipmentDetail orderId={order().id} listPath="/seller/orders" />, {
    preloadedState: signedIn(SELLER),
  });
}

const actions = () => screen.getByRole('group', { name: 'Aksi pengiriman' });

beforeEach(() => {
  api.getOrder.mockResolvedValue(sellerView());
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SellerShipmentDetail', () => {
  it('shows the address and their own lines, never the payment', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan KOP-20261121-000001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar' })).toHaveAttribute('href', '/seller/orders');
    const own = screen.getByRole('region', { name: 'Pengiriman Anda' });
    expect(within(own).getByText('Ikan Salmon Segar')).toBeInTheDocument();
    expect(text(within(own).getByTestId('shipment-subtotal-11').textContent)).toBe('Rp 255.000');
    expect(text(within(own).getByTestId('shipment-shipping-cost-11').textContent)).toBe('Rp 15.000');
    const address = screen.getByRole('region', { name: 'Alamat Pengiriman' });
    expect(address).toHaveTextContent('Dewi Lestari');
    expect(address).toHaveTextContent('081234567890');
    expect(address).toHaveTextContent('Kel. Cihapit, Kec. Bandung Wetan');
    expect(address).toHaveTextContent('Kota Bandung, Jawa Barat 40114');
    expect(screen.queryByText('BBM Fresh Catalyst')).not.toBeInTheDocument();
    expect(screen.queryByText(/Kode unik|Total Pembayaran|Transfer Bank/)).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Riwayat status' });
    expect(within(history).queryByText(/^Pembayaran:/)).not.toBeInTheDocument();
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(actions())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Batalkan Pengiriman', 'Tandai Dikirim']);
  });

  it('asks for the courier and a valid tracking number before marking it sent', async () => {
    const user = userEvent.setup();
    api.updateShipment.mockResolvedValue({} as services.UpdatedShipment);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Tandai Dikirim' }));
    const dialog = screen.getByRole('dialog', { name: 'Tandai Dikirim' });
    expect(dialog).toHaveTextContent('Pembeli menerima email berisi nomor resi');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    const courier = within(dialog).getByLabelText(/^Kurir/);
    const tracking = within(dialog).getByLabelText(/^Nomor resi/);
    await waitFor(() => expect(courier).toHaveAccessibleDescription('Pilih kurir pengiriman'));
    expect(tracking).toHaveAccessibleDescription('Nomor resi wajib diisi');
    expect(
      within(courier)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Pilih kurir', 'JNE', 'J&T Express', 'SiCepat', 'POS Indonesia', 'AnterAja', 'Lainnya']);

    await user.selectOptions(courier, 'Lainnya');
    await user.type(tracking, 'AB#123');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    const other = within(dialog).getByLabelText(/^Nama kurir/);
    await waitFor(() => expect(other).toHaveAccessibleDescription('Nama kurir wajib diisi'));
    expect(tracking).toHaveAccessibleDescription(
      'Nomor resi hanya boleh berisi huruf, angka, dan tanda hubung (-)',
    );
    await user.clear(tracking);
    await user.type(tracking, 'AB12');
    await user.tab();
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription('Nomor resi 5–40 karakter (yang diisi 4 karakter)'),
    );
    expect(api.updateShipment).not.toHaveBeenCalled();

    await user.type(other, 'Lion Parcel');
    await user.clear(tracking);
    await user.type(tracking, 'LP-00123456');
    api.getOrder.mockResolvedValue(
      sellerView({
        status: 'dikirim',
        courier: 'Lion Parcel',
        trackingNumber: 'LP-00123456',
        shippedAt: '2026-11-21T06:00:00.000Z',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    await waitFor(() =>
      expect(api.updateShipment).toHaveBeenCalledWith(11, {
        status: 'dikirim',
        courier: 'Lion Parcel',
        trackingNumber: 'LP-00123456',
      }),
    );
    expect(await screen.findByText('Pengiriman ditandai dikirim')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Aksi pengiriman' })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId('tracking-number-11')).toHaveTextContent('LP-00123456');
    expect(screen.getByText('Lion Parcel')).toBeInTheDocument();
    // receipt is the buyer's to confirm (or the timer's), never the seller's
    expect(screen.queryByRole('button', { name: /Selesai|Diterima/ })).not.toBeInTheDocument();
  });

  it("sends one of the listed couriers by its name, the number checked by that courier's format", async () => {
    const user = userEvent.setup();
    api.updateShipment.mockResolvedValue({} as services.UpdatedShipment);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Tandai Dikirim' }));
    const dialog = screen.getByRole('dialog', { name: 'Tandai Dikirim' });
    const tracking = within(dialog).getByLabelText(/^Nomor resi/);
    await user.selectOptions(within(dialog).getByLabelText(/^Kurir/), 'J&T Express');
    expect(tracking).toHaveAccessibleDescription(
      'Resi J&T Express: 10–15 huruf atau angka. Spasi dan tanda hubung diabaikan.',
    );
    // a pasted number too long is kept whole and named too long, never cut to fit
    await user.click(tracking);
    await user.paste('JP'.padEnd(45, '7'));
    expect(tracking).toHaveValue('JP'.padEnd(45, '7'));
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    await waitFor(() =>
      expect(tracking).toHaveAccessibleDescription(
        'Nomor resi J&T Express terdiri dari 10–15 huruf atau angka (yang diisi 45 karakter)',
      ),
    );
    expect(api.updateShipment).not.toHaveBeenCalled();
    // spaces are taken out, not refused
    await user.clear(tracking);
    await user.type(tracking, ' jnt 1234 5678 ');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    await waitFor(() =>
      expect(api.updateShipment).toHaveBeenCalledWith(11, {
        status: 'dikirim',
        courier: 'J&T Express',
        trackingNumber: 'JNT12345678',
      }),
    );
  });

  it('cancels only with a reason, saying the stock goes back', async () => {
    const user = userEvent.setup();
    api.updateShipment.mockResolvedValue({} as services.UpdatedShipment);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pengiriman' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pengiriman' });
    expect(dialog).toHaveTextContent('stok produknya dikembalikan');
    const reason = within(dialog).getByLabelText(/^Alasan pembatalan/);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pengiriman' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan wajib diisi'));
    await user.type(reason, 'Stok');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pengiriman' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan minimal 5 karakter'));
    expect(api.updateShipment).not.toHaveBeenCalled();
    await user.click(reason);
    await user.paste(' habis terjual di pasar');
    api.getOrder.mockResolvedValue(
      sellerView({
        status: 'dibatalkan',
        cancelledAt: '2026-11-21T06:00:00.000Z',
        cancelReason: 'Stok habis terjual di pasar',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pengiriman' }));
    await waitFor(() =>
      expect(api.updateShipment).toHaveBeenCalledWith(11, {
        status: 'dibatalkan',
        reason: 'Stok habis terjual di pasar',
      }),
    );
    expect(await screen.findByText('Pengiriman berhasil dibatalkan')).toBeInTheDocument();
    expect(await screen.findByText('Alasan pembatalan: Stok habis terjual di pasar')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Aksi pengiriman' })).not.toBeInTheDocument();
  });

  it("keeps the dialog open and shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    api.updateShipment.mockRejectedValue(
      new OrderError('Error updating shipment', {
        code: 'KP003',
        message: 'Pengiriman ini sudah tidak dapat diubah',
      }),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Tandai Dikirim' }));
    const dialog = screen.getByRole('dialog', { name: 'Tandai Dikirim' });
    await user.selectOptions(within(dialog).getByLabelText(/^Kurir/), 'JNE');
    await user.type(within(dialog).getByLabelText(/^Nomor resi/), 'JNE0012345');
    await user.click(within(dialog).getByRole('button', { name: 'Tandai Dikirim' }));
    expect(await screen.findByText('Pengiriman ini sudah tidak dapat diubah')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Nomor resi/)).toHaveValue('JNE0012345');
    expect(within(dialog).getByRole('button', { name: 'Tandai Dikirim' })).toBeEnabled();
  });

  it('offers nothing once the shipment has left, and tells a cash-on-delivery seller who collects', async () => {
    api.getOrder.mockResolvedValue(
      sellerView(
        {
          status: 'dikirim',
          courier: 'JNE',
          trackingNumber: 'JNE0012345',
          shippedAt: '2026-11-21T06:00:00.000Z',
        },
        { paymentMethod: 'cod', status: 'dikirim' },
      ),
    );
    renderDetail();
    expect(await screen.findByText(/Paket dalam perjalanan/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Aksi pengiriman' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).not.toContain('Tandai Dikirim');
    expect(screen.getByText(/kurir menagih pembayaran kepada penerima/)).toBeInTheDocument();
  });

  it('says when the order cannot be found', async () => {
    api.getOrder.mockRejectedValue(
      new OrderError(null, { code: 'KP004', message: 'Order not found' }, 'Pesanan tidak ditemukan'),
    );
    renderDetail();
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeInTheDocument();
  });
});
