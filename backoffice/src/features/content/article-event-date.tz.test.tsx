import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, article, pngFile, signedIn } from '../../test-utils/fixtures';
import { ArticleEditor } from './article-editor';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getArticle: jest.fn(),
  createArticle: jest.fn(),
  updateArticle: jest.fn(),
  deleteArticle: jest.fn(),
}));
const api = jest.mocked(services);

const EVENT_DATE = '2026-12-06T02:00:00.000Z';

beforeEach(() => {
  api.getArticle.mockResolvedValue(article({ type: 'event', eventDate: EVENT_DATE }));
  api.createArticle.mockResolvedValue(12);
  api.updateArticle.mockResolvedValue();
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

const field = (label: RegExp | string) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: /^(Simpan|Menyimpan\.\.\.)$/ });

describe('ArticleEditor: the date of an event', () => {
  it("asks for 'Tanggal Acara' only for an event, and sends the date given", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('heading', { name: 'Tambah Artikel' });
    expect(screen.queryByLabelText(/^Tanggal Acara/)).not.toBeInTheDocument();
    await user.click(field(/^Judul/));
    await user.paste('Temu Anggota');
    await user.selectOptions(field(/^Tipe/), 'event');
    await user.click(field(/^Konten/));
    await user.paste('Rapat anggota tahunan.');
    expect(field(/^Tanggal Acara/)).toHaveAccessibleDescription(
      'Waktu acara berlangsung. Kosongkan untuk memakai tanggal terbit.',
    );
    await user.click(field(/^Tanggal Acara/));
    await user.paste('01/06/2030 09.00');
    // whatever the browser's control shows, the date is read back in Indonesian, day first
    expect(screen.getByTestId('event-date-reading').textContent?.replace(/\s/g, ' ')).toBe(
      'Acara: Sabtu, 1 Juni 2030 pukul 09.00 WIB',
    );
    await user.upload(field('Gambar Artikel'), pngFile());
    // 'Simpan' waits while the image is prepared: its preview says it is ready
    await screen.findByRole('img', { name: 'Gambar baru foto.png' });
    await user.click(save());
    await screen.findByText('Artikel berhasil ditambahkan');
    expect(api.createArticle.mock.calls[0]![0]).toEqual({
      title: 'Temu Anggota',
      type: 'event',
      content: 'Rapat anggota tahunan.',
      publishDate: null,
      eventDate: '2030-06-01T02:00:00.000Z',
    });
  });

  it('shows the stored date of an event and keeps it when untouched', async () => {
    const user = userEvent.setup();
    render('3');
    expect(await screen.findByLabelText(/^Tanggal Acara/)).toHaveValue('06/12/2026 09.00');
    await user.click(save());
    await screen.findByText('Artikel berhasil diperbarui');
    expect(api.updateArticle.mock.calls[0]![1]).not.toHaveProperty('eventDate');
  });

  it('sends a changed date', async () => {
    const user = userEvent.setup();
    render('3');
    const input = await screen.findByLabelText(/^Tanggal Acara/);
    await user.clear(input);
    await user.click(input);
    await user.paste('02/01/2031 10.30');
    await user.click(save());
    await waitFor(() => expect(api.updateArticle).toHaveBeenCalled());
    expect(api.updateArticle.mock.calls[0]![1]).toMatchObject({
      eventDate: '2031-01-02T03:30:00.000Z',
    });
  });

  it('sends an emptied date as none: the database then takes the publish date', async () => {
    const user = userEvent.setup();
    render('3');
    const input = await screen.findByLabelText(/^Tanggal Acara/);
    await user.clear(input);
    await user.click(save());
    await screen.findByText('Artikel berhasil diperbarui');
    expect(api.updateArticle.mock.calls[0]![1]).toMatchObject({ eventDate: null });
  });

  it('refuses a date that is not written day first, and says how to write it', async () => {
    const user = userEvent.setup();
    render('3');
    const input = await screen.findByLabelText(/^Tanggal Acara/);
    expect(input).toHaveAttribute('placeholder', 'hh/bb/tttt jj.mm');
    await user.clear(input);
    await user.click(input);
    await user.paste('12/31/2031 10.30');
    await user.click(save());
    expect(await screen.findByText(/^Tulis tanggal seperti 15\/01\/2031 09\.30/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(api.updateArticle).not.toHaveBeenCalled();
  });
});
