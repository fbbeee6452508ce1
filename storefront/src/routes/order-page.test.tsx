import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import {
  onlinePayment,
  order,
  payment,
  shipment,
} from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { GATEWAY_POLL_MS } from '../features/orders/use-order';
import { ONLINE_PAYMENT_TEXTS } from '../features/orders/use-online-payment';
import type { SnapCallbacks } from '../features/orders/snap';
import OrderPage from './order-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrder: jest.fn(),
  getPaymentProofUrl: jest.fn(),
  uploadPaymentProof: jest.fn(),
  updateShipment: jest.fn(),
  cancelOrder: jest.fn(),
  startOnlinePayment: jest.fn(),
}));

const api = services as jest.Mocked<typeof services>;
const { OrderError, ORDER_NOT_FOUND_TEXT } = jest.requireActual<typeof services>('@koperasi/shared-services');

const BUYER: services.User = {
  id: 'buyer-1',
  email: 'pembeli@koperasi.test',
  displayName: 'Dewi Lestari',
  role: 'buyer',
  reputation: 12,
  phone: '',
};
const UNPAID = order({
  payment: payment({ dueAt: new Date(Date.now() + 86_400_000).toISOString() }),
});

function renderOrderPage(user: services.User | null = BUYER, state?: unknown) {
  const result = renderWithProviders(null, {
    preloadedState: { auth: { user, loading: false } },
    routes: [
      { path: '/orders/:id', element: <OrderPage /> },
      { path: '/auth/login', element: <p>Halaman masuk</p> },
    ],
    path: `/orders/${UNPAID.id}`,
  });
  if (state) void result.router.navigate(`/orders/${UNPAID.id}`, { state, replace: true });
  return result;
}

beforeEach(() => {
  api.getOrder.mockResolvedValue(UNPAID);
  sharedQueries.siteSettings.mockResolvedValue({
    bankTransferInstructions: 'Transfer ke Bank BRI 0123-01-000123-30-1 a.n. Koperasi Marketplace.',
    phone: '',
    email: '',
  } as services.SiteSettings);
  api.getPaymentProofUrl.mockResolvedValue('http://storage/signed/bukti.png?token=t');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OrderPage', () => {
  it('sends a visitor to sign in first', async () => {
    const { router } = renderOrderPage(null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
  });

  it('confirms a just placed order', async () => {
    renderOrderPage(BUYER, { placed: true });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('transfer-instructions')).toHaveTextContent('Bank BRI');
    expect(api.getOrder).toHaveBeenCalledWith(UNPAID.id);
  });

  it('says so when the order is not the buyer’s', async () => {
    api.getOrder.mockRejectedValue(new OrderError(null, { code: 'KP004', message: ORDER_NOT_FOUND_TEXT }));
    renderOrderPage();
    expect(await screen.findByRole('heading', { level: 1, name: ORDER_NOT_FOUND_TEXT })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' })).toHaveAttribute(
      'href',
      '/profile?tab=pesanan',
    );
  });

  it('after the proof is uploaded, reads the order again and shows it waiting for the admin', async () => {
    api.uploadPaymentProof.mockResolvedValue(payment({ status: 'menunggu_verifikasi' }));
    renderOrderPage();
    await userEvent.upload(
      await screen.findByLabelText('File bukti transfer'),
      new File(['x'], 'bukti.png', { type: 'image/png' }),
    );
    api.getOrder.mockResolvedValue({
      ...UNPAID,
      payment: payment({
        status: 'menunggu_verifikasi',
        proofPath: 'buyer-1/o/1-bukti.png',
        proofUploadedAt: '2026-11-21T05:00:00.000Z',
      }),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Unggah Bukti Transfer' }));
    expect(await screen.findByTestId('proof-waiting')).toHaveTextContent('Menunggu verifikasi admin');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Menunggu Verifikasi');
    expect(await screen.findByRole('link', { name: /Lihat Bukti Transfer/ })).toHaveAttribute(
      'href',
      'http://storage/signed/bukti.png?token=t',
    );
    expect(api.getOrder).toHaveBeenCalledTimes(2);
  });

  it('after "Pesanan Diterima", reads the order again and shows the parcel received', async () => {
    const sent = order({
      status: 'dikirim',
      payment: payment({ status: 'dibayar' }),
      shipments: [shipment({ status: 'dikirim', courier: 'JNE', trackingNumber: 'JNE-123456789' })],
    });
    api.getOrder.mockResolvedValue(sent);
    api.updateShipment.mockResolvedValue({} as services.UpdatedShipment);
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Pesanan Diterima dari Budi Santoso' }));
    api.getOrder.mockResolvedValue({
      ...sent,
      status: 'selesai',
      shipments: [{ ...sent.shipments[0]!, status: 'diterima', receivedAt: '2026-11-23T02:00:00.000Z' }],
    });
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Sudah Diterima' }),
    );
    await waitFor(() => expect(screen.getByTestId('shipment-status-11')).toHaveTextContent('Diterima'));
    expect(screen.getByTestId('order-status')).toHaveTextContent('Selesai');
    expect(screen.queryByRole('button', { name: /Pesanan Diterima/ })).not.toBeInTheDocument();
  });

  it('after cancelling, reads the order again and offers no cancel any more', async () => {
    api.cancelOrder.mockResolvedValue({ id: UNPAID.id, status: 'dibatalkan' } as services.PlacedOrder);
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Batalkan Pesanan' }));
    api.getOrder.mockResolvedValue({
      ...UNPAID,
      status: 'dibatalkan',
      payment: payment({ status: 'dibatalkan' }),
      shipments: UNPAID.shipments.map((s) => ({ ...s, status: 'dibatalkan' as const })),
    });
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(screen.getByTestId('order-status')).toHaveTextContent('Dibatalkan'));
    expect(screen.getByText('Pesanan dibatalkan sebelum dibayar.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument(),
    );
  });
});

describe('OrderPage, online payment', () => {
  const MIDTRANS = {
    snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js',
    clientKey: 'SB-Mid-client-x',
  };
  const unpaidOnline = () =>
    order({
      paymentMethod: 'online',
      payment: onlinePayment({ dueAt: new Date(Date.now() + 3_600_000).toISOString() }),
    });
  const paidOnline = () =>
    order({
      paymentMethod: 'online',
      status: 'diproses',
      payment: onlinePayment({
        status: 'dibayar',
        paidAt: '2026-11-21T04:00:00.000Z',
        paymentType: 'qris',
        gatewayStatus: 'settlement',
      }),
      shipments: [shipment()],
    });
  let pay: jest.Mock<void, [string, SnapCallbacks?]>;
  const callbacks = (call = 0) => pay.mock.calls[call]![1]!;

  beforeEach(() => {
    services.configureMidtrans(MIDTRANS);
    pay = jest.fn();
    window.snap = { pay };
    api.startOnlinePayment.mockResolvedValue({ token: 'snap-token-1', redirectUrl: 'http://gateway/pay' });
  });
  afterEach(() => {
    services.configureMidtrans(null);
    delete window.snap;
    jest.useRealTimers();
  });

  it('opens the payment window right after checkout, and not again on a reload', async () => {
    api.getOrder.mockResolvedValue(unpaidOnline());
    const { router } = renderOrderPage(BUYER, { placed: true, pay: true });
    await waitFor(() => expect(pay).toHaveBeenCalledWith('snap-token-1', expect.any(Object)));
    expect(api.startOnlinePayment).toHaveBeenCalledWith(UNPAID.id);
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toEqual({ placed: true }));
    expect(pay).toHaveBeenCalledTimes(1);
  });

  it("shows the amount and the deadline, and 'Bayar Sekarang' reopens the same transaction", async () => {
    api.getOrder.mockResolvedValue(unpaidOnline());
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(screen.getByTestId('online-amount')).toHaveTextContent(/333\.000/);
    expect(screen.getByTestId('payment-deadline')).toHaveTextContent(/sisa 59 menit|sisa 1 jam/);
    expect(screen.queryByTestId('transfer-amount')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('File bukti transfer')).not.toBeInTheDocument();
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Membuka Pembayaran...' })).toBeDisabled();

    act(() => callbacks().onClose!());
    expect(await screen.findByText(ONLINE_PAYMENT_TEXTS.closed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bayar Sekarang' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(2));
    expect(pay.mock.calls[1]![0]).toBe('snap-token-1');
    // the buyer may still cancel an unpaid online order
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
  });

  it('reads the order again when the window reports a payment', async () => {
    api.getOrder.mockResolvedValue(unpaidOnline());
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    await waitFor(() => expect(pay).toHaveBeenCalledTimes(1));
    api.getOrder.mockResolvedValue(paidOnline());
    act(() => callbacks().onSuccess!({ transaction_status: 'settlement' }));
    expect(await screen.findByTestId('payment-paid')).toHaveTextContent('Lunas');
    expect(screen.getByText(ONLINE_PAYMENT_TEXTS.success)).toBeInTheDocument();
  });

  it("says why the payment cannot start, in the server's words", async () => {
    api.getOrder.mockResolvedValue(unpaidOnline());
    api.startOnlinePayment.mockRejectedValue(
      new OrderError('Error starting online payment', {
        code: 'KP003',
        message: 'Pesanan ini tidak menunggu pembayaran online',
      }),
    );
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(await screen.findByText('Pesanan ini tidak menunggu pembayaran online')).toBeInTheDocument();
    expect(pay).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Bayar Sekarang' })).toBeEnabled();
  });

  it('says so when this environment has no online payment', async () => {
    services.configureMidtrans(null);
    api.getOrder.mockResolvedValue(unpaidOnline());
    renderOrderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Bayar Sekarang' }));
    expect(await screen.findByText(ONLINE_PAYMENT_TEXTS.unavailable)).toBeInTheDocument();
    expect(api.startOnlinePayment).not.toHaveBeenCalled();
  });

  it("polls while the gateway has not reported, shows 'Lunas' and how it was paid without a reload, then stops", async () => {
    jest.useFakeTimers();
    api.getOrder.mockResolvedValue(unpaidOnline());
    renderOrderPage();
    await screen.findByRole('button', { name: 'Bayar Sekarang' });
    expect(api.getOrder).toHaveBeenCalledTimes(1);
    await act(() => jest.advanceTimersByTimeAsync(GATEWAY_POLL_MS));
    expect(api.getOrder).toHaveBeenCalledTimes(2);

    api.getOrder.mockResolvedValue(paidOnline());
    await act(() => jest.advanceTimersByTimeAsync(GATEWAY_POLL_MS));
    expect(await screen.findByTestId('payment-paid')).toHaveTextContent('Lunas');
    expect(screen.getByTestId('payment-type')).toHaveTextContent('QRIS');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Lunas');
    expect(screen.queryByRole('button', { name: 'Bayar Sekarang' })).not.toBeInTheDocument();
    const reads = api.getOrder.mock.calls.length;
    await act(() => jest.advanceTimersByTimeAsync(GATEWAY_POLL_MS * 4));
    expect(api.getOrder).toHaveBeenCalledTimes(reads);
  });

  it('does not poll while the page is hidden', async () => {
    jest.useFakeTimers();
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    try {
      api.getOrder.mockResolvedValue(unpaidOnline());
      renderOrderPage();
      await screen.findByRole('button', { name: 'Bayar Sekarang' });
      await act(() => jest.advanceTimersByTimeAsync(GATEWAY_POLL_MS * 4));
      expect(api.getOrder).toHaveBeenCalledTimes(1);

      visibility = 'visible';
      act(() => void document.dispatchEvent(new Event('visibilitychange')));
      await act(() => jest.advanceTimersByTimeAsync(GATEWAY_POLL_MS));
      expect(api.getOrder).toHaveBeenCalledTimes(2);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  });

  it('shows a refunded payment', async () => {
    api.getOrder.mockResolvedValue(
      order({
        paymentMethod: 'online',
        status: 'dibatalkan',
        payment: onlinePayment({
          status: 'dikembalikan',
          paymentType: 'gopay',
          refundedAt: '2026-11-22T04:00:00.000Z',
        }),
        shipments: [shipment({ status: 'dibatalkan' })],
      }),
    );
    renderOrderPage();
    expect(await screen.findByTestId('payment-refunded')).toHaveTextContent('Dana dikembalikan');
    expect(screen.getByTestId('payment-refunded')).toHaveTextContent('ke GoPay');
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Dikembalikan');
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });
});
