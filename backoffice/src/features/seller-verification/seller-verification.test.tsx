import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { pngFile, SELLER, signedIn } from '../../test-utils/fixtures';
import { maskNik, SellerVerification } from './seller-verification';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMySellerApplication: jest.fn(),
  submitSellerApplication: jest.fn(),
  getKtpPhotoUrl: jest.fn(),
}));
const api = jest.mocked(services);

const APPLICATION: services.SellerApplication = {
  sellerId: SELLER.id,
  sellerName: SELLER.displayName,
  legalName: 'Rahmat Hidayat',
  nik: '3273010101900003',
  ktpPhotoPath: `${SELLER.id}/ktp-1700000000000.png`,
  businessName: 'Tambak Udang Rahmat',
  division: 'Perikanan',
  bankName: 'Bank Mandiri',
  bankAccountNumber: '1300012345678',
  bankAccountHolder: 'Rahmat Hidayat',
  membership: 'ingin_anggota',
  status: 'menunggu',
  reviewReason: null,
  submittedAt: '2026-12-01T03:00:00.000Z',
  reviewedAt: null,
};

function renderScreen() {
  return renderWithProviders(<SellerVerification title="Verifikasi Toko" />, {
    preloadedState: signedIn(SELLER),
  });
}

beforeEach(() => {
  api.getKtpPhotoUrl.mockResolvedValue(
    'http://127.0.0.1:54321/storage/v1/object/sign/seller-documents/x.png?token=t',
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SellerVerification', () => {
  it('asks a seller who has not applied for the data, in Indonesian, and checks the NIK', async () => {
    api.getMySellerApplication.mockResolvedValue(null);
    const user = userEvent.setup();
    renderScreen();
    expect(await screen.findByText('Toko Anda belum diverifikasi')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Form verifikasi penjual' });
    await user.type(within(form).getByLabelText(/^NIK/), '3273 0101');
    await user.click(within(form).getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await within(form).findByText('NIK harus 16 digit angka')).toBeInTheDocument();
    expect(within(form).getByText('Foto KTP wajib diunggah')).toBeInTheDocument();
    expect(within(form).getByText('Nama usaha wajib diisi (3 sampai 120 karakter)')).toBeInTheDocument();
    expect(within(form).getByText('Nomor rekening harus 5 sampai 20 digit angka')).toBeInTheDocument();
    expect(within(form).getByText('Pilih status keanggotaan koperasi Anda')).toBeInTheDocument();
    expect(api.submitSellerApplication).not.toHaveBeenCalled();
  });

  it('sends a complete application with the KTP photo', async () => {
    api.getMySellerApplication.mockResolvedValueOnce(null).mockResolvedValue(APPLICATION);
    api.submitSellerApplication.mockResolvedValue(APPLICATION);
    const user = userEvent.setup();
    renderScreen();
    const form = await screen.findByRole('form', { name: 'Form verifikasi penjual' });
    const field = (label: RegExp) => within(form).getByLabelText(label);
    await user.clear(field(/^Nama sesuai KTP/));
    await user.type(field(/^Nama sesuai KTP/), 'Rahmat Hidayat');
    await user.type(field(/^NIK/), '3273 0101 0190 0003');
    await user.upload(screen.getByTestId('ktp-input'), pngFile('ktp.png'));
    expect(await screen.findByTestId('ktp-file-name')).toHaveTextContent('ktp.png');
    await user.type(field(/^Nama usaha/), 'Tambak Udang Rahmat');
    await user.selectOptions(field(/^Divisi usaha/), 'Perikanan');
    await user.type(field(/^Nama bank/), 'Bank Mandiri');
    await user.type(field(/^Nomor rekening/), '130-00-12345678');
    await user.clear(field(/^Nama pemilik rekening/));
    await user.type(field(/^Nama pemilik rekening/), 'Rahmat Hidayat');
    await user.click(within(form).getByRole('radio', { name: /Ingin menjadi anggota koperasi/ }));
    await user.click(within(form).getByRole('button', { name: 'Kirim Pengajuan' }));
    await waitFor(() => expect(api.submitSellerApplication).toHaveBeenCalled());
    expect(api.submitSellerApplication.mock.calls[0]![0]).toMatchObject({
      legalName: 'Rahmat Hidayat',
      nik: '3273 0101 0190 0003',
      businessName: 'Tambak Udang Rahmat',
      division: 'Perikanan',
      bankAccountNumber: '130-00-12345678',
      membership: 'ingin_anggota',
      currentPhotoPath: null,
    });
    expect(api.submitSellerApplication.mock.calls[0]![0].ktpPhoto?.name).toBe('ktp.png');
    expect(await screen.findByText('Menunggu verifikasi koperasi')).toBeInTheDocument();
  });

  it('shows a refused application with its reason, ready to correct and send again', async () => {
    api.getMySellerApplication.mockResolvedValue({
      ...APPLICATION,
      status: 'ditolak',
      reviewReason: 'Foto KTP buram',
    });
    renderScreen();
    const status = await screen.findByTestId('seller-verification-status');
    expect(status).toHaveTextContent('Pengajuan ditolak');
    expect(status).toHaveTextContent('Alasan: Foto KTP buram.');
    expect(screen.getByLabelText(/^NIK/)).toHaveValue('3273010101900003');
    expect(await screen.findByRole('img', { name: 'Foto KTP Rahmat Hidayat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim Ulang Pengajuan' })).toBeInTheDocument();
  });

  it('shows a verified seller their data read only, the NIK hidden but its last digits', async () => {
    api.getMySellerApplication.mockResolvedValue({
      ...APPLICATION,
      status: 'disetujui',
      reviewedAt: '2026-12-02T03:00:00.000Z',
    });
    renderScreen();
    expect(await screen.findByText('Toko Anda terverifikasi')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByText(maskNik('3273010101900003'))).toBeInTheDocument();
    expect(maskNik('3273010101900003')).toBe('••••••••••••0003');
    expect(screen.getByText('Ingin menjadi anggota koperasi')).toBeInTheDocument();
  });
});
