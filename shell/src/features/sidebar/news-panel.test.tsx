import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NewsItem } from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { NewsPanel } from './news-panel';

const NEWS: NewsItem[] = [
  {
    id: 2,
    title: 'Diskon 20% Produk Organik',
    description: 'Nikmati potongan harga 20% untuk semua produk organik…',
    date: '2026-11-20T08:00:00Z',
    type: 'promo',
    image: '',
  },
  {
    id: 1,
    title: 'Panen Raya Ikan Nila',
    description: 'Anggota koperasi divisi perikanan…',
    date: '2026-11-18T08:00:00Z',
    type: 'news',
    image: '',
  },
];

const renderPanel = (onPick = jest.fn()) => {
  const result = renderWithProviders(null, {
    routes: [
      { path: '/', element: <NewsPanel items={NEWS} onPick={onPick} /> },
      { path: '/artikel/:id', element: <h1>Halaman artikel</h1> },
      { path: '/artikel', element: <h1>Daftar artikel</h1> },
    ],
  });
  return { ...result, onPick };
};

describe('NewsPanel', () => {
  it('links each news and promo item to its article page, and to all articles', () => {
    renderPanel();
    expect(screen.getByRole('link', { name: 'Diskon 20% Produk Organik' })).toHaveAttribute(
      'href',
      '/artikel/2',
    );
    expect(screen.getByRole('link', { name: 'Panen Raya Ikan Nila' })).toHaveAttribute('href', '/artikel/1');
    expect(screen.getByRole('link', { name: 'Semua berita & acara' })).toHaveAttribute('href', '/artikel');
    expect(screen.getByText('Promo')).toBeInTheDocument();
    expect(screen.getByText('Berita')).toBeInTheDocument();
  });

  it('opens the article and tells the sidebar, which closes on a phone', async () => {
    const user = userEvent.setup();
    const { router, onPick } = renderPanel();
    await user.click(screen.getByRole('link', { name: 'Panen Raya Ikan Nila' }));
    expect(router.state.location.pathname).toBe('/artikel/1');
    expect(onPick).toHaveBeenCalledTimes(1);
  });

  it('offers no link to all articles when the panel could not load', () => {
    renderWithProviders(<NewsPanel items="failed" />);
    expect(screen.getByText('Gagal memuat berita')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
