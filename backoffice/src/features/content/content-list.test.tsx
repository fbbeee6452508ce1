import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, article, signedIn } from '../../test-utils/fixtures';
import { articleStatusLabel } from './article-values';
import { ContentList } from './content-list';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getArticles: jest.fn(),
  deleteArticle: jest.fn(),
}));
const api = jest.mocked(services);

const future = new Date(Date.now() + 10 * 86_400_000).toISOString();
const ARTICLES = [
  article({ id: 1, title: 'Panen Raya Ikan Nila', type: 'news' }),
  article({ id: 2, title: 'Diskon 20% Produk Organik', type: 'promo' }),
  article({
    id: 3,
    title: 'Bazar Koperasi Akhir Tahun',
    type: 'event',
    status: 'scheduled',
    publishDate: future,
  }),
];

beforeEach(() => {
  api.getArticles.mockResolvedValue(ARTICLES);
  api.deleteArticle.mockResolvedValue();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderList = () =>
  renderWithProviders(
    <ContentList createPath="/admin/content/add" editPath={(id) => `/admin/content/${id}/edit`} />,
    {
      preloadedState: signedIn(ADMIN),
    },
  );
const rowOf = (title: string) => screen.getByText(title).closest('tr')!;

describe('ContentList', () => {
  it('labels a date in the future Terjadwal and a reached one Terbit', () => {
    expect(articleStatusLabel({ publishDate: future })).toBe('Terjadwal');
    expect(articleStatusLabel({ publishDate: '2020-01-01T00:00:00Z' })).toBe('Terbit');
  });

  it('shows title, type, status, date, author and actions from the database', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Kelola Konten' })).toBeInTheDocument();
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Judul', 'Tipe', 'Status', 'Tanggal', 'Penulis', 'Aksi']);
    expect(within(rowOf('Panen Raya Ikan Nila')).getByText('Berita')).toBeInTheDocument();
    expect(within(rowOf('Panen Raya Ikan Nila')).getByText('Terbit')).toBeInTheDocument();
    expect(within(rowOf('Panen Raya Ikan Nila')).getByText('18 November 2026')).toBeInTheDocument();
    expect(within(rowOf('Panen Raya Ikan Nila')).getByText('Admin')).toBeInTheDocument();
    expect(within(rowOf('Diskon 20% Produk Organik')).getByText('Promo')).toBeInTheDocument();
    expect(within(rowOf('Bazar Koperasi Akhir Tahun')).getByText('Acara')).toBeInTheDocument();
    expect(within(rowOf('Bazar Koperasi Akhir Tahun')).getByText('Terjadwal')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Diskon 20% Produk Organik' })).toHaveAttribute(
      'href',
      '/admin/content/2/edit',
    );
    expect(screen.getByRole('link', { name: 'Tambah Konten' })).toHaveAttribute('href', '/admin/content/add');
  });

  it("filters titles case-insensitively with 'Cari konten...'", async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.type(screen.getByPlaceholderText('Cari konten...'), 'KOPERASI');
    expect(screen.getByText('Bazar Koperasi Akhir Tahun')).toBeInTheDocument();
    expect(screen.queryByText('Panen Raya Ikan Nila')).not.toBeInTheDocument();
  });

  it("asks 'Apakah Anda yakin ingin menghapus artikel ini?' and deletes", async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Panen Raya Ikan Nila' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Apakah Anda yakin ingin menghapus artikel ini?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Artikel berhasil dihapus')).toBeInTheDocument();
    expect(api.deleteArticle).toHaveBeenCalledWith(1);
  });

  it("says 'Gagal menghapus artikel' and 'Gagal memuat artikel' on failures", async () => {
    const user = userEvent.setup();
    api.deleteArticle.mockRejectedValue(new Error('x'));
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Panen Raya Ikan Nila' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Gagal menghapus artikel')).toBeInTheDocument();
  });

  it("says 'Gagal memuat artikel' when the list cannot be loaded", async () => {
    api.getArticles.mockRejectedValue(new Error('Error getting articles: x'));
    renderList();
    expect(await screen.findAllByText('Gagal memuat artikel')).toHaveLength(2);
  });
});
