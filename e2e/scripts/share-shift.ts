/**
 * Does the member's share line move the page when it loads? For each width, a product page's stock line is
 * measured while the share is still loading (its read held back 1.5 s) and once it has loaded; prints both tops
 * and the share block's heights. SHOTS=<dir> also writes a screenshot of each loaded page's top.
 *   E2E_PORT_BASE=5000 ../local-supabase/node_modules/.bin/tsx scripts/share-shift.ts [product id]
 */
import { withStack } from './with-stack';

const WIDTHS = [320, 360, 412, 600, 800, 1024, 1280, 1600];

withStack(async (stack, browser) => {
  const id = process.argv[2] ?? '1';
  for (const width of WIDTHS) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.route('**/rest/v1/rpc/product_member_shares*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto(`${stack.url}/products/${id}`);
    const stock = page.locator('[data-remote]').getByText(/^Stok/).first();
    await page.getByRole('status', { name: 'Memuat bagian untuk anggota' }).waitFor();
    const loading = await stock.boundingBox();
    const loadingShare = await page.getByTestId('member-share').boundingBox();
    await page
      .getByTestId('member-share')
      .getByText(/anggota/)
      .waitFor();
    const loaded = await stock.boundingBox();
    const loadedShare = await page.getByTestId('member-share').boundingBox();
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/product-${width}.png` });
    console.log(
      `${width}px: stock top ${loading?.y} -> ${loaded?.y} (${(loaded?.y ?? 0) - (loading?.y ?? 0)} px); share ${loadingShare?.width}x${loadingShare?.height} -> ${loadedShare?.height}`,
    );
    await context.close();
  }
});
