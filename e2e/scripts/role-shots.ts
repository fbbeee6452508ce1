/**
 * The home page logged out and signed in as each role (user menu open), plus a back-office screen:
 * `E2E_PORT_BASE=3200 pnpm exec tsx e2e/scripts/role-shots.ts` after a build. Output: /tmp/shots/roles/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, launchBrowser, loginAs, SHELL, startStack } from '../src/harness';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots/roles';

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const shoot = async (name: string, signIn: string | null, target: string, openMenu: boolean) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      if (signIn) await loginAs(page, signIn, target);
      else await page.goto(`${SHELL}${target}`);
      await page.waitForLoadState('networkidle');
      if (openMenu)
        await page
          .getByRole('button', { name: /menu pengguna|akun/i })
          .first()
          .click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(OUT, `${name}.png`) });
      await context.close();
    };
    await shoot('home-logged-out', null, '/', false);
    await shoot('home-buyer', DEMO.buyer, '/', true);
    await shoot('home-seller', DEMO.seller, '/', true);
    await shoot('home-admin', DEMO.admin, '/', true);
    await shoot('admin-product-edit', DEMO.admin, '/admin/products/1/edit', false);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
