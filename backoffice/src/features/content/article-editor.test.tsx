import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, article, deferred, pngFile, signedIn } from '../../test-utils/fixtures';
import { ArticleEditor } from './article-editor';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getArticle: jest.fn(),
  createArticle: jest.fn(),
  updateArticle: jest.fn(),
  deleteArticle: jest.fn(),
}));
const api = jest.mocked(services);

beforeEach(() => {
  api.getArticle.mockResolvedValue(article());
  api.createArticle.mockResolvedValue(12);
  api.updateArticle.mockResolvedValue();
  api.deleteArticle.mockResolvedValue();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const LIST = '/admin/content';
const render = (articleId?: string) =>
  renderWithProviders(null, {
    preloadedState: signedIn(ADMIN),
    path: articleId ? `/admin/content/${articleId}/edit` : '/admin/content/add',
    routes: [
      { path: '/admin/content/add', element: <ArticleEditor listPath={LIST} /> },
      { path: '/admin/content/:id/edit', element: <ArticleEditor articleId={articleId} listPath={LIST} /> },
      { path: LIST, element: <h1>Daftar konten</h1> },
    ],
  });

type User = ReturnType<typeof userEvent.setup>;
const field = (label: RegExp | string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: /^(Simpan|Menyimpan\.\.\.)$/ });
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

describe('ArticleEditor: add', () => {
  it('has title, type (Berita/Promo/Acara), content in 8 rows and one image', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Tambah Artikel' })).toBeInTheDocument();
    expect(field(/^Konten/)).toHaveAttribute('rows', '8');
    expect(
      within(field(/^Tipe/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Berita', 'Promo', 'Acara']);
    expect(field('Gambar Artikel')).not.toHaveAttribute('multiple');
  });

  it("requires title and content ('Wajib diisi') and an image: 'Gambar artikel wajib diupload'", async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(field(/^Judul/)).toHaveAccessibleDescription('Wajib diisi'));
    expect(field(/^Konten/)).toHaveAccessibleDescription('Wajib diisi');
    expect(screen.getByText('Gambar artikel wajib diupload')).toBeInTheDocument();
    expect(field('Gambar Artikel')).toHaveAccessibleDescription('Gambar artikel wajib diupload');
    expect(api.createArticle).not.toHaveBeenCalled();
  });

  it("keeps exactly one image: a second choice replaces the first, more at once is 'Terlalu banyak file'", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Tambah Artikel' });
    await user.upload(field('Gambar Artikel'), pngFile('satu.png'));
    await screen.findByRole('img', { name: 'Gambar baru satu.png' });
    await user.upload(field('Gambar Artikel'), pngFile('dua.png'));
    await screen.findByRole('img', { name: 'Gambar baru dua.png' });
    expect(
      screen
        .getAllByRole('img', { name: /Gambar baru/ })
        .map((img) => img.getAttribute('aria-label') ?? img.getAttribute('alt')),
    ).toEqual(['Gambar baru dua.png']);
    // a drop of two files (the input itself lets only one through)
    const dropZone = screen.getByText('atau seret gambar ke sini').closest('div')!.parentElement!;
    const dataTransfer = { files: [pngFile('a.png'), pngFile('b.png')] };
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(dropZone, { dataTransfer });
    expect(await screen.findByText('b.png: Terlalu banyak file (maksimal 1 gambar)')).toBeInTheDocument();
  });

  it("creates with author and date left to the service, shows 'Menyimpan...', then clears the form", async () => {
    const user = userEvent.setup();
    const saving = deferred<number>();
    api.createArticle.mockReturnValue(saving.promise);
    render();
    await screen.findByRole('heading', { name: 'Tambah Artikel' });
    await enter(user, /^Judul/, 'Pelatihan Budidaya Lele');
    await user.selectOptions(field(/^Tipe/), 'event');
    await enter(user, /^Konten/, 'Pelatihan gratis untuk anggota.');
    const image = pngFile('lele.png');
    await user.upload(field('Gambar Artikel'), image);
    await screen.findByRole('img', { name: `Gambar baru ${image.name}` });
    await user.click(save());
    await waitFor(() => expect(save()).toHaveTextContent('Menyimpan...'));
    expect(save()).toBeDisabled();
    expect(api.createArticle).toHaveBeenCalledWith(
      {
        title: 'Pelatihan Budidaya Lele',
        type: 'event',
        content: 'Pelatihan gratis untuk anggota.',
        publishDate: null,
      },
      image,
      expect.any(Function),
    );
    saving.resolve(12);
    expect(await screen.findByText('Artikel berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Judul/)).toHaveValue(''));
    expect(screen.queryByRole('img', { name: /Gambar baru/ })).not.toBeInTheDocument();
  });

  it('schedules with a future publish date', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Tambah Artikel' });
    await enter(user, /^Judul/, 'Bazar');
    await enter(user, /^Konten/, 'Bazar akhir tahun.');
    await enter(user, /^Tanggal Terbit/, '01/12/2030 09.30');
    await user.upload(field('Gambar Artikel'), pngFile());
    await screen.findByRole('img', { name: 'Gambar baru foto.png' });
    await user.click(save());
    await screen.findByText('Artikel berhasil ditambahkan');
    expect(api.createArticle.mock.calls[0]![0].publishDate).toBe('2030-12-01T02:30:00.000Z');
  });

  it("says 'Gagal menambahkan artikel' when the save fails", async () => {
    const user = userEvent.setup();
    api.createArticle.mockRejectedValue(new Error('Error creating article: x'));
    render();
    await screen.findByRole('heading', { name: 'Tambah Artikel' });
    await enter(user, /^Judul/, 'Judul');
    await enter(user, /^Konten/, 'Isi');
    await user.upload(field('Gambar Artikel'), pngFile());
    await screen.findByRole('img', { name: 'Gambar baru foto.png' });
    await user.click(save());
    expect(await screen.findByText('Gagal menambahkan artikel')).toBeInTheDocument();
    expect(field(/^Judul/)).toHaveValue('Judul');
  });
});

describe('ArticleEditor: edit', () => {
  it("shows 'Memuat...', then the article with its image; saving without a new image keeps it", async () => {
    const user = userEvent.setup();
    const { router } = render('3');
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Judul/)).toHaveValue('Panen Raya Ikan Nila');
    // 08.00 UTC is 15.00 in Jakarta: the stored moment in WIB, whatever the browser's zone
    expect(field(/^Tanggal Terbit/)).toHaveValue('18/11/2026 15.00');
    expect(screen.getByRole('img', { name: 'Gambar tersimpan 1' })).toHaveAttribute('src', article().image);
    expect(screen.queryByRole('button', { name: /Hapus gambar tersimpan/ })).not.toBeInTheDocument();
    await user.click(save());
    expect(await screen.findByText('Artikel berhasil diperbarui')).toBeInTheDocument();
    expect(api.updateArticle).toHaveBeenCalledWith(
      3,
      { title: 'Panen Raya Ikan Nila', type: 'news', content: article().content },
      null,
      expect.any(Function),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it('replaces the image when a new one is chosen', async () => {
    const user = userEvent.setup();
    render('3');
    await screen.findByLabelText(/^Judul/);
    const image = pngFile('baru.png');
    await user.upload(field('Gambar Artikel'), image);
    await screen.findByRole('img', { name: `Gambar baru ${image.name}` });
    expect(screen.queryByRole('img', { name: 'Gambar tersimpan 1' })).not.toBeInTheDocument();
    await user.click(save());
    await screen.findByText('Artikel berhasil diperbarui');
    expect(api.updateArticle.mock.calls[0]![2]).toBe(image);
  });

  it("says 'Gagal memperbarui artikel' and 'Gagal memuat artikel' on failures", async () => {
    const user = userEvent.setup();
    api.updateArticle.mockRejectedValue(new Error('x'));
    render('3');
    await screen.findByLabelText(/^Judul/);
    await user.click(save());
    expect(await screen.findByText('Gagal memperbarui artikel')).toBeInTheDocument();
  });

  it("says 'Gagal memuat artikel' when it cannot be loaded", async () => {
    api.getArticle.mockRejectedValue(new Error('Article not found'));
    render('99');
    expect(await screen.findAllByText('Gagal memuat artikel')).toHaveLength(2);
  });

  it("asks 'Apakah Anda yakin ingin menghapus artikel ini?', deletes and returns to the list", async () => {
    const user = userEvent.setup();
    const { router } = render('3');
    await screen.findByLabelText(/^Judul/);
    await user.click(screen.getByRole('button', { name: 'Hapus Artikel' }));
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Apakah Anda yakin ingin menghapus artikel ini?',
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Artikel berhasil dihapus')).toBeInTheDocument();
    expect(api.deleteArticle).toHaveBeenCalledWith(3);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it("says 'Gagal menghapus artikel' when the delete fails", async () => {
    const user = userEvent.setup();
    api.deleteArticle.mockRejectedValue(new Error('x'));
    render('3');
    await screen.findByLabelText(/^Judul/);
    await user.click(screen.getByRole('button', { name: 'Hapus Artikel' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Gagal menghapus artikel')).toBeInTheDocument();
  });
});
