import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, CATEGORIES, deferred, pngFile, product, SELLER, signedIn } from '../../test-utils/fixtures';
import { ProductEditor } from './product-editor';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCategories: jest.fn(),
  getProduct: jest.fn(),
  createProduct: jest.fn(),
  updateProduct: jest.fn(),
  deleteProduct: jest.fn(),
}));
const api = jest.mocked(services);

beforeEach(() => {
  api.getCategories.mockResolvedValue(CATEGORIES);
  api.getProduct.mockResolvedValue(product());
  api.createProduct.mockResolvedValue(31);
  api.updateProduct.mockResolvedValue();
  api.deleteProduct.mockResolvedValue();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const LIST = '/admin/products';

function renderCreate(user = ADMIN) {
  return renderWithProviders(null, {
    preloadedState: signedIn(user),
    path: '/admin/products/add',
    routes: [
      { path: '/admin/products/add', element: <ProductEditor listPath={LIST} /> },
      { path: LIST, element: <h1>Daftar produk</h1> },
    ],
  });
}

function renderEdit(id = '7', { user = ADMIN, ownOnly = false } = {}) {
  return renderWithProviders(null, {
    preloadedState: signedIn(user),
    path: `/admin/products/${id}/edit`,
    routes: [
      {
        path: '/admin/products/:id/edit',
        element: <ProductEditor productId={id} listPath={LIST} ownOnly={ownOnly} />,
      },
      { path: LIST, element: <h1>Daftar produk</h1> },
    ],
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const save = () => screen.getByRole('button', { name: /^(Simpan|Menyimpan\.\.\.)$/ });

type User = ReturnType<typeof userEvent.setup>;

/** the price hint of Rp 85.000 (the rupiah format has a no-break space) */
const SHOWN_AS_RP_85000 = /^Harga dalam rupiah, tampil di toko sebagai Rp\s85\.000$/;

/** Types by pasting: the same events for formik, much faster than key by key. */
async function enter(user: User, label: RegExp, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

async function fillValid(user: User) {
  await enter(user, /^Nama Produk/, 'Ikan Kembung Segar');
  await enter(user, /^Harga/, '85000');
  await enter(user, /^Stok/, '25');
  await user.selectOptions(field(/^Kategori/), '2');
  await enter(user, /^Deskripsi/, 'Ikan kembung hasil tangkapan pagi.');
}

describe('ProductEditor: add', () => {
  it('has the fields of the spec, the description in 4 rows, and category options from the database', async () => {
    renderCreate();
    expect(await screen.findByRole('heading', { name: 'Tambah Produk' })).toBeInTheDocument();
    await screen.findByLabelText(/^Nama Produk/);
    expect(field(/^Deskripsi/)).toHaveAttribute('rows', '4');
    const categories = within(field(/^Kategori/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(categories).toEqual([
      'Pilih kategori',
      'BBM Fresh Catalyst',
      'Ikan Olahan',
      'Ikan Segar',
      'Produk Organik',
    ]);
    const divisions = within(field(/^Divisi/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(divisions).toEqual(['Pilih divisi', 'Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan']);
    expect(screen.getByLabelText('Gambar Produk')).toHaveAttribute('multiple');
  });

  it("shows 'Wajib diisi' on every required field of an empty submit and focuses the first", async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByLabelText(/^Nama Produk/);
    await user.click(save());
    for (const label of [/^Nama Produk/, /^Harga/, /^Stok/, /^Divisi/, /^Kategori/, /^Deskripsi/]) {
      await waitFor(() => expect(field(label)).toHaveAttribute('aria-invalid', 'true'));
      expect(field(label)).toHaveAccessibleDescription('Wajib diisi');
    }
    await waitFor(() => expect(field(/^Nama Produk/)).toHaveFocus());
    expect(api.createProduct).not.toHaveBeenCalled();
  });

  it('takes the price in rupiah, grouped as it is typed, and says how the shop shows it', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByLabelText(/^Harga/);
    expect(field(/^Harga/)).toHaveAccessibleDescription('Harga dalam rupiah, misalnya 85.000');
    await user.type(field(/^Harga/), '85000');
    expect(field(/^Harga/)).toHaveValue('85.000');
    expect(field(/^Harga/)).toHaveAccessibleDescription(SHOWN_AS_RP_85000);
    // letters are not taken; a pasted amount keeps its rupiah
    await user.type(field(/^Harga/), 'abc');
    expect(field(/^Harga/)).toHaveValue('85.000');
    await user.clear(field(/^Harga/));
    await enter(user, /^Harga/, 'Rp 1.250.000');
    expect(field(/^Harga/)).toHaveValue('1.250.000');
  });

  it('refuses sen after a decimal comma instead of multiplying the price by a hundred', async () => {
    const user = userEvent.setup();
    renderCreate();
    await screen.findByLabelText(/^Harga/);
    await enter(user, /^Harga/, '85.000,50');
    await user.tab();
    expect(field(/^Harga/)).toHaveValue('85.000,50');
    expect(field(/^Harga/)).toHaveAccessibleDescription('Harga dalam rupiah bulat, tanpa sen');
    await user.clear(field(/^Harga/));
    await enter(user, /^Harga/, '85.000,00');
    expect(field(/^Harga/)).toHaveAccessibleDescription(SHOWN_AS_RP_85000);
  });

  it('fills the division from the category and narrows the categories to a division', async () => {
    const user = userEvent.setup();
    renderCreate();
    await user.selectOptions(await screen.findByLabelText(/^Kategori/), '4');
    expect(field(/^Divisi/)).toHaveValue('Pertanian');
    await user.selectOptions(field(/^Divisi/), 'Perikanan');
    expect(field(/^Kategori/)).toHaveValue('');
    const options = within(field(/^Kategori/))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Pilih kategori', 'Ikan Olahan', 'Ikan Segar']);
  });

  it('refuses a gif, a file over 5,000,000 bytes and a renamed text file, in Indonesian', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderCreate();
    const big = pngFile('besar.png');
    Object.defineProperty(big, 'size', { value: 6_000_000 });
    await user.upload(await screen.findByLabelText('Gambar Produk'), [
      new File(['x'], 'animasi.gif', { type: 'image/gif' }),
      big,
      new File(['catatan harga'], 'catatan.png', { type: 'image/png' }),
    ]);
    expect(
      await screen.findByText('animasi.gif: Tipe file harus PNG, JPG, JPEG atau WEBP'),
    ).toBeInTheDocument();
    expect(screen.getByText('besar.png: Ukuran file maksimal 5 MB (file ini 6,0 MB)')).toBeInTheDocument();
    expect(
      screen.getByText('catatan.png: Isi file bukan gambar PNG, JPG, JPEG atau WEBP'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Gambar baru/ })).not.toBeInTheDocument();
  });

  it("creates with the chosen images, shows 'Menyimpan...' while saving, then clears the form and drops the images", async () => {
    const user = userEvent.setup();
    const saving = deferred<number>();
    api.createProduct.mockReturnValue(saving.promise);
    renderCreate();
    await screen.findByLabelText(/^Nama Produk/);
    await fillValid(user);
    const files = [pngFile('depan.png'), pngFile('samping.png')];
    await user.upload(screen.getByLabelText('Gambar Produk'), files);
    expect(await screen.findAllByRole('img', { name: /Gambar baru/ })).toHaveLength(2);

    await user.click(save());
    await waitFor(() => expect(save()).toHaveTextContent('Menyimpan...'));
    expect(save()).toBeDisabled();
    expect(api.createProduct).toHaveBeenCalledWith(
      {
        name: 'Ikan Kembung Segar',
        priceRupiah: 85000,
        categoryId: 2,
        description: 'Ikan kembung hasil tangkapan pagi.',
        stock: 25,
      },
      files,
      expect.objectContaining({ onProgress: expect.any(Function) }),
    );
    // what the service writes: Rp 85.000 in the base unit
    expect(services.toProductWrite(api.createProduct.mock.calls[0]![0]).price).toBe(5.66667);
    saving.resolve(31);
    expect(await screen.findByText('Produk berhasil ditambahkan')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nama Produk/)).toHaveValue(''));
    expect(field(/^Harga/)).toHaveValue('');
    expect(field(/^Kategori/)).toHaveValue('');
    expect(screen.queryByRole('img', { name: /Gambar baru/ })).not.toBeInTheDocument();
    expect(save()).toHaveTextContent('Simpan');
  });

  it('shows the upload progress of each image while saving', async () => {
    const user = userEvent.setup();
    const saving = deferred<number>();
    api.createProduct.mockImplementation((_input, _files, options) => {
      options?.onProgress?.(0, 2_500_000, 5_000_000);
      return saving.promise;
    });
    renderCreate();
    await screen.findByLabelText(/^Nama Produk/);
    await fillValid(user);
    await user.upload(screen.getByLabelText('Gambar Produk'), [pngFile('besar.png', 4_000_000)]);
    await screen.findByRole('img', { name: 'Gambar baru besar.png' });
    await user.click(save());
    const bar = await screen.findByRole('progressbar', { name: 'Mengunggah Gambar baru besar.png' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    saving.resolve(1);
    await screen.findByText('Produk berhasil ditambahkan');
  });

  it("keeps the form and says 'Gagal menambahkan produk' when the save fails", async () => {
    const user = userEvent.setup();
    api.createProduct.mockRejectedValue(new Error('Error creating product: boom'));
    renderCreate();
    await screen.findByLabelText(/^Nama Produk/);
    await fillValid(user);
    await user.click(save());
    expect(await screen.findByText('Gagal menambahkan produk')).toBeInTheDocument();
    expect(field(/^Nama Produk/)).toHaveValue('Ikan Kembung Segar');
    expect(save()).toBeEnabled();
  });
});

describe('ProductEditor: edit', () => {
  it("shows 'Memuat...' until loaded, then the stored values and images", async () => {
    const loading = deferred<ReturnType<typeof product>>();
    api.getProduct.mockReturnValue(loading.promise);
    renderEdit();
    expect(screen.getByText('Memuat...')).toBeInTheDocument();
    loading.resolve(product());
    expect(await screen.findByLabelText(/^Nama Produk/)).toHaveValue('Ikan Salmon Segar');
    expect(api.getProduct).toHaveBeenCalledWith(7);
    // stored 8.5 base units: Rp 127.500
    expect(field(/^Harga/)).toHaveValue('127.500');
    expect(field(/^Stok/)).toHaveValue('40');
    expect(field(/^Kategori/)).toHaveValue('1');
    expect(field(/^Divisi/)).toHaveValue('Perikanan');
    expect(screen.getAllByRole('img', { name: /Gambar tersimpan/ })).toHaveLength(2);
  });

  it('shows a price typed as Rp 85.000 as 85.000 and saves it back unchanged', async () => {
    const user = userEvent.setup();
    api.getProduct.mockResolvedValue(product({ price: 5.66667 }));
    renderEdit();
    await screen.findByLabelText(/^Nama Produk/);
    expect(field(/^Harga/)).toHaveValue('85.000');
    expect(field(/^Harga/)).toHaveAccessibleDescription(SHOWN_AS_RP_85000);
    await user.click(save());
    await screen.findByText('Produk berhasil diperbarui');
    const [, input] = api.updateProduct.mock.calls[0]!;
    expect(input.priceRupiah).toBe(85000);
    expect(services.toProductWrite(input).price).toBe(5.66667);
  });

  it('removes a stored image, appends a new one, saves and returns to the list', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit();
    await screen.findByLabelText(/^Nama Produk/);
    await user.click(screen.getByRole('button', { name: 'Hapus gambar tersimpan 2' }));
    expect(screen.getAllByRole('img', { name: /Gambar tersimpan/ })).toHaveLength(1);
    const added = pngFile('baru.png');
    await user.upload(screen.getByLabelText('Gambar Produk'), added);
    await screen.findByRole('img', { name: 'Gambar baru baru.png' });
    await user.clear(field(/^Stok/));
    await enter(user, /^Stok/, '12');
    await user.click(save());

    expect(await screen.findByText('Produk berhasil diperbarui')).toBeInTheDocument();
    expect(api.updateProduct).toHaveBeenCalledWith(
      7,
      expect.objectContaining({ name: 'Ikan Salmon Segar', stock: 12, categoryId: 1, priceRupiah: 127500 }),
      [added],
      [product().images[0]],
      expect.any(Object),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it("says 'Gagal memperbarui produk' and stays when the update fails", async () => {
    const user = userEvent.setup();
    api.updateProduct.mockRejectedValue(new Error('Error updating product: permission denied'));
    const { router } = renderEdit();
    await screen.findByLabelText(/^Nama Produk/);
    await user.click(save());
    expect(
      await screen.findByText(
        'Gagal memperbarui produk. Anda tidak memiliki izin untuk melakukan tindakan ini',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/products/7/edit');
  });

  it("asks 'Apakah Anda yakin ingin menghapus produk ini?' before deleting, then returns to the list", async () => {
    const user = userEvent.setup();
    const { router } = renderEdit();
    await screen.findByLabelText(/^Nama Produk/);
    await user.click(screen.getByRole('button', { name: 'Hapus Produk' }));
    const dialog = screen.getByRole('dialog', { name: 'Konfirmasi' });
    expect(dialog).toHaveAccessibleDescription('Apakah Anda yakin ingin menghapus produk ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.deleteProduct).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hapus Produk' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Produk berhasil dihapus')).toBeInTheDocument();
    expect(api.deleteProduct).toHaveBeenCalledWith(7);
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
  });

  it("says 'Gagal menghapus produk' when the delete fails", async () => {
    const user = userEvent.setup();
    api.deleteProduct.mockRejectedValue(new Error('Error deleting product: x'));
    renderEdit();
    await screen.findByLabelText(/^Nama Produk/);
    await user.click(screen.getByRole('button', { name: 'Hapus Produk' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Gagal menghapus produk')).toBeInTheDocument();
  });

  it("says 'Gagal memuat data produk' when the product cannot be loaded", async () => {
    api.getProduct.mockRejectedValue(new Error('Product not found'));
    renderEdit('999');
    expect(await screen.findAllByText('Gagal memuat data produk')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', LIST);
  });

  it("keeps a seller out of another seller's product", async () => {
    api.getProduct.mockResolvedValue(
      product({
        seller: { id: 'someone-else', name: 'Lain', reputation: 0, avatarUrl: '', rating: 0, reviewCount: 0 },
      }),
    );
    renderEdit('7', { user: SELLER, ownOnly: true });
    expect(await screen.findAllByText('Gagal memuat data produk')).toHaveLength(2);
    expect(screen.queryByLabelText(/^Nama Produk/)).not.toBeInTheDocument();
  });
});
