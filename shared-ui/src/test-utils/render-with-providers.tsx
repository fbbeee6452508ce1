import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { makeStore, type AppStore, type RootState } from '@koperasi/shared-services';
import { theme } from '../theme/theme';
import { Toasts } from '../components/toasts/toasts';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** routes to render; by default the element alone at every path */
  routes?: RouteObject[];
  path?: string;
  /** a store the test prepared (e.g. with cached query data); by default a fresh one from preloadedState */
  store?: AppStore;
}

/** Renders with a fresh store, the theme, toasts and a memory router, as the shell does. */
export function renderWithProviders(
  ui: ReactElement | null,
  { preloadedState, routes, path = '/', store: given }: RenderOptions = {},
) {
  const store = given ?? makeStore({ auth: { user: null, loading: false }, ...preloadedState });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <RouterProvider router={router} />
        <Toasts />
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
