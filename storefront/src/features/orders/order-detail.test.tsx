import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import {
  historyEvent,
  order,
  payment,
  secondShipment,
  shipment,
} from '@koperasi/shared-ui/src/components/orders/order-fixtures';
import { OrderDetail } from './order-detail';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  cancelOrder: jest.fn(),
  getPaymentProofUrl: jest.fn(),
  updateShipment: jest.fn(),
  uploadPaymentProof: jest.fn(),
}));

const api = services as jest.Mocked<typeof services>;
const { OrderError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const rupiah = (text: string | null | undefined) => text?.replace(/\s/g, ' ');
const SETTINGS = {
  bankTransferInstructions:
    'Transfer ke rekening Bank BRI 0123-01-000123-30-1 a.n. Koperasi Marketplace Indonesia.',
  phone: '+62 21 5550 1234',
  email: 'info@koperasi.test',
} as services.SiteSettings;

/** An unpaid bank transfer whose deadline is a day away from now (the test's real clock). */
const unpaid = (overrides: Partial<services.OrderPayment> = {}) =>
  order({
    payment: payment({ dueAt: new Date(Date.now() + 86_400_000 - 30_000).toISOString(), ...overrides }),
  });

/** Paid, and Budi Santoso's parcel is on its way. */
const SENT = order({
  status: 'dikirim',
  payment: payment({ status: 'dibayar', paidAt: '2026-11-21T04:00:00.000Z' }),
  shipments: [
    shipment({
      status: 'dikirim',
      courier: 'JNE',
      trackingNumber: 'JNE-123456789',
      shippedAt: '2026-11-22T02:00:00.000Z',
    }),
    secondShipment({
      status: 'diterima',
      courier: 'SiCepat',
      trackingNumber: 'SCP0001122',
      receivedAt: '2026-11-23T02:00:00.000Z',
    }),
  ],
  history: [
    historyEvent(),
    historyEvent({
      id: 2,
      kind: 'payment',
      status: 'dibayar',
      changedBy: 'admin-1',
      changedByName: 'Admin',
      changedByRole: 'admin',
    }),
    historyEvent({
      id: 3,
      kind: 'shipment',
      status: 'dikirim',
      shipmentId: 11,
      note: 'JNE JNE-123456789',
      changedBy: 'seller-1',
      changedByName: 'Budi Santoso',
      changedByRole: 'seller',
    }),
  ],
});

const COD = (shipments = [shipment(), secondShipment()]) =>
  order({
    status: 'diproses',
    paymentMethod: 'cod',
    payment: payment({ status: 'bayar_di_tempat', uniqueCode: 0, total: 333_000, dueAt: null }),
    shipments,
  });

function renderDetail(o: services.Order, placed = false) {
  return renderWithProviders(<OrderDetail order={o} settings={SETTINGS} placed={placed} />);
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.useRealTimers());

describe('OrderDetail', () => {
  it('confirms a placed bank transfer: the exact amount with its unique code, where to send it, the shipments per seller', async () => {
    const user = userEvent.setup();
    renderDetail(unpaid(), true);
    expect(screen.getByRole('heading', { level: 1, name: 'Pesanan Berhasil Dibuat' })).toBeInTheDocument();
    expect(screen.getByTestId('order-number')).toHaveTextContent('KOP-20261121-000001');
    expect(screen.getByText('Transfer tepat')).toBeInTheDocument();
    expect(rupiah(screen.getByTestId('transfer-amount').textContent)).toBe('Rp 333.123');
    expect(screen.getByTestId('unique-code')).toHaveTextContent('Sudah termasuk kode unik 123.');
    expect(screen.getByTestId('transfer-instructions')).toHaveTextContent(SETTINGS.bankTransferInstructions);
    expect(screen.getByTestId('transfer-reference')).toHaveTextContent(
      'Berita transfer: KOP-20261121-000001',
    );
    await user.click(screen.getByRole('button', { name: 'Salin jumlah transfer' }));
    expect(await navigator.clipboard.readText()).toBe('333123');
    expect(await screen.findByText('Jumlah transfer disalin')).toBeInTheDocument();

    const pay = screen.getByRole('region', { name: 'Pembayaran' });
    expect(within(pay).getByTestId('payment-status')).toHaveTextContent('Menunggu Pembayaran');
    expect(rupiah(within(pay).getByTestId('order-shipping-cost').textContent)).toBe('Rp 30.000');
    expect(rupiah(within(pay).getByTestId('order-unique-code').textContent)).toBe('Rp 123');
    expect(rupiah(within(pay).getByTestId('order-total').textContent)).toBe('Rp 333.123');

    const shipments = screen.getByRole('region', { name: 'Pengiriman' });
    expect(
      within(shipments).getByText(/diteruskan ke setiap penjual setelah pembayaran/),
    ).toBeInTheDocument();
    const budi = within(shipments).getByRole('region', { name: 'Penjual: Budi Santoso' });
    expect(within(budi).getByRole('link', { name: 'Ikan Salmon Segar' })).toHaveAttribute(
      'href',
      '/products/1',
    );
    expect(rupiah(within(budi).getByTestId('shipment-subtotal-11').textContent)).toBe('Rp 255.000');
    expect(rupiah(within(budi).getByTestId('shipment-shipping-cost-11').textContent)).toBe('Rp 15.000');
    expect(within(shipments).getByRole('region', { name: 'Penjual: Siti Rahayu' })).toBeInTheDocument();
    // no seller has the parcels before the payment: no 'Diproses' that says otherwise
    expect(within(shipments).queryByTestId('shipment-status-11')).not.toBeInTheDocument();

    const address = screen.getByRole('region', { name: 'Alamat Pengiriman' });
    expect(address).toHaveTextContent('Kel. Cihapit, Kec. Bandung Wetan');
    expect(address).toHaveTextContent('Kota Bandung, Jawa Barat 40114');
    expect(
      within(screen.getByRole('list', { name: 'Riwayat status' })).getByText('Menunggu Pembayaran'),
    ).toBeInTheDocument();
    expect(screen.getByText(/oleh Dewi Lestari \(Pembeli\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
  });

  it('counts down to the payment deadline, and stops taking proofs once it passed', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T03:00:30.000Z') });
    renderDetail(order());
    const deadline = screen.getByTestId('payment-deadline');
    expect(deadline).toHaveTextContent('Bayar sebelum 22 November 2026 pukul 10.00 WIB');
    expect(within(deadline).getByRole('timer')).toHaveTextContent('sisa 23 jam 59 menit');
    act(() => jest.advanceTimersByTime(60_000));
    expect(within(deadline).getByRole('timer')).toHaveTextContent('sisa 23 jam 58 menit');
    expect(screen.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(86_400_000));
    expect(within(deadline).getByRole('timer')).toHaveTextContent('Batas waktu pembayaran sudah lewat');
    expect(screen.queryByRole('button', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument();
    expect(screen.getByText(/Pesanan akan dibatalkan otomatis/)).toBeInTheDocument();
  });

  it('uploads a proof of transfer: choose, see its name, then send', async () => {
    api.uploadPaymentProof.mockResolvedValue(payment({ status: 'menunggu_verifikasi' }));
    const o = unpaid();
    renderDetail(o);
    const send = screen.getByRole('button', { name: 'Unggah Bukti Transfer' });
    expect(send).toBeDisabled();
    const file = new File(['x'.repeat(1_200_000)], 'bukti-bri.jpg', { type: 'image/jpeg' });
    await userEvent.upload(screen.getByLabelText('File bukti transfer'), file);
    expect(screen.getByTestId('proof-file')).toHaveTextContent('File dipilih: bukti-bri.jpg (1,2 MB)');
    expect(screen.getByRole('button', { name: 'Ganti File' })).toBeInTheDocument();
    expect(api.uploadPaymentProof).not.toHaveBeenCalled();
    await userEvent.click(send);
    await waitFor(() => expect(api.uploadPaymentProof).toHaveBeenCalledWith(o.id, file));
    expect(
      await screen.findByText('Bukti transfer berhasil diunggah. Menunggu verifikasi admin.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('proof-file')).not.toBeInTheDocument());
  });

  it('refuses a proof that is too large or not an image or PDF, before sending anything', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDetail(unpaid());
    const input = screen.getByLabelText('File bukti transfer');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await user.upload(input, new File(['x'], 'catatan.txt', { type: 'text/plain' }));
    expect(within(screen.getByTestId('proof-file')).getByRole('alert')).toHaveTextContent(
      'Bukti transfer harus berupa file PNG, JPG, WEBP, atau PDF',
    );
    expect(screen.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeDisabled();
    const large = new File(['x'], 'bukti.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 6_000_000 });
    await user.upload(input, large);
    expect(within(screen.getByTestId('proof-file')).getByRole('alert')).toHaveTextContent(
      'Ukuran bukti transfer maksimal 5 MB',
    );
    expect(screen.getByRole('button', { name: 'Unggah Bukti Transfer' })).toBeDisabled();
    expect(api.uploadPaymentProof).not.toHaveBeenCalled();
  });

  it("shows a refused upload in the server's words", async () => {
    api.uploadPaymentProof.mockRejectedValue(
      new OrderError('Error submitting payment proof', {
        code: 'KP008',
        message: 'Batas waktu pembayaran sudah lewat',
      }),
    );
    renderDetail(unpaid());
    await userEvent.upload(
      screen.getByLabelText('File bukti transfer'),
      new File(['x'], 'bukti.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Unggah Bukti Transfer' }));
    expect(await screen.findByText('Batas waktu pembayaran sudah lewat')).toBeInTheDocument();
    expect(screen.getByTestId('proof-file')).toHaveTextContent('bukti.png');
  });

  it('says the proof awaits the admin, links to it, and no longer offers to cancel', async () => {
    api.getPaymentProofUrl.mockResolvedValue('http://storage/signed/bukti.jpg?token=t');
    renderDetail(
      order({
        payment: payment({
          status: 'menunggu_verifikasi',
          proofPath: 'buyer-1/order-1/1-bukti.jpg',
          proofUploadedAt: '2026-11-21T05:00:00.000Z',
        }),
      }),
    );
    const waiting = screen.getByTestId('proof-waiting');
    expect(waiting).toHaveTextContent('Menunggu verifikasi admin');
    expect(waiting).toHaveTextContent('Bukti transfer diunggah 21 November 2026 pukul 12.00 WIB');
    expect(await within(waiting).findByRole('link', { name: /Lihat Bukti Transfer/ })).toHaveAttribute(
      'href',
      'http://storage/signed/bukti.jpg?token=t',
    );
    expect(api.getPaymentProofUrl).toHaveBeenCalledWith('buyer-1/order-1/1-bukti.jpg');
    expect(screen.queryByRole('button', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-deadline')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });

  it("shows the admin's reason for a rejected proof and takes a new one", () => {
    renderDetail(unpaid({ rejectionReason: 'Nominal transfer tidak sesuai' }));
    const rejected = screen.getByTestId('proof-rejected');
    expect(rejected).toHaveTextContent('Bukti transfer ditolak');
    expect(rejected).toHaveTextContent('Alasan: Nominal transfer tidak sesuai');
    expect(screen.getByRole('button', { name: 'Pilih File' })).toBeInTheDocument();
  });

  it('shows a paid order as Lunas, each shipment with courier and tracking number, and the history', async () => {
    const user = userEvent.setup();
    // opened again with the navigation state of the checkout (a reload): no 'Pesanan Berhasil Dibuat' now
    renderDetail(SENT, true);
    expect(screen.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-paid')).toHaveTextContent('Lunas');
    expect(screen.queryByTestId('transfer-amount')).not.toBeInTheDocument();
    const budi = screen.getByRole('region', { name: 'Penjual: Budi Santoso' });
    expect(within(budi).getByTestId('shipment-status-11')).toHaveTextContent('Dikirim');
    expect(budi).toHaveTextContent('JNE');
    expect(within(budi).getByTestId('tracking-number-11')).toHaveTextContent('JNE-123456789');
    await user.click(within(budi).getByRole('button', { name: 'Salin nomor resi JNE-123456789' }));
    expect(await navigator.clipboard.readText()).toBe('JNE-123456789');
    const siti = screen.getByRole('region', { name: 'Penjual: Siti Rahayu' });
    expect(within(siti).getByTestId('shipment-status-12')).toHaveTextContent('Diterima');
    expect(within(siti).queryByRole('button', { name: /Pesanan Diterima/ })).not.toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Riwayat status' });
    expect(within(history).getByText('Pembayaran: Lunas')).toBeInTheDocument();
    expect(within(history).getByText('Pengiriman dari Budi Santoso: Dikirim')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });

  it('confirms receipt of a sent parcel only after asking, then says so', async () => {
    api.updateShipment.mockResolvedValue({} as services.UpdatedShipment);
    renderDetail(SENT);
    await userEvent.click(screen.getByRole('button', { name: 'Pesanan Diterima dari Budi Santoso' }));
    const dialog = screen.getByRole('dialog', { name: 'Pesanan Diterima?' });
    expect(dialog).toHaveTextContent('Pastikan paket dari Budi Santoso sudah Anda terima');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Belum' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updateShipment).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Pesanan Diterima dari Budi Santoso' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Sudah Diterima' }),
    );
    await waitFor(() => expect(api.updateShipment).toHaveBeenCalledWith(11, { status: 'diterima' }));
    expect(await screen.findByText('Terima kasih! Pesanan dikonfirmasi sudah diterima.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows a refused receipt in the server's words", async () => {
    api.updateShipment.mockRejectedValue(
      new OrderError('Error updating shipment', { code: 'KP003', message: 'Pengiriman ini belum dikirim' }),
    );
    renderDetail(SENT);
    await userEvent.click(screen.getByRole('button', { name: 'Pesanan Diterima dari Budi Santoso' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Ya, Sudah Diterima' }),
    );
    expect(await screen.findByText('Pengiriman ini belum dikirim')).toBeInTheDocument();
  });

  it('tells a COD buyer the cash to have ready, and lets them cancel until a parcel leaves', () => {
    const { unmount } = renderDetail(COD(), true);
    expect(screen.queryByTestId('transfer-amount')).not.toBeInTheDocument();
    expect(screen.getByText('Bayar di tempat')).toBeInTheDocument();
    expect(rupiah(screen.getByText(/Siapkan uang tunai/).textContent)).toContain('Rp 333.000');
    expect(screen.queryByTestId('order-unique-code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batalkan Pesanan' })).toBeInTheDocument();
    unmount();
    renderDetail(
      COD([shipment({ status: 'dikirim', courier: 'JNE', trackingNumber: 'JNE-1234' }), secondShipment()]),
    );
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
  });

  it('cancels after asking, with the reason the buyer gave', async () => {
    api.cancelOrder.mockResolvedValue({ id: order().id, status: 'dibatalkan' } as services.PlacedOrder);
    const o = unpaid();
    renderDetail(o);
    await userEvent.click(screen.getByRole('button', { name: 'Batalkan Pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan Pesanan KOP-20261121-000001' });
    expect(dialog).toHaveTextContent('Apakah Anda yakin ingin membatalkan pesanan ini?');
    await userEvent.type(within(dialog).getByLabelText('Alasan (opsional)'), 'Salah pilih ukuran');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, Batalkan' }));
    await waitFor(() => expect(api.cancelOrder).toHaveBeenCalledWith(o.id, 'Salah pilih ukuran'));
    expect(await screen.findByText('Pesanan berhasil dibatalkan')).toBeInTheDocument();
  });

  it('asks for contact when no transfer instructions are set', () => {
    renderWithProviders(
      <OrderDetail order={unpaid()} settings={{ ...SETTINGS, bankTransferInstructions: '' }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Detail Pesanan' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Instruksi transfer belum tersedia. Hubungi kami di \+62 21 5550 1234 atau info@koperasi.test/,
      ),
    ).toBeInTheDocument();
  });

  it('says an expired order was cancelled by itself', () => {
    renderDetail(order({ status: 'dibatalkan', payment: payment({ status: 'kedaluwarsa' }) }));
    expect(screen.getByTestId('payment-status')).toHaveTextContent('Kedaluwarsa');
    expect(screen.getByText(/Pesanan dibatalkan otomatis dan stok dikembalikan/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Batalkan Pesanan' })).not.toBeInTheDocument();
    expect(screen.queryByText(/diteruskan ke setiap penjual/)).not.toBeInTheDocument();
  });
});
