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
import { OrdersTab } from './orders-tab';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMyOrders: jest.fn(),
  cancelOrder: jest.fn(),
}));

const api = services as jest.Mocked<typeof services>;
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const AWAITING = order();
const SHIPPED = order({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000002',
  orderNumber: 'KOP-20261120-000002',
  status: 'dikirim',
  paymentMethod: 'cod',
  payment: payment({
    status: 'bayar_di_tempat',
    subtotal: 255_000,
    shippingCost: 15_000,
    uniqueCode: 0,
    total: 270_000,
    dueAt: null,
  }),
  shipments: [shipment({ status: 'dikirim', courier: 'JNE', trackingNumber: 'JNE-123456789' })],
});

const card = (number: string) => screen.getByRole('article', { name: number });

beforeEach(() => {
  api.getMyOrders.mockResolvedValue([AWAITING, SHIPPED]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrdersTab', () => {
  it('lists the orders with number, status, each seller in short, the payment hint and the total', async () => {
    renderWithProviders(<OrdersTab />);
    const first = await screen.findByRole('article', { name: 'KOP-20261121-000001' });
    expect(within(first).getByTestId('order-status')).toHaveTextContent('Menunggu Pembayaran');
    const sellers = within(first).getByRole('list', { name: 'Pengiriman' });
    const budi = within(sellers).getByRole('listitem', { name: 'Penjual Budi Santoso' });
    // unpaid: no seller has the parcel yet, so no 'Diproses'
    expect(within(budi).queryByTestId('shipment-status-11')).not.toBeInTheDocument();
    expect(budi).toHaveTextContent('Ikan Salmon Segar × 2');
    expect(within(sellers).getByRole('listitem', { name: 'Penjual Siti Rahayu' })).toHaveTextContent(
      'BBM Fresh Catalyst × 1',
    );
    expect(rupiah(within(first).getByTestId('payment-hint').textContent)).toBe(
      'Transfer Rp 333.123 sebelum 22 November 2026 pukul 10.00 WIB, lalu unggah bukti transfer di halaman detail pesanan.',
    );
    expect(within(first).getByText('Transfer Bank · Total')).toBeInTheDocument();
    expect(rupiah(within(first).getByTestId('order-card-total').textContent)).toBe('Rp 333.123');
    expect(
      within(first).getByRole('link', { name: 'Lihat detail pesanan KOP-20261121-000001' }),
    ).toHaveAttribute('href', `/orders/${AWAITING.id}`);

    const second = card('KOP-20261120-000002');
    expect(within(second).getByTestId('order-status')).toHaveTextContent('Dikirim');
    expect(within(second).getByTestId('shipment-status-11')).toHaveTextContent('Dikirim');
    expect(second).toHaveTextContent('JNE · No. Resi JNE-123456789');
    expect(within(second).queryByTestId('payment-hint')).not.toBeInTheDocument();
    expect(within(second).getByText('Bayar di Tempat (COD) · Total')).toBeInTheDocument();
    expect(rupiah(within(second).getByTestId('order-card-total').textContent)).toBe('Rp 270.000');
    // an unpaid transfer can be cancelled; a COD order once a parcel has left cannot
    expect(
      within(first).getByRole('button', { name: 'Batalkan pesanan KOP-20261121-000001' }),
    ).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
  });

  it('tells of a proof under review and of a rejected one, and offers no cancel while the proof is checked', async () => {
    api.getMyOrders.mockResolvedValue([
      order({ payment: payment({ status: 'menunggu_verifikasi' }) }),
      order({
        id: 'order-3',
        orderNumber: 'KOP-20261121-000003',
        payment: payment({ rejectionReason: 'Nominal tidak sesuai' }),
      }),
    ]);
    renderWithProviders(<OrdersTab />);
    const checked = await screen.findByRole('article', { name: 'KOP-20261121-000001' });
    expect(within(checked).getByTestId('payment-hint')).toHaveTextContent(
      'Bukti transfer sedang diverifikasi admin.',
    );
    expect(within(checked).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
    const rejected = card('KOP-20261121-000003');
    expect(within(rejected).getByTestId('payment-hint')).toHaveTextContent(
      /^Bukti transfer ditolak. Transfer Rp/,
    );
    expect(within(rejected).getByRole('button', { name: /Batalkan/ })).toBeInTheDocument();
  });

  it("asks to pay an unpaid online order, links 'Bayar Sekarang' to its payment window, and tells of a refund", async () => {
    const dueAt = new Date(Date.now() + 3_600_000).toISOString();
    api.getMyOrders.mockResolvedValue([
      order({ paymentMethod: 'online', payment: onlinePayment({ dueAt }) }),
      order({
        id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000004',
        orderNumber: 'KOP-20261121-000004',
        paymentMethod: 'online',
        status: 'dibatalkan',
        payment: onlinePayment({ status: 'dikembalikan', refundedAt: '2026-11-22T04:00:00.000Z' }),
        shipments: [shipment({ status: 'dibatalkan' })],
      }),
    ]);
    const { router } = renderWithProviders(<OrdersTab />);
    const unpaid = await screen.findByRole('article', { name: 'KOP-20261121-000001' });
    expect(rupiah(within(unpaid).getByTestId('payment-hint').textContent)).toMatch(
      /^Bayar Rp 333\.000 sebelum .+ dengan QRIS, virtual account atau e-wallet\.$/,
    );
    expect(
      within(unpaid).getByText('Bayar Online (QRIS, Virtual Account, e-Wallet) · Total'),
    ).toBeInTheDocument();
    expect(within(unpaid).getByRole('button', { name: /Batalkan/ })).toBeInTheDocument();
    await userEvent.click(
      within(unpaid).getByRole('link', { name: 'Bayar sekarang pesanan KOP-20261121-000001' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/orders/${AWAITING.id}`));
    expect(router.state.location.state).toEqual({ pay: true });

    // every path shows the tab here
    const refunded = await screen.findByRole('article', { name: 'KOP-20261121-000004' });
    expect(within(refunded).getByTestId('payment-hint')).toHaveTextContent('sudah dikembalikan');
    expect(within(refunded).queryByRole('link', { name: /Bayar sekarang/ })).not.toBeInTheDocument();
    expect(within(refunded).queryByRole('button', { name: /Batalkan/ })).not.toBeInTheDocument();
  });

  it('cancels after asking first, and shows the new status', async () => {
    api.cancelOrder.mockResolvedValue({ id: AWAITING.id, status: 'dibatalkan' } as services.PlacedOrder);
    renderWithProviders(<OrdersTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Batalkan pesanan KOP-20261121-000001' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pesanan KOP-20261121-000001' });
    expect(dialog).toHaveTextContent('Apakah Anda yakin ingin membatalkan pesanan ini?');
    expect(api.cancelOrder).not.toHaveBeenCalled();
    // the orders as the database has them after the cancel, when the list is read again
    api.getMyOrders.mockResolvedValue([{ ...AWAITING, status: 'dibatalkan' }, SHIPPED]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(api.cancelOrder).toHaveBeenCalledWith(AWAITING.id));
    expect(await screen.findByText('Pesanan berhasil dibatalkan')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(card('KOP-20261121-000001')).getByTestId('order-status')).toHaveTextContent('Dibatalkan'),
    );
    expect(
      within(card('KOP-20261121-000001')).queryByRole('button', { name: /Batalkan/ }),
    ).not.toBeInTheDocument();
  });

  it("keeps the order when the buyer says no, and shows a refusal in the server's words", async () => {
    api.cancelOrder.mockRejectedValue(
      new OrderError('Error updating order', {
        code: 'KP003',
        message: 'Pesanan hanya dapat dibatalkan selama menunggu pembayaran',
      }),
    );
    renderWithProviders(<OrdersTab />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Batalkan pesanan KOP-20261121-000001' }),
    );
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tidak' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan pesanan KOP-20261121-000001' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan' }));
    expect(
      await screen.findByText('Pesanan hanya dapat dibatalkan selama menunggu pembayaran'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card('KOP-20261121-000001')).getByTestId('order-status')).toHaveTextContent(
      'Menunggu Pembayaran',
    );
  });

  it('filters by status', async () => {
    renderWithProviders(<OrdersTab />);
    await screen.findByRole('article', { name: 'KOP-20261121-000001' });
    const filters = screen.getByRole('group', { name: 'Saring menurut status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Semua (2)', 'Menunggu Pembayaran (1)', 'Dikirim (1)']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Dikirim (1)' }));
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toHaveLength(1);
    expect(card('KOP-20261120-000002')).toBeInTheDocument();
  });

  it('says when there are no orders yet, and when they cannot be loaded', async () => {
    api.getMyOrders.mockResolvedValueOnce([]);
    const { unmount } = renderWithProviders(<OrdersTab />);
    expect(await screen.findByRole('heading', { name: 'Belum ada pesanan' })).toBeInTheDocument();
    unmount();
    api.getMyOrders.mockRejectedValueOnce(new Error('offline'));
    renderWithProviders(<OrdersTab />);
    expect(await screen.findAllByText('Gagal memuat pesanan')).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Coba Lagi' }));
    expect(await screen.findByRole('article', { name: 'KOP-20261121-000001' })).toBeInTheDocument();
  });
});
