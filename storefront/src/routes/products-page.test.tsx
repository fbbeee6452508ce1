import { screen, waitFor } from '@testing-library/react';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { sharedQueries } from '@koperasi/shared-ui/src/test-utils/shared-queries';
import ProductsPage from './products-page';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCatalogProducts: jest.fn(),
}));
const mocked = services as jest.Mocked<typeof services>;

const salmon: services.ProductSummary = {
  id: 1,
  name: 'Ikan Salmon Segar',
  price: 8.5,
  category: 'Ikan Segar',
  categoryId: 1,
  division: 'Perikanan',
  description: 'Salmon segar.',
  image: '',
  rating: 4.8,
  reviews: 124,
  stock: 40,
};

const page = (items: services.ProductSummary[], total = items.length): services.CatalogPage => ({
  items,
  total,
  page: 1,
  pageSize: 12,
  pageCount: Math.ceil(total / 12),
});

const renderAt = (path: string) =>
  renderWithProviders(null, { routes: [{ path: '/products', element: <ProductsPage /> }], path });

beforeEach(() => {
  sharedQueries.sidebarDivisions.mockResolvedValue([
    { name: 'Perikanan', categories: [{ id: 1, name: 'Ikan Segar', count: 4 }] },
  ]);
});

describe('ProductsPage', () => {
  it('reads category, division, search, sort and page from the URL', async () => {
    mocked.getCatalogProducts.mockResolvedValue(page([salmon], 30));
    renderAt('/products?category=1&q=salmon&sort=price-asc&page=2');
    await waitFor(() =>
      expect(mocked.getCatalogProducts).toHaveBeenCalledWith({
        categoryId: 1,
        q: 'salmon',
        sort: 'price-asc',
        page: 2,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Hasil pencarian "salmon"' })).toBeInTheDocument();
    expect(screen.getByText('30 produk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ke halaman 3' })).toHaveAttribute(
      'href',
      '/products?category=1&q=salmon&sort=price-asc&page=3',
    );
  });

  it('shows skeletons while loading, then the cards', async () => {
    let resolve: (value: services.CatalogPage) => void = () => undefined;
    mocked.getCatalogProducts.mockReturnValue(new Promise((r) => (resolve = r)));
    renderAt('/products?division=Perikanan');
    expect(screen.getAllByTestId('product-card-skeleton').length).toBeGreaterThan(0);
    resolve(page([salmon]));
    expect(await screen.findByRole('article', { name: 'Ikan Salmon Segar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Perikanan' })).toBeInTheDocument();
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('loads the pictures of the first row at once and first, the others lazily', async () => {
    const products = Array.from({ length: 6 }, (_, index) => ({
      ...salmon,
      id: index + 1,
      name: `Produk ${index + 1}`,
      image: `http://x/storage/v1/object/public/products/${index + 1}.webp`,
    }));
    mocked.getCatalogProducts.mockResolvedValue(page(products));
    renderAt('/products');
    await screen.findByRole('article', { name: 'Produk 6' });
    const loading = products.map((product) => {
      const img = screen.getByRole('img', { name: product.name });
      return `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`;
    });
    expect(loading).toEqual([...Array(4).fill('eager high'), 'lazy null', 'lazy null']);
  });

  it('names the category and shows an empty state', async () => {
    mocked.getCatalogProducts.mockResolvedValue(page([]));
    renderAt('/products?category=1');
    expect(await screen.findByRole('heading', { name: 'Produk tidak ditemukan' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ikan Segar' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Semua Produk' })).toHaveAttribute('href', '/products');
  });

  it("names the category from its products until the sidebar's list has loaded, as the server draws it", async () => {
    sharedQueries.sidebarDivisions.mockReturnValue(new Promise(() => undefined));
    mocked.getCatalogProducts.mockResolvedValue(page([salmon], 4));
    renderAt('/products?category=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ikan Segar' })).toBeInTheDocument();
    expect(screen.getByText('4 produk · Perikanan')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kategori' })).toHaveTextContent('Ikan Segar');
    await waitFor(() => expect(document.title).toMatch(/^Ikan Segar/));
  });

  it('says Gagal memuat data produk when the catalogue cannot be read', async () => {
    mocked.getCatalogProducts.mockRejectedValue(new Error('Error getting products: offline'));
    renderAt('/products');
    expect(await screen.findByText('Gagal memuat data produk')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeInTheDocument();
  });
});
