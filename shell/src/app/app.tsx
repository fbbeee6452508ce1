import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import { TOAST_DURATION_MS, TOAST_MAX_STACK, type AppStore } from '@koperasi/shared-services';
import { theme } from '@koperasi/shared-ui';

export interface AppProps {
  store: AppStore;
  /** the routed content */
  children: ReactNode;
}

/** The providers every remote renders inside: store, theme, toasts (top right) and the router. */
export function App({ store, children }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_DURATION_MS}
          maxSnack={TOAST_MAX_STACK}
        >
          <BrowserRouter>{children}</BrowserRouter>
        </SnackbarProvider>
      </ThemeProvider>
    </Provider>
  );
}
