import { createRoot } from 'react-dom/client';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import {
  configureMidtrans,
  configureSupabase,
  initAuth,
  isRuntimeConfig,
  makeStore,
  prefetchRouteData,
} from '@koperasi/shared-services';
import { ErrorPage } from '@koperasi/shared-ui';
import { App } from './app/app';
import { AppRoutes } from './app/routes';
import { remoteFallbackPlugin } from './federation/remote-fallback-plugin';
import { reportShellError } from './federation/remote-versions';
import { frameHoldMaxMs, holdFrame } from './first-screen/hold-frame';

export async function start(runtimeConfig: Promise<unknown>) {
  const container = document.getElementById('root')!;
  // the server's first screen stays on screen until the page has drawn its own
  const releaseFrame = holdFrame(container, frameHoldMaxMs());
  const root = createRoot(container);
  const store = makeStore(undefined, { persistCart: true, syncAccount: true });
  let config: unknown;
  try {
    config = await runtimeConfig;
    if (!isRuntimeConfig(config)) throw new Error('runtime-config.json has the wrong shape');
  } catch (error) {
    reportShellError('Konfigurasi tidak dapat dimuat', error);
    releaseFrame();
    root.render(
      <App store={store}>
        <ErrorPage />
      </App>,
    );
    return;
  }

  configureSupabase(config.supabase);
  configureMidtrans(config.midtrans);
  // the route's first query goes out now, while its remote's code is still on the way
  prefetchRouteData(window.location.pathname, window.location.search, store.dispatch);
  registerPlugins([remoteFallbackPlugin({ Fallback: ErrorPage })]);
  // the remotes were registered by the entry (index.ts), as soon as the configuration was known
  void initAuth(store.dispatch);
  root.render(
    <App store={store}>
      <AppRoutes />
    </App>,
  );
}
