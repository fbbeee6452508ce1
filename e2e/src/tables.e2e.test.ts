/**
 * Every back-office table fits its card or scrolls sideways with a visible sign, at 360, 1024 and 1280 px
 * (issue 51, item 6): no table is cut off by its card or the screen, no cell's text is cut ('De…'), and a
 * table wider than its box scrolls inside it and says so ('Geser untuk melihat kolom lainnya', shadows at the
 * hidden edges). Every list page of the route list is opened, as the role that owns it, with data in it.
 */
import type { Page } from 'playwright-core';
import { backofficeRoutes } from '../../backoffice/route-list';
import { SHELL } from './harness';
import {
  page,
  rpcAs,
  SEED_USERS,
  SHIPPING,
  signIn,
  stack,
  transitionsEnded,
  useBrowserStack,
  type Role,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 }, testTimeout: 300_000 });

const WIDTHS = [360, 1024, 1280];
const YEAR = Number(
  new Intl.DateTimeFormat('en', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(new Date()),
);

/** What is wrong with the tables on screen now, one line each. */
function tableProblems(on: Page): Promise<string[]> {
  return on.evaluate(() => {
    const found: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport + 1)
      found.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${viewport} px`);
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!table.checkVisibility()) continue;
      const name =
        table.getAttribute('aria-label') ??
        table.closest('[aria-label]')?.getAttribute('aria-label') ??
        table.querySelector('th')?.textContent ??
        'a table';
      // the box that holds it: the nearest ancestor that clips or scrolls sideways
      let box = table.parentElement;
      while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement;
      if (!box || box === document.body || box === document.documentElement) {
        if (table.getBoundingClientRect().right > viewport + 1) found.push(`${name}: runs off the screen`);
        continue;
      }
      const overflow = getComputedStyle(box).overflowX;
      const rect = box.getBoundingClientRect();
      if (rect.right > viewport + 1 || rect.left < -1) found.push(`${name}: its box runs off the screen`);
      if (box.scrollWidth > box.clientWidth + 1) {
        if (overflow !== 'auto' && overflow !== 'scroll')
          found.push(`${name}: cut off, ${box.scrollWidth} px shown in ${box.clientWidth} px`);
        else {
          const hint = box.closest('[data-table-scroll]')?.querySelector('[data-testid="table-scroll-hint"]');
          if (!hint?.checkVisibility()) found.push(`${name}: scrolls sideways with no sign of it`);
        }
      }
      // a cell's text cut: an ellipsis or a clipped box inside a cell
      for (const element of Array.from(table.querySelectorAll('th, td, th *, td *'))) {
        if (!(element instanceof HTMLElement) || !element.checkVisibility()) continue;
        const style = getComputedStyle(element);
        const clips = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis';
        if (clips && element.scrollWidth > element.clientWidth + 1)
          found.push(`${name}: "${(element.textContent ?? '').trim().slice(0, 40)}" is cut off`);
      }
    }
    return found;
  });
}

/** Opens a page and waits until its data is on screen and nothing moves. */
async function open(url: string, ready: string) {
  await page.goto(`${SHELL}${url}`);
  await page.locator(ready).first().waitFor();
  await page.waitForFunction(
    () =>
      !Array.from(document.querySelectorAll('[role="progressbar"], .MuiSkeleton-root')).some((element) =>
        element.checkVisibility(),
      ),
  );
  await transitionsEnded();
}

/** The page's tables checked at each width; the problems named with the page and the width. */
async function checkWidths(url: string): Promise<string[]> {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await transitionsEnded();
    for (const problem of await tableProblems(page)) problems.push(`${url} at ${width} px: ${problem}`);
  }
  return problems;
}

/** The list pages of a role (no ':id' in the path), as the route list has them. */
const listPages = (role: Role) =>
  backofficeRoutes
    .filter((route) => route.roles.includes(role as never) && !route.path.includes(':'))
    .map((route) => route.path);

/** What shows a page's data: its table where it has one. */
const READY: Record<string, string> = {
  '/admin': 'main h1',
  '/admin/products/add': 'main form',
  '/admin/content/add': 'main form',
  '/seller/products/add': 'main form',
  '/admin/messages': 'main article',
  '/admin/reviews': 'main h1',
  '/admin/sellers': 'main h1',
  '/admin/security': 'main h1',
  '/admin/payments': 'main h1',
  '/admin/commission': '[data-testid="commission-history-row"]',
  '/seller/reviews': 'main h1',
  '/seller/verification': '[data-testid="seller-verification-status"]',
  '/seller/balance': '[data-testid="ledger-row"], :text("Belum ada mutasi saldo")',
};

let orderId: string;

beforeAll(async () => {
  // an order of the buyer for the seller, a book year's SHU rule, a scheduled commission and a contact
  // message: each list has rows
  const [product] = await stack.admin<{ id: number }[]>(
    `/rest/v1/products?select=id&seller_id=eq.${SEED_USERS.seller.id}&order=id&limit=1`,
  );
  const order = await rpcAs<{ id: string }>('buyer', 'place_order', {
    items: [{ product_id: product!.id, quantity: 2 }],
    shipping: SHIPPING,
    payment_method: 'cod',
  });
  orderId = order.id;
  await rpcAs('admin', 'save_shu_rule', {
    year: YEAR,
    shu_total: 12_345_678,
    allocations: [
      { name: 'Cadangan', percent: 40 },
      { name: 'Jasa Usaha', percent: 35, base: 'purchases_and_sales' },
      { name: 'Jasa Modal', percent: 25, base: 'capital' },
    ],
    rat_date: `${YEAR}-12-15`,
  });
  await rpcAs('admin', 'set_commission_rate', {
    division: 'Teknologi Ramah Lingkungan',
    rate_percent: 7.5,
    effective_from: `${YEAR + 1}-01-01T00:00:00+07:00`,
    note: 'Penyesuaian komisi produk teknologi ramah lingkungan sesuai keputusan rapat pengurus',
  });
  await stack.admin('/rest/v1/contact_messages', {
    method: 'POST',
    body: { name: 'Rina Wulandari', email: 'rina.tabel@contoh.id', message: 'Apakah benih nila ada?' },
  });
});

it("fits or scrolls visibly: every admin page's tables", async () => {
  await signIn('admin', '/admin');
  const problems: string[] = [];
  const pages = [
    ...listPages('admin').filter((path) => !path.startsWith('/seller/')),
    `/admin/shu?tahun=${YEAR}`,
    `/admin/orders/${orderId}`,
    '/admin/orders?status=diproses',
  ];
  for (const url of pages) {
    await open(
      url,
      url.startsWith('/admin/orders/') ? 'main h1' : (READY[url.split('?')[0]!] ?? 'main table tbody tr'),
    );
    problems.push(...(await checkWidths(url)));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(problems).toEqual([]);
});

it("fits or scrolls visibly: every seller page's tables", async () => {
  await signIn('seller', '/seller/products');
  const problems: string[] = [];
  for (const url of [...listPages('seller'), `/seller/orders/${orderId}`]) {
    await open(url, url.startsWith('/seller/orders/') ? 'main h1' : (READY[url] ?? 'main table tbody tr'));
    problems.push(...(await checkWidths(url)));
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  expect(problems).toEqual([]);
});
