import { registerAndPreloadRemotes } from './federation/preload-route';

// Async boundary: shared modules must be negotiated before the app's code runs (a synchronous entry fails
// with Module Federation's RUNTIME-006). The runtime config is the only file ops change to pin remote
// versions. The production server inlines it into the HTML (tools/wire.mjs), so the bootstrap never waits
// for it; without that element (the dev servers) it is fetched in parallel with the bootstrap chunk and
// revalidated by its ETag.
function inlinedRuntimeConfig(): unknown {
  const text = document.getElementById('koperasi-runtime-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const inlined = inlinedRuntimeConfig();
const runtimeConfig: Promise<unknown> =
  inlined !== undefined
    ? Promise.resolve(inlined)
    : fetch('/runtime-config.json', { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(`runtime-config.json: HTTP ${response.status}`);
        return response.json();
      });

// The remotes are registered and the route's remote starts loading now, beside the shell's own chunks.
void runtimeConfig.then(registerAndPreloadRemotes, () => undefined);
void import('./bootstrap').then(({ start }) => start(runtimeConfig));
