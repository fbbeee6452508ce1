import { screen, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
// the news list and article endpoints answer from the mocked getLiveArticles / getLiveArticle
import '@koperasi/shared-ui/src/test-utils/shared-queries';
import { articlePage, liveArticle } from '../test-utils/fixtures';
import ArticlePage from './article-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getLiveArticle: jest.fn(),
  getLiveArticles: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const LONG_TEXT =
  'Koperasi mengadakan pelatihan gratis pemasangan dan perawatan panel surya untuk anggota.\n\n' +
  'Peserta belajar menghitung kebutuhan daya, memasang panel dan merawat baterai. Tempat terbatas untuk 30 peserta.';
const event = liveArticle({
  id: 3,
  title: 'Pelatihan Pemasangan Panel Surya',
  type: 'event',
  content: LONG_TEXT,
  image: 'http://img/panel.webp',
  publishDate: '2026-11-23T03:00:00.000Z',
  eventDate: '2099-12-05T02:00:00.000Z',
});

const renderAt = (path: string) =>
  renderWithProviders(null, {
    routes: [
      { path: '/artikel/:id', element: <ArticlePage /> },
      { path: '/artikel', element: <h1>Daftar artikel</h1> },
    ],
    path,
  });

beforeEach(() => {
  mocked.getLiveArticle.mockResolvedValue(event);
  mocked.getLiveArticles.mockResolvedValue(
    articlePage([
      event,
      liveArticle({ id: 2, title: 'Diskon 20% Produk Organik', type: 'promo' }),
      liveArticle(),
    ]),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ArticlePage', () => {
  it('shows the whole article: type, date, author, title, image, full text and when the event takes place', async () => {
    renderAt('/artikel/3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pelatihan Pemasangan Panel Surya' }),
    ).toBeInTheDocument();
    expect(mocked.getLiveArticle).toHaveBeenCalledWith(3);
    expect(document.title).toBe('Pelatihan Pemasangan Panel Surya · Koperasi Marketplace');
    const article = screen.getByRole('article', { name: 'Pelatihan Pemasangan Panel Surya' });
    expect(within(article).getByTestId('article-type')).toHaveTextContent('Acara');
    expect(within(article).getByText(/23 November 2026/)).toBeInTheDocument();
    expect(within(article).getByText(/Admin/)).toBeInTheDocument();
    expect(screen.getByTestId('article-content').textContent).toBe(LONG_TEXT);
    expect(screen.getByRole('img', { name: 'Pelatihan Pemasangan Panel Surya' })).toHaveAttribute(
      'src',
      'http://img/panel.webp',
    );
    expect(screen.getByTestId('article-event-date')).toHaveTextContent(
      'Waktu acaraSabtu, 5 Desember 2099 pukul 09.00 WIB',
    );
    expect(screen.getByRole('link', { name: 'Berita & Promosi' })).toHaveAttribute('href', '/artikel');
  });

  it('lists other articles without this one', async () => {
    renderAt('/artikel/3');
    const more = await screen.findByRole('region', { name: 'Artikel Lainnya' });
    const titles = within(more)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Diskon 20% Produk Organik', 'Panen Raya Ikan Nila']);
    expect(within(more).getAllByRole('link')[1]).toHaveAttribute('href', '/artikel/2');
  });

  it('says when an event has taken place', async () => {
    mocked.getLiveArticle.mockResolvedValue({ ...event, eventDate: '2020-01-04T02:00:00.000Z' });
    renderAt('/artikel/3');
    expect(await screen.findByTestId('article-event-date')).toHaveTextContent(
      'Acara telah berlangsungSabtu, 4 Januari 2020 pukul 09.00 WIB',
    );
  });

  it('tells an admin that a scheduled article is not yet visible to buyers', async () => {
    mocked.getLiveArticle.mockResolvedValue(
      liveArticle({ status: 'scheduled', publishDate: '2099-01-01T03:00:00.000Z' }),
    );
    renderAt('/artikel/1');
    expect(
      await screen.findByText(
        'Artikel ini terjadwal terbit pada 1 Januari 2099. Pembeli belum dapat melihatnya.',
      ),
    ).toBeInTheDocument();
  });

  it("says 'Artikel tidak ditemukan' for an article that is not there or not yet published, and a bad id", async () => {
    mocked.getLiveArticle.mockRejectedValue(new Error('Article not found'));
    renderAt('/artikel/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Semua Berita' })).toHaveAttribute('href', '/artikel');
    expect(document.title).toBe('Artikel tidak ditemukan · Koperasi Marketplace');
  });

  it('does not ask the server for an id that cannot be one', async () => {
    renderAt('/artikel/abc');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Artikel tidak ditemukan' }),
    ).toBeInTheDocument();
    expect(mocked.getLiveArticle).not.toHaveBeenCalled();
  });

  it("says 'Gagal memuat artikel' with 'Coba lagi' when it cannot be read", async () => {
    mocked.getLiveArticle.mockRejectedValueOnce(new Error('Error getting article: offline'));
    renderAt('/artikel/3');
    expect(await screen.findByText('Gagal memuat artikel')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Coba lagi' }).click();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pelatihan Pemasangan Panel Surya' }),
    ).toBeInTheDocument();
  });
});
