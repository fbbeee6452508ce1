import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, product, signedIn } from '../../test-utils/fixtures';
import { filterByName, ProductList } from './product-list';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  deleteProduct: jest.fn(),
  getProducts: jest.fn(),
}));
const api = jest.mocked(services);

const PRODUCTS = [
  product({ id: 1, name: 'Ikan Salmon Segar', price: 8.5, stock: 40 }),
  product({
    id: 2,
    name: 'Kopi Arabika Gayo 250 g',
    price: 5.5,
    stock: 0,
    category: 'Biji-bijian',
    division: 'Pertanian',
    images: [],
    seller: { id: 's2', name: 'Siti Rahayu', reputation: 64, avatarUrl: '', rating: 4.2, reviewCount: 5 },
  }),
  product({ id: 3, name: 'Salmon Asap', price: 12, stock: 7 }),
];

function renderList() {
  renderWithProviders(
    <ProductList
      title="Kelola Produk"
      createPath="/admin/products/add"
      editPath={(id) => `/admin/products/${id}/edit`}
      showSeller
    />,
    { preloadedState: signedIn(ADMIN) },
  );
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

beforeEach(() => {
  api.getProducts.mockResolvedValue(PRODUCTS);
  api.deleteProduct.mockResolvedValue();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('ProductList', () => {
  it('filters by a case-insensitive substring of the name', () => {
    expect(filterByName(PRODUCTS, '  SALMON ').map((p) => p.id)).toEqual([1, 3]);
    expect(filterByName(PRODUCTS, '').length).toBe(3);
  });

  it('shows image, name and seller, category, rupiah price, real stock and the actions', async () => {
    renderList();
    expect(await screen.findByRole('heading', { name: 'Kelola Produk' })).toBeInTheDocument();
    expect(document.title).toBe('Kelola Produk · Koperasi Marketplace');
    await screen.findByRole('table');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Produk', 'Kategori', 'Harga', 'Stok', 'Aksi']);
    const [first, second] = rows();
    expect(within(first!).getByText('Ikan Salmon Segar')).toBeInTheDocument();
    expect(within(first!).getByText('Budi Santoso')).toBeInTheDocument();
    expect(within(first!).getByText('Rp 127.500')).toBeInTheDocument();
    expect(within(first!).getByText('40')).toBeInTheDocument();
    expect(within(second!).getByText('Siti Rahayu')).toBeInTheDocument();
    expect(within(second!).getAllByText('Biji-bijian')).toHaveLength(2); // the category column, and under the name on phones
    expect(within(second!).getByText('0')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Ikan Salmon Segar' })).toHaveAttribute(
      'href',
      '/admin/products/1/edit',
    );
    expect(screen.getByRole('link', { name: 'Tambah Produk' })).toHaveAttribute(
      'href',
      '/admin/products/add',
    );
  });

  it('searches by name as the user types and says when nothing matches', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'salmon');
    expect(rows().map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual([
      'Ikan Salmon SegarBudi SantosoIkan Segar',
      'Salmon AsapBudi SantosoIkan Segar',
    ]);
    await user.type(screen.getByRole('searchbox', { name: 'Cari produk' }), 'xyz');
    expect(screen.getByText('Produk tidak ditemukan')).toBeInTheDocument();
  });

  it('asks before deleting, deletes, and removes the row with a toast', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    // the database without it, when the list is read again after the delete
    api.getProducts.mockResolvedValue(PRODUCTS.filter((product) => product.id !== 3));
    await user.click(screen.getByRole('button', { name: 'Hapus Salmon Asap' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Apakah Anda yakin ingin menghapus produk ini?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Produk berhasil dihapus')).toBeInTheDocument();
    expect(api.deleteProduct).toHaveBeenCalledWith(3);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Salmon Asap')).not.toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    // the list was read again: the row stays gone
    await waitFor(() => expect(api.getProducts).toHaveBeenCalledTimes(2));
    expect(rows()).toHaveLength(2);
  });

  it("keeps the row and says 'Gagal menghapus produk' when the delete fails", async () => {
    const user = userEvent.setup();
    api.deleteProduct.mockRejectedValue(new Error('Error deleting product: x'));
    renderList();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Salmon Asap' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Gagal menghapus produk')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(3);
  });

  it("says 'Gagal memuat data produk' when the list cannot be loaded", async () => {
    api.getProducts.mockRejectedValue(new Error('Error getting products: x'));
    renderList();
    expect(await screen.findAllByText('Gagal memuat data produk')).toHaveLength(2);
  });
});
