import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { CommissionRates } from './commission-rates';
import { Members } from './members';
import { SellerBalances } from './seller-balances';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCommissionRates: jest.fn(),
  setCommissionRate: jest.fn(),
  getSellerBalances: jest.fn(),
  getPayouts: jest.fn(),
  recordPayout: jest.fn(),
  getMembers: jest.fn(),
  setMember: jest.fn(),
  getCapitalEntries: jest.fn(),
  recordCapital: jest.fn(),
}));
const api = jest.mocked(services);
const { EconomicsError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';
const render = (ui: React.ReactElement) => renderWithProviders(ui, { preloadedState: signedIn(ADMIN) });

const BUDI: services.SellerBalance = {
  sellerId: 'seller-1',
  sellerName: 'Budi Santoso',
  memberNumber: 'KOP-0001',
  creditedTotal: 1_250_000,
  commissionTotal: 187_500,
  paidTotal: 500_000,
  balance: 750_000,
  pending: 108_375,
  lastMovementAt: '2026-11-20T03:00:00Z',
};

describe('Komisi per Divisi', () => {
  beforeEach(() => {
    api.getCommissionRates.mockResolvedValue([
      {
        id: 2,
        division: 'Perikanan',
        ratePercent: '15',
        effectiveFrom: '2026-06-01T00:00:00Z',
        note: 'RAT 2026',
        createdAt: '2026-06-01T00:00:00Z',
      },
      {
        id: 1,
        division: 'Perikanan',
        ratePercent: '10',
        effectiveFrom: '2026-01-01T00:00:00Z',
        note: null,
        createdAt: '2026-01-01T00:00:00Z',
      },
    ]);
  });

  it('shows the rate in force per division and the history, and sets a new rate from now', async () => {
    const user = userEvent.setup();
    api.setCommissionRate.mockResolvedValue({} as services.CommissionRate);
    render(<CommissionRates title="Komisi per Divisi" />);
    expect(text((await screen.findByTestId('commission-Perikanan')).textContent)).toContain('15%');
    expect(text(screen.getByTestId('commission-Pertanian').textContent)).toContain('Belum ada komisi (0%)');
    const rows = screen.getAllByTestId('commission-history-row');
    expect(text(rows[0]!.textContent)).toContain('Berlaku');
    expect(text(rows[1]!.textContent)).toContain('Tidak berlaku lagi');

    await user.click(screen.getByRole('button', { name: 'Simpan Komisi' }));
    expect(await screen.findByText('Pilih divisi')).toBeInTheDocument();
    expect(screen.getByText('Komisi wajib diisi')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Komisi \(%\)/), '101');
    await user.click(screen.getByRole('button', { name: 'Simpan Komisi' }));
    expect(await screen.findByText('Komisi harus 0 sampai 100 persen')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Komisi \(%\)/));
    await user.type(screen.getByLabelText(/Komisi \(%\)/), '12,5');
    await user.click(screen.getByRole('combobox', { name: /Divisi/ }));
    await user.click(await screen.findByRole('option', { name: 'Pertanian' }));
    await user.click(screen.getByRole('button', { name: 'Simpan Komisi' }));
    await waitFor(() =>
      expect(api.setCommissionRate).toHaveBeenCalledWith({
        division: 'Pertanian',
        ratePercent: '12.5',
        effectiveFrom: null,
        note: null,
      }),
    );
    expect(await screen.findByText('Komisi baru disimpan')).toBeInTheDocument();
  });

  it('refuses a start in the past before asking the server', async () => {
    const user = userEvent.setup();
    render(<CommissionRates title="Komisi per Divisi" />);
    await user.type(await screen.findByLabelText(/Berlaku mulai/), '01/01/2020 08.00');
    await user.click(screen.getByRole('button', { name: 'Simpan Komisi' }));
    expect(await screen.findByText(/tidak dapat berlaku surut/)).toBeInTheDocument();
    expect(api.setCommissionRate).not.toHaveBeenCalled();
  });
});

describe('Saldo Penjual', () => {
  beforeEach(() => {
    api.getSellerBalances.mockResolvedValue([BUDI]);
    api.getPayouts.mockResolvedValue([
      {
        id: 1,
        sellerId: 'seller-1',
        sellerName: 'Budi Santoso',
        amount: 500_000,
        transferReference: 'TRF-001',
        paidOn: '2026-11-01',
        note: null,
        createdAt: '2026-11-01T03:00:00Z',
      },
    ]);
  });

  it('lists balances with their totals and the latest payouts', async () => {
    render(<SellerBalances title="Saldo Penjual" />);
    const row = await screen.findByTestId('balance-row');
    expect(text(row.textContent)).toContain('Anggota KOP-0001');
    expect(text(within(row).getByTestId('balance-amount').textContent)).toBe('Rp 750.000');
    expect(text(screen.getByTestId('payout-row').textContent)).toContain('TRF-001');
    expect(screen.getByRole('button', { name: 'Unduh CSV' })).toBeEnabled();
  });

  it('records a payout: never above the balance, the server refusal shown in Indonesian', async () => {
    const user = userEvent.setup();
    render(<SellerBalances title="Saldo Penjual" />);
    await user.click(await screen.findByRole('button', { name: 'Catat pencairan untuk Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat Pencairan' });
    const amount = within(dialog).getByLabelText(/Jumlah pencairan/);
    await user.clear(amount);
    await user.type(amount, '800000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Pencairan' }));
    expect(await within(dialog).findByText('Jumlah pencairan melebihi saldo penjual')).toBeInTheDocument();
    expect(await within(dialog).findByText('Nomor referensi transfer wajib diisi')).toBeInTheDocument();

    api.recordPayout.mockRejectedValueOnce(
      new EconomicsError('Error recording payout', {
        code: 'KP018',
        message: 'Nomor referensi transfer TRF-001 sudah tercatat',
      }),
    );
    await user.clear(amount);
    await user.type(amount, '250000');
    await user.type(within(dialog).getByLabelText(/Nomor referensi transfer/), 'TRF-001');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Pencairan' }));
    expect(await screen.findByText('Nomor referensi transfer TRF-001 sudah tercatat')).toBeInTheDocument();
    expect(api.recordPayout).toHaveBeenCalledWith(
      expect.objectContaining({ sellerId: 'seller-1', amount: 250_000, transferReference: 'TRF-001' }),
    );

    api.recordPayout.mockResolvedValueOnce(undefined);
    await user.clear(within(dialog).getByLabelText(/Nomor referensi transfer/));
    await user.type(within(dialog).getByLabelText(/Nomor referensi transfer/), 'TRF-002');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Pencairan' }));
    expect(await screen.findByText('Pencairan dicatat')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('Keanggotaan', () => {
  const DEWI: services.MemberListItem = {
    profileId: 'buyer-1',
    fullName: 'Dewi Lestari',
    role: 'buyer',
    membership: null,
    capital: { pokok: 0, wajib: 0 },
  };
  const BUDI_MEMBER: services.MemberListItem = {
    profileId: 'seller-1',
    fullName: 'Budi Santoso',
    role: 'seller',
    membership: { memberNumber: 'KOP-0001', joinedAt: '2025-01-10', leftAt: null },
    capital: { pokok: 100_000, wajib: 240_000 },
  };

  beforeEach(() => {
    api.getMembers.mockResolvedValue({ items: [BUDI_MEMBER, DEWI], total: 2 });
    api.getCapitalEntries.mockResolvedValue([]);
  });

  it('makes a buyer a member with a checked member number', async () => {
    const user = userEvent.setup();
    api.setMember.mockResolvedValue(undefined);
    render(<Members title="Keanggotaan" />);
    const rows = await screen.findAllByTestId('member-row');
    expect(text(rows[0]!.textContent)).toContain('KOP-0001');
    expect(text(rows[0]!.textContent)).toContain('Anggota aktif');
    expect(text(rows[0]!.textContent)).toContain('Rp 340.000');
    expect(text(rows[1]!.textContent)).toContain('Bukan anggota');

    await user.click(screen.getByRole('button', { name: 'Jadikan anggota Dewi Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadikan Anggota' });
    await user.type(within(dialog).getByLabelText(/Nomor anggota/), 'KOP 2');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await within(dialog).findByText(/Nomor anggota 1 sampai 30 karakter/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/Nomor anggota/));
    await user.type(within(dialog).getByLabelText(/Nomor anggota/), 'KOP-0002');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.setMember).toHaveBeenCalledWith(
        expect.objectContaining({ profileId: 'buyer-1', memberNumber: 'KOP-0002', leftAt: null }),
      ),
    );
    expect(await screen.findByText('Data keanggotaan disimpan')).toBeInTheDocument();
  });

  it('refuses a date that is no day (13th month) before asking the server, and shows how to write it', async () => {
    const user = userEvent.setup();
    api.setMember.mockResolvedValue(undefined);
    render(<Members title="Keanggotaan" />);
    await user.click(await screen.findByRole('button', { name: 'Jadikan anggota Dewi Lestari' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadikan Anggota' });
    await user.type(within(dialog).getByLabelText(/Nomor anggota/), 'KOP-0002');
    const joined = within(dialog).getByLabelText(/Tanggal bergabung/);
    await user.clear(joined);
    await user.type(joined, '12/13/2025');
    await user.type(within(dialog).getByLabelText(/Tanggal keluar/), '31/02/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(
      await within(dialog).findAllByText('Tulis tanggal seperti 15/01/2031 (hari/bulan/tahun)'),
    ).toHaveLength(2);
    expect(api.setMember).not.toHaveBeenCalled();
    await user.clear(joined);
    await user.type(joined, '13/12/2025');
    await user.clear(within(dialog).getByLabelText(/Tanggal keluar/));
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.setMember).toHaveBeenCalledWith(
        expect.objectContaining({ profileId: 'buyer-1', joinedAt: '2025-12-13', leftAt: null }),
      ),
    );
  });

  it('records a withdrawal of simpanan as a negative amount, never more than the member has', async () => {
    const user = userEvent.setup();
    api.recordCapital.mockResolvedValue(undefined);
    render(<Members title="Keanggotaan" />);
    await user.click(await screen.findByRole('button', { name: 'Catat simpanan Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Catat Simpanan' });
    expect(await within(dialog).findByText('Belum ada simpanan.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Transaksi/ }));
    await user.click(await screen.findByRole('option', { name: 'Penarikan' }));
    await user.type(within(dialog).getByLabelText(/^Jumlah/), '300000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Simpanan' }));
    expect(await within(dialog).findByText('Penarikan melebihi simpanan anggota')).toBeInTheDocument();
    const amount = within(dialog).getByLabelText(/^Jumlah/);
    await user.clear(amount);
    await user.type(amount, '40000');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Simpanan' }));
    await waitFor(() =>
      expect(api.recordCapital).toHaveBeenCalledWith(
        expect.objectContaining({ memberId: 'seller-1', kind: 'wajib', amount: -40_000 }),
      ),
    );
  });
});
