// Async boundary: shared modules must be negotiated before the app's code runs (a synchronous entry fails
// with Module Federation's RUNTIME-006). The runtime config is fetched in parallel with the bootstrap chunk;
// it is the only file ops change to pin remote versions.
const runtimeConfig: Promise<unknown> = fetch('/runtime-config.json', { cache: 'no-store' }).then(
  (response) => {
    if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
    return response.json();
  },
);

void import('./bootstrap').then(({ start }) => start(runtimeConfig));
