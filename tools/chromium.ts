// Debian's Chromium as every headless run here starts it (the browser tests, benchmarks, the smoke gate of
// `pnpm promote`): no downloaded browser, no sandbox in a container, no background traffic.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
