import { screen, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
// the news list and article endpoints answer from the mocked getLiveArticles / getLiveArticle
import '@koperasi/shared-ui/src/test-utils/shared-queries';
import { articlePage, liveArticle } from '../test-utils/fixtures';
import HomePage from './home-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getFeaturedProducts: jest.fn(),
  getLiveArticles: jest.fn(),
  getUpcomingEvents: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const event = liveArticle({
  id: 3,
  title: 'Pelatihan Pemasangan Panel Surya',
  type: 'event',
  eventDate: '2099-12-05T02:00:00.000Z',
});

beforeEach(() => {
  mocked.getFeaturedProducts.mockResolvedValue([]);
  mocked.getLiveArticles.mockResolvedValue(
    articlePage([event, liveArticle({ id: 2, title: 'Diskon 20% Produk Organik', type: 'promo' })]),
  );
  mocked.getUpcomingEvents.mockResolvedValue([event]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('HomePage: Berita & Acara', () => {
  it('shows the latest articles, each opening its page, and a link to all of them', async () => {
    renderWithProviders(<HomePage />);
    const section = await screen.findByRole('region', { name: 'Berita & Acara' });
    expect(await within(section).findAllByTestId('article-card')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: /Diskon 20% Produk Organik/ })).toHaveAttribute(
      'href',
      '/artikel/2',
    );
    expect(within(section).getByRole('link', { name: 'Semua Berita' })).toHaveAttribute('href', '/artikel');
    expect(mocked.getLiveArticles).toHaveBeenCalledWith({ pageSize: 3 });
  });

  it('shows an upcoming event with its date', async () => {
    renderWithProviders(<HomePage />);
    const upcoming = await screen.findByRole('region', { name: 'Acara Mendatang' });
    expect(
      await within(upcoming).findByRole('link', { name: 'Pelatihan Pemasangan Panel Surya' }),
    ).toHaveAttribute('href', '/artikel/3');
    expect(within(upcoming).getByText('Sabtu, 5 Desember 2099 pukul 09.00 WIB')).toBeInTheDocument();
  });

  it("says 'Gagal memuat artikel' when the articles cannot be read, and keeps the rest of the page", async () => {
    mocked.getLiveArticles.mockRejectedValue(new Error('Error getting articles: offline'));
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('Gagal memuat artikel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Produk Unggulan' })).toBeInTheDocument();
  });
});
