import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { INDONESIAN_PROVINCES } from '@koperasi/shared-services/validation';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { ShippingRates } from './shipping-rates';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getShippingRates: jest.fn(),
  saveShippingRate: jest.fn(),
  deleteShippingRate: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const RATES: services.ShippingRate[] = [
  { province: 'DKI Jakarta', cost: 15_000 },
  { province: 'Jawa Barat', cost: 18_000 },
];

beforeEach(() => {
  // the table as stored: a save or delete changes what the next read returns
  let stored = RATES;
  api.getShippingRates.mockImplementation(() => Promise.resolve(stored));
  api.saveShippingRate.mockImplementation((rate) => {
    stored = [...stored.filter((r) => r.province !== rate.province), rate].sort((a, b) =>
      a.province.localeCompare(b.province),
    );
    return Promise.resolve(rate);
  });
  api.deleteShippingRate.mockImplementation((province) => {
    stored = stored.filter((r) => r.province !== province);
    return Promise.resolve();
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const render = () => renderWithProviders(<ShippingRates />, { preloadedState: signedIn(ADMIN) });
const rows = () =>
  screen.getAllByTestId('shipping-rate').map((row) =>
    within(row)
      .getAllByRole('cell')
      .slice(0, 2)
      .map((cell) => text(cell.textContent)),
  );

describe('ShippingRates', () => {
  it('lists the tariff per province in rupiah', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Tarif Ongkos Kirim' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Provinsi', 'Ongkos Kirim', 'Aksi']);
    await waitFor(() =>
      expect(rows()).toEqual([
        ['DKI Jakarta', 'Rp 15.000'],
        ['Jawa Barat', 'Rp 18.000'],
      ]),
    );
  });

  it('adds a province that has no tariff yet, the cost typed in rupiah', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Tambah Tarif' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Tarif Ongkos Kirim' });
    const province = within(dialog).getByLabelText(/^Provinsi/);
    const options = within(province)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Pilih provinsi');
    expect(options).toContain('Bali');
    expect(options).not.toContain('DKI Jakarta');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(province).toHaveAccessibleDescription('Pilih provinsi'));
    expect(within(dialog).getByLabelText(/^Ongkos kirim/)).toHaveAccessibleDescription(
      'Ongkos kirim wajib diisi',
    );

    await user.selectOptions(province, 'Bali');
    const cost = within(dialog).getByLabelText(/^Ongkos kirim/);
    await user.type(cost, 'Rp 25a000');
    expect(cost).toHaveValue('25.000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.saveShippingRate).toHaveBeenCalledWith({ province: 'Bali', cost: 25_000 }),
    );
    expect(await screen.findByText('Tarif ongkos kirim berhasil disimpan')).toBeInTheDocument();
    await waitFor(() =>
      expect(rows()).toEqual([
        ['Bali', 'Rp 25.000'],
        ['DKI Jakarta', 'Rp 15.000'],
        ['Jawa Barat', 'Rp 18.000'],
      ]),
    );
  });

  it('changes the cost of a province, within Rp 0 to Rp 10.000.000', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit tarif Jawa Barat' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Tarif Ongkos Kirim' });
    expect(within(dialog).getByLabelText(/^Provinsi/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^Provinsi/)).toHaveValue('Jawa Barat');
    const cost = within(dialog).getByLabelText(/^Ongkos kirim/);
    expect(cost).toHaveValue('18.000');
    await user.clear(cost);
    await user.type(cost, '10000001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(cost).toHaveAccessibleDescription('Ongkos kirim antara Rp 0 dan Rp 10.000.000'),
    );
    await user.clear(cost);
    await user.type(cost, '21500');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.saveShippingRate).toHaveBeenCalledWith({ province: 'Jawa Barat', cost: 21_500 }),
    );
    await waitFor(() => expect(rows()).toContainEqual(['Jawa Barat', 'Rp 21.500']));
  });

  it('deletes a tariff after a confirmation that says what it means', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Hapus tarif DKI Jakarta' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveTextContent('Hapus tarif ongkos kirim ke DKI Jakarta?');
    expect(dialog).toHaveTextContent('Pembeli tidak dapat memesan ke provinsi ini');
    expect(api.deleteShippingRate).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.deleteShippingRate).toHaveBeenCalledWith('DKI Jakarta'));
    expect(await screen.findByText('Tarif ongkos kirim berhasil dihapus')).toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual([['Jawa Barat', 'Rp 18.000']]));
  });

  it('says when a save fails and keeps the dialog open', async () => {
    const user = userEvent.setup();
    api.saveShippingRate.mockRejectedValue(new Error('Error saving shipping rate: permission denied'));
    render();
    await user.click(await screen.findByRole('button', { name: 'Edit tarif DKI Jakarta' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Tarif Ongkos Kirim' });
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Gagal menyimpan tarif ongkos kirim')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ubah Tarif Ongkos Kirim' })).toBeInTheDocument();
  });

  it('finds a province, and says when every province has a tariff', async () => {
    const user = userEvent.setup();
    api.getShippingRates.mockResolvedValue(
      INDONESIAN_PROVINCES.map((province) => ({ province, cost: 20_000 })),
    );
    render();
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'Tambah Tarif' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tambah Tarif' })).toHaveAccessibleDescription(
      'Semua provinsi sudah memiliki tarif.',
    );
    await user.type(screen.getByRole('searchbox', { name: 'Cari provinsi' }), 'papua');
    expect(rows().map(([province]) => province)).toEqual([
      'Papua',
      'Papua Barat',
      'Papua Barat Daya',
      'Papua Tengah',
      'Papua Pegunungan',
      'Papua Selatan',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Cari provinsi' }), 'x');
    expect(screen.getByText('Tidak ada provinsi yang cocok dengan pencarian.')).toBeInTheDocument();
  });

  it('says when there is no tariff yet, or when they cannot be loaded', async () => {
    api.getShippingRates.mockResolvedValue([]);
    const first = render();
    expect(await screen.findByText(/Belum ada tarif/)).toBeInTheDocument();
    first.unmount();
    api.getShippingRates.mockRejectedValue(new Error('offline'));
    render();
    expect(await screen.findAllByText('Gagal memuat tarif ongkos kirim')).not.toHaveLength(0);
  });
});
