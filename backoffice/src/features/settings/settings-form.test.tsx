import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { SettingsForm } from './settings-form';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  updateSiteSettings: jest.fn(),
  getShippingRates: jest.fn(),
}));
const api = jest.mocked(services);

const SETTINGS: services.SiteSettings = {
  siteName: 'Koperasi Marketplace',
  logoUrl: '',
  description: 'Marketplace koperasi serba usaha.',
  email: 'info@koperasi-marketplace.id',
  phone: '+62 21 5550 1234',
  address: 'Jl. Koperasi No. 1, Jakarta Pusat',
  facebook: 'https://facebook.com/koperasimarketplace',
  instagram: 'https://instagram.com/koperasimarketplace',
  bankTransferInstructions: 'Transfer ke BRI 0123',
  paymentDeadlineSeconds: 86_400,
  autoReceiveSeconds: 604_800,
  maxUnpaidOrders: 3,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

beforeEach(() => {
  // the database's row: a save changes what the next read returns
  let stored = SETTINGS;
  sharedQueries.siteSettings.mockImplementation(() => Promise.resolve(stored));
  api.updateSiteSettings.mockImplementation((input) => {
    stored = { ...stored, ...input, updatedAt: '2026-11-21T08:00:00.000Z' };
    return Promise.resolve(stored);
  });
  api.getShippingRates.mockResolvedValue([]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const render = () => renderWithProviders(<SettingsForm />, { preloadedState: signedIn(ADMIN) });
const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: /^(Simpan Pengaturan|Menyimpan\.\.\.)$/ });

describe('SettingsForm', () => {
  it('prefills basic info and contact & social from the database', async () => {
    render();
    expect(await screen.findByLabelText(/^Nama Situs/)).toHaveValue('Koperasi Marketplace');
    expect(screen.getByRole('heading', { name: 'Informasi Dasar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kontak & Sosial Media' })).toBeInTheDocument();
    expect(field(/^Logo/)).toHaveValue('');
    expect(field(/^Deskripsi/)).toHaveValue('Marketplace koperasi serba usaha.');
    expect(field(/^Email/)).toHaveValue('info@koperasi-marketplace.id');
    expect(field(/^Telepon/)).toHaveValue('+62 21 5550 1234');
    expect(field(/^Alamat/)).toHaveValue('Jl. Koperasi No. 1, Jakarta Pusat');
    expect(field(/^Facebook/)).toHaveValue('https://facebook.com/koperasimarketplace');
    expect(field(/^Instagram/)).toHaveValue('https://instagram.com/koperasimarketplace');
    expect(screen.getByText('Terakhir diperbarui 20 November 2026')).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('saves the changed settings for real and says so', async () => {
    const user = userEvent.setup();
    render();
    await user.clear(await screen.findByLabelText(/^Telepon/));
    await user.click(field(/^Telepon/));
    await user.paste('+62 22 1234 5678');
    await user.click(save());
    expect(await screen.findByText('Pengaturan situs berhasil disimpan')).toBeInTheDocument();
    expect(api.updateSiteSettings).toHaveBeenCalledWith(
      expect.objectContaining({ phone: '+62 22 1234 5678', siteName: 'Koperasi Marketplace' }),
    );
    expect(screen.getByText('Terakhir diperbarui 21 November 2026')).toBeInTheDocument();
  });

  it('checks the site name, the e-mail and the links', async () => {
    const user = userEvent.setup();
    render();
    await user.clear(await screen.findByLabelText(/^Nama Situs/));
    await user.clear(field(/^Email/));
    await user.click(field(/^Email/));
    await user.paste('bukan-email');
    await user.clear(field(/^Instagram/));
    await user.click(field(/^Instagram/));
    await user.paste('instagram');
    await user.click(save());
    await waitFor(() => expect(field(/^Nama Situs/)).toHaveAccessibleDescription('Wajib diisi'));
    expect(field(/^Email/)).toHaveAccessibleDescription('Email tidak valid');
    expect(field(/^Instagram/)).toHaveAccessibleDescription(
      'Alamat tautan tidak valid (awali dengan http:// atau https://)',
    );
    expect(api.updateSiteSettings).not.toHaveBeenCalled();
  });

  it('shows the order settings in hours, days and orders, and saves them in seconds', async () => {
    const user = userEvent.setup();
    render();
    const deadline = await screen.findByLabelText(/^Batas waktu pembayaran \(jam\)/);
    expect(screen.getByRole('heading', { name: 'Pesanan' })).toBeInTheDocument();
    expect(deadline).toHaveValue(24);
    expect(field(/^Pesanan diterima otomatis setelah \(hari\)/)).toHaveValue(7);
    expect(field(/^Maksimal pesanan belum dibayar per pembeli/)).toHaveValue(3);
    await user.clear(deadline);
    await user.type(deadline, '48');
    await user.clear(field(/^Pesanan diterima otomatis setelah/));
    await user.type(field(/^Pesanan diterima otomatis setelah/), '10');
    await user.clear(field(/^Maksimal pesanan belum dibayar/));
    await user.type(field(/^Maksimal pesanan belum dibayar/), '5');
    await user.click(save());
    expect(await screen.findByText('Pengaturan situs berhasil disimpan')).toBeInTheDocument();
    expect(api.updateSiteSettings).toHaveBeenCalledWith(
      expect.objectContaining({
        paymentDeadlineSeconds: 172_800,
        autoReceiveSeconds: 864_000,
        maxUnpaidOrders: 5,
      }),
    );
    expect(api.updateSiteSettings.mock.calls[0]![0]).not.toHaveProperty('paymentDeadlineHours');
    expect(field(/^Batas waktu pembayaran/)).toHaveValue(48);
  });

  it('keeps the order settings whole and within their ranges', async () => {
    const user = userEvent.setup();
    render();
    const deadline = await screen.findByLabelText(/^Batas waktu pembayaran/);
    const days = field(/^Pesanan diterima otomatis setelah/);
    const unpaid = field(/^Maksimal pesanan belum dibayar/);
    await user.clear(deadline);
    await user.type(deadline, '169');
    await user.clear(days);
    await user.type(days, '1.5');
    await user.clear(unpaid);
    await user.click(save());
    await waitFor(() =>
      expect(deadline).toHaveAccessibleDescription('Batas waktu pembayaran harus antara 1 dan 168 jam'),
    );
    expect(days).toHaveAccessibleDescription('Batas penerimaan otomatis harus bilangan bulat');
    expect(unpaid).toHaveAccessibleDescription('Maksimal pesanan belum dibayar wajib diisi');
    await user.clear(days);
    await user.type(days, '31');
    await user.type(unpaid, '0');
    await user.click(save());
    await waitFor(() =>
      expect(days).toHaveAccessibleDescription('Batas penerimaan otomatis harus antara 1 dan 30 hari'),
    );
    expect(unpaid).toHaveAccessibleDescription(
      'Maksimal pesanan belum dibayar harus antara 1 dan 20 pesanan',
    );
    expect(api.updateSiteSettings).not.toHaveBeenCalled();
  });

  it("says 'Gagal menyimpan pengaturan situs' when the save fails", async () => {
    const user = userEvent.setup();
    api.updateSiteSettings.mockRejectedValue(new Error('Error updating site settings: permission denied'));
    render();
    await user.click(await screen.findByLabelText(/^Alamat/));
    await user.paste(' Lt. 2');
    await user.click(save());
    expect(
      await screen.findByText(
        'Gagal menyimpan pengaturan situs. Anda tidak memiliki izin untuk melakukan tindakan ini',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Gagal memuat pengaturan situs' when they cannot be loaded", async () => {
    sharedQueries.siteSettings.mockRejectedValue(new Error('x'));
    render();
    expect(await screen.findAllByText('Gagal memuat pengaturan situs')).toHaveLength(2);
  });
});
