import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import { productSummary } from '../test-utils/fixtures';
import ProductsPage from './products-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCatalogProducts: jest.fn(),
  getSearchSuggestions: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const salmon = productSummary(1, 'Ikan Salmon Segar', 8.5, 40);
const page = (items: services.ProductSummary[]): services.CatalogPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 12,
  pageCount: items.length ? 1 : 0,
});

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '/products', element: <ProductsPage /> }], path });

beforeEach(() => {
  sharedQueries.sidebarDivisions.mockResolvedValue([]);
  mocked.getCatalogProducts.mockResolvedValue(page([salmon]));
  mocked.getSearchSuggestions.mockResolvedValue([]);
});

describe('ProductsPage: search that forgives typos', () => {
  it("shows 'Mungkin maksud Anda: Salmon' with the similar products, and the link runs that search", async () => {
    const user = userEvent.setup();
    mocked.getSearchSuggestions.mockImplementation((q) => Promise.resolve(q === 'salomn' ? ['Salmon'] : []));
    const { router } = renderAt('/products?q=salomn');
    expect(await screen.findByRole('heading', { name: 'Hasil pencarian "salomn"' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Salmon' });
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent(
      'Mungkin maksud Anda: Salmon' +
        'Tidak ada produk yang persis cocok dengan "salomn". Berikut produk dengan nama yang mirip.',
    );
    expect(await screen.findByRole('article', { name: 'Ikan Salmon Segar' })).toBeInTheDocument();
    // a search is ordered by relevance unless the buyer chooses another order
    expect(mocked.getCatalogProducts).toHaveBeenCalledWith({ q: 'salomn', sort: 'relevance', page: 1 });
    expect(mocked.getSearchSuggestions).toHaveBeenCalledWith('salomn');

    await user.click(link);
    expect(router.state.location.search).toBe('?q=Salmon');
    expect(await screen.findByRole('heading', { name: 'Hasil pencarian "Salmon"' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument());
  });

  it('shows the suggestion above the empty state when nothing is found at all', async () => {
    mocked.getCatalogProducts.mockResolvedValue(page([]));
    mocked.getSearchSuggestions.mockResolvedValue(['ikan Salmon segar']);
    renderAt('/products?q=ikan%20salomn%20segar');
    expect(await screen.findByRole('link', { name: 'ikan Salmon segar' })).toHaveAttribute(
      'href',
      '/products?q=ikan+Salmon+segar',
    );
    expect(screen.getByRole('heading', { name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(screen.queryByText(/Berikut produk dengan nama yang mirip/)).not.toBeInTheDocument();
  });

  it('suggests nothing for an exact match or without a search, and offers Paling Sesuai only for a search', async () => {
    const user = userEvent.setup();
    renderAt('/products?q=salmon');
    await screen.findByRole('article', { name: 'Ikan Salmon Segar' });
    await waitFor(() => expect(mocked.getSearchSuggestions).toHaveBeenCalledWith('salmon'));
    expect(screen.queryByText(/Mungkin maksud Anda/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Urutkan' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Paling Sesuai',
      'Terbaru',
      'Harga Terendah',
      'Harga Tertinggi',
      'Rating Tertinggi',
    ]);
  });

  it('does not ask for suggestions without a search', async () => {
    renderAt('/products');
    await screen.findByRole('article', { name: 'Ikan Salmon Segar' });
    expect(mocked.getSearchSuggestions).not.toHaveBeenCalled();
    expect(mocked.getCatalogProducts).toHaveBeenCalledWith({ sort: 'newest', page: 1 });
  });
});
