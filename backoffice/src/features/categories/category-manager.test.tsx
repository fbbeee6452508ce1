import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as services from '@koperasi/shared-services';
import { renderWithProviders } from '@koperasi/shared-ui/src/test-utils/render-with-providers';
import { ADMIN, CATEGORIES, signedIn } from '../../test-utils/fixtures';
import { CategoryManager } from './category-manager';

jest.mock('@koperasi/shared-services', () => ({
  ...jest.requireActual<object>('@koperasi/shared-services'),
  getCategories: jest.fn(),
  createCategory: jest.fn(),
  updateCategory: jest.fn(),
  deleteCategory: jest.fn(),
}));
const api = jest.mocked(services);

beforeEach(() => {
  api.getCategories.mockResolvedValue(CATEGORIES);
  api.createCategory.mockResolvedValue(10);
  api.updateCategory.mockResolvedValue();
  api.deleteCategory.mockResolvedValue();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

type User = ReturnType<typeof userEvent.setup>;
const render = () => renderWithProviders(<CategoryManager />, { preloadedState: signedIn(ADMIN) });
const form = () => screen.getByRole('form');
const name = () => within(form()).getByLabelText(/^Nama Kategori/);
const division = () => within(form()).getByLabelText(/^Divisi/);
const description = () => within(form()).getByLabelText(/^Deskripsi/);
async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('CategoryManager', () => {
  it('shows the table (name, division, description, actions) and the add form beside it', async () => {
    render();
    await screen.findByRole('table', { name: 'Daftar kategori' });
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nama', 'Divisi', 'Deskripsi', 'Aksi']);
    expect(screen.getByRole('cell', { name: 'Ikan Segar Perikanan' })).toBeInTheDocument();
    expect(form()).toHaveAccessibleName('Tambah Kategori');
    expect(screen.getByRole('heading', { name: 'Tambah Kategori' })).toBeInTheDocument();
  });

  it("requires name and division ('Wajib diisi'); the description is optional", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(within(form()).getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(name()).toHaveAccessibleDescription('Wajib diisi'));
    expect(division()).toHaveAccessibleDescription('Wajib diisi');
    expect(description()).toHaveAccessibleDescription('Opsional');
    expect(api.createCategory).not.toHaveBeenCalled();
  });

  it("adds a category, says 'Kategori berhasil ditambahkan', clears the form and reloads the table", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await enter(user, name(), 'Rumput Laut');
    await user.selectOptions(division(), 'Perikanan');
    await user.click(within(form()).getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Kategori berhasil ditambahkan')).toBeInTheDocument();
    expect(api.createCategory).toHaveBeenCalledWith({
      name: 'Rumput Laut',
      division: 'Perikanan',
      description: '',
    });
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(api.getCategories).toHaveBeenCalledTimes(2);
  });

  it('switches to edit mode for a row, saves with updated values, and cancel returns to add mode cleared', async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Edit Ikan Olahan' }));
    expect(screen.getByRole('heading', { name: 'Edit Kategori' })).toBeInTheDocument();
    expect(name()).toHaveValue('Ikan Olahan');
    expect(division()).toHaveValue('Perikanan');

    await user.click(within(form()).getByRole('button', { name: 'Batal' }));
    expect(screen.getByRole('heading', { name: 'Tambah Kategori' })).toBeInTheDocument();
    expect(name()).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Edit Ikan Olahan' }));
    await enter(user, description(), 'Olahan ikan UMKM');
    await user.click(within(form()).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Kategori berhasil diperbarui')).toBeInTheDocument();
    expect(api.updateCategory).toHaveBeenCalledWith(2, {
      name: 'Ikan Olahan',
      division: 'Perikanan',
      description: 'Olahan ikan UMKM',
    });
    expect(screen.getByRole('heading', { name: 'Tambah Kategori' })).toBeInTheDocument();
  });

  it("says 'Gagal menyimpan kategori' when a save fails and keeps the values", async () => {
    const user = userEvent.setup();
    api.createCategory.mockRejectedValue(new Error('Error creating category: duplicate key'));
    render();
    await screen.findByRole('table');
    await enter(user, name(), 'Ikan Segar');
    await user.selectOptions(division(), 'Perikanan');
    await user.click(within(form()).getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Gagal menyimpan kategori')).toBeInTheDocument();
    expect(name()).toHaveValue('Ikan Segar');
  });

  it("asks 'Apakah Anda yakin ingin menghapus kategori ini?' and deletes", async () => {
    const user = userEvent.setup();
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Ikan Olahan' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('Apakah Anda yakin ingin menghapus kategori ini?');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await screen.findByText('Kategori berhasil dihapus')).toBeInTheDocument();
    expect(api.deleteCategory).toHaveBeenCalledWith(2);
  });

  it("says 'Gagal menghapus kategori' and why (e.g. a category that still has products)", async () => {
    const user = userEvent.setup();
    api.deleteCategory.mockRejectedValue(
      new Error('Error deleting category: violates foreign key constraint'),
    );
    render();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hapus Ikan Segar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hapus' }));
    expect(
      await screen.findByText('Gagal menghapus kategori. Data ini masih dipakai oleh data lain'),
    ).toBeInTheDocument();
  });

  it("says 'Gagal memuat kategori' when the table cannot be loaded", async () => {
    api.getCategories.mockRejectedValue(new Error('x'));
    render();
    expect(await screen.findAllByText('Gagal memuat kategori')).toHaveLength(2);
  });
});
