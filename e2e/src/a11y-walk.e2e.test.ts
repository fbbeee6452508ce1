/**
 * Every route of every role, walked in a real browser on the production build: axe-core finds no WCAG 2.1 A/AA
 * violation, and no English text a library shows by default is visible (or spoken through a label). The routes
 * come from the remotes' own route lists, so a route added later is walked too (or this test names it as
 * unmapped). One Chromium, one signed-in context per role, 1280 px for every page and 360 px for the main ones.
 */
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { authRoutes } from '../../auth/route-list';
import { backofficeRoutes } from '../../backoffice/route-list';
import { storefrontRoutes } from '../../storefront/route-list';
import { SHELL } from './harness';
import {
  page,
  productNamed,
  rpcAs,
  SEED_USERS,
  SHIPPING,
  signIn,
  stack,
  toast,
  transitionsEnded,
  useBrowserStack,
  type Role,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 }, testTimeout: 600_000 });

// colours are checked at rest: the home banner's slides cross-fade (600 ms) every few seconds, and axe would
// measure a half-faded button; asked for reduced motion, the banner stands still (as it does for people who ask)
beforeEach(() => page.emulateMedia({ reducedMotion: 'reduce' }));

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * English texts the libraries (MUI, yup, Supabase, the e-mail templates) show by default. Loanwords the spec
 * itself uses (Checkout, Wishlist, Dashboard, Subtotal, Detail, Email, Password) are not in it.
 */
const ENGLISH_DEFAULTS = [
  'Required',
  'is a required field',
  'Invalid input',
  'Invalid date',
  'Expected',
  'received',
  'must be',
  'Loading',
  'Go to (?:next|previous|first|last) page',
  'Go to page',
  'Rows per page',
  'of more than',
  'No options',
  'No results',
  'No rows',
  'Submit',
  'Cancel',
  'Close',
  'Open',
  'Clear',
  'Search',
  'Next',
  'Previous',
  'Go back',
  'Save',
  'Delete',
  'Remove',
  'Upload',
  'Sign in',
  'Sign up',
  'Log in',
  'Log out',
  'Logout',
  'Forgot',
  'Reset Your Password',
  'Follow this link',
  'Something went wrong',
  'Not found',
  'Invalid login credentials',
  'User already registered',
  'File is larger',
  'File type must',
  'Too many files',
  'Event',
  'News',
  'Add to cart',
  'Remember me',
  'Show password',
  'Hide password',
  'Breadcrumb',
  'Home',
  'Settings',
];
const ENGLISH = new RegExp(`\\b(?:${ENGLISH_DEFAULTS.join('|')})\\b`, 'i');

/** A route to walk: its path pattern, the concrete URL, and what must be on screen before it is checked. */
interface Walk {
  pattern: string;
  url: string;
  /** a selector that is visible once the page shows its data */
  ready?: string;
  /** also checked at 360 px */
  phone?: boolean;
}

interface Problem {
  role: Role | 'anonymous';
  url: string;
  width: number;
  what: string;
}
const problems: Problem[] = [];
const checked = new Set<string>();

/** What each path pattern is opened as: the ids the seed (and this test) provide. */
interface Ids {
  product: number;
  sellerProduct: number;
  article: number;
  event: number;
  order: string;
  message: number;
}
let ids: Ids;

const URLS: Record<string, (ids: Ids) => string> = {
  '/products/:id': (i) => `/products/${i.product}`,
  '/orders/:id': (i) => `/orders/${i.order}`,
  '/artikel/:id': (i) => `/artikel/${i.article}`,
  '/admin/products/:id/edit': (i) => `/admin/products/${i.product}/edit`,
  '/admin/orders/:id': (i) => `/admin/orders/${i.order}`,
  '/admin/messages/:id': (i) => `/admin/messages/${i.message}`,
  '/admin/content/:id/edit': (i) => `/admin/content/${i.event}/edit`,
  '/seller/products/:id/edit': (i) => `/seller/products/${i.sellerProduct}/edit`,
  '/seller/orders/:id': (i) => `/seller/orders/${i.order}`,
  // the printable SHU report of this book year (no rule in the seed: the page says so)
  '/admin/shu/:id/cetak': () => `/admin/shu/${new Date().getFullYear()}/cetak`,
};

function urlOf(pattern: string): string {
  if (!pattern.includes(':')) return pattern;
  const url = URLS[pattern];
  if (!url) throw new Error(`the walk does not know what to open for ${pattern}: add it to URLS`);
  return url(ids);
}

const READY: Record<string, string> = {
  '/': '[data-testid="product-card"]',
  '/products': '[data-testid="product-card"]',
  '/admin/products': 'table tbody tr',
  // an admin sells nothing: the empty list
  '/seller/products': 'table tbody tr, :text("Belum ada produk")',
  '/admin/content': 'table tbody tr',
  '/admin/members': 'table tbody tr',
  '/admin/messages': 'article',
  // opening the unread message marks it read: its chip turns from primary to grey, its text at once and its
  // background over a transition, which axe would measure half way; checked once it has turned
  '/admin/messages/:id': ':text("Sudah dibaca")',
  '/admin/balances': 'table tbody tr',
  '/admin/commission': '[data-testid="commission-Perikanan"]',
  // the walk's seller or admin may have no ledger yet: then the empty state
  '/seller/balance': '[data-testid="ledger-row"], :text("Belum ada mutasi saldo")',
  // the seed's sellers are approved: no application waits
  '/admin/sellers':
    '[data-testid="seller-application"], :text("Tidak ada pengajuan yang menunggu verifikasi")',
  '/seller/verification': '[data-testid="seller-verification-status"]',
  // the quote has come: 'Buat Pesanan' turns from disabled grey to the primary colour (a transition that
  // would otherwise be measured half way); a visitor is sent to sign in instead
  '/checkout': 'button:has-text("Buat Pesanan"):enabled, input[type="password"]',
};

/**
 * Waits until the page has settled: the app has drawn it (the page frame is gone and the layout's main holds
 * the page, a refused one included), its data is shown (`ready`), nothing is loading, transitions are over.
 */
async function settle(on: Page, ready?: string) {
  if (ready) await on.locator(ready).first().waitFor();
  await on.waitForFunction(
    () =>
      !document.getElementById('kf') &&
      (document.querySelector('main')?.childElementCount ?? 0) > 0 &&
      !Array.from(
        document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]'),
      ).some((element) => element.checkVisibility()) &&
      !/Memuat/.test(document.body.innerText),
  );
  // no hover left over from a click on the previous page: colours are checked at rest
  await on.mouse.move(0, 0);
  await on.evaluate(() => document.fonts.ready);
  // MUI's colour transitions (buttons, inputs): contrast is measured on the final colours
  await transitionsEnded(on);
}

/** axe-core's WCAG 2.1 A/AA violations of the page, one line per element. */
async function axeViolations(on: Page): Promise<string[]> {
  const loaded = await on.evaluate(() => 'axe' in window);
  if (!loaded) await on.addScriptTag({ content: axe.source });
  const results = await on.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_TAGS,
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? ''}) at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
}

/** Visible English default texts: the page's text, and the labels and placeholders of visible elements. */
async function englishTexts(on: Page): Promise<string[]> {
  const texts = await on.evaluate(() => {
    const labels = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))
      .filter((element) => element.checkVisibility())
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      );
    return [...document.body.innerText.split('\n'), ...labels];
  });
  return [...new Set(texts.map((text) => text.trim()).filter((text) => ENGLISH.test(text)))].map(
    (text) => `English text "${text.slice(0, 120)}"`,
  );
}

/** A11Y_SHOTS=<folder>: a screenshot of every page as it was checked, to look at. */
const SHOTS = process.env.A11Y_SHOTS;

/** Checks the page as it is now (after `settle`), under the name `where`. */
async function inspect(role: Problem['role'], on: Page, where: string, width: number) {
  if (SHOTS) {
    fs.mkdirSync(SHOTS, { recursive: true });
    const name = `${role}-${width}-${where.replace(/[^a-z0-9]+/gi, '_').slice(0, 80)}.png`;
    await on.screenshot({ path: path.join(SHOTS, name) });
  }
  for (const what of [...(await axeViolations(on)), ...(await englishTexts(on))])
    problems.push({ role, url: where, width, what });
}

async function check(role: Problem['role'], on: Page, walk: Walk, width: number) {
  await on.goto(`${SHELL}${walk.url}`);
  await settle(on, walk.ready);
  const url = new URL(on.url());
  const shown = url.pathname + url.search;
  await inspect(role, on, shown === walk.url ? walk.url : `${walk.url} (shown: ${shown})`, width);
  checked.add(walk.pattern);
}

/** A form sent empty: its messages, as they stand next to the fields. */
async function checkEmptyForm(role: Problem['role'], url: string, submit: string) {
  await page.goto(`${SHELL}${url}`);
  await settle(page);
  await page.getByRole('button', { name: submit, exact: true }).click();
  await page.locator('[aria-invalid="true"]').first().waitFor();
  await settle(page);
  await inspect(role, page, `${url} (sent empty)`, 1280);
}

async function walkAll(role: Problem['role'], walks: Walk[]) {
  for (const walk of walks) await check(role, page, walk, 1280);
  await page.setViewportSize({ width: 360, height: 780 });
  for (const walk of walks.filter((w) => w.phone)) await check(role, page, walk, 360);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const report = (role: Problem['role']) =>
  problems
    .filter((problem) => problem.role === role)
    .map((problem) => `[${role} ${problem.width}px] ${problem.url}: ${problem.what}`);

const walksOf = (patterns: readonly string[], phone: readonly string[] = []): Walk[] =>
  patterns.map((pattern) => ({
    pattern,
    url: urlOf(pattern),
    ready: READY[pattern],
    phone: phone.includes(pattern),
  }));

const STOREFRONT = storefrontRoutes.map((route) => route.path);
const ADMIN_ONLY = backofficeRoutes.filter((route) => !route.roles.includes('seller')).map((r) => r.path);
const SELLER = backofficeRoutes.filter((route) => route.roles.includes('seller')).map((r) => r.path);
// an admin opens the seller's pages too, except the seller's own verification (an admin is no seller)
const ADMIN_OPENS = new Set(
  backofficeRoutes.filter((r) => r.roles.some((role) => role === 'admin')).map((r) => r.path),
);
const MAIN_PAGES = ['/', '/products', '/products/:id', '/cart', '/artikel', '/artikel/:id'];

beforeAll(async () => {
  const product = await productNamed('Ikan Salmon Segar', 'id');
  const [sellerProduct] = await stack.admin<{ id: number }[]>(
    `/rest/v1/products?select=id&seller_id=eq.${SEED_USERS.seller.id}&order=id&limit=1`,
  );
  const articleId = async (type: string) =>
    (
      await stack.admin<{ id: number }[]>(
        `/rest/v1/articles?select=id&type=eq.${type}&status=eq.published&order=id&limit=1`,
      )
    )[0]!.id;
  // an order of the buyer with the seller's product, so buyer, seller and admin each have an order to open
  const order = await rpcAs<{ id: string }>('buyer', 'place_order', {
    items: [{ product_id: sellerProduct!.id, quantity: 1 }],
    shipping: SHIPPING,
    payment_method: 'bank_transfer',
  });
  // a message of the contact form, so the inbox and its thread have one to show
  const [message] = await stack.admin<{ id: number }[]>('/rest/v1/contact_messages', {
    method: 'POST',
    body: {
      name: 'Rina Wulandari',
      email: 'rina.walk@contoh.id',
      message: 'Apakah benih nila bisa dikirim ke Bogor?',
    },
    prefer: 'return=representation',
  });
  ids = {
    product: product.id,
    sellerProduct: sellerProduct!.id,
    article: await articleId('news'),
    event: await articleId('event'),
    order: order.id,
    message: message!.id,
  };
});

describe('every page of every role passes axe-core (WCAG 2.1 AA) and shows no English default text', () => {
  it('for a visitor: the storefront and the sign-in pages', async () => {
    const walks = [
      ...walksOf(STOREFRONT, MAIN_PAGES),
      ...walksOf(
        authRoutes.map((route) => route.path),
        ['/auth/login', '/auth/register'],
      ),
      // a catalogue filtered by a category, as the sidebar links it
      { pattern: '/products?category', url: '/products?category=1', ready: READY['/products'] },
    ];
    await walkAll('anonymous', walks);
    await checkEmptyForm('anonymous', '/auth/login', 'Masuk');
    await checkEmptyForm('anonymous', '/auth/register', 'Daftar');
    expect(report('anonymous')).toEqual([]);
  });

  it('for a buyer: the storefront with a cart, the profile tabs, checkout and an order', async () => {
    await signIn('buyer', `/products/${ids.product}`);
    await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click();
    await toast(/ditambahkan ke keranjang/);
    const walks = [
      ...walksOf(STOREFRONT, [...MAIN_PAGES, '/profile', '/checkout', '/orders/:id']),
      ...['pesanan', 'shu', 'wishlist', 'pengaturan'].map((tab) => ({
        pattern: '/profile?tab',
        url: `/profile?tab=${tab}`,
        phone: tab === 'pesanan' || tab === 'shu',
      })),
      // a page the buyer may not open
      { pattern: '/admin (buyer)', url: '/admin' },
    ];
    await walkAll('buyer', walks);
    expect(report('buyer')).toEqual([]);
  });

  it("for a seller: the seller's products and orders", async () => {
    await signIn('seller', '/seller/products');
    await walkAll('seller', walksOf(SELLER, ['/seller/products', '/seller/orders', '/seller/orders/:id']));
    expect(report('seller')).toEqual([]);
  });

  it('for an admin: every back-office page, the order tabs included', async () => {
    await signIn('admin', '/admin');
    const walks = [
      ...walksOf(
        [...ADMIN_ONLY, ...SELLER.filter((path) => ADMIN_OPENS.has(path))],
        [
          '/admin',
          '/admin/products',
          '/admin/orders',
          '/admin/content',
          '/admin/content/:id/edit',
          '/admin/balances',
          '/admin/shu',
        ],
      ),
      ...['menunggu_pembayaran', 'dikirim'].map((status) => ({
        pattern: '/admin/orders?status',
        url: `/admin/orders?status=${status}`,
      })),
    ];
    await walkAll('admin', walks);
    await checkEmptyForm('admin', '/admin/products/add', 'Simpan');
    await checkEmptyForm('admin', '/admin/content/add', 'Simpan');
    expect(report('admin')).toEqual([]);
  });

  it('walked every route of the route lists', () => {
    const every = [...STOREFRONT, ...authRoutes.map((r) => r.path), ...backofficeRoutes.map((r) => r.path)];
    expect(every.filter((pattern) => !checked.has(pattern))).toEqual([]);
  });
});
