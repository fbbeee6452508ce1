/**
 * The cart follows the account, and sign-in returns the visitor to what they were doing: a visitor's cart is
 * merged into the account's at sign-in, another browser of the same buyer sees the same cart and its
 * changes, sign-out clears the browser's cart (the account keeps it); the wishlist heart and checkout,
 * pressed before signing in, come back to their page and are finished; an unsafe ?redirect= is ignored.
 */
import type { Page } from 'playwright-core';
import { AUTH_STORAGE_KEY, DEMO, DEMO_PASSWORD, passwordSession, SHELL, WAIT_MS } from './harness';
import {
  browser,
  currentPath,
  enabledButton,
  page,
  productNamed,
  SEED_USERS,
  signIn,
  stack,
  toast,
  useBrowserStack,
  waitForPath,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 }, warmUp: true });

const BUYER_ID = SEED_USERS.buyer.id;

interface Product {
  id: number;
  name: string;
}
let salmon: Product;
let catalyst: Product;
let madu: Product;
beforeAll(async () => {
  salmon = await productNamed<Product>('Ikan Salmon Segar', 'id,name');
  catalyst = await productNamed<Product>('BBM Fresh Catalyst', 'id,name');
  madu = await productNamed<Product>('Madu Hutan Organik 500 g', 'id,name');
});

/** The buyer's cart lines in the database, in the cart's order: [product id, quantity]. */
async function serverCart(): Promise<Array<[number, number]>> {
  const rows = await stack.admin<Array<{ product_id: number; quantity: number }>>(
    `/rest/v1/cart_items?select=product_id,quantity&user_id=eq.${BUYER_ID}&order=id`,
  );
  return rows.map((row) => [row.product_id, row.quantity]);
}

async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  let last: T = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    last = await read();
  }
  expect(last).toEqual(expected);
}

async function addOnProductPage(product: Product, on: Page = page) {
  await on.goto(`${SHELL}/products/${product.id}`);
  await on.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
  await toast(new RegExp(`${product.name} ditambahkan ke keranjang`), on);
}

/** Signs in on the sign-in page the browser is on (keeping what the page was opened with). */
async function signInHere(on: Page = page) {
  await on.getByLabel(/^Email/).fill(DEMO.buyer);
  await on.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await on.getByRole('button', { name: 'Masuk', exact: true }).click();
  await toast('Login berhasil!', on);
}

/** The quantities the cart page shows: [name, quantity]. */
async function cartPage(on: Page = page): Promise<Array<[string, number]>> {
  const lines = on.getByRole('list', { name: 'Isi keranjang' }).getByRole('listitem');
  const names = await lines.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('aria-label') ?? ''),
  );
  const quantities = await lines.getByTestId('quantity').allTextContents();
  return names.map((name, index) => [name, Number(quantities[index])]);
}

async function expectCartPage(expected: Array<[string, number]>, on: Page = page) {
  await on.getByRole('heading', { level: 1, name: 'Keranjang Belanja' }).waitFor();
  await eventually(() => cartPage(on), expected);
}

describe('a cart that follows the account', () => {
  it("merges the visitor's cart at sign-in, shows it in a second browser and keeps both in step", async () => {
    // the account already holds one salmon and a honey from another day
    await stack.admin('/rest/v1/cart_items', {
      method: 'POST',
      body: [
        { user_id: BUYER_ID, product_id: madu.id, quantity: 1 },
        { user_id: BUYER_ID, product_id: salmon.id, quantity: 1 },
      ],
    });

    // signed out: two salmon and a catalyst in this browser only
    await addOnProductPage(salmon);
    await addOnProductPage(salmon);
    await addOnProductPage(catalyst);
    expect(await serverCart()).toEqual([
      [madu.id, 1],
      [salmon.id, 1],
    ]);

    // signing in from the header goes home (no intent) with the carts merged: quantities added
    await page.getByRole('link', { name: 'Masuk', exact: true }).click();
    await waitForPath('/auth/login');
    await signInHere();
    await waitForPath('/');
    await page.getByRole('link', { name: 'Keranjang, 3 produk' }).waitFor();
    await eventually(serverCart, [
      [madu.id, 1],
      [salmon.id, 3],
      [catalyst.id, 1],
    ]);
    await page.goto(`${SHELL}/cart`);
    await expectCartPage([
      [madu.name, 1],
      [salmon.name, 3],
      [catalyst.name, 1],
    ]);

    // a reload does not merge the kept copy again
    await page.reload();
    await expectCartPage([
      [madu.name, 1],
      [salmon.name, 3],
      [catalyst.name, 1],
    ]);
    expect(await serverCart()).toEqual([
      [madu.id, 1],
      [salmon.id, 3],
      [catalyst.id, 1],
    ]);

    // another browser of the same buyer: the same cart, where "Keranjang Kosong" was shown before
    const elsewhere = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      const other = await elsewhere.newPage();
      await signIn('buyer', '/cart', other);
      await expectCartPage(
        [
          [madu.name, 1],
          [salmon.name, 3],
          [catalyst.name, 1],
        ],
        other,
      );

      // its changes reach the account: plus, minus at 1 (asks, then takes the line out: never a line of 0),
      // remove
      await other.getByRole('button', { name: `Tambah ${salmon.name}` }).click();
      await other.getByRole('button', { name: `Kurangi ${madu.name}` }).click();
      const ask = other.getByRole('dialog', { name: 'Hapus dari Keranjang?' });
      await ask.getByRole('button', { name: 'Hapus', exact: true }).click();
      await ask.waitFor({ state: 'hidden' });
      await other.getByRole('button', { name: `Hapus ${catalyst.name}` }).click();
      await expectCartPage([[salmon.name, 4]], other);
      await eventually(serverCart, [[salmon.id, 4]]);

      // and the first browser sees them on its next visit
      await page.reload();
      await expectCartPage([[salmon.name, 4]]);
    } finally {
      await elsewhere.close();
    }

    // adding in the first browser goes to the account at once
    await addOnProductPage(catalyst);
    await eventually(serverCart, [
      [salmon.id, 4],
      [catalyst.id, 1],
    ]);

    // signing out clears this browser's cart; the account keeps it
    await page.getByRole('button', { name: `Menu pengguna ${SEED_USERS.buyer.fullName}` }).click();
    await page.getByRole('menuitem', { name: 'Keluar' }).click();
    await toast('Logout berhasil');
    await page.getByRole('link', { name: 'Keranjang, 0 produk' }).waitFor();
    await page.goto(`${SHELL}/cart`);
    await page.getByRole('heading', { name: 'Keranjang Kosong' }).waitFor();
    expect(await serverCart()).toEqual([
      [salmon.id, 4],
      [catalyst.id, 1],
    ]);
  });
});

describe('a change the server has not got yet', () => {
  it('is still in the cart, and saved, when the buyer opens another page before it was written', async () => {
    await stack.admin(`/rest/v1/cart_items?user_id=eq.${BUYER_ID}`, { method: 'DELETE' });
    await signIn('buyer', '/');
    // the page's write of the new line is held until the page is left, as a slow network would
    let holding = true;
    await page.route('**/rest/v1/cart_items*', (route) =>
      holding && route.request().method() === 'POST' ? undefined : route.continue(),
    );
    try {
      // the product page first loads the account's cart (or merges this browser's into it, when the sign-in's
      // merge had not finished): a line added before that would be saved by that merge, not by the held write
      const cartLoaded = page.waitForResponse((response) => {
        const { pathname } = new URL(response.url());
        return (
          pathname === '/rest/v1/rpc/merge_cart' ||
          (pathname === '/rest/v1/cart_items' && response.request().method() === 'GET')
        );
      });
      await page.goto(`${SHELL}/products/${catalyst.id}`);
      await cartLoaded;
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await toast(new RegExp(`${catalyst.name} ditambahkan ke keranjang`));
      expect(await serverCart()).toEqual([]);
      holding = false;
      await page.goto(`${SHELL}/cart`);
      await expectCartPage([[catalyst.name, 1]]);
      await eventually(serverCart, [[catalyst.id, 1]]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  it('reaches the account when it is made before the page has restored the session', async () => {
    await stack.admin(`/rest/v1/cart_items?user_id=eq.${BUYER_ID}`, { method: 'DELETE' });
    await signIn('buyer', '/');
    await eventually(serverCart, []);
    // the next page's reading of the buyer's profile is held, as on a slow network: until it ends, the store
    // does not know who is signed in, while the product page is already usable
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route('**/rest/v1/profiles*', async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    try {
      await page.goto(`${SHELL}/products/${salmon.id}`);
      await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
      await toast(new RegExp(`${salmon.name} ditambahkan ke keranjang`));
      expect(held).toBe(true);
      release();
      await eventually(serverCart, [[salmon.id, 1]]);
      await page.goto(`${SHELL}/cart`);
      await expectCartPage([[salmon.name, 1]]);
    } finally {
      release();
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });
});

describe('a merge whose answer the page never got', () => {
  it('is not merged again by the next page: the quantities are not doubled', async () => {
    // a visitor's salmon, then a session (as a sign-in leaves it) on a page whose merge reaches the server but
    // whose answer is held until the buyer has already followed a link
    await addOnProductPage(salmon);
    const session = await passwordSession(DEMO.buyer);
    let merged!: () => void;
    const mergeDone = new Promise<void>((resolve) => (merged = resolve));
    await page.route('**/rest/v1/rpc/merge_cart*', async (route) => {
      await route.fetch();
      merged();
      // the answer never reaches this page: it is left first
      await new Promise(() => undefined);
    });
    try {
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        AUTH_STORAGE_KEY,
        JSON.stringify(session),
      ] as const);
      await page.goto(`${SHELL}/about`);
      await mergeDone;
      expect(await serverCart()).toEqual([[salmon.id, 1]]);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
    await page.goto(`${SHELL}/cart`);
    await expectCartPage([[salmon.name, 1]]);
    await page.reload();
    await expectCartPage([[salmon.name, 1]]);
    expect(await serverCart()).toEqual([[salmon.id, 1]]);
  });
});

describe('sign-in returns to what the visitor was doing', () => {
  it('the wishlist heart on a product page: back on the product, with the heart set', async () => {
    await page.goto(`${SHELL}/products/${madu.id}`);
    await page.getByRole('button', { name: `Tambah ${madu.name} ke wishlist` }).click();
    await waitForPath('/auth/login');
    await signInHere();
    await waitForPath(`/products/${madu.id}`);
    await toast('Ditambahkan ke wishlist');
    const heart = page.getByRole('button', { name: `Hapus ${madu.name} dari wishlist` });
    await heart.waitFor();
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    const saved = await stack.admin<Array<{ product_id: number }>>(
      `/rest/v1/wishlist_items?select=product_id&user_id=eq.${BUYER_ID}`,
    );
    expect(saved).toEqual([{ product_id: madu.id }]);
    await stack.admin(`/rest/v1/wishlist_items?user_id=eq.${BUYER_ID}`, { method: 'DELETE' });
  });

  it('the wishlist heart on a card: back on the same listing, with the heart set', async () => {
    const listing = `/products?division=Pertanian&sort=price-asc`;
    await page.goto(`${SHELL}${listing}`);
    await page.getByRole('button', { name: `Tambah ${madu.name} ke wishlist` }).click();
    await waitForPath('/auth/login');
    await signInHere();
    await page.waitForURL(`${SHELL}${listing}`);
    await page.getByRole('button', { name: `Hapus ${madu.name} dari wishlist` }).waitFor();
    await stack.admin(`/rest/v1/wishlist_items?user_id=eq.${BUYER_ID}`, { method: 'DELETE' });
  });

  it('checkout: the cart goes with the visitor and the checkout opens after signing in', async () => {
    await addOnProductPage(catalyst);
    await page.goto(`${SHELL}/cart`);
    await enabledButton('Lanjut ke Pembayaran');
    await page.getByRole('button', { name: 'Lanjut ke Pembayaran' }).click();
    await waitForPath('/auth/login');
    await signInHere();
    await waitForPath('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
    await page.getByRole('listitem', { name: catalyst.name }).filter({ visible: true }).first().waitFor();
    await eventually(serverCart, [[catalyst.id, 1]]);
  });

  it('ignores a ?redirect= to another site and goes home', async () => {
    for (const target of ['//evil.com', 'https://evil.com/products']) {
      const context = await browser.newContext();
      try {
        const other = await context.newPage();
        await other.goto(`${SHELL}/auth/login?redirect=${encodeURIComponent(target)}`);
        await signInHere(other);
        await waitForPath('/', other);
        expect(new URL(other.url()).origin).toBe(SHELL);
      } finally {
        await context.close();
      }
    }
    // a path of this site is followed
    await page.goto(`${SHELL}/auth/login?redirect=${encodeURIComponent('/cart')}`);
    await signInHere();
    await waitForPath('/cart');
    expect(currentPath()).toBe('/cart');
  });
});
