/**
 * The back office in a real browser, on the production build against the local Supabase server (fresh
 * seeded in-memory database): products with images, articles, categories and site settings as the admin,
 * a seller's own products, and the doors closed to everyone else.
 */
import { ANON_KEY, SHELL } from './harness';
import {
  currentPath,
  fileStatus,
  page,
  productsNamed,
  rowsOnlyWith,
  seedCategoryId,
  SEED_USERS,
  signIn,
  stack,
  testImage,
  toast,
  uniqueName,
  useBrowserStack,
  waitForPath,
  type ProductRow,
} from './fixtures';

useBrowserStack();

async function confirmDelete(question: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText(question, { exact: true }).waitFor();
  await dialog.getByRole('button', { name: 'Hapus', exact: true }).click();
}

describe('admin: products', () => {
  it('creates a product with two images, shows it on the storefront, edits its images, deletes it with its files', async () => {
    const name = uniqueName('Ikan Kerapu Uji');
    await signIn('admin', '/admin/products/add');
    await page.getByRole('heading', { name: 'Tambah Produk' }).waitFor();
    await page.getByLabel(/^Nama Produk/).fill(name);
    // rupiah, as people type it: stored as 4.25 base units
    await page.getByLabel(/^Harga/).fill('63750');
    await page.getByText('Harga dalam rupiah, tampil di toko sebagai Rp 63.750', { exact: true }).waitFor();
    await page.getByLabel(/^Stok/).fill('15');
    await page.getByRole('combobox', { name: /^Kategori/ }).selectOption({ label: 'Produk Organik' });
    expect(await page.getByRole('combobox', { name: /^Divisi/ }).inputValue()).toBe('Pertanian');
    await page.getByLabel(/^Deskripsi/).fill('Kerapu segar untuk uji back office.');
    // the second file is large: it goes up with progress
    await page
      .getByLabel('Gambar Produk')
      .setInputFiles([testImage('depan.png'), testImage('samping.png', 3_000_000)]);
    // the picker reads each file's first bytes before it takes it
    await page.getByRole('img', { name: 'Gambar baru samping.png' }).waitFor();
    expect(await page.getByRole('img', { name: /^Gambar baru/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Produk berhasil ditambahkan');
    // cleared for the next one, images dropped
    expect(await page.getByLabel(/^Nama Produk/).inputValue()).toBe('');
    expect(await page.getByRole('img', { name: /^Gambar baru/ }).count()).toBe(0);

    const [created] = await productsNamed(name);
    expect(created).toMatchObject({
      price: 4.25,
      stock: 15,
      category: 'Produk Organik',
      division: 'Pertanian',
      seller_id: SEED_USERS.admin.id,
    });
    expect(created!.images).toHaveLength(2);
    expect(created!.images[0]).toMatch(/\/storage\/v1\/object\/public\/products\/[0-9a-f-]{36}\.png$/);
    for (const url of created!.images) expect(await fileStatus(url)).toBe(200);

    // on the storefront
    await page.goto(`${SHELL}/products/${created!.id}`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    expect(await page.getByRole('img', { name }).first().getAttribute('src')).toBe(created!.images[0]);

    // in the admin list: found by the search, with its real stock
    await page.goto(`${SHELL}/admin/products`);
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name.toUpperCase());
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('15');

    // edit: drop the first image, add one
    await row.getByRole('link', { name: `Edit ${name}` }).click();
    await waitForPath(`/admin/products/${created!.id}/edit`);
    await page.getByRole('img', { name: 'Gambar tersimpan 2' }).waitFor();
    await page.getByRole('button', { name: 'Hapus gambar tersimpan 1' }).click();
    await page.getByLabel('Gambar Produk').setInputFiles([testImage('baru.png')]);
    await page.getByLabel(/^Stok/).fill('9');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Produk berhasil diperbarui');
    await waitForPath('/admin/products');

    const [edited] = await productsNamed(name);
    expect(edited!.stock).toBe(9);
    expect(edited!.images).toHaveLength(2);
    expect(edited!.images[0]).toBe(created!.images[1]);
    expect(edited!.images[1]).not.toBe(created!.images[0]);
    expect(await fileStatus(created!.images[0]!)).toBe(400);
    for (const url of edited!.images) expect(await fileStatus(url)).toBe(200);

    // delete from the list, after the question
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
    await rowsOnlyWith(name);
    await page.getByRole('button', { name: `Hapus ${name}` }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus produk ini?');
    await toast('Produk berhasil dihapus');
    await page.getByText('Produk tidak ditemukan', { exact: true }).waitFor();
    expect(await productsNamed(name)).toEqual([]);
    for (const url of edited!.images) expect(await fileStatus(url)).toBe(400);
  });

  it('deletes from the edit page and returns to the list', async () => {
    const name = uniqueName('Produk Hapus Uji');
    const [row] = await stack.admin<ProductRow[]>('/rest/v1/products?select=*', {
      method: 'POST',
      body: {
        name,
        price: 1,
        category_id: seedCategoryId('Ikan Segar'),
        description: 'x',
        stock: 1,
        seller_id: SEED_USERS.seller.id,
      },
      prefer: 'return=representation',
    });
    await signIn('admin', `/admin/products/${row!.id}/edit`);
    expect(await page.getByLabel(/^Nama Produk/).inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Hapus Produk' }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus produk ini?');
    await toast('Produk berhasil dihapus');
    await waitForPath('/admin/products');
    expect(await productsNamed(name)).toEqual([]);
  });
});

describe('admin: content', () => {
  interface ArticleRow {
    id: number;
    title: string;
    type: string;
    image: string;
    status: string;
    author: string;
  }
  const articlesTitled = (title: string) =>
    stack.admin<ArticleRow[]>(`/rest/v1/articles?title=eq.${encodeURIComponent(title)}&select=*`);

  it('adds a promo with its image, shows it in the table and on the storefront, replaces its image, deletes it', async () => {
    const title = uniqueName('Promo Uji');
    await signIn('admin', '/admin/content/add');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Gambar artikel wajib diupload', { exact: true }).waitFor();

    await page.getByLabel(/^Judul/).fill(title);
    await page.getByLabel(/^Tipe/).selectOption('promo');
    await page.getByLabel(/^Konten/).fill('Diskon akhir pekan untuk anggota.');
    await page.getByLabel('Gambar Artikel').setInputFiles([testImage('promo.png')]);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Artikel berhasil ditambahkan');
    expect(await page.getByLabel(/^Judul/).inputValue()).toBe('');

    const [created] = await articlesTitled(title);
    expect(created).toMatchObject({ type: 'promo', status: 'published', author: 'Admin' });
    expect(await fileStatus(created!.image)).toBe(200);

    await page.goto(`${SHELL}/admin/content`);
    await page.getByPlaceholder('Cari konten...').fill(title.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    for (const text of ['Promo', 'Terbit', 'Admin'])
      expect(await row.getByText(text, { exact: true }).count()).toBe(1);

    // the storefront's 'Berita & Promosi' panel shows the newest items
    await page.goto(`${SHELL}/about`);
    await page.getByText(title, { exact: true }).first().waitFor();

    await page.goto(`${SHELL}/admin/content/${created!.id}/edit`);
    await page.getByRole('img', { name: 'Gambar tersimpan 1' }).waitFor();
    await page.getByLabel(/^Judul/).fill(`${title} Diperbarui`);
    await page.getByLabel('Gambar Artikel').setInputFiles([testImage('promo-baru.png')]);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Artikel berhasil diperbarui');
    await waitForPath('/admin/content');
    const [edited] = await articlesTitled(`${title} Diperbarui`);
    expect(edited!.image).not.toBe(created!.image);
    expect(await fileStatus(edited!.image)).toBe(200);
    expect(await fileStatus(created!.image)).toBe(400);

    await page.getByRole('button', { name: `Hapus ${title} Diperbarui` }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus artikel ini?');
    await toast('Artikel berhasil dihapus');
    expect(await articlesTitled(`${title} Diperbarui`)).toEqual([]);
    expect(await fileStatus(edited!.image)).toBe(400);
  });

  it('schedules an article: Terjadwal in the table, hidden from visitors until its date', async () => {
    const title = uniqueName('Acara Terjadwal Uji');
    await signIn('admin', '/admin/content/add');
    await page.getByLabel(/^Judul/).fill(title);
    await page.getByLabel(/^Tipe/).selectOption('event');
    await page.getByLabel(/^Konten/).fill('Acara bulan depan.');
    await page.getByLabel(/^Tanggal Terbit/).fill('15/01/2031 09.00');
    await page.getByLabel('Gambar Artikel').setInputFiles([testImage('acara.png')]);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Artikel berhasil ditambahkan');
    await page.goto(`${SHELL}/admin/content`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Terjadwal', { exact: true }).waitFor();
    expect(await row.getByText('Acara', { exact: true }).count()).toBe(1);

    const anon = await fetch(
      `${stack.supabaseUrl}/rest/v1/articles?title=eq.${encodeURIComponent(title)}&select=id`,
      {
        headers: { apikey: ANON_KEY },
      },
    );
    expect(await anon.json()).toEqual([]);
  });
});

describe('admin: categories', () => {
  interface CategoryRow {
    id: number;
    name: string;
    division: string;
    description: string | null;
  }
  const categoriesNamed = (name: string) =>
    stack.admin<CategoryRow[]>(`/rest/v1/categories?name=eq.${encodeURIComponent(name)}&select=*`);

  it('adds a category, edits it beside the table, cancels back to add mode, deletes it', async () => {
    const name = uniqueName('Rumput Laut');
    await signIn('admin', '/admin/categories');
    const form = page.getByRole('form', { name: 'Tambah Kategori' });
    await form.getByLabel(/^Nama Kategori/).fill(name);
    await form.getByLabel(/^Divisi/).selectOption('Perikanan');
    await form.getByRole('button', { name: 'Tambah', exact: true }).click();
    await toast('Kategori berhasil ditambahkan');
    await page.getByRole('row').filter({ hasText: name }).waitFor();
    expect(await categoriesNamed(name)).toMatchObject([{ division: 'Perikanan', description: null }]);

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit Kategori' });
    expect(await editForm.getByLabel(/^Nama Kategori/).inputValue()).toBe(name);
    await editForm.getByRole('button', { name: 'Batal' }).click();
    expect(
      await page
        .getByRole('form', { name: 'Tambah Kategori' })
        .getByLabel(/^Nama Kategori/)
        .inputValue(),
    ).toBe('');

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    await page
      .getByRole('form', { name: 'Edit Kategori' })
      .getByLabel(/^Deskripsi/)
      .fill('Rumput laut kering dan segar.');
    await page.getByRole('form', { name: 'Edit Kategori' }).getByRole('button', { name: 'Simpan' }).click();
    await toast('Kategori berhasil diperbarui');
    await page.getByRole('form', { name: 'Tambah Kategori' }).waitFor();
    expect(await categoriesNamed(name)).toMatchObject([{ description: 'Rumput laut kering dan segar.' }]);

    await page.getByRole('button', { name: `Hapus ${name}` }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus kategori ini?');
    await toast('Kategori berhasil dihapus');
    expect(await categoriesNamed(name)).toEqual([]);
  });

  it('says Gagal menghapus kategori for a category that still has products', async () => {
    await signIn('admin', '/admin/categories');
    await page.getByRole('button', { name: 'Hapus Ikan Segar' }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus kategori ini?');
    await toast('Gagal menghapus kategori');
    expect(await categoriesNamed('Ikan Segar')).toHaveLength(1);
  });
});

describe('admin: dashboard and site settings', () => {
  it('shows live counts on the dashboard tiles', async () => {
    const products = await stack.admin<{ id: number }[]>('/rest/v1/products?select=id');
    await signIn('admin', '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const tile = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Kelola Produk' }) });
    await tile.getByText(String(products.length), { exact: true }).waitFor();
    await page
      .getByRole('link')
      .filter({ has: page.getByRole('heading', { name: 'Kategori' }) })
      .getByText('9', { exact: true })
      .waitFor();
  });

  it('saves the settings for real: the footer shows them', async () => {
    await signIn('admin', '/admin/settings');
    const phone = page.getByLabel(/^Telepon/);
    await phone.waitFor();
    expect(await page.getByLabel(/^Nama Situs/).inputValue()).toBe('Koperasi Marketplace');
    await phone.fill('+62 22 7654 3210');
    await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
    await toast('Pengaturan situs berhasil disimpan');
    const [settings] = await stack.admin<{ phone: string }[]>('/rest/v1/site_settings?select=phone');
    expect(settings!.phone).toBe('+62 22 7654 3210');
    await page.goto(`${SHELL}/`);
    await page.getByRole('contentinfo').getByText('+62 22 7654 3210').waitFor();
  });
});

describe('seller', () => {
  it("manages only the seller's own products", async () => {
    const own = await stack.admin<ProductRow[]>(
      `/rest/v1/products?seller_id=eq.${SEED_USERS.seller.id}&select=id`,
    );
    await signIn('seller', '/seller/products');
    await page.getByRole('heading', { name: 'Produk Saya' }).waitFor();
    await page.getByText(`1–10 dari ${own.length}`, { exact: true }).waitFor();

    const name = uniqueName('Produk Budi Uji');
    await page.getByRole('link', { name: 'Tambah Produk' }).click();
    await waitForPath('/seller/products/add');
    await page.getByLabel(/^Nama Produk/).fill(name);
    await page.getByLabel(/^Harga/).fill('30000');
    await page.getByLabel(/^Stok/).fill('5');
    await page.getByRole('combobox', { name: /^Kategori/ }).selectOption({ label: 'Ikan Segar' });
    await page.getByLabel(/^Deskripsi/).fill('Produk uji penjual.');
    await page.getByLabel('Gambar Produk').setInputFiles([testImage('budi.png')]);
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Produk berhasil ditambahkan');
    const [created] = await productsNamed(name);
    expect(created!.seller_id).toBe(SEED_USERS.seller.id);

    await page.goto(`${SHELL}/seller/products`);
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
    await rowsOnlyWith(name);
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await waitForPath(`/seller/products/${created!.id}/edit`);
    await page.getByLabel(/^Stok/).fill('6');
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await toast('Produk berhasil diperbarui');
    await waitForPath('/seller/products');
    expect((await productsNamed(name))[0]!.stock).toBe(6);

    // another seller's product does not open for editing
    const [theirs] = await stack.admin<ProductRow[]>(
      `/rest/v1/products?seller_id=eq.${SEED_USERS.seller2.id}&select=id&limit=1`,
    );
    await page.goto(`${SHELL}/seller/products/${theirs!.id}/edit`);
    await page.locator('#main').getByRole('alert').getByText('Gagal memuat data produk').waitFor();
    expect(await page.getByLabel(/^Nama Produk/).count()).toBe(0);

    await page.goto(`${SHELL}/seller/products`);
    await page.getByRole('searchbox', { name: 'Cari produk' }).fill(name);
    await rowsOnlyWith(name);
    await page.getByRole('button', { name: `Hapus ${name}` }).click();
    await confirmDelete('Apakah Anda yakin ingin menghapus produk ini?');
    await toast('Produk berhasil dihapus');
    expect(await productsNamed(name)).toEqual([]);
    expect(await fileStatus(created!.images[0]!)).toBe(400);
  });

  it('is sent home from /admin with a message', async () => {
    await signIn('seller', '/admin/products');
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
    await page.goto(`${SHELL}/admin/payments`);
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
  });
});

describe('closed doors', () => {
  it('sends a buyer home from /admin and /seller/products with a message', async () => {
    await signIn('buyer', '/admin');
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
    await page.goto(`${SHELL}/seller/products`);
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
    expect(await page.getByRole('heading', { name: 'Produk Saya' }).count()).toBe(0);
    await page.goto(`${SHELL}/admin/orders`);
    await toast('Anda tidak memiliki akses ke halaman ini');
    await waitForPath('/');
  });

  it('sends anyone at an unknown address home, saying the page was not found', async () => {
    await page.goto(`${SHELL}/halaman/yang-tidak-ada`);
    await toast('Halaman tidak ditemukan');
    await waitForPath('/');
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
  });

  it('sends a visitor to sign in', async () => {
    await page.goto(`${SHELL}/admin/settings`);
    await waitForPath('/auth/login');
    expect(currentPath()).toBe('/auth/login');
  });
});
