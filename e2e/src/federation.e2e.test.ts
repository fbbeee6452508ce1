import path from 'node:path';
import type { BrowserContextOptions, Page, Request } from 'playwright-core';
import {
  ANON_KEY,
  PORTS,
  recordResponses,
  REMOTES,
  remoteVersion,
  ROOT,
  sharedPackageOrigins,
  SHELL,
} from './harness';
import { browser, page, signIn, stack, useBrowserStack, type Role } from './fixtures';

useBrowserStack();

const manifests = {
  shell: { base: `${SHELL}/`, file: path.join(ROOT, 'shell', 'dist', 'mf-manifest.json') },
  ...Object.fromEntries(
    REMOTES.map((name) => {
      const version = remoteVersion(name);
      return [
        name,
        {
          base: `http://localhost:${PORTS[name]}/${version}/`,
          file: path.join(ROOT, name, 'dist', name, version, 'mf-manifest.json'),
        },
      ];
    }),
  ),
};

const fromPort = (urls: string[], port: number) => urls.filter((url) => new URL(url).port === String(port));

/** The page's requests in the order it made them (REST reads and the storefront's remote entry). */
function recordRequests(on: Page): Request[] {
  const requests: Request[] = [];
  on.on('request', (request) => requests.push(request));
  return requests;
}
const productReads = (requests: Request[]) =>
  requests.filter((r) => r.method() === 'GET' && /\/rest\/v1\/products\?/.test(r.url()));

describe("the route's first query", () => {
  it("starts without waiting for the storefront's code, and is read once", async () => {
    // the cart's lines' products: read by the page itself (a cart saved without its cookie is not drawn by the
    // server)
    const [product] = await stack.admin<{ id: number; name: string; price: number }[]>(
      '/rest/v1/products?select=id,name,price&order=id.asc&limit=1',
    );
    const line = {
      productId: product!.id,
      name: product!.name,
      price: Number(product!.price),
      image: '',
      quantity: 1,
    };
    await page.addInitScript(
      (saved) => localStorage.setItem('koperasi.cart.v1', saved),
      JSON.stringify([line]),
    );
    const requests = recordRequests(page);
    const isTheRead = (request: Request) =>
      request.method() === 'GET' &&
      /\/rest\/v1\/products\?/.test(request.url()) &&
      decodeURIComponent(request.url()).includes(`id=in.(${product!.id})`);
    // The storefront's scripts are held until the read has started: a read that waited for them would never
    // start (and the page never show), whatever the machine's speed; which request merely comes first is a race
    // that a loaded machine can turn either way.
    let readStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (readStarted = resolve));
    page.on('request', (request) => {
      if (isTheRead(request)) readStarted();
    });
    const held: string[] = [];
    await page.route(new RegExp(`:${PORTS.storefront}/[^/]+/static/js/`), async (route) => {
      held.push(route.request().url());
      await started;
      await route.continue();
    });
    await page.goto(`${SHELL}/cart`);
    await page.getByTestId('line-price').first().waitFor();
    await page.waitForLoadState('networkidle');
    const reads = requests.filter(isTheRead);
    expect(reads).toHaveLength(1);
    expect(reads[0]!.headers()['authorization']).toBe(`Bearer ${ANON_KEY}`);
    // the storefront's entry was among the scripts held
    expect(held).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`/static/js/storefront\\.`))]),
    );
  });

  it("reads a signed-in buyer's product page once, with the buyer's token", async () => {
    const [product] = await stack.admin<{ id: number; name: string }[]>(
      '/rest/v1/products?select=id,name&order=id.asc&limit=1',
    );
    const context = await browser.newContext();
    await signIn('buyer', '/about', await context.newPage());
    const buyer = await context.newPage();
    const requests = recordRequests(buyer);
    await buyer.goto(`${SHELL}/products/${product!.id}`);
    await buyer.getByRole('heading', { name: product!.name, level: 1 }).waitFor();
    await buyer.waitForLoadState('networkidle');
    await context.close();
    const reads = productReads(requests).filter((r) => r.url().includes(`id=eq.${product!.id}`));
    expect(reads).toHaveLength(1);
    expect(reads[0]!.headers()['authorization']).toMatch(/^Bearer /);
    expect(reads[0]!.headers()['authorization']).not.toBe(`Bearer ${ANON_KEY}`);
  });

  it("reads a signed-in buyer's category page once, with the buyer's token and its count", async () => {
    const context = await browser.newContext();
    await signIn('buyer', '/about', await context.newPage());
    const buyer = await context.newPage();
    const requests = recordRequests(buyer);
    await buyer.goto(`${SHELL}/products?category=1`);
    await buyer.locator('main').getByTestId('product-card').first().waitFor();
    await buyer.waitForLoadState('networkidle');
    const reads = productReads(requests).filter((r) => r.url().includes('category_id=eq.1'));
    await context.close();
    expect(reads).toHaveLength(1);
    expect(reads[0]!.headers()['prefer']).toBe('count=exact');
    expect(reads[0]!.headers()['authorization']).not.toBe(`Bearer ${ANON_KEY}`);
  });
});

/**
 * Counts, on every frame the browser draws, the elements `selector` finds (the product cards, a product's
 * price), and adds up the layout shifts, with what moved (to tell in a failure).
 */
const watchFirstScreen = (selector: string) => `
  window.__firstScreen = { most: 0, shifts: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__firstScreen.shifts += entry.value;
      for (const source of entry.sources)
        window.__firstScreen.moved.push([Math.round(entry.startTime), entry.value.toFixed(4),
          source.node ? source.node.nodeName + '.' + String(source.node.className).split(' ').slice(0, 2).join('.') : '?',
          JSON.stringify(source.previousRect), JSON.stringify(source.currentRect)].join(' '));
    }
  }).observe({ type: 'layout-shift', buffered: true });
  const count = () => {
    window.__firstScreen.most = Math.max(window.__firstScreen.most, document.querySelectorAll(${JSON.stringify(selector)}).length);
    requestAnimationFrame(count);
  };
  requestAnimationFrame(count);
`;

/** What watchFirstScreen saw; the shifts, with what moved printed when they are over `limit`. */
async function firstScreenSeen(limit = 0.05): Promise<{ most: number; shifts: number }> {
  const seen = await page.evaluate(
    () =>
      (window as unknown as { __firstScreen: { most: number; shifts: number; moved: string[] } })
        .__firstScreen,
  );
  if (seen.shifts > limit) console.error(`layout shifts ${seen.shifts}:\n${seen.moved.join('\n')}`);
  return seen;
}

describe("a visitor's cart, drawn by the server", () => {
  /** The cart page's title, lines, prices and total: the frame's (drawn by the server) or the app's. */
  const CART_BOXES = (scope: string) =>
    `Array.from(document.querySelectorAll(${JSON.stringify(
      ['h1', 'li', '[data-testid="line-price"]', '[data-testid="cart-total"]']
        .map((s) => `${scope} ${s}`)
        .join(', '),
    )})).map((el) => { const r = el.getBoundingClientRect(); return el.tagName + ' ' + [r.x, r.y, r.width, r.height].map(Math.round).join(','); })`;

  it("comes in the HTML from the cookie the app keeps, in the boxes of the app's lines, which take its place", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const shop = await context.newPage();
      await shop.goto(`${SHELL}/`);
      const cards = shop.locator('main').getByTestId('product-card');
      for (const [index, count] of [
        [0, 1],
        [1, 2],
      ] as const) {
        await cards
          .nth(index)
          .getByRole('button', { name: /^\+ Keranjang/ })
          .click();
        await shop.getByRole('link', { name: new RegExp(`Keranjang, ${count} produk`) }).waitFor();
      }
      await shop.close();
      // the app keeps the lines (ids and quantities, nothing else) in a cookie for the server
      const cookie = (await context.cookies()).find((c) => c.name === 'koperasi_cart');
      expect(cookie?.value).toMatch(/^\d+-1\.\d+-1$/);
      expect(cookie?.sameSite).toBe('Lax');

      for (const width of [360, 1280]) {
        // the HTML alone: no script runs
        const frame = await context.newPage();
        await frame.setViewportSize({ width, height: 900 });
        await frame.route(/\.js(\?|$)/, (route) => route.abort());
        await frame.goto(`${SHELL}/cart`, { waitUntil: 'domcontentloaded' });
        await frame.locator('#kf [data-testid="cart-total"]').waitFor();
        const drawn = await frame.evaluate<string[]>(CART_BOXES('#kf'));
        await frame.close();
        // title, two lines with their prices, the total
        expect(drawn).toHaveLength(6);

        const app = await context.newPage();
        await app.setViewportSize({ width, height: 900 });
        await app.addInitScript(watchFirstScreen('[data-testid="line-price"]'));
        const requests = recordRequests(app);
        await app.goto(`${SHELL}/cart`);
        await app.locator('#kf').waitFor({ state: 'detached' });
        await app.locator('main [data-testid="cart-total"]').waitFor();
        await app.waitForLoadState('networkidle');
        expect(await app.evaluate<string[]>(CART_BOXES('main'))).toEqual(drawn);
        // never both sets of lines on screen, nothing moved
        const seen = await app.evaluate(
          () => (window as unknown as { __firstScreen: { most: number; shifts: number } }).__firstScreen,
        );
        expect(seen.most).toBe(2);
        expect(seen.shifts).toBeLessThanOrEqual(0.05);
        // the page took the server's answer for its lines' prices and stock: it did not read them again
        expect(productReads(requests)).toHaveLength(0);
        await app.close();
      }

      // a cart emptied where the cookie stayed behind: the server's lines are taken away before they show
      const emptied = await context.newPage();
      await emptied.route(/\.js(\?|$)/, (route) => route.abort());
      await emptied.goto(`${SHELL}/about`, { waitUntil: 'domcontentloaded' });
      await emptied.evaluate(() => localStorage.setItem('koperasi.cart.v1', '[]'));
      await emptied.goto(`${SHELL}/cart`, { waitUntil: 'domcontentloaded' });
      await emptied.locator('#kf .kf-ce').waitFor();
      expect(await emptied.locator('#kf [data-testid="line-price"]').count()).toBe(0);
      expect(await emptied.locator('#kf .kf-pd').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the home page's first screen, drawn by the server", () => {
  /** The database's featured products, as the home page lists them. */
  const featured = async () =>
    (
      await stack.admin<{ name: string }[]>(
        '/rest/v1/products?select=name&order=rating.desc,reviews.desc,id.desc&limit=6',
      )
    ).map((product) => product.name);

  it("is in the HTML, before any script: the featured products' cards, read by the server, not the browser", async () => {
    const names = await featured();
    const html = await (await fetch(`${SHELL}/`)).text();
    const drawn = [...html.matchAll(/<article aria-label="([^"]*)" data-testid="product-card"/g)].map(
      (match) => match[1]!.replace(/&amp;/g, '&'),
    );
    expect(drawn).toEqual(names);

    await page.addInitScript(watchFirstScreen('[data-testid="product-card"]'));
    const requests = recordRequests(page);
    await page.goto(`${SHELL}/`);
    // the app's page takes the frame's place in one step: never both sets of cards, nothing moves
    await page.locator('#kf').waitFor({ state: 'detached' });
    const cards = page.locator('main').getByTestId('product-card');
    await page.waitForFunction(
      (count) => document.querySelectorAll('main [data-testid="product-card"]').length === count,
      names.length,
    );
    expect(await cards.evaluateAll((all) => all.map((card) => card.getAttribute('aria-label')))).toEqual(
      names,
    );
    await page.waitForLoadState('networkidle');
    const watched = await firstScreenSeen();
    expect(watched.most).toBe(names.length);
    expect(watched.shifts).toBeLessThanOrEqual(0.05);
    // the page took the server's answer: it did not read the products again
    expect(productReads(requests)).toHaveLength(0);
    expect(await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility)).toBe('visible');

    // and the app's cards act
    await cards
      .first()
      .getByRole('button', { name: /^\+ Keranjang/ })
      .click();
    await page.getByRole('link', { name: /Keranjang, 1 produk/ }).waitFor();
  });

  it("shows a product's change at the next visit: the server reads on every visit", async () => {
    const [first] = await stack.admin<{ id: number; name: string }[]>(
      '/rest/v1/products?select=id,name&order=rating.desc,reviews.desc,id.desc&limit=1',
    );
    const renamed = `${first!.name} <Edisi Panen>`;
    await stack.admin(`/rest/v1/products?id=eq.${first!.id}`, { method: 'PATCH', body: { name: renamed } });
    try {
      const html = await (await fetch(`${SHELL}/`)).text();
      expect(html).toContain(`aria-label="${first!.name} &lt;Edisi Panen&gt;"`);
      expect(html).not.toContain('<Edisi Panen>');
      await page.goto(`${SHELL}/`);
      await page.locator('#kf').waitFor({ state: 'detached' });
      await page.locator('main').getByRole('link', { name: renamed }).waitFor();
    } finally {
      await stack.admin(`/rest/v1/products?id=eq.${first!.id}`, {
        method: 'PATCH',
        body: { name: first!.name },
      });
    }
  });

  it("is not held for a signed-in buyer, whose page reads the products with the buyer's token", async () => {
    const context = await browser.newContext();
    await signIn('buyer', '/about', await context.newPage());
    const buyer = await context.newPage();
    const requests = recordRequests(buyer);
    await buyer.goto(`${SHELL}/`);
    await buyer.locator('main').getByTestId('product-card').first().waitFor();
    await buyer.waitForLoadState('networkidle');
    expect(await buyer.locator('#kf').count()).toBe(0);
    const reads = productReads(requests);
    await context.close();
    expect(reads).toHaveLength(1);
    expect(reads[0]!.headers()['authorization']).not.toBe(`Bearer ${ANON_KEY}`);
  });
});

describe("a product's page, drawn by the server", () => {
  it('is in the HTML from the pinned storefront, and the page takes it over without reading it again', async () => {
    const [product] = await stack.admin<{ id: number; name: string; stock: number }[]>(
      '/rest/v1/products?select=id,name,stock&stock=gt.2&order=id.asc&limit=1',
    );
    const html = await (await fetch(`${SHELL}/products/${product!.id}`)).text();
    expect(html).toContain('data-ready="[data-testid=&quot;product-price&quot;]"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.replace(/&amp;/g, '&')).toBe(product!.name);
    expect(html).toContain(`Stok: ${product!.stock}`);
    expect(html).toContain('id="koperasi-first-answer"');

    await page.addInitScript(watchFirstScreen('[data-testid="product-price"]'));
    const requests = recordRequests(page);
    await page.goto(`${SHELL}/products/${product!.id}`);
    await page.locator('#kf').waitFor({ state: 'detached' });
    await page.locator('main').getByTestId('product-price').waitFor();
    await page.waitForLoadState('networkidle');
    const watched = await firstScreenSeen();
    // never two products on the page, nothing moved, and the product was not read again
    expect(watched.most).toBe(1);
    expect(watched.shifts).toBeLessThanOrEqual(0.05);
    expect(productReads(requests).filter((r) => r.url().includes(`id=eq.${product!.id}`))).toHaveLength(0);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([product!.name]);

    // the app's buttons act
    await page.getByRole('button', { name: `Tambah ${product!.name}`, exact: true }).click();
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await page.getByText(`2 × ${product!.name} ditambahkan ke keranjang`).waitFor();
  });

  it('says so when there is no such product (the server draws nothing, the page reads and answers)', async () => {
    const html = await (await fetch(`${SHELL}/products/999999`)).text();
    expect(html).not.toContain('id="koperasi-first-answer"');
    await page.goto(`${SHELL}/products/999999`);
    await page.getByRole('heading', { name: 'Produk tidak ditemukan' }).waitFor();
  });
});

describe("a category's page, drawn by the server", () => {
  it('is in the HTML with its name, count and cards, and the page takes it over without reading it again', async () => {
    const products = await stack.admin<{ name: string; category: string; division: string }[]>(
      '/rest/v1/products?select=name,category,division&category_id=eq.1&order=created_at.desc,id.desc',
    );
    const shown = products.slice(0, 12).map((product) => product.name);
    const html = await (await fetch(`${SHELL}/products?category=1`)).text();
    expect(html).toContain('id="koperasi-first-answer"');
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(products[0]!.category);
    expect(html).toMatch(new RegExp(`>${products.length} produk(<!-- -->)? · ${products[0]!.division}<`));
    const drawn = [...html.matchAll(/<article aria-label="([^"]*)" data-testid="product-card"/g)].map(
      (match) => match[1]!.replace(/&amp;/g, '&'),
    );
    expect(drawn).toEqual(shown);

    await page.addInitScript(watchFirstScreen('[data-testid="product-card"]'));
    const requests = recordRequests(page);
    await page.goto(`${SHELL}/products?category=1`);
    await page.locator('#kf').waitFor({ state: 'detached' });
    await page.waitForFunction(
      (count) => document.querySelectorAll('main [data-testid="product-card"]').length === count,
      shown.length,
    );
    await page.waitForLoadState('networkidle');
    const watched = await firstScreenSeen();
    // never two sets of cards, nothing moved, and the page was not read again
    expect(watched.most).toBe(shown.length);
    expect(watched.shifts).toBeLessThanOrEqual(0.05);
    expect(productReads(requests).filter((r) => r.url().includes('category_id=eq.1'))).toHaveLength(0);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([products[0]!.category]);

    // the app's filters act
    await page.getByRole('combobox', { name: 'Urutkan' }).click();
    await page.getByRole('option', { name: 'Harga Terendah' }).click();
    await page.waitForURL(/sort=price-asc/);
    await page.locator('main').getByTestId('product-card').first().waitFor();
  });

  it('draws no search (the page searches itself)', async () => {
    const html = await (await fetch(`${SHELL}/products?q=salmon`)).text();
    expect(html).not.toContain('id="koperasi-first-answer"');
    await page.goto(`${SHELL}/products?q=salmon`);
    await page.getByRole('heading', { name: 'Hasil pencarian "salmon"' }).waitFor();
    await page.locator('main').getByTestId('product-card').first().waitFor();
  });
});

describe('the page frame, drawn before any script', () => {
  /** The skeletons on the page, as x,y,width,height: the frame's, or else the shell's loader's. */
  const SKELETONS = `(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
    const frame = Array.from(document.querySelectorAll('#kf .kf-c .kf-k')).filter((el) => el.getBoundingClientRect().height > 0);
    const loader = Array.from(document.querySelectorAll('main [aria-busy="true"] .MuiSkeleton-root'));
    return (frame.length ? frame : loader).map(box);
  })()`;

  interface Visit {
    path: string;
    /** the route's exposed module, held back for the loader */
    module: string;
    cart?: string;
    as?: Role;
  }

  const sessions = new Map<Role, BrowserContextOptions['storageState']>();
  /** A demo account's stored session, signed in once. */
  async function sessionOf(role: Role) {
    if (!sessions.has(role)) {
      const context = await browser.newContext();
      await signIn(role, '/about', await context.newPage());
      sessions.set(role, await context.storageState());
      await context.close();
    }
    return sessions.get(role);
  }

  /**
   * The skeletons of a visit at `width`: the frame alone (no script runs), or the shell's loader (the page's
   * module never comes); and the cart's badge in the frame.
   */
  async function skeletons(width: number, visit: Visit, stage: 'frame' | 'loader') {
    const context = await browser.newContext({
      viewport: { width, height: 900 },
      ...(visit.as && { storageState: await sessionOf(visit.as) }),
    });
    if (visit.cart)
      await context.addInitScript(`localStorage.setItem('koperasi.cart.v1', ${JSON.stringify(visit.cart)})`);
    const tab = await context.newPage();
    if (stage === 'frame') await tab.route(/\.js(\?|$)/, (route) => route.abort());
    else await tab.route(new RegExp(`__federation_expose_${visit.module}\\.`), () => undefined);
    await tab.goto(`${SHELL}${visit.path}`, { waitUntil: 'domcontentloaded' });
    if (stage === 'loader') await tab.locator('main [aria-busy="true"]').waitFor();
    else await tab.locator('#kf').waitFor();
    const boxes = await tab.evaluate<string[]>(SKELETONS);
    const badge = await tab.evaluate(() => {
      const icon = document.querySelector('#kf .kf-cart');
      return icon ? getComputedStyle(icon, '::after').content : null;
    });
    await context.close();
    return { boxes, badge };
  }

  /** The frame's skeletons at 360 and 1280 px, each equal to the loader's that takes its place. */
  async function sameAsLoader(visit: Visit): Promise<{ boxes: string[]; badge: string | null }[]> {
    const frames = [];
    for (const width of [360, 1280]) {
      const frame = await skeletons(width, visit, 'frame');
      expect(frame.boxes.length).toBeGreaterThan(0);
      expect((await skeletons(width, visit, 'loader')).boxes).toEqual(frame.boxes);
      frames.push(frame);
    }
    return frames;
  }

  it("shows the saved cart's lines and badge in the cart page's layout, as the shell's loader after it", async () => {
    const products = await stack.admin<{ id: number; name: string; price: number }[]>(
      '/rest/v1/products?select=id,name,price&order=id.asc&limit=2',
    );
    const cart = JSON.stringify(
      products.map((p) => ({
        productId: p.id,
        name: p.name,
        price: Number(p.price),
        image: '',
        quantity: 1,
      })),
    );
    for (const frame of await sameAsLoader({ path: '/cart', module: 'CartPage', cart })) {
      // title, the two lines and the total's card; the badge counts the lines
      expect(frame.boxes).toHaveLength(4);
      expect(frame.badge).toBe('"2"');
    }
    // an empty cart: the empty cart's icon, heading, text and button, and no badge
    for (const frame of await sameAsLoader({ path: '/cart', module: 'CartPage', cart: '[]' })) {
      expect(frame.boxes).toHaveLength(4);
      expect(frame.badge).toBe('none');
    }

    // and the page's lines take their place
    await page.addInitScript(`localStorage.setItem('koperasi.cart.v1', ${JSON.stringify(cart)})`);
    await page.goto(`${SHELL}/cart`);
    await page.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem').nth(1).waitFor();
    expect(await page.locator('#kf').count()).toBe(0);
  });

  it("draws the home page's and the catalogue's shapes for a signed-in buyer, whose page reads its own products", async () => {
    const [product] = await stack.admin<{ id: number }[]>('/rest/v1/products?select=id&order=id.asc&limit=1');
    // banner, three division tiles, a heading's row and six cards
    for (const frame of await sameAsLoader({ path: '/', module: 'HomePage', as: 'buyer' }))
      expect(frame.boxes).toHaveLength(11);
    for (const frame of await sameAsLoader({
      path: '/products?category=1',
      module: 'ProductsPage',
      as: 'buyer',
    }))
      expect(frame.boxes).toHaveLength(7);
    // a product's page: the page loader
    for (const frame of await sameAsLoader({
      path: `/products/${product!.id}`,
      module: 'ProductPage',
      as: 'buyer',
    }))
      expect(frame.boxes).toHaveLength(3);
  });

  it("draws the page loader's shapes where the shell draws it, in the back office and on the sign-in pages", async () => {
    for (const visit of [
      { path: '/about', module: 'AboutPage' },
      { path: '/profile', module: 'ProfilePage', as: 'buyer' as const },
      { path: '/admin/products', module: 'ProductListPage', as: 'admin' as const },
      { path: '/auth/login', module: 'LoginPage' },
    ]) {
      for (const frame of await sameAsLoader(visit)) expect(frame.boxes).toHaveLength(3);
    }
    // the sign-in pages' own layout: the name centred, no header bar
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto(`${SHELL}/auth/login`, { waitUntil: 'domcontentloaded' });
    const brand = await page.locator('#kf .kf-b').boundingBox();
    expect(brand!.x + brand!.width / 2).toBeCloseTo(page.viewportSize()!.width / 2, 0);
    expect(await page.locator('#kf .kf-s').isVisible()).toBe(false);
  });
});

describe('composed production build', () => {
  it('renders the home page from the storefront remote inside the shell', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    // The featured products come from the database after the heading: wait for the first card.
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBeGreaterThan(0);
    expect(await page.getByPlaceholder('Cari produk...').isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Kategori produk' }).isVisible()).toBe(true);
    expect(fromPort(urls, PORTS.storefront).some((url) => url.endsWith('/1.0.0/mf-manifest.json'))).toBe(
      true,
    );
  });

  it('downloads React and every shared singleton once, from one app', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    await page.waitForLoadState('networkidle');
    const origins = sharedPackageOrigins(urls, manifests);
    // The singletons of tools/mf-shared.ts; the router, store and toasts reach the remotes through the two
    // workspace singletons, so they too exist once (eslint forbids the remotes a copy of their own).
    for (const pkg of [
      'react',
      'react-dom',
      'react-dom/client',
      '@emotion/react',
      '@mui/material/utils',
      '@koperasi/shared-ui',
      '@koperasi/shared-services',
    ]) {
      expect({ pkg, origins: origins.get(pkg) }).toEqual({ pkg, origins: ['shell'] });
    }
    for (const [pkg, apps] of origins) expect({ pkg, apps: apps.length }).toEqual({ pkg, apps: 1 });
    expect(new Set(urls).size).toBe(urls.length);
    // The runtime's own record agrees: each shared module that ran is the shell's copy.
    const loaded = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean };
      const scopes = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const result: Record<string, string[]> = {};
      for (const scope of Object.values(scopes))
        for (const packages of Object.values(scope))
          for (const [pkg, versions] of Object.entries(packages))
            for (const entry of Object.values(versions))
              if (entry.loaded) (result[pkg] ??= []).push(entry.from);
      return result;
    });
    expect(Object.keys(loaded)).toEqual(
      expect.arrayContaining(['react', 'react-dom', '@koperasi/shared-ui']),
    );
    for (const [pkg, from] of Object.entries(loaded)) expect({ pkg, from }).toEqual({ pkg, from: ['shell'] });
  });

  it.each([
    ['/', 'its building blocks come from shared-ui'],
    ['/products?category=1', "its own Chip and Pagination use the shell's styling core, shared by file path"],
  ])("carries no second copy of MUI's styling core on %s (%s)", async (pathname) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).port === String(PORTS.storefront) && /\.js(\?|$)/.test(response.url()))
        bodies.push(response.text());
    });
    await page.goto(`${SHELL}${pathname}`);
    await page.getByTestId('product-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    expect(scripts.length).toBeGreaterThan(0);
    // createTheme's default palette (primary #1976d2) is in every copy of MUI's styling core.
    expect(scripts.filter((script) => script.includes('#1976d2'))).toEqual([]);
  });

  it('downloads nothing of the back office on /', async () => {
    const urls = recordResponses(page);
    await page.goto(`${SHELL}/`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(fromPort(urls, PORTS.backoffice)).toEqual([]);
  });

  it('downloads only the back-office remote on /admin', async () => {
    // An admin's session, stored by one page; a second page of the same browser opens /admin cold.
    const context = await browser.newContext();
    await signIn('admin', '/about', await context.newPage());
    const admin = await context.newPage();
    const urls = recordResponses(admin);
    await admin.goto(`${SHELL}/admin`);
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.waitForLoadState('networkidle');
    await context.close();
    expect(fromPort(urls, PORTS.backoffice).length).toBeGreaterThan(0);
    expect(fromPort(urls, PORTS.storefront)).toEqual([]);
    expect(fromPort(urls, PORTS.auth)).toEqual([]);
  });

  it('redirects an unknown path to /', async () => {
    await page.goto(`${SHELL}/tidak-ada/sama-sekali`);
    await page.getByRole('heading', { name: 'Produk Unggulan' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('keeps the page working when one remote is down', async () => {
    await stack.servers.stop('storefront');
    try {
      await page.goto(`${SHELL}/`);
      await page.getByRole('heading', { name: 'Terjadi Kesalahan' }).waitFor();
      expect(await page.getByPlaceholder('Cari produk...').isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Kategori produk' }).isVisible()).toBe(true);
      await signIn('admin', '/admin');
      await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    } finally {
      await stack.servers.start('storefront');
    }
  });
});
