import { startFirstQueries } from '@koperasi/shared-services/early-fetch';
import { registerAndPreloadRemotes } from './federation/preload-route';
import { afterFirstPaint } from './first-screen/first-paint';

// Async boundary: shared modules must be negotiated before the app's code runs (a synchronous entry fails
// with Module Federation's RUNTIME-006). The runtime config is the only file ops change to pin remote
// versions. The production server inlines it into the HTML (shell/server/wire.ts), so the bootstrap never waits
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

/** The config's Supabase project, when it names one. */
function supabaseOf(config: unknown): { url: string; anonKey: string } | undefined {
  const supabase = (config as { supabase?: { url?: unknown; anonKey?: unknown } } | null)?.supabase;
  return typeof supabase?.url === 'string' && typeof supabase.anonKey === 'string'
    ? { url: supabase.url, anonKey: supabase.anonKey }
    : undefined;
}

// The route's first query starts now, in parallel with all the code; the page's own request takes its answer.
// The remotes are registered and the route's remote starts loading now, beside the shell's own chunks.
void runtimeConfig.then(
  (config) => {
    const supabase = supabaseOf(config);
    if (supabase) startFirstQueries(supabase);
    registerAndPreloadRemotes(config);
  },
  () => undefined,
);
// A page with the server's first screen is painted before the app's code runs (first-screen/first-paint.ts).
void afterFirstPaint()
  .then(() => import('./bootstrap'))
  .then(({ start }) => start(runtimeConfig));
