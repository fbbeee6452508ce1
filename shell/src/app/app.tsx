import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { AppStore } from '@koperasi/shared-services';
import { theme, Toasts } from '@koperasi/shared-ui';

export interface AppProps {
  store: AppStore;
  /** the routed content */
  children: ReactNode;
}

/** The providers every remote renders inside: store, theme and the router; toasts (top right) beside them. */
export function App({ store, children }: AppProps) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>{children}</BrowserRouter>
        <Toasts />
      </ThemeProvider>
    </Provider>
  );
}
