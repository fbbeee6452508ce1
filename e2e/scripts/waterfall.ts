/**
 * The request waterfall of one cold load on the federated build (or the monolith with --monolith): each
 * request's start and end (ms from navigation), and when the page's main element (by default the first
 * product card; `--ready <css selector>` for another) appeared. `--as admin|seller|buyer` loads the page
 * with that demo account's session in storage; `--cart` with the newest product in the saved cart.
 *   E2E_PORT_BASE=5500 ../local-supabase/node_modules/.bin/tsx scripts/waterfall.ts / [--monolith]
 *   ... scripts/waterfall.ts /admin/products --as admin --ready '[data-remote] tbody tr'
 *   ... scripts/waterfall.ts /cart --cart --ready '[data-testid="line-price"]'
 */
import { AUTH_STORAGE_KEY, DEMO, launchBrowser, passwordSession, startStack } from '../src/harness';
import { startMonolith } from '../bench/monolith/server';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
}

async function main() {
  const pagePath = process.argv[2] ?? '/';
  const ready = option('--ready') ?? '[data-testid="product-card"]';
  const as = option('--as') as keyof typeof DEMO | undefined;
  if (as !== undefined && !(as in DEMO)) throw new Error(`--as: one of ${Object.keys(DEMO).join(', ')}`);
  const stack = await startStack();
  const monolith = process.argv.includes('--monolith') ? await startMonolith(stack) : undefined;
  const origin = monolith?.url ?? stack.url;
  const browser = await launchBrowser();
  let cart: string | undefined;
  if (process.argv.includes('--cart')) {
    const [product] = await stack.admin<{ id: number; name: string; price: number; images: string[] }[]>(
      '/rest/v1/products?select=id,name,price,images&order=created_at.desc&limit=1',
    );
    if (!product) throw new Error('no product in the seed');
    const image = product.images[0] ?? '';
    cart = JSON.stringify([
      { productId: product.id, name: product.name, price: Number(product.price), image, quantity: 2 },
    ]);
  }
  try {
    for (let run = 0; run < 2; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (as !== undefined) {
        const session = JSON.stringify(await passwordSession(DEMO[as]));
        await page.addInitScript(
          `localStorage.setItem(${JSON.stringify(AUTH_STORAGE_KEY)}, ${JSON.stringify(session)})`,
        );
      }
      if (cart !== undefined)
        await page.addInitScript(`localStorage.setItem('koperasi.cart.v1', ${JSON.stringify(cart)})`);
      await page.addInitScript(
        `window.__card = 0; const t = () => { if (document.querySelector(${JSON.stringify(ready)})) window.__card = performance.now(); else requestAnimationFrame(t); }; requestAnimationFrame(t);`,
      );
      await page.goto(origin + pagePath);
      await page.waitForFunction('window.__card > 0', undefined, { timeout: 30000 });
      await page.waitForLoadState('networkidle');
      if (run === 0) {
        await context.close();
        continue; // the first load warms the servers
      }
      const rows = await page.evaluate(
        `performance.getEntriesByType('resource').map((e) => [Math.round(e.startTime), Math.round(e.responseEnd), e.name.replace(/^https?:\\/\\/[^/]+/, '').slice(0, 90)])`,
      );
      const card = await page.evaluate('window.__card');
      const nav = await page.evaluate<[number, number]>(
        `(() => { const n = performance.getEntriesByType('navigation')[0]; return [Math.round(n.responseEnd), Math.round(n.domContentLoadedEventEnd)]; })()`,
      );
      console.log(`html end ${nav[0]} dcl ${nav[1]}`);
      for (const [start, end, name] of (rows as [number, number, string][]).sort((a, b) => a[0] - b[0]))
        console.log(`${String(start).padStart(5)} ${String(end).padStart(5)}  ${name}`);
      console.log(`main element ${Math.round(card as number)}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await monolith?.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
