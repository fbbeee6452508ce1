import { act, screen } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, SELLER, signedIn } from '../test-utils/fixtures';
import { SellerStatusBanner } from './seller-status-banner';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMySellerApplication: jest.fn(),
}));
const api = jest.mocked(services);

const application = (status: services.SellerApplicationStatus, reviewReason: string | null = null) => ({
  sellerId: SELLER.id,
  sellerName: SELLER.displayName,
  legalName: 'Budi Santoso',
  nik: '3172011505800001',
  ktpPhotoPath: `${SELLER.id}/ktp.png`,
  businessName: 'UD Nelayan',
  division: 'Perikanan' as const,
  bankName: 'Bank BRI',
  bankAccountNumber: '002101000123456',
  bankAccountHolder: 'Budi Santoso',
  membership: 'anggota' as const,
  status,
  reviewReason,
  submittedAt: '2026-12-01T03:00:00.000Z',
  reviewedAt: null,
});

describe('SellerStatusBanner', () => {
  it.each([
    [null, 'Produk Anda belum tampil untuk pembeli', 'Ajukan Verifikasi'],
    [application('menunggu'), 'Menunggu verifikasi koperasi', 'Lihat Pengajuan'],
    [application('ditolak', 'Foto KTP buram'), 'Alasan: Foto KTP buram.', 'Perbaiki Pengajuan'],
    [application('ditangguhkan', 'Keluhan pembeli'), 'Akun penjual Anda ditangguhkan', 'Lihat Status'],
  ])('tells a seller their products are not shown (%#)', async (mine, text, action) => {
    api.getMySellerApplication.mockResolvedValue(mine);
    renderWithProviders(<SellerStatusBanner />, { preloadedState: signedIn(SELLER) });
    const banner = await screen.findByTestId('seller-status-banner');
    expect(banner).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', '/seller/verification');
  });

  it('says nothing to a verified seller, nor to an admin', async () => {
    api.getMySellerApplication.mockResolvedValue(application('disetujui'));
    const { unmount } = renderWithProviders(<SellerStatusBanner />, { preloadedState: signedIn(SELLER) });
    // the answer has come and been drawn (as nothing)
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(api.getMySellerApplication).toHaveBeenCalled();
    expect(screen.queryByTestId('seller-status-banner')).not.toBeInTheDocument();
    unmount();
    api.getMySellerApplication.mockClear();
    renderWithProviders(<SellerStatusBanner />, { preloadedState: signedIn(ADMIN) });
    expect(api.getMySellerApplication).not.toHaveBeenCalled();
    expect(screen.queryByTestId('seller-status-banner')).not.toBeInTheDocument();
  });
});
