import type { Browser } from 'playwright-core';
import { launchBrowser, startStack, type Stack } from '../src/harness';

/** Runs a measuring script against a fresh stack and browser, closes both, and exits 0, or 1 after an error. */
export function withStack(script: (stack: Stack, browser: Browser) => Promise<void>): void {
  const run = async () => {
    const stack = await startStack();
    const browser = await launchBrowser();
    try {
      await script(stack, browser);
    } finally {
      await browser.close();
      await stack.stop();
    }
  };
  run().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
