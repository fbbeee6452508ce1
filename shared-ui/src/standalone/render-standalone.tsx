import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link as RouterLink, Route, Routes } from 'react-router-dom';
import { Box, CssBaseline, Link, Stack, ThemeProvider, Typography } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import {
  configureSupabase,
  initAuth,
  isRuntimeConfig,
  makeStore,
  TOAST_DURATION_MS,
  TOAST_MAX_STACK,
} from '@koperasi/shared-services';
import { theme } from '../theme/theme';

/**
 * A remote's own dev page: its route modules with the same providers the shell gives them, so a team can
 * work on its remote alone (`pnpm --filter @koperasi/<remote> dev`).
 */
export async function renderStandalone(name: string, routes: Record<string, ComponentType>) {
  const config: unknown = await fetch('/runtime-config.json', { cache: 'no-store' }).then((r) => r.json());
  if (isRuntimeConfig(config)) configureSupabase(config.supabase);
  const store = makeStore(undefined, { persistCart: true });
  void initAuth(store.dispatch);
  const paths = Object.keys(routes);
  const nav = (
    <Stack component="nav" direction="row" spacing={2} sx={{ p: 1.5, bgcolor: 'grey.100', flexWrap: 'wrap' }}>
      <Typography sx={{ fontWeight: 700 }}>{name} (standalone)</Typography>
      {paths.map((path) => (
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
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={TOAST_MAX_STACK}
        >
          <BrowserRouter>
            <Box>
              {nav}
              <Routes>
                {Object.entries(routes).map(([path, Page]) => (
                  <Route key={path} path={path} element={<Page />} />
                ))}
                <Route path="*" element={<Typography sx={{ p: 3 }}>Pilih halaman di atas.</Typography>} />
              </Routes>
            </Box>
          </BrowserRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>,
  );
}
