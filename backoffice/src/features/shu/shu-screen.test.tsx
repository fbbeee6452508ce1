import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, signedIn } from '../../test-utils/fixtures';
import { currentBookYear } from './shu-report';
import { ShuScreen } from './shu-screen';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getShuRules: jest.fn(),
  getShuYearClosing: jest.fn(),
  getShuAllocationReport: jest.fn(),
  getShuDistributionReport: jest.fn(),
  saveShuRule: jest.fn(),
  closeShuYear: jest.fn(),
}));
const api = jest.mocked(services);
const { EconomicsError } = jest.requireActual<typeof services>('@koperasi/shared-services');
// the first-rule flow types into a large form key by key: minutes on a loaded machine, seconds on a quiet one
jest.setTimeout(120_000);

const YEAR = currentBookYear();
const PAST = YEAR - 1;
const text = (value: string | null | undefined) => value?.replace(/\s/g, ' ').trim() ?? '';

/** A two-level rule: reserve 40, members 40 (jasa usaha 70 by trade, jasa modal 30 by capital), 10, 5, 5. */
const rule = (overrides: Partial<services.ShuRule> = {}): services.ShuRule => ({
  id: 7,
  year: YEAR,
  version: 2,
  shuTotal: 10_000_001,
  ratDate: `${YEAR}-03-14`,
  note: 'Keputusan RAT ke-12',
  createdAt: `${YEAR}-03-15T02:00:00.000Z`,
  lines: [
    { lineNo: 1, parentLineNo: null, name: 'Cadangan', percent: '40', base: null },
    { lineNo: 2, parentLineNo: null, name: 'Jasa Anggota', percent: '40', base: null },
    { lineNo: 3, parentLineNo: 2, name: 'Jasa Usaha', percent: '70', base: 'purchases_and_sales' },
    { lineNo: 4, parentLineNo: 2, name: 'Jasa Modal', percent: '30', base: 'capital' },
    { lineNo: 5, parentLineNo: null, name: 'Dana Pengurus', percent: '10', base: null },
    { lineNo: 6, parentLineNo: null, name: 'Dana Pendidikan', percent: '5', base: null },
    { lineNo: 7, parentLineNo: null, name: 'Dana Sosial', percent: '5', base: null },
  ],
  ...overrides,
});
const OLD_VERSION = rule({
  id: 6,
  version: 1,
  shuTotal: 8_000_000,
  note: null,
  createdAt: `${YEAR}-03-01T02:00:00.000Z`,
  lines: [
    { lineNo: 1, parentLineNo: null, name: 'Cadangan', percent: '75', base: null },
    { lineNo: 2, parentLineNo: null, name: 'Jasa Usaha', percent: '25', base: 'purchases' },
  ],
});

const pool = (lineNo: number, pool: number, distributed = 0): services.ShuAllocationLine => {
  const line = rule().lines.find((l) => l.lineNo === lineNo)!;
  return { ...line, pool, distributed, undistributed: line.base || lineNo === 2 ? pool - distributed : 0 };
};
const ALLOCATION = [
  pool(1, 4_000_001),
  pool(2, 4_000_000, 4_000_000),
  pool(3, 2_800_000, 2_800_000),
  pool(4, 1_200_000, 1_200_000),
  pool(5, 1_000_000),
  pool(6, 500_000),
  pool(7, 500_000),
];
const member = (
  memberNumber: string,
  fullName: string,
  figures: Partial<services.ShuMemberShare>,
): services.ShuMemberShare => ({
  memberId: `id-${memberNumber}`,
  memberNumber,
  fullName,
  purchases: 0,
  sales: 0,
  transactions: 0,
  capital: 0,
  jasaUsaha: 0,
  jasaModal: 0,
  total: 0,
  lines: [],
  ...figures,
});
const MEMBERS = [
  member('A-001', 'Budi Santoso', {
    purchases: 0,
    sales: 850_000,
    capital: 600_000,
    jasaUsaha: 1_866_667,
    jasaModal: 720_000,
    total: 2_586_667,
  }),
  member('A-002', 'Dewi Lestari, S.E.', {
    purchases: 425_000,
    capital: 400_000,
    jasaUsaha: 933_333,
    jasaModal: 480_000,
    total: 1_413_333,
  }),
];

function renderScreen(path = '/admin/shu') {
  return renderWithProviders(null, {
    preloadedState: signedIn(ADMIN),
    path,
    routes: [
      {
        path: '/admin/shu',
        element: <ShuScreen title="Pembagian SHU" printPath={(year) => `/admin/shu/${year}/cetak`} />,
      },
    ],
  });
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  api.getShuRules.mockResolvedValue([rule(), OLD_VERSION]);
  api.getShuYearClosing.mockResolvedValue(null);
  api.getShuAllocationReport.mockResolvedValue(ALLOCATION);
  api.getShuDistributionReport.mockResolvedValue(MEMBERS);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ShuScreen', () => {
  it("shows this year's rule in force, the pools of its lines and every member's share with their sums", async () => {
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Pembagian SHU' })).toBeInTheDocument();
    expect(await screen.findByText('Aturan berlaku: versi 2')).toBeInTheDocument();
    expect(api.getShuRules).toHaveBeenCalledWith(YEAR);
    expect(screen.getByRole('combobox', { name: 'Tahun buku' })).toHaveTextContent(String(YEAR));
    expect(screen.getByText('Tahun buku berjalan: angka masih perkiraan')).toBeInTheDocument();

    const ruleSection = section('Aturan Pembagian');
    expect(text(within(ruleSection).getByTestId('shu-total').textContent)).toBe('Rp 10.000.001');
    expect(ruleSection).toHaveTextContent('Keputusan RAT ke-12');
    const ruleRows = within(within(ruleSection).getByRole('table')).getAllByRole('row');
    expect(ruleRows.map((row) => text(row.textContent))).toEqual([
      'AlokasiPersentaseDasar pembagian',
      // the base twice: its column, and under the name for a phone (which hides the column)
      'CadanganDisimpan koperasi40%Disimpan koperasi',
      'Jasa AnggotaDibagi ke komponen40%Dibagi ke komponen',
      'Jasa UsahaPembelian dan Penjualan70% dari indukPembelian dan Penjualan',
      'Jasa ModalModal30% dari indukModal',
      'Dana PengurusDisimpan koperasi10%Disimpan koperasi',
      'Dana PendidikanDisimpan koperasi5%Disimpan koperasi',
      'Dana SosialDisimpan koperasi5%Disimpan koperasi',
    ]);
    // no closing for the current year: the database refuses it until the year is over
    expect(within(ruleSection).queryByRole('button', { name: 'Tutup Tahun Buku' })).not.toBeInTheDocument();

    const allocation = await within(section('Alokasi SHU')).findByRole('table', { name: 'Alokasi SHU' });
    expect(text(within(allocation).getByTestId('shu-line-3').textContent)).toBe(
      'Jasa UsahaPembelian dan Penjualan70% dari indukPembelian dan PenjualanRp 2.800.000Rp 2.800.000Rp 0',
    );
    expect(text(within(allocation).getByTestId('shu-allocation-total').textContent)).toBe(
      'Jumlah100%Rp 10.000.001Rp 4.000.000Rp 0',
    );

    const members = await screen.findByRole('table', { name: 'Pembagian SHU per anggota' });
    const rows = within(members)
      .getAllByRole('row')
      .map((row) => text(row.textContent));
    expect(rows[0]).toBe('No. AnggotaNamaPembelianPenjualanModalJasa UsahaJasa ModalTotal SHU');
    expect(rows[1]).toBe('A-001Budi SantosoRp 0Rp 850.000Rp 600.000Rp 1.866.667Rp 720.000Rp 2.586.667');
    // the sums: the members' total is the pool the rule shares among members
    expect(text(within(members).getByTestId('shu-distribution-total').textContent)).toBe(
      'Jumlah (2 anggota)Rp 425.000Rp 850.000Rp 1.000.000Rp 2.800.000Rp 1.200.000Rp 4.000.000',
    );
    expect(screen.getByRole('link', { name: 'Halaman Cetak' })).toHaveAttribute(
      'href',
      `/admin/shu/${YEAR}/cetak`,
    );
  });

  it('shows an earlier version of the rule on request, the reports staying on the one in force', async () => {
    const user = userEvent.setup();
    renderScreen();
    await user.click(await screen.findByRole('combobox', { name: 'Versi aturan' }));
    await user.click(screen.getByRole('option', { name: /^Versi 1 · / }));
    const ruleSection = section('Aturan Pembagian');
    expect(text(within(ruleSection).getByTestId('shu-total').textContent)).toBe('Rp 8.000.000');
    expect(ruleSection).toHaveTextContent('Ini versi lama. Laporan di bawah memakai versi 2 yang berlaku.');
  });

  it('downloads the distribution as a CSV file with Indonesian headers and the sums', async () => {
    const user = userEvent.setup();
    const blobs: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:shu';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.download} ${this.href}`);
    });
    renderScreen();
    await screen.findByRole('table', { name: 'Pembagian SHU per anggota' });
    await user.click(screen.getByRole('button', { name: 'Unduh CSV' }));
    expect(clicked).toEqual([`shu-${YEAR}.csv blob:shu`]);
    const csv = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(blobs[0]!);
    });
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    expect(csv.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      'No. Anggota,Nama Anggota,Pembelian (Rp),Penjualan (Rp),Modal (Rp),Jasa Usaha (Rp),Jasa Modal (Rp),Total SHU (Rp)',
      'A-001,Budi Santoso,0,850000,600000,1866667,720000,2586667',
      'A-002,"Dewi Lestari, S.E.",425000,0,400000,933333,480000,1413333',
      'Jumlah,,425000,850000,1000000,2800000,1200000,4000000',
      '',
    ]);
    click.mockRestore();
  });

  it('says when the year has no rule yet, and records its first rule', async () => {
    // a large form, some 40 steps that each redraw it: each value goes in as one paste, not a keystroke each
    // (typed, the test took 10 s on this machine, and ran past 20 s beside the browser tests)
    const user = userEvent.setup({ delay: null });
    const fill = async (field: HTMLElement, value: string) => {
      await user.clear(field);
      await user.click(field);
      await user.paste(value);
    };
    api.getShuRules.mockResolvedValue([]);
    renderScreen();
    expect(await screen.findByText(/Belum ada aturan pembagian SHU untuk tahun buku/)).toBeInTheDocument();
    expect(api.getShuAllocationReport).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Buat Aturan' }));
    const form = screen.getByRole('form', { name: `Aturan SHU ${YEAR}` });

    await fill(within(form).getByLabelText(/^SHU yang dibagikan/), '1000000');
    await fill(within(form).getByLabelText(/^Tanggal RAT/), `14/03/${YEAR}`);
    await fill(within(form).getByLabelText(/^Nama alokasi/), 'Cadangan');
    // the label stays above an empty percent field, clear of its '%'
    const percentLabel = within(form).getByText(/^Persentase/, { selector: 'label' });
    expect(percentLabel).toHaveAttribute('data-shrink', 'true');
    await fill(within(form).getByLabelText(/^Persentase/), '60');
    await user.click(within(form).getByRole('button', { name: 'Tambah Alokasi' }));
    const second = within(form).getByRole('group', { name: 'Alokasi 2' });
    await fill(within(second).getByLabelText(/^Nama alokasi/), 'Jasa Anggota');
    await fill(within(second).getByLabelText(/^Persentase/), '30');
    expect(within(form).getByText('Jumlah alokasi: 90% dari 100%')).toBeInTheDocument();

    // the sum of the top lines must be 100
    await user.click(within(form).getByRole('button', { name: 'Simpan Aturan' }));
    expect(
      await within(form).findByText('Jumlah persentase alokasi harus tepat 100% (sekarang 90%)'),
    ).toBeInTheDocument();
    await user.clear(within(second).getByLabelText(/^Persentase/));
    await fill(within(second).getByLabelText(/^Persentase/), '40');

    // split into components: each needs a base, and their percents sum to 100
    await user.click(within(second).getByRole('combobox', { name: 'Penggunaan' }));
    await user.click(screen.getByRole('option', { name: 'Dibagi ke beberapa komponen' }));
    const names = within(second).getAllByLabelText(/^Nama komponen/);
    const percents = within(second)
      .getAllByLabelText(/^Persentase/)
      .slice(1);
    await fill(names[0]!, 'Jasa Usaha');
    await fill(percents[0]!, '66,6667');
    await fill(names[1]!, 'Jasa Modal');
    await fill(percents[1]!, '33,3332');
    await user.click(within(form).getByRole('button', { name: 'Simpan Aturan' }));
    expect(
      await within(second).findByText('Jumlah persentase komponen harus tepat 100% (sekarang 99,9999%)'),
    ).toBeInTheDocument();
    expect(within(second).getAllByText('Pilih dasar pembagian')).toHaveLength(2);
    expect(api.saveShuRule).not.toHaveBeenCalled();

    await user.clear(percents[1]!);
    await fill(percents[1]!, '33,3333');
    const bases = within(second).getAllByRole('combobox', { name: /^Dasar pembagian/ });
    await user.click(bases[0]!);
    await user.click(screen.getByRole('option', { name: 'Pembelian dan Penjualan' }));
    await user.click(bases[1]!);
    await user.click(screen.getByRole('option', { name: 'Modal' }));

    api.saveShuRule.mockResolvedValue(rule({ version: 1 }));
    api.getShuRules.mockResolvedValue([rule({ version: 1 })]);
    await user.click(within(form).getByRole('button', { name: 'Simpan Aturan' }));
    await waitFor(() =>
      expect(api.saveShuRule).toHaveBeenCalledWith({
        year: YEAR,
        shuTotal: 1_000_000,
        ratDate: `${YEAR}-03-14`,
        note: null,
        allocations: [
          { name: 'Cadangan', percent: '60' },
          {
            name: 'Jasa Anggota',
            percent: '40',
            components: [
              { name: 'Jasa Usaha', percent: '66.6667', base: 'purchases_and_sales' },
              { name: 'Jasa Modal', percent: '33.3333', base: 'capital' },
            ],
          },
        ],
      }),
    );
    expect(await screen.findByText(`Aturan SHU ${YEAR} versi 1 disimpan`)).toBeInTheDocument();
    expect(await screen.findByText('Aturan berlaku: versi 1')).toBeInTheDocument();
  });

  it('starts a new version from the one in force, and shows why the database refused it', async () => {
    const user = userEvent.setup();
    api.saveShuRule.mockRejectedValue(
      new EconomicsError('Error saving SHU rule', {
        code: 'KP016',
        message: `Tahun buku ${YEAR} sudah ditutup`,
      }),
    );
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Buat Versi Baru' }));
    const form = screen.getByRole('form', { name: `Versi Baru Aturan SHU ${YEAR}` });
    expect(within(form).getByLabelText(/^SHU yang dibagikan/)).toHaveValue('10.000.001');
    expect(
      within(form)
        .getAllByLabelText(/^Nama alokasi/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Cadangan', 'Jasa Anggota', 'Dana Pengurus', 'Dana Pendidikan', 'Dana Sosial']);
    expect(within(form).getByText('Jumlah alokasi: 100% dari 100%')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Simpan Aturan' }));
    expect(
      await screen.findByText(`Gagal menyimpan aturan SHU. Tahun buku ${YEAR} sudah ditutup`),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: `Versi Baru Aturan SHU ${YEAR}` })).toBeInTheDocument();
  });

  it('closes a past book year after a confirmation; a closed year takes no new version', async () => {
    const user = userEvent.setup();
    api.getShuRules.mockResolvedValue([rule({ year: PAST })]);
    api.closeShuYear.mockResolvedValue({ year: PAST, ruleId: 7, closedAt: `${YEAR}-01-20T03:00:00.000Z` });
    renderScreen(`/admin/shu?tahun=${PAST}`);
    expect(await screen.findByText('Tahun buku belum ditutup')).toBeInTheDocument();
    expect(api.getShuRules).toHaveBeenCalledWith(PAST);
    await user.click(screen.getByRole('button', { name: 'Tutup Tahun Buku' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi' });
    expect(text(dialog.textContent)).toContain(
      `Tutup tahun buku ${PAST}? Aturan versi 2 menjadi final dan SHU setiap anggota disimpan.`,
    );
    expect(api.closeShuYear).not.toHaveBeenCalled();
    api.getShuYearClosing.mockResolvedValue({
      year: PAST,
      ruleId: 7,
      closedAt: `${YEAR}-01-20T03:00:00.000Z`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tutup Tahun Buku' }));
    await waitFor(() => expect(api.closeShuYear).toHaveBeenCalledWith(PAST));
    expect(await screen.findByText(`Tahun buku ${PAST} ditutup`)).toBeInTheDocument();
    expect(await screen.findByText(`Tahun buku ditutup 20 Januari ${YEAR}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buat Versi Baru' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tutup Tahun Buku' })).not.toBeInTheDocument();
  });

  it('says why a report cannot be loaded', async () => {
    api.getShuDistributionReport.mockRejectedValue(
      new EconomicsError('Error getting SHU distribution report', {
        code: '42501',
        message: 'Hanya admin yang dapat melakukan ini',
      }),
    );
    renderScreen();
    expect(
      await within(await screen.findByRole('region', { name: 'Pembagian per Anggota' })).findByText(
        'Anda tidak memiliki izin untuk melakukan tindakan ini',
      ),
    ).toBeInTheDocument();
  });
});
