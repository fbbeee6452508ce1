import { screen, waitFor, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
// the news list and article endpoints answer from the mocked getLiveArticles / getLiveArticle
import '@koperasi/shared-ui/src/test-utils/shared-queries';
import { articlePage, liveArticle } from '../test-utils/fixtures';
import ArticlesPage from './articles-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getLiveArticles: jest.fn(),
  getUpcomingEvents: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const promo = liveArticle({
  id: 2,
  title: 'Diskon 20% Produk Organik',
  type: 'promo',
  content: 'Nikmati potongan harga 20% untuk semua produk organik selama akhir pekan.',
});
const event = liveArticle({
  id: 3,
  title: 'Pelatihan Pemasangan Panel Surya',
  type: 'event',
  eventDate: '2099-12-05T02:00:00.000Z',
});

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '/artikel', element: <ArticlesPage /> }], path });

beforeEach(() => {
  mocked.getLiveArticles.mockResolvedValue(articlePage([event, promo, liveArticle()], 3));
  mocked.getUpcomingEvents.mockResolvedValue([event]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ArticlesPage', () => {
  it('lists the live articles with type, date, the start of the text and an event date, each linking to its page', async () => {
    renderAt('/artikel');
    expect(screen.getByRole('heading', { level: 1, name: 'Berita & Promosi' })).toBeInTheDocument();
    expect(document.title).toBe('Berita & Promosi · Koperasi Marketplace');
    const cards = await screen.findAllByTestId('article-card');
    expect(cards).toHaveLength(3);
    expect(screen.getByText('3 artikel')).toBeInTheDocument();
    expect(within(cards[1]!).getByTestId('article-type')).toHaveTextContent('Promo');
    expect(within(cards[1]!).getByRole('link')).toHaveAttribute('href', '/artikel/2');
    expect(within(cards[1]!).getByText(/Nikmati potongan harga 20%/)).toBeInTheDocument();
    expect(within(cards[0]!).getByTestId('article-event-date')).toHaveTextContent(
      'Sabtu, 5 Desember 2099 pukul 09.00 WIB',
    );
    expect(mocked.getLiveArticles).toHaveBeenCalledWith({ page: 1, pageSize: 9 });
  });

  it('filters by type from the URL, marking the chosen filter', async () => {
    mocked.getLiveArticles.mockResolvedValue(articlePage([event]));
    renderAt('/artikel?type=event');
    await waitFor(() =>
      expect(mocked.getLiveArticles).toHaveBeenCalledWith({ type: 'event', page: 1, pageSize: 9 }),
    );
    const filters = screen.getByRole('navigation', { name: 'Jenis artikel' });
    expect(within(filters).getByRole('link', { name: 'Acara' })).toHaveAttribute('aria-current', 'page');
    expect(within(filters).getByRole('link', { name: 'Semua' })).toHaveAttribute('href', '/artikel');
    expect(within(filters).getByRole('link', { name: 'Berita' })).toHaveAttribute(
      'href',
      '/artikel?type=news',
    );
    expect(within(filters).getByRole('link', { name: 'Promo' })).toHaveAttribute(
      'href',
      '/artikel?type=promo',
    );
  });

  it('pages through the list', async () => {
    mocked.getLiveArticles.mockResolvedValue(articlePage([promo], 20, 2));
    renderAt('/artikel?type=promo&page=2');
    await waitFor(() =>
      expect(mocked.getLiveArticles).toHaveBeenCalledWith({ type: 'promo', page: 2, pageSize: 9 }),
    );
    expect(await screen.findByRole('link', { name: 'Ke halaman 3' })).toHaveAttribute(
      'href',
      '/artikel?type=promo&page=3',
    );
    expect(screen.getByRole('link', { name: 'Ke halaman 1' })).toHaveAttribute('href', '/artikel?type=promo');
  });

  it('lists the upcoming events with their dates', async () => {
    renderAt('/artikel');
    const upcoming = await screen.findByRole('region', { name: 'Acara Mendatang' });
    expect(
      await within(upcoming).findByRole('link', { name: 'Pelatihan Pemasangan Panel Surya' }),
    ).toHaveAttribute('href', '/artikel/3');
    expect(within(upcoming).getByTestId('upcoming-event-date')).toHaveTextContent(
      'Sabtu, 5 Desember 2099 pukul 09.00 WIB',
    );
    const badge = within(upcoming).getByText('Sabtu, 5 Desember 2099').closest('time');
    expect(badge).toHaveAttribute('datetime', '2099-12-05T02:00:00.000Z');
    expect(badge).toHaveTextContent('Sabtu, 5 Desember 20995Des');
    expect(mocked.getUpcomingEvents).toHaveBeenCalledWith(5);
  });

  it('says so when there is nothing of a type yet', async () => {
    mocked.getLiveArticles.mockResolvedValue(articlePage([]));
    mocked.getUpcomingEvents.mockResolvedValue([]);
    renderAt('/artikel?type=promo');
    expect(await screen.findByRole('heading', { name: 'Belum ada artikel' })).toBeInTheDocument();
    expect(screen.getByText('Belum ada promo yang terbit.')).toBeInTheDocument();
    expect(await screen.findByText('Belum ada acara mendatang.')).toBeInTheDocument();
  });

  it("says 'Gagal memuat artikel' with 'Coba lagi' when the list cannot be read", async () => {
    mocked.getLiveArticles.mockRejectedValue(new Error('Error getting articles: offline'));
    renderAt('/artikel');
    expect(await screen.findByText('Gagal memuat artikel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
