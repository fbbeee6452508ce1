import { SHELL } from './harness';
import {
  enabledButton,
  page,
  productNamed,
  rupiah,
  seedCategoryId,
  SEED_USERS,
  signIn,
  stack,
  testImage,
  toast,
  useBrowserStack,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 }, warmUp: true });

const BUYER_ID = SEED_USERS.buyer.id;
let salmonId: number;
beforeAll(async () => {
  salmonId = (await productNamed<{ id: number }>('Ikan Salmon Segar', 'id')).id;
});

const cards = () => page.getByTestId('product-card');
/** The names on the product cards once the grid has loaded (no skeletons left). */
async function cardNames(): Promise<string[]> {
  await page.waitForFunction(
    () =>
      !document.querySelector('[data-testid="product-card-skeleton"]') &&
      !!document.querySelector('[data-testid="product-card"]'),
  );
  return cards().evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
}

describe('browsing the catalogue', () => {
  it('browses a category from the sidebar, with its real product count', async () => {
    await page.goto(`${SHELL}/`);
    const link = page
      .getByRole('navigation', { name: 'Kategori produk' })
      .getByRole('link', { name: /Ikan Segar/ });
    await expect(link.textContent()).resolves.toContain('4');
    await link.click();
    await page.waitForURL(`${SHELL}/products?category=${seedCategoryId('Ikan Segar')}`);
    await page.getByRole('heading', { level: 1, name: 'Ikan Segar' }).waitFor();
    expect(await cardNames()).toHaveLength(4);
    expect(await cards().filter({ hasText: 'Ikan Segar' }).count()).toBe(4);
  });

  it('browses a division from its home tile', async () => {
    await page.goto(`${SHELL}/`);
    await page
      .getByRole('region', { name: 'Divisi usaha' })
      .getByRole('link', { name: /Pertanian/ })
      .click();
    await page.waitForURL(`${SHELL}/products?division=Pertanian`);
    await page.getByRole('heading', { level: 1, name: 'Pertanian' }).waitFor();
    await page.getByText('10 produk').waitFor();
    const names = await cardNames();
    expect(names).toContain('Kopi Arabika Gayo 250 g');
    expect(names).not.toContain('Ikan Salmon Segar');
  });

  it('pages through all products and sorts them by price', async () => {
    await page.goto(`${SHELL}/products`);
    await page.getByText('30 produk').waitFor();
    expect(await cardNames()).toHaveLength(12);
    await page.getByRole('navigation').getByRole('link', { name: 'Ke halaman 3' }).click();
    await page.waitForURL(/page=3/);
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length === 6);
    await page.getByLabel('Urutkan').click();
    await page.getByRole('option', { name: 'Harga Tertinggi' }).click();
    await page.waitForURL(`${SHELL}/products?sort=price-desc`);
    // the most expensive product first, and the pages start again at the first
    await page.waitForFunction(
      () =>
        document.querySelector('[data-testid="product-card"]')?.getAttribute('aria-label') ===
        'Panel Surya 100 Wp Monocrystalline',
    );
    expect(await cardNames()).toHaveLength(12);
  });

  it('searches from the header, case-insensitively in name and description', async () => {
    await page.goto(`${SHELL}/`);
    const search = page
      .getByRole('searchbox', { name: 'Cari produk' })
      .or(page.getByPlaceholder('Cari produk...'));
    await search.first().fill('SALMON');
    await search.first().press('Enter');
    await page.waitForURL(`${SHELL}/products?q=SALMON`);
    await page.getByRole('heading', { name: 'Hasil pencarian "SALMON"' }).waitFor();
    expect(await cardNames()).toEqual(['Ikan Salmon Segar']);

    await page.goto(`${SHELL}/products?q=omega-3`);
    expect(await cardNames()).toEqual(['Ikan Salmon Segar']);
    await page.goto(`${SHELL}/products?q=tidakadaproduk`);
    await page.getByRole('heading', { name: 'Produk tidak ditemukan' }).waitFor();
  });

  it('opens a product from its card and shows everything about it', async () => {
    await page.goto(`${SHELL}/products?category=${seedCategoryId('Ikan Segar')}`);
    await page.getByRole('link', { name: 'Ikan Salmon Segar' }).click();
    await page.waitForURL(`${SHELL}/products/${salmonId}`);
    await page.getByRole('heading', { level: 1, name: 'Ikan Salmon Segar' }).waitFor();
    expect(rupiah(await page.getByTestId('product-price').textContent())).toBe('Rp 127.500');
    expect(await page.getByTestId('product-stock').textContent()).toBe('Stok: 40');
    expect(await page.getByTestId('product-seller').textContent()).toBe(SEED_USERS.seller.fullName);
    // the seller's own rating over all their products' visible reviews, as the database keeps it
    const [seller] = await stack.admin<{ seller_rating: number; seller_review_count: number }[]>(
      `/rest/v1/profiles?select=seller_rating,seller_review_count&id=eq.${SEED_USERS.seller.id}`,
    );
    expect(seller!.seller_review_count).toBeGreaterThan(0);
    expect(await page.getByTestId('seller-rating').textContent()).toBe(
      `★ ${Number(seller!.seller_rating).toFixed(1)} dari 5 · ${seller!.seller_review_count} ulasan`,
    );
    expect(await page.getByRole('link', { name: 'Perikanan' }).first().getAttribute('href')).toBe(
      '/products?division=Perikanan',
    );
    await page
      .getByText(/kaya omega-3/)
      .first()
      .waitFor();
  });
});

describe('the cart', () => {
  it('adds from a card and from the product page, changes quantities and keeps the cart over a reload', async () => {
    await page.goto(`${SHELL}/products?category=${seedCategoryId('BBM Fresh Catalyst')}`);
    await page.getByRole('button', { name: '+ Keranjang (BBM Fresh Catalyst)', exact: true }).click();
    await toast('BBM Fresh Catalyst ditambahkan ke keranjang');
    await page.getByRole('link', { name: /Keranjang, 1 produk/ }).waitFor();

    await page.goto(`${SHELL}/products/${salmonId}`);
    await page.getByRole('button', { name: 'Tambah Ikan Salmon Segar', exact: true }).click();
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await toast('2 × Ikan Salmon Segar ditambahkan ke keranjang');

    await page.goto(`${SHELL}/cart`);
    const salmon = page.getByRole('listitem', { name: 'Ikan Salmon Segar' });
    await expect(salmon.getByLabel('Jumlah Ikan Salmon Segar').textContent()).resolves.toBe('2');
    // 2 x 127.500 + 48.000
    await page.getByTestId('cart-total').filter({ hasText: '303.000' }).waitFor();

    await page.getByRole('button', { name: 'Tambah BBM Fresh Catalyst' }).click();
    await page.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }).click();
    await page.getByTestId('cart-total').filter({ hasText: '223.500' }).waitFor();

    await page.reload();
    await page.getByTestId('cart-total').filter({ hasText: '223.500' }).waitFor();
    await expect(page.getByLabel('Jumlah BBM Fresh Catalyst').textContent()).resolves.toBe('2');
    await expect(page.getByLabel('Jumlah Ikan Salmon Segar').textContent()).resolves.toBe('1');

    // minus at 1 asks before it takes the line out; the cart never holds a line of 0
    await page.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }).click();
    const ask = page.getByRole('dialog', { name: 'Hapus dari Keranjang?' });
    await ask.getByRole('button', { name: 'Batal' }).click();
    await ask.waitFor({ state: 'hidden' });
    await expect(page.getByLabel('Jumlah Ikan Salmon Segar').textContent()).resolves.toBe('1');
    await page.getByRole('button', { name: 'Kurangi Ikan Salmon Segar' }).click();
    await ask.getByRole('button', { name: 'Hapus', exact: true }).click();
    await salmon.waitFor({ state: 'detached' });
    await page.getByRole('link', { name: /Keranjang, 1 produk/ }).waitFor();
    await page.reload();
    await page.getByTestId('cart-total').filter({ hasText: '96.000' }).waitFor();
    expect(await salmon.count()).toBe(0);

    await page.getByRole('button', { name: 'Hapus BBM Fresh Catalyst' }).click();
    await page.getByRole('heading', { name: 'Keranjang Kosong' }).waitFor();
    await page.getByText('Belum ada produk di keranjang belanja Anda').waitFor();
  });

  it('sends a visitor to sign in before paying', async () => {
    await page.goto(`${SHELL}/products/${salmonId}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await page.goto(`${SHELL}/cart`);
    const pay = page.getByRole('button', { name: 'Lanjut ke Pembayaran' });
    await enabledButton('Lanjut ke Pembayaran');
    await pay.click();
    await page.waitForURL(`${SHELL}/auth/login`);
  });
});

describe('the wishlist', () => {
  it('sends a visitor to sign in', async () => {
    await page.goto(`${SHELL}/products?category=${seedCategoryId('Produk Organik')}`);
    await page.getByRole('button', { name: 'Tambah Madu Hutan Organik 500 g ke wishlist' }).click();
    await page.waitForURL(`${SHELL}/auth/login`);
  });

  it('keeps a product for the buyer in the database, lists it and removes it', async () => {
    await signIn('buyer', `/products?category=${seedCategoryId('Produk Organik')}`);
    const add = page.getByRole('button', { name: 'Tambah Madu Hutan Organik 500 g ke wishlist' });
    await add.click();
    await toast('Ditambahkan ke wishlist');
    const saved = await stack.admin<{ product_id: number }[]>(
      `/rest/v1/wishlist_items?select=product_id&user_id=eq.${BUYER_ID}`,
    );
    expect(saved).toHaveLength(1);

    await page.goto(`${SHELL}/profile?tab=wishlist`);
    const card = page.getByRole('article', { name: 'Madu Hutan Organik 500 g' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Hapus Madu Hutan Organik 500 g dari wishlist' }).click();
    await page.getByRole('heading', { name: 'Wishlist Anda masih kosong' }).waitFor();
    await expect(
      stack.admin(`/rest/v1/wishlist_items?select=product_id&user_id=eq.${BUYER_ID}`),
    ).resolves.toEqual([]);
  });
});

describe('the profile', () => {
  it('sends a visitor to sign in', async () => {
    await page.goto(`${SHELL}/profile`);
    await page.waitForURL(`${SHELL}/auth/login`);
  });

  it('saves the profile for real and uploads a photo the header shows', async () => {
    await signIn('buyer', '/profile');
    const phone = page.getByLabel(/^Nomor Telepon/);
    const name = page.getByLabel(/^Nama Lengkap/);
    // the address in the checkout's fields
    const street = page.getByLabel(/^Alamat \(jalan/);
    await street.waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLInputElement>('input[name=street]')?.value === 'Jl. Melati No. 21',
    );
    expect(await page.getByLabel(/^Kelurahan/).inputValue()).toBe('Cihapit');
    expect(await page.getByLabel(/^Provinsi/).inputValue()).toBe('Jawa Barat');
    const save = page.getByRole('button', { name: 'Simpan Perubahan' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByLabel('Email').isDisabled()).toBe(true);

    // the phone sign-up asked for cannot be emptied; a name of 300 characters is refused whole, not cut
    await phone.fill('');
    await name.fill('N'.repeat(300));
    await save.click();
    await page.getByText('Nomor telepon wajib diisi').waitFor();
    await page.getByText('Nama maksimal 120 karakter').waitFor();
    expect(await name.inputValue()).toHaveLength(300);

    await phone.fill('0812 5555 0003');
    await name.fill('Dewi Lestari Putri');
    await page.getByLabel(/^Kode Pos/).fill('40115');
    await save.click();
    await toast('Profil berhasil diperbarui');
    expect(await save.isDisabled()).toBe(true);
    const [contact] = await stack.admin<{ phone: string; street: string; postal_code: string }[]>(
      `/rest/v1/profile_contacts?select=phone,street,postal_code&id=eq.${BUYER_ID}`,
    );
    expect(contact).toEqual({ phone: '0812 5555 0003', street: 'Jl. Melati No. 21', postal_code: '40115' });
    const [profile] = await stack.admin<{ full_name: string }[]>(
      `/rest/v1/profiles?select=full_name&id=eq.${BUYER_ID}`,
    );
    expect(profile).toEqual({ full_name: 'Dewi Lestari Putri' });

    await page.getByTestId('avatar-input').setInputFiles(testImage('saya.png'));
    await toast('Foto profil berhasil diperbarui');
    const [withAvatar] = await stack.admin<{ avatar_url: string }[]>(
      `/rest/v1/profiles?select=avatar_url&id=eq.${BUYER_ID}`,
    );
    expect(withAvatar!.avatar_url).toMatch(
      new RegExp(`/storage/v1/object/public/avatars/${BUYER_ID}/[0-9a-f-]+\\.png$`),
    );
    // the header's avatar shows the photo
    await page.waitForFunction(
      (url) =>
        Array.from(document.querySelectorAll('header img')).some(
          (img) => (img as HTMLImageElement).src === url,
        ),
      withAvatar!.avatar_url,
    );
    // and it survives a reload
    await page.reload();
    await page.waitForFunction(
      (url) =>
        Array.from(document.querySelectorAll('header img')).some(
          (img) => (img as HTMLImageElement).src === url,
        ),
      withAvatar!.avatar_url,
    );
  });

  it('has the Pesanan, Wishlist and Pengaturan tabs and signs out with Keluar', async () => {
    await signIn('buyer', '/profile');
    await page.getByRole('tab', { name: 'Pesanan' }).click();
    await page.getByRole('heading', { name: 'Belum ada pesanan' }).waitFor();
    await page.getByRole('tab', { name: 'Pengaturan' }).click();
    await page.getByRole('button', { name: 'Ubah Password' }).click();
    await page.getByText('Password minimal 8 karakter').waitFor();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL(`${SHELL}/`);
    await page.getByRole('link', { name: 'Masuk' }).waitFor();
  });
});

describe('about and contact', () => {
  it('shows the contact details of the site settings and saves a message for the admins', async () => {
    await page.goto(`${SHELL}/contact`);
    const details = page.getByTestId('contact-details');
    await details.getByText('Jl. Koperasi No. 1, Jakarta Pusat, DKI Jakarta 10110').waitFor();
    await details.getByText('info@koperasi-marketplace.id').waitFor();
    await page.locator('footer').getByText('Telp: +62 21 5550 1234').waitFor();

    await page.getByRole('button', { name: 'Kirim Pesan' }).click();
    await page.getByText('Nama harus diisi').waitFor();
    await page.getByText('Pesan harus diisi').waitFor();

    await page.getByLabel('Nama').fill('Rina Wulandari');
    await page.getByLabel('Email').fill('rina@contoh.id');
    await page.getByLabel('Pesan').fill('Apakah benih nila bisa dikirim ke Bogor?');
    await page.getByRole('button', { name: 'Kirim Pesan' }).click();
    await toast('Pesan Anda telah terkirim');
    const messages = await stack.admin<{ name: string; email: string; message: string }[]>(
      '/rest/v1/contact_messages?select=name,email,message&email=eq.rina@contoh.id',
    );
    expect(messages).toEqual([
      {
        name: 'Rina Wulandari',
        email: 'rina@contoh.id',
        message: 'Apakah benih nila bisa dikirim ke Bogor?',
      },
    ]);
  });

  it("shows the about page's blurbs and vision", async () => {
    await page.goto(`${SHELL}/about`);
    await page.getByRole('heading', { name: 'Tentang Kami' }).waitFor();
    for (const heading of ['Komunitas', 'Misi', 'Kepercayaan', 'Visi'])
      await page.getByRole('heading', { name: heading }).waitFor();
  });
});

describe('the home page', () => {
  for (const width of [360, 1280]) {
    it(`fits a ${width} px wide screen with tap targets of at least 24 px`, async () => {
      await page.setViewportSize({ width, height: width < 600 ? 780 : 900 });
      await page.goto(`${SHELL}/`);
      await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
      await cards().first().waitFor();
      expect(await cards().count()).toBe(6);
      for (const name of ['Slide sebelumnya', 'Slide berikutnya', 'Ke slide 1', 'Ke slide 2']) {
        expect(await page.getByRole('button', { name }).isVisible()).toBe(true);
      }
      for (const tile of ['Perikanan', 'Pertanian', 'Teknologi Ramah Lingkungan']) {
        expect(
          await page
            .getByRole('region', { name: 'Divisi usaha' })
            .getByRole('link', { name: new RegExp(tile) })
            .isVisible(),
        ).toBe(true);
      }
      expect(await page.getByRole('link', { name: 'Lihat Semua' }).getAttribute('href')).toBe('/products');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      // the fixed header does not widen the page: its own controls must fit on the screen
      const outside = await page.evaluate(() =>
        Array.from(document.querySelectorAll('header a, header button, header input'))
          .map((el) => ({
            label: el.getAttribute('aria-label') ?? el.textContent,
            box: el.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
          .map(({ label, box }) => `${label} ${box.left}..${box.right}`),
      );
      expect(outside).toEqual([]);
      // and a visitor has room to type a search next to Masuk and Daftar (at 360 px it once had 0 px, then
      // 45 px): on a phone the search opens from an icon over the header
      if (width < 600) await page.getByRole('button', { name: 'Buka pencarian' }).click();
      const search = page.locator('header').getByRole('textbox', { name: 'Cari produk' });
      const searchBox = await search.boundingBox();
      expect(searchBox?.width).toBeGreaterThanOrEqual(width < 600 ? 240 : 400);
      if (width < 600) {
        expect(await search.evaluate((input) => input === document.activeElement)).toBe(true);
        await page.getByRole('button', { name: 'Tutup pencarian' }).click();
        await page.getByRole('button', { name: 'Buka pencarian' }).waitFor();
      }
      const small = await page.evaluate(() =>
        Array.from(document.querySelectorAll('main button, main a[class*="Button"], main [role="button"]'))
          .map((el) => ({
            label: el.getAttribute('aria-label') ?? el.textContent,
            box: el.getBoundingClientRect(),
          }))
          .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
          .map(({ label, box }) => `${label} ${box.width}x${box.height}`),
      );
      expect(small).toEqual([]);
    });
  }
});

describe('product images', () => {
  /**
   * The app's first card's image once loaded: the file the browser chose, how wide it is drawn, its answer.
   * The app's card, in the layout's main element: the server's card in the page frame is taken away when the
   * app has drawn (its image would then measure 0 px).
   */
  async function firstCardImage() {
    const img = page.locator('main [data-testid="product-card"] img').first();
    await img.waitFor();
    await page.waitForFunction(() => {
      const first = document.querySelector<HTMLImageElement>('main [data-testid="product-card"] img');
      return first !== null && first.complete && first.naturalWidth > 0;
    });
    return img.evaluate((node: HTMLImageElement) => ({
      src: node.getAttribute('src') ?? '',
      current: node.currentSrc,
      drawn: node.getBoundingClientRect().width,
    }));
  }

  for (const width of [360, 1280]) {
    it(`come from Storage in about the width a ${width} px screen draws them, as WebP`, async () => {
      await page.setViewportSize({ width, height: 900 });
      const rendition = page.waitForResponse((response) =>
        response.url().includes('/storage/v1/render/image/public/products/'),
      );
      await page.goto(`${SHELL}/`);
      const image = await firstCardImage();
      // the stored original stays the src (the fallback); the browser took a rendition of it
      expect(image.src).toMatch(/\/storage\/v1\/object\/public\/products\/[\w-]+\.webp$/);
      const chosen = new URL(image.current);
      expect(chosen.pathname).toBe(
        new URL(image.src).pathname.replace('/object/public/', '/render/image/public/'),
      );
      const renderedWidth = Number(chosen.searchParams.get('width'));
      expect(renderedWidth).toBeGreaterThanOrEqual(image.drawn);
      expect(renderedWidth).toBeLessThan(image.drawn * 2);
      const response = await rendition;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/webp');
    });
  }
});
