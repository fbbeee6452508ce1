/**
 * Indonesian everywhere, in a real browser on the production build: form and upload messages, MUI's labels,
 * the sign-in toasts, page titles, the favicon, the back-office menu at 1280 px and the focus ring of filled
 * buttons.
 */
import { DEMO, PORTS, SHELL } from './harness';
import {
  page,
  productNamed,
  signIn,
  signInOnScreen,
  testImage,
  toast,
  useBrowserStack,
  waitForPath,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 } });

/** The English texts the libraries would show by default. */
const ENGLISH_DEFAULTS =
  /\b(Required|Invalid input|Expected integer|received float|greater than or equal|File type must|File is larger|Too many files|Loading\.\.\.|Go to (next|previous|first|last) page|Rows per page)\b/;

const visibleText = () => page.evaluate(() => document.body.innerText);

describe('forms and uploads speak Indonesian', () => {
  it('shows Indonesian messages for an empty product form, and no English default', async () => {
    await signIn('admin', '/admin/products/add');
    await page.getByRole('heading', { name: 'Tambah Produk' }).waitFor();
    await page.getByRole('button', { name: 'Simpan', exact: true }).click();
    await page.getByText('Wajib diisi', { exact: true }).first().waitFor();
    const name = page.getByLabel(/^Nama Produk/);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe('Wajib diisi');
    expect(await page.getByText('Wajib diisi', { exact: true }).count()).toBeGreaterThanOrEqual(5);
    await page.getByLabel(/^Stok/).fill('1.5');
    await page.getByLabel(/^Stok/).blur();
    await page.getByText('Harus bilangan bulat', { exact: true }).waitFor();
    expect(await visibleText()).not.toMatch(ENGLISH_DEFAULTS);
  });

  it('refuses a text file renamed to .png with the reason, before anything is sent', async () => {
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/')) uploads.push(request.url());
    });
    await signIn('admin', '/admin/products/add');
    await page.getByRole('heading', { name: 'Tambah Produk' }).waitFor();
    await page.getByLabel('Gambar Produk').setInputFiles([
      {
        name: 'foto-produk.png',
        mimeType: 'image/png',
        buffer: Buffer.from('Ini catatan, bukan gambar.\n'),
      },
    ]);
    await page
      .getByText('foto-produk.png: Isi file bukan gambar PNG, JPG, JPEG atau WEBP', { exact: true })
      .waitFor();
    expect(await page.getByRole('img', { name: /^Gambar baru/ }).count()).toBe(0);
    // a real image of 120 KB is taken and shown in KB
    await page.getByLabel('Gambar Produk').setInputFiles([testImage('kemasan.png', 120_000)]);
    await page.getByRole('img', { name: 'Gambar baru kemasan.png' }).waitFor();
    await page.getByText('kemasan.png · 120 KB', { exact: true }).waitFor();
    expect(uploads).toEqual([]);
  });

  it('says how large a refused image is, in Indonesian', async () => {
    await signIn('admin', '/admin/content/add');
    await page.getByRole('heading', { name: 'Tambah Artikel' }).waitFor();
    await page.getByLabel('Gambar Artikel').setInputFiles([testImage('spanduk.png', 6_000_000)]);
    await page
      .getByText('spanduk.png: Ukuran file maksimal 5 MB (file ini 6,0 MB)', { exact: true })
      .waitFor();
  });

  it("names the back office's table pager in Indonesian", async () => {
    await signIn('admin', '/admin/products');
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: 'Halaman berikutnya' }).waitFor();
    expect(await page.getByRole('button', { name: 'Halaman sebelumnya' }).count()).toBe(1);
    expect(await visibleText()).toContain('Baris per halaman');
    expect(await page.getByRole('button', { name: /^Go to/ }).count()).toBe(0);
    expect(await visibleText()).not.toMatch(ENGLISH_DEFAULTS);
  });

  it("shows 'Memuat...' rather than 'Loading...' while an edit page loads", async () => {
    const product = await productNamed('Ikan Salmon Segar', 'id');
    await signIn('admin', '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    // the record's answer is held back until the loading state has been seen
    let seen!: () => void;
    const loadingSeen = new Promise<void>((resolve) => (seen = resolve));
    await page.route(
      (url) => url.pathname === '/rest/v1/products',
      async (route) => {
        await loadingSeen;
        await route.continue();
      },
    );
    await page.goto(`${SHELL}/admin/products/${product.id}/edit`);
    await page.getByText('Memuat...', { exact: true }).waitFor();
    seen();
    await page.getByLabel(/^Nama Produk/).waitFor();
    expect(await page.getByLabel(/^Nama Produk/).inputValue()).toBe('Ikan Salmon Segar');
  });
});

describe('signing in', () => {
  it("takes 'Email atau password salah' away once the right password signs in", async () => {
    await signInOnScreen(DEMO.buyer, 'bukan-password-nya');
    const wrong = page.locator('#notistack-snackbar').filter({ hasText: 'Email atau password salah' });
    await wrong.waitFor();
    await page.getByLabel(/^Password/).fill('Koperasi#2024');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await toast('Login berhasil!');
    await wrong.waitFor({ state: 'detached' });
    expect(await page.locator('#notistack-snackbar').allTextContents()).toEqual(['Login berhasil!']);
  });

  it('shows a visible focus ring on a filled button reached with the keyboard', async () => {
    await page.goto(`${SHELL}/auth/login`);
    const submit = page.getByRole('button', { name: 'Masuk', exact: true });
    await page.getByLabel(/^Email/).fill(DEMO.buyer);
    // Tab from the link just before the button reaches it as a keyboard user would
    await page.getByRole('link', { name: 'Lupa password?' }).focus();
    await page.keyboard.press('Tab');
    expect(await submit.evaluate((button) => button === document.activeElement)).toBe(true);
    const ring = await submit.evaluate((button) => {
      const style = getComputedStyle(button);
      return { outline: style.outlineStyle, width: parseFloat(style.outlineWidth), shadow: style.boxShadow };
    });
    expect(ring.outline).toBe('solid');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.shadow).not.toBe('none');
    // a mouse click shows no ring
    await page.getByRole('heading', { name: 'Masuk' }).click();
    await page.getByRole('button', { name: 'Masuk dengan Google' }).hover();
    expect(await submit.evaluate((button) => getComputedStyle(button).outlineStyle)).not.toBe('solid');
  });
});

describe('the frame', () => {
  it('gives each page its own title', async () => {
    const product = await productNamed('Ikan Salmon Segar', 'id');
    /** the page's title once it is the expected one (or whatever it is after a few seconds) */
    const titleOf = async (path: string, expected: string, ready: () => Promise<unknown>) => {
      await page.goto(`${SHELL}${path}`);
      await ready();
      await page.waitForFunction((title) => document.title === title, expected).catch(() => undefined);
      return page.title();
    };
    const titles = {
      home: await titleOf('/', 'Koperasi Marketplace', () =>
        page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor(),
      ),
      cart: await titleOf('/cart', 'Keranjang · Koperasi Marketplace', () =>
        page.getByRole('heading', { name: 'Keranjang Kosong' }).waitFor(),
      ),
      about: await titleOf('/about', 'Tentang Kami · Koperasi Marketplace', () =>
        page.getByRole('heading', { name: 'Tentang Kami' }).waitFor(),
      ),
      product: await titleOf(`/products/${product.id}`, 'Ikan Salmon Segar · Koperasi Marketplace', () =>
        page.getByRole('heading', { name: 'Ikan Salmon Segar', level: 1 }).waitFor(),
      ),
      login: await titleOf('/auth/login', 'Masuk · Koperasi Marketplace', () =>
        page.getByRole('heading', { name: 'Masuk' }).waitFor(),
      ),
    };
    await signIn('admin', '/admin/products');
    await page.getByRole('heading', { name: 'Kelola Produk' }).waitFor();
    await page.waitForFunction(() => document.title.startsWith('Kelola Produk')).catch(() => undefined);
    const admin = await page.title();
    expect({ ...titles, admin }).toEqual({
      home: 'Koperasi Marketplace',
      cart: 'Keranjang · Koperasi Marketplace',
      about: 'Tentang Kami · Koperasi Marketplace',
      product: 'Ikan Salmon Segar · Koperasi Marketplace',
      login: 'Masuk · Koperasi Marketplace',
      admin: 'Kelola Produk · Koperasi Marketplace',
    });
    expect(new Set(Object.values({ ...titles, admin })).size).toBe(6);
  });

  it('serves a favicon from the shell and the remotes, and links it from the page', async () => {
    for (const port of [PORTS.shell, PORTS.storefront, PORTS.auth, PORTS.backoffice]) {
      const ico = await fetch(`http://localhost:${port}/favicon.ico`);
      expect([port, ico.status, ico.headers.get('content-type')]).toEqual([port, 200, 'image/x-icon']);
      const bytes = Buffer.from(await ico.arrayBuffer());
      expect(bytes.readUInt16LE(2)).toBe(1); // an icon resource
      const svg = await fetch(`http://localhost:${port}/favicon.svg`);
      expect(svg.status).toBe(200);
      expect(await svg.text()).toContain('<svg');
    }
    await page.goto(`${SHELL}/`);
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(icons.sort()).toEqual([`${SHELL}/favicon.ico`, `${SHELL}/favicon.svg`]);
  });

  it("shows every entry of the admin's menu whole at 1280 px, and no seller's entry to an admin who sells nothing", async () => {
    await signIn('admin', '/admin');
    const nav = page.getByRole('navigation', { name: 'Menu back office' });
    const entry = nav.getByRole('link', { name: 'Verifikasi Penjual' });
    await entry.waitFor();
    await nav.getByRole('link', { name: /^Pesan Masuk/ }).waitFor();
    for (const selling of ['Produk Saya', 'Pesanan Masuk', 'Ulasan Pembeli', 'Saldo Saya'])
      expect(await nav.getByRole('link', { name: selling, exact: true }).count()).toBe(0);
    const fit = await nav.evaluate((menu) => {
      const box = menu.getBoundingClientRect();
      return {
        scrolls: menu.scrollWidth > menu.clientWidth,
        cut: Array.from(menu.querySelectorAll('a'))
          .filter((link) => {
            const rect = link.getBoundingClientRect();
            return (
              rect.left < box.left ||
              rect.right > box.right ||
              rect.right > window.innerWidth ||
              link.scrollWidth > link.clientWidth
            );
          })
          .map((link) => link.textContent),
      };
    });
    expect(fit).toEqual({ scrolls: false, cut: [] });
    expect(await entry.isVisible()).toBe(true);
    await entry.click();
    await waitForPath('/admin/sellers');
    await page.getByRole('heading', { name: 'Verifikasi Penjual', exact: true }).waitFor();
    await page.waitForFunction(() => document.title === 'Verifikasi Penjual · Koperasi Marketplace');
  });

  it('keeps the menu on one scrolling row on a phone, with the current entry in view', async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn('admin', '/seller/orders');
    const nav = page.getByRole('navigation', { name: 'Menu back office' });
    const current = nav.getByRole('link', { name: 'Pesanan Masuk' });
    await current.waitFor();
    await page.waitForFunction(() => {
      const link = document.querySelector('nav[aria-label="Menu back office"] [aria-current="page"]');
      const rect = link?.getBoundingClientRect();
      return !!rect && rect.left >= 0 && rect.right <= window.innerWidth;
    });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it("keeps each row's buttons on a phone's screen in the admin's tables, without scrolling sideways", async () => {
    await page.setViewportSize({ width: 360, height: 780 });
    await signIn('admin', '/admin/products');
    const lists = [
      '/admin/products',
      '/admin/content',
      '/admin/balances',
      '/admin/categories',
      '/admin/members',
    ];
    const cut: Record<string, unknown> = {};
    for (const path of lists) {
      await page.goto(`${SHELL}${path}`);
      await page
        .locator('[data-remote] tbody tr button, [data-remote] tbody tr a[aria-label]')
        .first()
        .waitFor();
      const found = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-remote] .MuiTableContainer-root')).flatMap((table) => [
          ...(table.scrollWidth > table.clientWidth
            ? [`table ${table.scrollWidth} > ${table.clientWidth}`]
            : []),
          ...Array.from(table.querySelectorAll('tbody button, tbody a[aria-label]'))
            .filter((control) => control.getBoundingClientRect().right > window.innerWidth)
            .map((control) => control.getAttribute('aria-label') ?? control.textContent),
        ]),
      );
      if (found.length) cut[path] = found;
    }
    expect(cut).toEqual({});
  });
});
