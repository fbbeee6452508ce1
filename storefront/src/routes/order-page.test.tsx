import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { order, payment, shipment } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import OrderPage from './order-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrder: jest.fn(),
  getPaymentProofUrl: jest.fn(),
  uploadPaymentProof: jest.fn(),
  updateShipment: jest.fn(),
  cancelOrder: jest.fn(),
}));
jest.setTimeout(20000);

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
