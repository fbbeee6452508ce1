import { lazy, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Box, CssBaseline, Link, Stack, ThemeProvider, Typography } from '@mui/material';
import {
  configureMidtrans,
  configureSupabase,
  initAuth,
  isRuntimeConfig,
  makeStore,
} from '@koperasi/shared-services';
import { PageLoader } from '../components/page-loader';
import { Toasts } from '../components/toasts/toasts';
import { theme } from '../theme/theme';
import type { RouteDefinition } from './route-definition';

export type { RouteDefinition, RouteLayout } from './route-definition';

/** A route module as the shell loads it: its screen is the default export. */
export interface RouteModule {
  default: ComponentType;
}

/**
 * A remote's own dev page: every route of its route list, each rendering its route module (loaded on first
 * visit, as in the shell) with the same providers the shell gives them, so a team can work on its remote
 * alone (`pnpm --filter @koperasi/<remote> dev`).
 */
export async function renderStandalone<Module extends string>(
  name: string,
  routes: readonly RouteDefinition<Module>[],
  load: (module: Module) => Promise<RouteModule>,
) {
  const config: unknown = await fetch('/runtime-config.json', { cache: 'no-store' }).then((r) => r.json());
  if (isRuntimeConfig(config)) {
    configureSupabase(config.supabase);
    configureMidtrans(config.midtrans);
  }
  const store = makeStore(undefined, { persistCart: true, syncAccount: true });
  void initAuth(store.dispatch);
  const pages = routes.map(({ path, module }) => ({ path, Page: lazy(() => load(module)) }));
  const nav = (
    <Stack component="nav" direction="row" spacing={2} sx={{ p: 1.5, bgcolor: 'grey.100', flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 700 }}>{name} (standalone)</Typography>
      {pages.map(({ path }) => (
        <Link key={path} component={RouterLink} to={path.replace(/:id/, '1')}>
          {path}
        </Link>
      ))}
    </Stack>
  );
  createRoot(document.getElementById('root')!).render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <Box>
            {nav}
            <Suspense fallback={<PageLoader />}>
              <Routes>
                {pages.map(({ path, Page }) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                <Route path="*" element={<Typography sx={{ p: 3 }}>Pilih halaman di atas.</Typography>} />
              </Routes>
            </Suspense>
          </Box>
        </BrowserRouter>
        <Toasts />
      </ThemeProvider>
    </Provider>,
  );
}

/**
 * How a standalone page loads a route module: the module's source in exposes.ts ('./src/routes/home-page.tsx')
 * read through the remote's lazy require context over its src/routes folder (keys './home-page.tsx').
 */
export function routeModuleLoader<Module extends string>(
  exposes: Record<Module, string>,
  routeFiles: (key: string) => unknown,
): (module: Module) => Promise<RouteModule> {
  // A lazy context returns the module's promise.
  return (module) => routeFiles(exposes[module].replace(/^\.\/src\/routes\//, './')) as Promise<RouteModule>;
}
