import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { ShuPrint } from './shu-print';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getShuRules: jest.fn(),
  getShuYearClosing: jest.fn(),
  getShuAllocationReport: jest.fn(),
  getShuDistributionReport: jest.fn(),
}));
const api = jest.mocked(services);
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const RULE: services.ShuRule = {
  id: 3,
  year: 2025,
  version: 1,
  shuTotal: 5_000_000,
  ratDate: '2026-03-14',
  note: null,
  createdAt: '2026-03-15T02:00:00.000Z',
  lines: [
    { lineNo: 1, parentLineNo: null, name: 'Cadangan', percent: '75', base: null },
    { lineNo: 2, parentLineNo: null, name: 'Jasa Modal', percent: '25', base: 'capital' },
  ],
};

function renderPrint(yearParam = '2025') {
  return renderWithProviders(
    <ShuPrint yearParam={yearParam} backPath={(year) => `/admin/shu?tahun=${year}`} />,
    { preloadedState: signedIn(ADMIN) },
  );
}

beforeEach(() => {
  sharedQueries.siteSettings.mockResolvedValue({
    siteName: 'Koperasi Serba Usaha Nusantara',
  } as services.SiteSettings);
  api.getShuRules.mockResolvedValue([RULE]);
  api.getShuYearClosing.mockResolvedValue({ year: 2025, ruleId: 3, closedAt: '2026-01-20T03:00:00.000Z' });
  api.getShuAllocationReport.mockResolvedValue([
    { ...RULE.lines[0]!, pool: 3_750_000, distributed: 0, undistributed: 0 },
    { ...RULE.lines[1]!, pool: 1_250_000, distributed: 1_250_000, undistributed: 0 },
  ]);
  api.getShuDistributionReport.mockResolvedValue([
    {
      memberId: 'm1',
      memberNumber: 'KOP-0001',
      fullName: 'Agus Setiawan',
      purchases: 0,
      sales: 0,
      transactions: 0,
      capital: 100_000,
      jasaUsaha: 0,
      jasaModal: 416_667,
      total: 416_667,
      lines: [],
    },
    {
      memberId: 'm2',
      memberNumber: 'KOP-0002',
      fullName: 'Budi Santoso',
      purchases: 0,
      sales: 0,
      transactions: 0,
      capital: 200_000,
      jasaModal: 833_333,
      jasaUsaha: 0,
      total: 833_333,
      lines: [],
    },
  ]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ShuPrint', () => {
  it("prints the cooperative's name, the year, its final rule, the pools and every member's share", async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderPrint();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Laporan Pembagian SHU Tahun Buku 2025' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Koperasi Serba Usaha Nusantara')).toBeInTheDocument();
    const members = await screen.findByRole('table', { name: 'Pembagian SHU per anggota' });
    expect(api.getShuDistributionReport).toHaveBeenCalledWith(2025);
    expect(
      screen.getByText('Aturan versi 1, final (tahun buku ditutup 20 Januari 2026).'),
    ).toBeInTheDocument();
    expect(text(screen.getByTestId('shu-total').textContent)).toBe('Rp 5.000.000');
    expect(text(within(members).getByTestId('shu-distribution-total').textContent)).toBe(
      'Jumlah (2 anggota)Rp 0Rp 0Rp 300.000Rp 0Rp 1.250.000Rp 1.250.000',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke Pembagian SHU' })).toHaveAttribute(
      'href',
      '/admin/shu?tahun=2025',
    );
    await user.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalled();
  });

  it('says when the year has no rule, and refuses a year that is none', async () => {
    api.getShuRules.mockResolvedValue([]);
    const { unmount } = renderPrint('2024');
    expect(
      await screen.findByText('Belum ada aturan pembagian SHU untuk tahun buku 2024.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeDisabled();
    unmount();
    renderPrint('abc');
    expect(screen.getByText('Tahun buku tidak valid')).toBeInTheDocument();
    expect(api.getShuRules).not.toHaveBeenCalledWith(0);
  });
});
