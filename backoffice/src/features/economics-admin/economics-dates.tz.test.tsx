import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { CommissionRates } from './commission-rates';
import { Members } from './members';
import { SellerBalances } from './seller-balances';

// npm test runs this file under TZ=UTC and TZ=America/New_York too: the cooperative's dates never move
jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCommissionRates: jest.fn(),
  setCommissionRate: jest.fn(),
  getSellerBalances: jest.fn(),
  getPayouts: jest.fn(),
  getMembers: jest.fn(),
  setMember: jest.fn(),
  getCapitalEntries: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';
const render = (ui: React.ReactElement) => renderWithProviders(ui, { preloadedState: signedIn(ADMIN) });

describe('dates of the economics screens, whatever the browser time zone', () => {
  it("shows a commission's start in WIB and reads a typed start as WIB", async () => {
    const user = userEvent.setup();
    api.getCommissionRates.mockResolvedValue([
      {
        id: 1,
        division: 'Perikanan',
        ratePercent: '15',
        // Sunday 20.10 UTC: Monday 03.10 in Jakarta
        effectiveFrom: '2026-12-06T20:10:00+00:00',
        note: null,
        createdAt: '2026-12-06T20:10:00+00:00',
      },
    ]);
    api.setCommissionRate.mockResolvedValue({} as services.CommissionRate);
    render(<CommissionRates title="Komisi per Divisi" />);
    expect(text((await screen.findByTestId('commission-Perikanan')).textContent)).toContain(
      'Berlaku sejak Senin, 7 Desember 2026 pukul 03.10 WIB',
    );
    expect(text(screen.getByTestId('commission-history-row').textContent)).toContain(
      'Senin, 7 Desember 2026 pukul 03.10 WIB',
    );

    await user.type(screen.getByLabelText(/Komisi \(%\)/), '12');
    await user.click(screen.getByRole('combobox', { name: /Divisi/ }));
    await user.click(await screen.findByRole('option', { name: 'Pertanian' }));
    await user.type(screen.getByLabelText(/Berlaku mulai/), '15/12/2099 09.00');
    await user.click(screen.getByRole('button', { name: 'Simpan Komisi' }));
    await waitFor(() =>
      expect(api.setCommissionRate).toHaveBeenCalledWith(
        expect.objectContaining({ division: 'Pertanian', effectiveFrom: '2099-12-15T02:00:00.000Z' }),
      ),
    );
  });

  it('shows a join date and a payout day as the days they are, and keeps them when saved', async () => {
    const user = userEvent.setup();
    api.getMembers.mockResolvedValue({
      items: [
        {
          profileId: 'seller-1',
          fullName: 'Budi Santoso',
          role: 'seller',
          membership: { memberNumber: 'KOP-0001', joinedAt: '2026-01-01', leftAt: null },
          capital: { pokok: 100_000, wajib: 0 },
        },
      ],
      total: 1,
    });
    api.getCapitalEntries.mockResolvedValue([]);
    api.setMember.mockResolvedValue(undefined);
    const { unmount } = render(<Members title="Keanggotaan" />);
    const row = await screen.findByTestId('member-row');
    expect(text(row.textContent)).toContain('1 Januari 2026');
    expect(text(row.textContent)).not.toContain('Desember');

    await user.click(within(row).getByRole('button', { name: /Ubah keanggotaan Budi Santoso/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText(/Tanggal bergabung/)).toHaveValue('01/01/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.setMember).toHaveBeenCalledWith(expect.objectContaining({ joinedAt: '2026-01-01' })),
    );
    unmount();

    api.getSellerBalances.mockResolvedValue([]);
    api.getPayouts.mockResolvedValue([
      {
        id: 1,
        sellerId: 'seller-1',
        sellerName: 'Budi Santoso',
        amount: 500_000,
        transferReference: 'TRF-001',
        paidOn: '2026-12-01',
        note: null,
        createdAt: '2026-11-30T18:00:00Z',
      },
    ]);
    render(<SellerBalances title="Saldo Penjual" />);
    expect(text((await screen.findByTestId('payout-row')).textContent)).toContain('1 Desember 2026');
  });
});
