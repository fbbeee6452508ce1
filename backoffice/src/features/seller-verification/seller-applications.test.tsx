import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { SellerApplications } from './seller-applications';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getSellerApplications: jest.fn(),
  reviewSellerApplication: jest.fn(),
  suspendSeller: jest.fn(),
  getKtpPhotoUrl: jest.fn(),
}));
const api = jest.mocked(services);

const WAITING: services.SellerApplication = {
  sellerId: '0f0f0f0f-0000-4000-8000-000000000010',
  sellerName: 'Rahmat',
  legalName: 'Rahmat Hidayat',
  nik: '3273010101900003',
  ktpPhotoPath: '0f0f0f0f-0000-4000-8000-000000000010/ktp-1.png',
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
const APPROVED: services.SellerApplication = {
  ...WAITING,
  sellerId: '0f0f0f0f-0000-4000-8000-000000000011',
  businessName: 'Kelompok Tani Sukamaju',
  division: 'Pertanian',
  membership: 'bukan_anggota',
  status: 'disetujui',
  reviewedAt: '2026-12-02T03:00:00.000Z',
};

function renderQueue(path = '/admin/sellers') {
  return renderWithProviders(<SellerApplications title="Verifikasi Penjual" />, {
    preloadedState: signedIn(ADMIN),
    path,
    routes: [{ path: '/admin/sellers', element: <SellerApplications title="Verifikasi Penjual" /> }],
  });
}

beforeEach(() => {
  api.getSellerApplications.mockImplementation(({ status }) =>
    Promise.resolve([WAITING, APPROVED].filter((a) => a.status === status)),
  );
  api.getKtpPhotoUrl.mockResolvedValue(
    'http://127.0.0.1:54321/storage/v1/object/sign/seller-documents/k.png?token=t',
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('SellerApplications', () => {
  it('lists the waiting applications with the KTP photo, NIK, business, bank account and membership wish', async () => {
    renderQueue();
    expect(await screen.findByRole('heading', { level: 1, name: 'Verifikasi Penjual' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Tambak Udang Rahmat' });
    expect(api.getSellerApplications).toHaveBeenCalledWith({ status: 'menunggu' });
    expect(within(card).getByText('3273010101900003')).toBeInTheDocument();
    expect(within(card).getByText('1300012345678')).toBeInTheDocument();
    expect(within(card).getByText('Ingin menjadi anggota koperasi')).toBeInTheDocument();
    expect(await within(card).findByRole('img', { name: 'Foto KTP Rahmat Hidayat' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Kelompok Tani Sukamaju' })).not.toBeInTheDocument();
  });

  it('refuses only with a reason, and approves with a member number', async () => {
    api.reviewSellerApplication.mockResolvedValue({ ...WAITING, status: 'disetujui' });
    const user = userEvent.setup();
    renderQueue();
    const card = await screen.findByRole('article', { name: 'Tambak Udang Rahmat' });

    await user.click(within(card).getByRole('button', { name: 'Tolak' }));
    const refuse = await screen.findByRole('dialog', { name: 'Tolak Pengajuan Penjual' });
    await user.click(within(refuse).getByRole('button', { name: 'Tolak Pengajuan' }));
    expect(await within(refuse).findByText('Alasan wajib diisi')).toBeInTheDocument();
    await user.type(within(refuse).getByLabelText(/Alasan penolakan/), 'Foto KTP buram');
    await user.click(within(refuse).getByRole('button', { name: 'Tolak Pengajuan' }));
    await waitFor(() =>
      expect(api.reviewSellerApplication).toHaveBeenCalledWith({
        sellerId: WAITING.sellerId,
        approve: false,
        reason: 'Foto KTP buram',
      }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(card).getByRole('button', { name: 'Setujui' }));
    const approve = await screen.findByRole('dialog', { name: 'Setujui Penjual' });
    await user.type(within(approve).getByLabelText(/Nomor anggota/), 'KOP-0042');
    await user.click(within(approve).getByRole('button', { name: 'Setujui' }));
    await waitFor(() =>
      expect(api.reviewSellerApplication).toHaveBeenLastCalledWith({
        sellerId: WAITING.sellerId,
        approve: true,
        memberNumber: 'KOP-0042',
      }),
    );
  });

  it('suspends an approved seller with a reason', async () => {
    api.suspendSeller.mockResolvedValue({ ...APPROVED, status: 'ditangguhkan' });
    const user = userEvent.setup();
    renderQueue('/admin/sellers?status=disetujui');
    const card = await screen.findByRole('article', { name: 'Kelompok Tani Sukamaju' });
    expect(screen.getByRole('tab', { name: 'Disetujui' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(card).getByRole('button', { name: 'Tangguhkan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tangguhkan Penjual' });
    await user.type(within(dialog).getByLabelText(/Alasan penangguhan/), 'Banyak keluhan pembeli');
    await user.click(within(dialog).getByRole('button', { name: 'Tangguhkan' }));
    await waitFor(() =>
      expect(api.suspendSeller).toHaveBeenCalledWith({
        sellerId: APPROVED.sellerId,
        suspended: true,
        reason: 'Banyak keluhan pembeli',
      }),
    );
  });
});
