/**
 * Verified reviews on the production build against a fresh local stack: a COD order of a fresh product is
 * placed, sent and received through the API (the order flow has its own test), then the buyer reviews the
 * line on the order page as a person would ('Beri Ulasan', stars, text, a photo), changes it once ('Ubah
 * Ulasan', then no more), and the product page shows the review as 'Pembeli terverifikasi' with its photo
 * while the product's card in the catalogue shows the new rating and count.
 */
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import { SHELL } from './harness';
import {
  page,
  productNamed,
  rpcAs,
  screenshots,
  SEED_USERS,
  seedCategoryId,
  SHIPPING,
  signIn,
  stack,
  testImage,
  toast,
  transitionsEnded,
  uniqueName,
  useBrowserStack,
  type ProductRow,
} from './fixtures';

useBrowserStack({ viewport: { width: 1280, height: 900 } });

interface OrderRow {
  id: string;
}

/** A product of the seed's first seller no one has reviewed yet (rating 0.0, no reviews). */
async function freshProduct(): Promise<Pick<ProductRow, 'id' | 'name'>> {
  const { images } = await productNamed<Pick<ProductRow, 'images'>>('Ikan Salmon Segar', 'images');
  const [product] = await stack.admin<Pick<ProductRow, 'id' | 'name'>[]>('/rest/v1/products?select=id,name', {
    method: 'POST',
    prefer: 'return=representation',
    body: {
      name: uniqueName('Ikan Kakap Ulasan'),
      price: 5,
      stock: 20,
      category_id: seedCategoryId('Ikan Segar'),
      description: 'Ikan kakap merah segar dari nelayan koperasi.',
      images,
      seller_id: SEED_USERS.seller.id,
    },
  });
  return product!;
}

/** A COD order of one unit of the product by the demo buyer, sent by the seller and received by the buyer. */
async function receivedOrder(productId: number): Promise<string> {
  const order = await rpcAs<OrderRow>('buyer', 'place_order', {
    items: [{ product_id: productId, quantity: 1 }],
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
    tracking_number: 'JNE0019001',
  });
  await rpcAs('buyer', 'update_shipment', { shipment_id: shipment!.id, status: 'diterima' });
  return order.id;
}

/**
 * Screenshots of an open dialog at 1280 and 360 px (SCREENSHOT_DIR). The shared helper closes the phone's
 * category drawer with Escape first, which would close the dialog instead; the dialog sits above the drawer.
 */
async function dialogScreenshots(name: string): Promise<void> {
  const folder = process.env.SCREENSHOT_DIR;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await transitionsEnded(page);
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** axe-core's WCAG 2.1 A/AA violations of the page as it is now (toasts aside), one line per element. */
async function axeViolations(): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const results = await page.evaluate(() =>
    // a toast that is still fading in has its colours half way: toasts are checked by the a11y walk
    (window as unknown as { axe: typeof axe }).axe.run(
      { exclude: ['.notistack-SnackbarContainer'] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        resultTypes: ['violations'],
      },
    ),
  );
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} at ${node.target.join(' ')}`),
  );
}

const figures = async (productId: number) =>
  (
    await stack.admin<{ rating: number; reviews: number }[]>(
      `/rest/v1/products?select=rating,reviews&id=eq.${productId}`,
    )
  )[0]!;

it('a buyer reviews a received line with stars, text and a photo, changes it once, and the product shows it', async () => {
  const product = await freshProduct();
  const orderId = await receivedOrder(product.id);

  // ---- before: the product page has no review yet
  await signIn('buyer', `/products/${product.id}`);
  const reviews = page.getByRole('region', { name: 'Ulasan Pembeli' });
  await reviews.getByText('Belum ada ulasan').waitFor();
  await screenshots('product-no-reviews');

  // ---- the order page: 'Beri Ulasan' on the received line
  await page.goto(`${SHELL}/orders/${orderId}`);
  await page.getByRole('heading', { level: 1, name: 'Detail Pesanan' }).waitFor();
  await page.getByRole('button', { name: `Beri Ulasan ${product.name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Beri Ulasan' });
  await dialog.waitFor();
  // no stars: the form says what is missing
  await dialog.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await dialog.getByText('Pilih 1 sampai 5 bintang').waitFor();
  await dialog.locator('label').filter({ hasText: '5 bintang, Sangat baik' }).click();
  const text = 'Kakapnya segar sekali, dikemas rapi dengan es batu.';
  await dialog.getByLabel('Ulasan (opsional)').fill(text);
  expect(await dialog.getByTestId('review-body-count').textContent()).toBe(`${text.length}/1.000`);
  await dialog.getByLabel('Foto (opsional)').setInputFiles(testImage('kakap.png', 2_000));
  await dialog.getByRole('img', { name: 'Gambar baru kakap.png' }).waitFor();
  expect(await axeViolations()).toEqual([]);
  await dialogScreenshots('review-dialog');
  await dialog.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await toast('Terima kasih! Ulasan Anda sudah dikirim.');
  await dialog.waitFor({ state: 'detached' });

  const [saved] = await stack.admin<{ id: number; rating: number; body: string; photos: string[] }[]>(
    `/rest/v1/product_reviews?select=id,rating,body,photos&product_id=eq.${product.id}`,
  );
  expect(saved).toMatchObject({ rating: 5, body: text });
  expect(saved!.photos).toHaveLength(1);
  expect(saved!.photos[0]).toMatch(new RegExp(`^${SEED_USERS.buyer.id}/[0-9a-f-]+\\.png$`));
  expect(await figures(product.id)).toEqual({ rating: 5, reviews: 1 });

  // ---- the line shows the review; 'Ubah Ulasan' once
  const line = page.getByTestId(/^line-review-/);
  await line.getByText('Ulasan Anda').waitFor();
  expect(await line.getByRole('img', { name: '5 dari 5 bintang' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: /^Beri Ulasan/ }).count()).toBe(0);
  await line.getByRole('button', { name: `Ubah Ulasan ${product.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Ubah Ulasan' });
  await edit.getByText('Ulasan hanya dapat diubah satu kali.', { exact: false }).waitFor();
  expect(await edit.getByLabel('Ulasan (opsional)').inputValue()).toBe(text);
  await edit.getByRole('img', { name: 'Gambar tersimpan 1' }).waitFor();
  await edit.locator('label').filter({ hasText: '4 bintang, Baik' }).click();
  await edit.getByRole('button', { name: 'Simpan Perubahan' }).click();
  await toast('Ulasan Anda sudah diubah.');
  await edit.waitFor({ state: 'detached' });
  await line.getByRole('img', { name: '4 dari 5 bintang' }).waitFor();
  expect(await line.getByRole('button', { name: /Ubah Ulasan/ }).count()).toBe(0);
  expect(await axeViolations()).toEqual([]);
  await screenshots('order-reviewed');

  // ---- the product page: the review, verified, with its photo; the figures from the server
  await page.goto(`${SHELL}/products/${product.id}`);
  const review = reviews.getByRole('article', { name: `Ulasan dari ${SEED_USERS.buyer.fullName}` });
  await review.waitFor();
  await review.getByText('Pembeli terverifikasi').waitFor();
  await review.getByText(text).waitFor();
  expect(await review.getByRole('img', { name: '4 dari 5 bintang' }).count()).toBe(1);
  expect(await reviews.getByTestId('reviews-summary').innerText()).toMatch(/4\.0\s*\/ 5[\s\S]*1 ulasan/);
  expect(await reviews.getByText('4 bintang: 1 ulasan').count()).toBe(1);
  // the photo opens larger: a rendition wider than the thumbnail's, loaded for it
  const largeRendition = page.waitForResponse(
    (response) =>
      response.url().includes('/storage/v1/render/image/public/review-photos/') &&
      !response.url().endsWith('width=160'),
  );
  await review.getByRole('button', { name: 'Lihat foto 1 dari 1' }).click();
  const photo = page.getByRole('dialog', { name: `Foto ulasan dari ${SEED_USERS.buyer.fullName}` });
  const large = photo.getByRole('img', { name: `Foto 1 dari ulasan ${SEED_USERS.buyer.fullName}` });
  await large.waitFor();
  const response = await largeRendition;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  await page.waitForFunction((name) => {
    const img = document.querySelector<HTMLImageElement>(`[role="dialog"] img[alt="${name}"]`);
    return img?.complete === true;
  }, `Foto 1 dari ulasan ${SEED_USERS.buyer.fullName}`);
  expect(await large.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(response.url());
  await photo.getByRole('button', { name: 'Tutup' }).click();
  await photo.waitFor({ state: 'detached' });
  // nothing of the section is wider than the page
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // the author does not report their own review
  expect(await review.getByRole('button', { name: /Laporkan/ }).count()).toBe(0);
  expect(await axeViolations()).toEqual([]);
  await screenshots('product-reviews');

  // ---- the product's card in the catalogue: the new rating and count
  expect(await figures(product.id)).toEqual({ rating: 4, reviews: 1 });
  await page.goto(`${SHELL}/products?q=${encodeURIComponent(product.name)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.name });
  await card.getByLabel('Rating 4.0 dari 5, 1 ulasan').waitFor();
});
