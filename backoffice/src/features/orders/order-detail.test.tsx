import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import {
  historyEvent,
  onlinePayment,
  order,
  payment,
  secondShipment,
  shipment,
} from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { OrderDetail } from './order-detail';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrder: jest.fn(),
  cancelOrder: jest.fn(),
  getPaymentProofUrl: jest.fn(),
  getPaymentEvents: jest.fn(),
}));
const api = jest.mocked(services);
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

/** Paid, proof accepted, one seller has sent their part, the other not yet. */
const PAID = order({
  status: 'diproses',
  payment: payment({
    status: 'dibayar',
    proofPath: 'buyer-1/6f1d2c1e/1700000000000-bukti.jpg',
    proofUploadedAt: '2026-11-21T04:00:00.000Z',
    paidAt: '2026-11-21T05:00:00.000Z',
    reviewedAt: '2026-11-21T05:00:00.000Z',
  }),
  shipments: [
    shipment({
      status: 'dikirim',
      courier: 'JNE',
      trackingNumber: 'JNE0012345',
      shippedAt: '2026-11-21T07:00:00.000Z',
    }),
    secondShipment(),
  ],
  history: [
    historyEvent(),
    historyEvent({
      id: 2,
      kind: 'payment',
      status: 'dibayar',
      changedBy: ADMIN.id,
      changedByName: 'Admin Koperasi',
      changedByRole: 'admin',
      changedAt: '2026-11-21T05:00:00.000Z',
    }),
  ],
});
const UNPAID = order();

function renderDetail() {
  return renderWithProviders(
    <OrderDetail orderId={UNPAID.id} listPath="/admin/orders" verifyPath="/admin/payments" />,
    { preloadedState: signedIn(ADMIN) },
  );
}

beforeEach(() => {
  api.getOrder.mockResolvedValue(PAID);
  api.getPaymentProofUrl.mockResolvedValue(
    'http://127.0.0.1:54321/storage/v1/object/sign/payment-proofs/x?token=t',
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderDetail', () => {
  it('shows the payment with its proof, every shipment with courier and tracking, the buyer and the history', async () => {
    renderDetail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan KOP-20261121-000001' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Daftar' })).toHaveAttribute('href', '/admin/orders');

    const paymentPanel = screen.getByRole('region', { name: 'Pembayaran' });
    expect(within(paymentPanel).getByTestId('payment-status')).toHaveTextContent('Lunas');
    expect(paymentPanel).toHaveTextContent('Metode: Transfer Bank');
    // once, in the payment panel: the address block does not repeat it
    expect(screen.getAllByText('Transfer Bank')).toHaveLength(1);
    expect(text(within(paymentPanel).getByTestId('order-unique-code').textContent)).toBe('Rp 123');
    expect(text(within(paymentPanel).getByTestId('order-total').textContent)).toBe('Rp 333.123');
    expect(paymentPanel).toHaveTextContent('Dibayar: 21 Nov 2026, 12.00 WIB');
    const proof = await within(paymentPanel).findByRole('link', {
      name: /Bukti transfer pesanan KOP-20261121-000001/,
    });
    expect(proof).toHaveAttribute('href', expect.stringContaining('payment-proofs'));
    expect(proof).toHaveAttribute('target', '_blank');
    expect(api.getPaymentProofUrl).toHaveBeenCalledWith('buyer-1/6f1d2c1e/1700000000000-bukti.jpg');

    const shipments = screen.getByRole('region', { name: 'Pengiriman (2 penjual)' });
    const budi = within(shipments).getByRole('region', { name: 'Penjual: Budi Santoso' });
    expect(within(budi).getByTestId('shipment-status-11')).toHaveTextContent('Dikirim');
    expect(within(budi).getByText('JNE')).toBeInTheDocument();
    expect(within(budi).getByTestId('tracking-number-11')).toHaveTextContent('JNE0012345');
    const siti = within(shipments).getByRole('region', { name: 'Penjual: Siti Rahayu' });
    expect(within(siti).getByTestId('shipment-status-12')).toHaveTextContent('Diproses');
    expect(within(siti).getByText('BBM Fresh Catalyst')).toBeInTheDocument();

    expect(screen.getByRole('region', { name: 'Pembeli dan Pengiriman' })).toHaveTextContent(
      'Kel. Cihapit, Kec. Bandung Wetan',
    );
    const history = screen.getByRole('list', { name: 'Riwayat status' });
    expect(within(history).getByText('Pembayaran: Lunas')).toBeInTheDocument();
    expect(within(history).getByText(/oleh Admin Koperasi \(Admin\)/)).toBeInTheDocument();

    // one shipment has left: the order can no longer be cancelled
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
    expect(screen.getByText(/sudah ada pengiriman yang dikirim/)).toBeInTheDocument();
  });

  it('points to the verification queue while a proof waits, and says when none was uploaded', async () => {
    api.getOrder.mockResolvedValue(
      order({ payment: payment({ status: 'menunggu_verifikasi', proofPath: 'buyer-1/o/1-bukti.pdf' }) }),
    );
    const { unmount } = renderDetail();
    expect(await screen.findByRole('link', { name: 'Verifikasi Pembayaran' })).toHaveAttribute(
      'href',
      '/admin/payments',
    );
    expect(await screen.findByRole('link', { name: /PDF, buka di tab baru/ })).toBeInTheDocument();
    unmount();

    api.getOrder.mockResolvedValue(UNPAID);
    renderDetail();
    expect(await screen.findByText('Pembeli belum mengunggah bukti transfer.')).toBeInTheDocument();
    expect(screen.getByText('Batas pembayaran: 22 Nov 2026, 10.00 WIB')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verifikasi Pembayaran' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Belum diteruskan ke penjual: menunggu pembayaran.')).toHaveLength(2);
  });

  it("shows an online payment with what the gateway reported, newest first, in the admin's words", async () => {
    api.getOrder.mockResolvedValue(
      order({
        paymentMethod: 'online',
        status: 'diproses',
        payment: onlinePayment({
          status: 'dibayar',
          paidAt: '2026-11-21T05:00:00.000Z',
          gatewayTransactionId: 'trx-77',
          gatewayStatus: 'settlement',
          paymentType: 'bank_transfer',
        }),
        history: [
          historyEvent(),
          historyEvent({ id: 2, kind: 'payment', status: 'dibayar', changedBy: null, note: 'qris' }),
        ],
      }),
    );
    const event = {
      gatewayOrderId: 'KOP-20261121-000001',
      statusCode: '200',
      transactionId: 'trx-77',
      fraudStatus: '',
      bank: '',
    };
    api.getPaymentEvents.mockResolvedValue([
      {
        ...event,
        id: 3,
        receivedAt: '2026-11-21T05:00:00.000Z',
        transactionStatus: 'settlement',
        grossAmount: 333_000,
        paymentType: 'bank_transfer',
        bank: 'bca',
        signatureValid: true,
        outcome: 'diterapkan',
      },
      {
        ...event,
        id: 2,
        receivedAt: '2026-11-21T04:30:00.000Z',
        transactionStatus: 'settlement',
        grossAmount: 1_000,
        paymentType: 'qris',
        fraudStatus: 'accept',
        signatureValid: false,
        outcome: 'tanda_tangan_tidak_valid',
      },
      {
        ...event,
        id: 1,
        receivedAt: '2026-11-21T04:00:00.000Z',
        transactionStatus: 'pending',
        statusCode: '201',
        grossAmount: 333_000,
        paymentType: 'bank_transfer',
        bank: 'bca',
        signatureValid: true,
        outcome: 'menunggu',
      },
    ]);
    renderDetail();
    const section = await screen.findByRole('region', { name: 'Riwayat Pembayaran Online' });
    const items = await within(section).findAllByTestId('payment-event');
    expect(api.getPaymentEvents).toHaveBeenCalledWith(UNPAID.id);
    expect(items.map((item) => within(item).getByTestId('payment-event-outcome').textContent)).toEqual([
      'Diterapkan',
      'Ditolak: tanda tangan tidak valid',
      'Menunggu pembayaran',
    ]);
    expect(text(items[0]!.textContent)).toContain('21 Nov 2026, 12.00 WIB');
    expect(text(items[0]!.textContent)).toContain('Berhasil · Rp 333.000 · BCA Virtual Account');
    // the gateway's own words, each named in Indonesian
    expect(within(items[0]!).getByTestId('payment-event-gateway')).toHaveTextContent(
      'Status di layanan pembayaran: settlement · kode 200 · ID transaksi trx-77',
    );
    expect(within(items[1]!).getByTestId('payment-event-gateway')).toHaveTextContent(
      'Status di layanan pembayaran: settlement · kode 200 · ID transaksi trx-77 · Pemeriksaan penipuan: lolos',
    );
    expect(within(items[0]!).getByTestId('payment-event-signature')).toHaveTextContent('Tanda tangan valid');
    expect(within(items[1]!).getByTestId('payment-event-signature')).toHaveTextContent(
      'Tanda tangan tidak valid',
    );
    expect(text(items[2]!.textContent)).toContain('Menunggu pembayaran · Rp 333.000');
    expect(within(items[2]!).getByTestId('payment-event-gateway')).toHaveTextContent(
      'Status di layanan pembayaran: pending · kode 201',
    );
    expect(within(section).queryByText(/fraud|\(settlement/)).not.toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Pembayaran' });
    expect(panel).toHaveTextContent('Metode: Bayar Online (QRIS, Virtual Account, e-Wallet)');
    expect(panel).toHaveTextContent('Jenis pembayaran: Virtual Account');
    expect(panel).toHaveTextContent('ID transaksi trx-77');
    expect(panel).not.toHaveTextContent('bukti transfer');
    expect(within(panel).queryByTestId('order-unique-code')).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Riwayat status' });
    expect(within(history).getByText('Dibayar dengan QRIS')).toBeInTheDocument();
    expect(within(history).getByText(/oleh Sistem/)).toBeInTheDocument();
  });

  it('says when the gateway has sent nothing yet, and reads no gateway events for a bank transfer', async () => {
    api.getOrder.mockResolvedValue(order({ paymentMethod: 'online', payment: onlinePayment() }));
    api.getPaymentEvents.mockResolvedValue([]);
    const { unmount } = renderDetail();
    const section = await screen.findByRole('region', { name: 'Riwayat Pembayaran Online' });
    expect(
      await within(section).findByText('Belum ada notifikasi dari layanan pembayaran.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pembayaran' })).toHaveTextContent(
      'Menunggu pembeli membayar online',
    );
    unmount();

    api.getOrder.mockResolvedValue(UNPAID);
    renderDetail();
    await screen.findByText('Pembeli belum mengunggah bukti transfer.');
    expect(screen.queryByRole('region', { name: 'Riwayat Pembayaran Online' })).not.toBeInTheDocument();
    expect(api.getPaymentEvents).toHaveBeenCalledTimes(1);
  });

  it('cancels an order nothing of which has left, only with a reason', async () => {
    const user = userEvent.setup();
    api.getOrder.mockResolvedValue(UNPAID);
    api.cancelOrder.mockResolvedValue({ id: UNPAID.id, status: 'dibatalkan' } as services.PlacedOrder);
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pesanan' });
    expect(dialog).toHaveTextContent('stok produknya dikembalikan');
    const reason = within(dialog).getByLabelText(/^Alasan pembatalan/);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pesanan' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan wajib diisi'));
    expect(api.cancelOrder).not.toHaveBeenCalled();
    await user.click(reason);
    await user.paste('Pembeli meminta pembatalan lewat telepon');
    api.getOrder.mockResolvedValue(
      order({
        status: 'dibatalkan',
        payment: payment({ status: 'dibatalkan' }),
        shipments: [shipment({ status: 'dibatalkan' }), secondShipment({ status: 'dibatalkan' })],
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pesanan' }));
    await waitFor(() =>
      expect(api.cancelOrder).toHaveBeenCalledWith(UNPAID.id, 'Pembeli meminta pembatalan lewat telepon'),
    );
    expect(await screen.findByText('Pesanan berhasil dibatalkan')).toBeInTheDocument();
    expect(await screen.findByText('Pesanan ini sudah dibatalkan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    api.getOrder.mockResolvedValue(UNPAID);
    api.cancelOrder.mockRejectedValue(
      new OrderError('Error cancelling order', {
        code: 'KP003',
        message: 'Pesanan tidak dapat dibatalkan: ada pengiriman yang sudah dikirim',
      }),
    );
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pesanan' });
    await user.click(within(dialog).getByLabelText(/^Alasan pembatalan/));
    await user.paste('Stok tidak tersedia');
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pesanan' }));
    expect(
      await screen.findByText('Pesanan tidak dapat dibatalkan: ada pengiriman yang sudah dikirim'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ya, Batalkan Pesanan' })).toBeEnabled();
  });

  it('says when the order cannot be found', async () => {
    api.getOrder.mockRejectedValue(
      new OrderError(null, { code: 'KP004', message: 'Order not found' }, 'Pesanan tidak ditemukan'),
    );
    renderDetail();
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeInTheDocument();
  });
});
