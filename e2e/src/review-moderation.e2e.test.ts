/**
 * Reviews in the back office: the buyer's review of a received line (set up through the order and review
 * functions) is answered once by the seller in 'Ulasan Pembeli'; the admin finds it reported in 'Ulasan
 * Produk', hides it with a reason (it leaves the public read) and shows it again.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { ANON_KEY } from './harness';
import {
  page,
  productNamed,
  rpcAs,
  screenshots,
  SHIPPING,
  signIn,
  stack,
  toast,
  transitionsEnded,
  useBrowserStack,
} from './fixtures';

// about 30 s; the screenshots (SCREENSHOT_DIR) add as much again
useBrowserStack({ viewport: { width: 1280, height: 900 } });

const REVIEW_TEXT = 'Salmonnya segar dan dikemas rapi, sampai masih dingin.';
const REPORT_REASON = 'Ulasan ini menyebut nomor telepon pribadi';
const REPLY = 'Terima kasih, Bu Dewi! Ditunggu pesanan berikutnya.';
const HIDE_REASON = 'Memuat data pribadi';

let reviewId: number;

/** The visible reviews of the product as a visitor reads them. */
async function publicReviewIds(productId: number): Promise<number[]> {
  const response = await fetch(
    `${stack.supabaseUrl}/rest/v1/product_reviews?select=id&product_id=eq.${productId}`,
    { headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` } },
  );
  return ((await response.json()) as { id: number }[]).map((row) => row.id);
}

/** axe-core's WCAG 2.1 A/AA violations of the page as it is now (the a11y walk sees these screens empty). */
async function axeViolations(on: Page): Promise<string[]> {
  if (!(await on.evaluate(() => 'axe' in window))) await on.addScriptTag({ content: axe.source });
  // MUI's colour transitions: contrast is measured on the final colours
  await on.mouse.move(0, 0);
  await transitionsEnded(on);
  const results = await on.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    }),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
  );
}

const card = (on: Page, name: string) => on.getByRole('article', { name });

beforeAll(async () => {
  const product = await productNamed('Ikan Salmon Segar');
  // a cash-on-delivery order goes to the seller at once: sent, then received by the buyer
  const order = await rpcAs<{ id: string }>('buyer', 'place_order', {
    items: [{ product_id: product.id, quantity: 1 }],
    shipping: SHIPPING,
    payment_method: 'cod',
  });
  const [shipment] = await stack.admin<{ id: number }[]>(
    `/rest/v1/order_shipments?select=id&order_id=eq.${order.id}`,
  );
  await rpcAs('seller', 'update_shipment', {
    shipment_id: shipment!.id,
    status: 'dikirim',
    courier: 'JNE',
    tracking_number: 'JNE1234567890',
  });
  await rpcAs('buyer', 'update_shipment', { shipment_id: shipment!.id, status: 'diterima' });
  const [line] = await stack.admin<{ id: number }[]>(
    `/rest/v1/order_items?select=id&order_id=eq.${order.id}`,
  );
  const review = await rpcAs<{ id: number }>('buyer', 'submit_review', {
    order_item_id: line!.id,
    rating: 4,
    body: REVIEW_TEXT,
  });
  reviewId = review.id;
  await rpcAs('seller2', 'report_review', { review_id: reviewId, reason: REPORT_REASON });
});

it('the seller replies once; the admin reads the report, hides the review with a reason and shows it again', async () => {
  const product = await productNamed('Ikan Salmon Segar');

  // the seller: 'Ulasan Pembeli' from their menu, the reply form, then the reply in its place
  await signIn('seller', '/seller/orders');
  await page
    .getByRole('navigation', { name: 'Menu back office' })
    .getByRole('link', { name: 'Ulasan Pembeli' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Ulasan Pembeli' }).waitFor();
  const mine = card(page, 'Ikan Salmon Segar').filter({ hasText: REVIEW_TEXT });
  await mine.waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots('seller-reviews');
  await mine.getByRole('textbox', { name: /Balasan untuk Dewi Lestari/ }).fill(REPLY);
  await mine.getByRole('button', { name: 'Balas' }).click();
  await toast('Balasan terkirim');
  await mine.getByText('Balasan Anda').waitFor();
  await mine.getByText(REPLY).waitFor();
  expect(await mine.getByRole('button', { name: 'Balas' }).count()).toBe(0);
  await screenshots('seller-reviews-replied');

  // the admin: the reported review with the report's reason, hidden with a reason
  // the admin: the dashboard's tile counts the reported review still shown and opens the list
  await signIn('admin', '/admin');
  const tile = page.getByRole('link').filter({ has: page.getByRole('heading', { name: 'Ulasan Produk' }) });
  await tile.getByText('dilaporkan, masih tampil').waitFor();
  expect(await tile.getByText('1', { exact: true }).count()).toBe(1);
  await tile.click();
  await page.getByRole('heading', { level: 1, name: 'Ulasan Produk' }).waitFor();
  await page.getByRole('tab', { name: 'Dilaporkan' }).click();
  const reported = card(page, 'Ikan Salmon Segar').filter({ hasText: REVIEW_TEXT });
  await reported.waitFor();
  // searched by product: another product's name finds nothing, part of this one's finds it
  const search = page.getByRole('searchbox', { name: 'Cari produk' });
  await search.fill('Beras');
  await page.getByRole('heading', { name: 'Tidak ada ulasan untuk produk "Beras"' }).waitFor();
  await search.fill('salmon');
  await reported.waitFor();
  await reported.getByText('Dilaporkan 1 kali').waitFor();
  await reported.getByText(REPORT_REASON).waitFor();
  await reported.getByText(/Siti Rahayu/).waitFor();
  await reported.getByText(REPLY).waitFor();
  await reported.getByText('Tampil', { exact: true }).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots('admin-reviews');

  await reported.getByRole('button', { name: 'Sembunyikan' }).click();
  const hide = page.getByRole('dialog', { name: 'Sembunyikan Ulasan' });
  await hide.getByRole('textbox', { name: /Alasan menyembunyikan/ }).fill(HIDE_REASON);
  expect(await axeViolations(page)).toEqual([]);
  await screenshots('admin-reviews-hide-dialog');
  await hide.getByRole('button', { name: 'Sembunyikan' }).click();
  await toast('Ulasan disembunyikan dari halaman produk');
  await reported.getByText('Disembunyikan', { exact: true }).waitFor();
  await reported.getByText(`Alasan: ${HIDE_REASON}`).waitFor();
  expect(await publicReviewIds(product.id)).not.toContain(reviewId);

  // shown again: the 'Disembunyikan' tab holds it, 'Tampilkan Kembali' asks for a reason too
  await page.getByRole('tab', { name: 'Disembunyikan' }).click();
  await page.waitForURL((url) => url.searchParams.get('status') === 'disembunyikan');
  const hidden = card(page, 'Ikan Salmon Segar').filter({ hasText: REVIEW_TEXT });
  await hidden.getByRole('button', { name: 'Tampilkan Kembali' }).click();
  const show = page.getByRole('dialog', { name: 'Tampilkan Kembali Ulasan' });
  await show
    .getByRole('textbox', { name: /Alasan menampilkan kembali/ })
    .fill('Data pribadi sudah dihapus pelapor');
  await screenshots('admin-reviews-show-dialog');
  await show.getByRole('button', { name: 'Tampilkan Kembali' }).click();
  await toast('Ulasan ditampilkan kembali');
  expect(await publicReviewIds(product.id)).toContain(reviewId);
});
