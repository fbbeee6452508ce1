import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { order, payment } from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { PaymentQueue } from './payment-queue';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getOrdersForBackoffice: jest.fn(),
  getPaymentProofUrl: jest.fn(),
  reviewPayment: jest.fn(),
}));
const api = jest.mocked(services);
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const verifying = (overrides: Partial<services.OrderPayment> = {}) =>
  payment({
    status: 'menunggu_verifikasi',
    proofPath: 'buyer-1/6f1d2c1e/1700000000000-bukti.jpg',
    proofUploadedAt: '2026-11-21T04:30:00.000Z',
    ...overrides,
  });
const IMAGE_PROOF = order({ payment: verifying() });
const PDF_PROOF = order({
  id: '6f1d2c1e-8a1b-4c1e-9d1f-000000000002',
  orderNumber: 'KOP-20261121-000002',
  buyerName: 'Rina Wati',
  payment: verifying({
    proofPath: 'buyer-2/6f1d2c1e/1700000000001-mutasi.pdf',
    uniqueCode: 457,
    total: 333_457,
    rejectionReason: 'Nominal transfer tidak sesuai',
  }),
});
const page = (items: services.Order[], total = items.length): services.OrdersPage => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  pageCount: Math.ceil(total / 10),
});
const signed = (path: string) =>
  `http://127.0.0.1:54321/storage/v1/object/sign/payment-proofs/${path}?token=t`;

function renderQueue() {
  return renderWithProviders(
    <PaymentQueue title="Verifikasi Pembayaran" detailPath={(id) => `/admin/orders/${id}`} />,
    { preloadedState: signedIn(ADMIN) },
  );
}

const card = (orderNumber: string) => screen.getByRole('article', { name: orderNumber });

beforeEach(() => {
  api.getOrdersForBackoffice.mockResolvedValue(page([IMAGE_PROOF, PDF_PROOF]));
  api.getPaymentProofUrl.mockImplementation((path) => Promise.resolve(signed(path)));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('PaymentQueue', () => {
  it('shows each proof beside the amount expected, with the order and buyer, the oldest proof first', async () => {
    renderQueue();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verifikasi Pembayaran' }),
    ).toBeInTheDocument();
    expect(api.getOrdersForBackoffice).toHaveBeenCalledWith({
      paymentStatus: 'menunggu_verifikasi',
      sort: 'oldestProof',
      page: 1,
      pageSize: 10,
    });
    expect(await screen.findByText('2 pembayaran menunggu verifikasi')).toBeInTheDocument();

    const first = card('KOP-20261121-000001');
    expect(within(first).getByRole('link', { name: 'KOP-20261121-000001' })).toHaveAttribute(
      'href',
      `/admin/orders/${IMAGE_PROOF.id}`,
    );
    expect(first).toHaveTextContent('Dewi Lestari · bukti diunggah 21 Nov 2026, 11.30 WIB');
    expect(text(within(first).getByTestId('expected-amount').textContent)).toBe('Rp 333.123');
    expect(text(within(first).getByTestId('review-unique-code').textContent)).toBe('Rp 123');
    const image = await within(first).findByRole('img', {
      name: 'Bukti transfer pesanan KOP-20261121-000001',
    });
    expect(image).toHaveAttribute('src', signed('buyer-1/6f1d2c1e/1700000000000-bukti.jpg'));

    const second = card('KOP-20261121-000002');
    expect(text(within(second).getByTestId('expected-amount').textContent)).toBe('Rp 333.457');
    const pdf = await within(second).findByRole('link', { name: /PDF, buka di tab baru/ });
    expect(pdf).toHaveAttribute('href', signed('buyer-2/6f1d2c1e/1700000000001-mutasi.pdf'));
    expect(within(second).queryByRole('img')).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Bukti sebelumnya ditolak: Nominal transfer tidak sesuai');
  });

  it('accepts a payment after a confirmation, and the order leaves the queue', async () => {
    const user = userEvent.setup();
    api.reviewPayment.mockResolvedValue(verifying({ status: 'dibayar' }));
    renderQueue();
    await screen.findByText('2 pembayaran menunggu verifikasi');
    await user.click(within(card('KOP-20261121-000001')).getByRole('button', { name: 'Terima Pembayaran' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi' });
    expect(text(dialog.textContent)).toContain(
      'Terima pembayaran pesanan KOP-20261121-000001 sebesar Rp 333.123?',
    );
    expect(api.reviewPayment).not.toHaveBeenCalled();
    api.getOrdersForBackoffice.mockResolvedValue(page([PDF_PROOF]));
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Terima' }));
    await waitFor(() => expect(api.reviewPayment).toHaveBeenCalledWith(IMAGE_PROOF.id, true, undefined));
    expect(await screen.findByText('Pembayaran diterima; pesanan diteruskan ke penjual')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'KOP-20261121-000001' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 pembayaran menunggu verifikasi')).toBeInTheDocument();
  });

  it('rejects only with a reason of 5 to 500 characters', async () => {
    const user = userEvent.setup();
    api.reviewPayment.mockResolvedValue(verifying({ status: 'menunggu_pembayaran' }));
    renderQueue();
    await screen.findByText('2 pembayaran menunggu verifikasi');
    await user.click(within(card('KOP-20261121-000002')).getByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak Bukti Transfer' });
    expect(dialog).toHaveTextContent('dapat mengunggah bukti baru');
    const reason = within(dialog).getByLabelText(/^Alasan penolakan/);
    await user.type(reason, 'Ok');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pembayaran' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan minimal 5 karakter'));
    await user.clear(reason);
    await user.click(reason);
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pembayaran' }));
    await waitFor(() => expect(reason).toHaveAccessibleDescription('Alasan maksimal 500 karakter'));
    expect(api.reviewPayment).not.toHaveBeenCalled();

    await user.clear(reason);
    await user.click(reason);
    await user.paste('Foto bukti transfer buram, nominal tidak terbaca');
    api.getOrdersForBackoffice.mockResolvedValue(page([IMAGE_PROOF]));
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Pembayaran' }));
    await waitFor(() =>
      expect(api.reviewPayment).toHaveBeenCalledWith(
        PDF_PROOF.id,
        false,
        'Foto bukti transfer buram, nominal tidak terbaca',
      ),
    );
    expect(
      await screen.findByText('Pembayaran ditolak; pembeli diminta mengunggah bukti baru'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'KOP-20261121-000002' })).not.toBeInTheDocument(),
    );
  });

  it("shows a refusal in the server's words", async () => {
    const user = userEvent.setup();
    api.reviewPayment.mockRejectedValue(
      new OrderError('Error reviewing payment', {
        code: 'KP003',
        message: 'Pembayaran ini sudah diverifikasi',
      }),
    );
    renderQueue();
    await screen.findByText('2 pembayaran menunggu verifikasi');
    await user.click(within(card('KOP-20261121-000001')).getByRole('button', { name: 'Terima Pembayaran' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Konfirmasi' })).getByRole('button', { name: 'Ya, Terima' }),
    );
    expect(await screen.findByText('Pembayaran ini sudah diverifikasi')).toBeInTheDocument();
  });

  it('says when no payment waits', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([]));
    renderQueue();
    expect(
      await screen.findByRole('heading', { name: 'Tidak ada pembayaran yang menunggu verifikasi' }),
    ).toBeInTheDocument();
  });

  it('says when a proof cannot be loaded', async () => {
    api.getOrdersForBackoffice.mockResolvedValue(page([IMAGE_PROOF]));
    api.getPaymentProofUrl.mockRejectedValue(new Error('Object not found'));
    renderQueue();
    expect(await screen.findByText('Bukti transfer tidak dapat dimuat.')).toBeInTheDocument();
  });
});
