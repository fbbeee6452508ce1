/**
 * Image bytes a page loads: for each <img> drawn on it, the file the browser chose (a Storage rendition where
 * there is one) against the stored original it stands for, at 1280 and 360 px wide, on the production build.
 *   E2E_PORT_BASE=5500 pnpm exec tsx e2e/scripts/image-bytes.ts [/path ...]
 */
import { withStack } from './with-stack';

withStack(async (stack, browser) => {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/products', '/artikel'];
  for (const width of [1280, 360]) {
    for (const path of paths) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'image') return;
        void response.body().then(
          (body) => sizes.set(response.url(), body.length),
          () => undefined,
        );
      });
      await page.goto(stack.url + path);
      await page.waitForLoadState('networkidle');
      const images = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.complete && img.currentSrc.startsWith('http'))
          .map((img) => ({ chosen: img.currentSrc, original: img.src })),
      );
      let chosen = 0;
      let original = 0;
      for (const image of images) {
        chosen += sizes.get(image.chosen) ?? 0;
        original += (await (await fetch(image.original)).arrayBuffer()).byteLength;
      }
      const kb = (n: number) => (n / 1024).toFixed(1);
      console.log(
        `${String(width).padStart(4)} px ${path.padEnd(12)} ${String(images.length).padStart(2)} images: ` +
          `${kb(chosen)} KB loaded, originals ${kb(original)} KB`,
      );
      await context.close();
    }
  }
});
