import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { Sidebar } from './sidebar';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getNewsPromos: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const DIVISIONS: services.SidebarDivision[] = [
  {
    name: 'Perikanan',
    categories: [
      { id: 1, name: 'Ikan Segar', count: 4 },
      { id: 2, name: 'Ikan Olahan', count: 4 },
    ],
  },
  { name: 'Pertanian', categories: [{ id: 4, name: 'Produk Organik', count: 3 }] },
  { name: 'Teknologi Ramah Lingkungan', categories: [{ id: 9, name: 'BBM Fresh Catalyst', count: 3 }] },
];
const NEWS: services.NewsItem[] = [
  {
    id: 2,
    title: 'Diskon 20% Produk Organik',
    description: 'Nikmati potongan harga…',
    date: '2026-11-20T08:00:00Z',
    type: 'promo',
    image: '',
  },
  {
    id: 1,
    title: 'Panen Raya Ikan Nila',
    description: 'Anggota koperasi…',
    date: '2026-11-18T08:00:00Z',
    type: 'news',
    image: '',
  },
];

beforeEach(() => {
  sharedQueries.sidebarDivisions.mockResolvedValue(DIVISIONS);
  mocked.getNewsPromos.mockResolvedValue(NEWS);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const renderSidebar = (path = '/') =>
  renderWithProviders(<Sidebar open temporary={false} onClose={jest.fn()} />, { path });

describe('Sidebar', () => {
  it('lists the categories of each division with their product counts, the first division open', async () => {
    renderSidebar();
    const link = await screen.findByRole('link', { name: /Ikan Segar/ });
    expect(link).toHaveAttribute('href', '/products?category=1');
    expect(within(link).getByLabelText('4 produk')).toHaveTextContent('4');
    expect(screen.getByRole('button', { name: 'Perikanan' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Pertanian' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Semua Perikanan' })).toHaveAttribute(
      'href',
      '/products?division=Perikanan',
    );
  });

  it('opens and closes a division with its heading button, by mouse or keyboard', async () => {
    renderSidebar();
    await screen.findByRole('link', { name: /Ikan Segar/ });
    const pertanian = screen.getByRole('button', { name: 'Pertanian' });
    expect(screen.queryByRole('link', { name: /^Produk Organik/ })).not.toBeInTheDocument();
    // a closed division's list is not drawn before it is first opened
    expect(document.getElementById(pertanian.getAttribute('aria-controls')!)).toBeEmptyDOMElement();
    fireEvent.click(pertanian);
    expect(pertanian).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /^Produk Organik/ })).toHaveAttribute(
      'href',
      '/products?category=4',
    );
    const perikanan = screen.getByRole('button', { name: 'Perikanan' });
    fireEvent.click(perikanan);
    expect(perikanan).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: /Ikan Segar/ })).not.toBeInTheDocument();
    // the list it controls stays in the page, hidden
    expect(document.getElementById(perikanan.getAttribute('aria-controls')!)).not.toBeVisible();
    fireEvent.keyDown(perikanan, { key: 'Enter' });
    expect(perikanan).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: /Ikan Segar/ })).toBeVisible();
  });

  it('marks the category being browsed', async () => {
    renderSidebar('/products?category=2');
    expect(await screen.findByRole('link', { name: /Ikan Olahan/ })).toHaveAttribute('aria-current', 'page');
  });

  it("shows the latest news and promos in 'Berita & Promosi'", async () => {
    renderSidebar();
    const panel = screen.getByRole('region', { name: 'Berita & Promosi' });
    expect(
      await within(panel).findByRole('article', { name: 'Diskon 20% Produk Organik' }),
    ).toHaveTextContent('Promo');
    expect(within(panel).getByRole('article', { name: 'Panen Raya Ikan Nila' })).toHaveTextContent('Berita');
    expect(within(panel).getByText('18 November 2026')).toBeInTheDocument();
  });

  it('says so when the categories or news cannot be loaded', async () => {
    sharedQueries.sidebarDivisions.mockRejectedValue(new Error('Error getting categories: offline'));
    mocked.getNewsPromos.mockRejectedValue(new Error('Error getting articles: offline'));
    renderSidebar();
    expect(await screen.findByText('Gagal memuat kategori')).toBeInTheDocument();
    expect(await screen.findByText('Gagal memuat berita')).toBeInTheDocument();
  });

  it('asks once for the divisions and the news, however many show them', async () => {
    renderWithProviders(
      <>
        <Sidebar open temporary={false} onClose={jest.fn()} />
        <Sidebar open temporary={false} onClose={jest.fn()} />
      </>,
    );
    expect(await screen.findAllByRole('link', { name: /Ikan Segar/ })).toHaveLength(2);
    expect(sharedQueries.sidebarDivisions).toHaveBeenCalledTimes(1);
    expect(mocked.getNewsPromos).toHaveBeenCalledTimes(1);
  });

  it('on a phone draws nothing until the menu opens it, then closes on a pick', async () => {
    function Phone() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>Menu</button>
          <Sidebar open={open} temporary onClose={() => setOpen(false)} />
        </>
      );
    }
    renderWithProviders(<Phone />);
    expect(screen.queryByRole('navigation', { name: 'Kategori produk' })).not.toBeInTheDocument();
    expect(sharedQueries.sidebarDivisions).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
    fireEvent.click(await screen.findByRole('link', { name: /Ikan Segar/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ikan Segar/ })).not.toBeInTheDocument());
  });

  it('on a phone fetches the categories and news once the page is idle, before the menu opens', async () => {
    renderWithProviders(<Sidebar open={false} temporary onClose={jest.fn()} />);
    expect(sharedQueries.sidebarDivisions).not.toHaveBeenCalled();
    await waitFor(() => expect(sharedQueries.sidebarDivisions).toHaveBeenCalledTimes(1), { timeout: 4000 });
    expect(mocked.getNewsPromos).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('navigation', { name: 'Kategori produk' })).not.toBeInTheDocument();
  });
});
