import { screen } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { MyShuTab } from './my-shu-tab';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getMyShuEstimate: jest.fn(),
}));
const mocked = jest.mocked(services);
const { EconomicsError } = jest.requireActual<typeof services>('@koperasi/shared-services');
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

const MEMBER: services.User = {
  id: 'u2',
  email: 'penjual@koperasi.test',
  displayName: 'Budi Santoso',
  role: 'seller',
  reputation: 87,
  phone: '',
};

const estimate = (overrides: Partial<services.MyShuEstimate> = {}): services.MyShuEstimate => ({
  bookYear: 2026,
  ruleYear: 2026,
  ruleVersion: 2,
  isFinal: false,
  memberNumber: 'KOP-0006',
  purchases: 127_500,
  sales: 42_324_000,
  transactions: 42_451_500,
  capital: 175_000,
  jasaUsaha: 1_309_344,
  jasaModal: 62_130,
  total: 1_371_474,
  lines: [
    { lineNo: 3, name: 'Jasa Usaha', base: 'purchases_and_sales', amount: 1_309_344 },
    { lineNo: 4, name: 'Jasa Modal', base: 'capital', amount: 62_130 },
  ],
  ...overrides,
});

const renderTab = () =>
  renderWithProviders(<MyShuTab />, { preloadedState: { auth: { user: MEMBER, loading: false } } });

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

describe('MyShuTab', () => {
  it("shows a member's patronage this year and the SHU estimate the database computed", async () => {
    mocked.getMyShuEstimate.mockResolvedValue(estimate());
    renderTab();
    expect(screen.getByRole('status', { name: 'Memuat SHU' })).toBeInTheDocument();
    expect(await screen.findByText('KOP-0006')).toBeInTheDocument();
    expect(mocked.getMyShuEstimate).toHaveBeenCalledWith();
    expect(screen.getByRole('heading', { name: 'Transaksi Anda Tahun 2026' })).toBeInTheDocument();
    expect(text(screen.getByTestId('shu-purchases').textContent)).toBe('Rp 127.500');
    expect(text(screen.getByTestId('shu-sales').textContent)).toBe('Rp 42.324.000');
    expect(text(screen.getByTestId('shu-capital').textContent)).toBe('Rp 175.000');
    expect(screen.getByRole('heading', { name: 'Perkiraan SHU Tahun 2026' })).toBeInTheDocument();
    expect(screen.getByText(/Perkiraan memakai aturan SHU tahun 2026 versi 2\./)).toBeInTheDocument();
    expect(text(screen.getByTestId('shu-jasa-usaha').textContent)).toBe('Rp 1.309.344');
    expect(text(screen.getByTestId('shu-jasa-modal').textContent)).toBe('Rp 62.130');
    expect(text(screen.getByTestId('shu-total').textContent)).toBe('Rp 1.371.474');
    expect(screen.getByText('Jasa Modal (dasar: Modal): Rp 62.130')).toBeInTheDocument();
  });

  it("says which earlier year's rule an estimate uses, and when there is no rule at all", async () => {
    mocked.getMyShuEstimate.mockResolvedValue(estimate({ ruleYear: 2025, ruleVersion: 1 }));
    const { unmount } = renderTab();
    expect(
      await screen.findByText(
        /Perkiraan memakai aturan SHU tahun 2025 versi 1 sampai RAT menetapkan aturan tahun 2026\./,
      ),
    ).toBeInTheDocument();
    unmount();

    mocked.getMyShuEstimate.mockResolvedValue(
      estimate({ ruleYear: null, ruleVersion: null, jasaUsaha: 0, jasaModal: 0, total: 0, lines: [] }),
    );
    renderTab();
    expect(
      await screen.findByText(/Aturan pembagian SHU belum ditetapkan oleh Rapat Anggota Tahunan/),
    ).toBeInTheDocument();
    expect(text(screen.getByTestId('shu-total').textContent)).toBe('Rp 0');
    expect(screen.queryByText('Rincian per alokasi')).not.toBeInTheDocument();
  });

  it('shows the final SHU of a closed year', async () => {
    mocked.getMyShuEstimate.mockResolvedValue(estimate({ isFinal: true }));
    renderTab();
    expect(await screen.findByRole('heading', { name: 'SHU Anda Tahun 2026' })).toBeInTheDocument();
    expect(
      screen.getByText('Tahun buku 2026 sudah ditutup: ini SHU final Anda (aturan versi 2).'),
    ).toBeInTheDocument();
  });

  it('explains SHU to someone who is not a member', async () => {
    mocked.getMyShuEstimate.mockResolvedValue(null);
    renderTab();
    expect(
      await screen.findByRole('heading', { name: 'Anda belum menjadi anggota koperasi' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/SHU \(Sisa Hasil Usaha\) adalah bagian hasil usaha koperasi/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hubungi Koperasi' })).toHaveAttribute('href', '/contact');
  });

  it('says when the estimate cannot be loaded', async () => {
    mocked.getMyShuEstimate.mockRejectedValue(
      new EconomicsError('Error getting SHU estimate', {
        code: '57014',
        message: 'canceling statement due to statement timeout',
      }),
    );
    renderTab();
    expect(await screen.findByText('Server terlalu lama menjawab. Silakan coba lagi.')).toBeInTheDocument();
  });
});
