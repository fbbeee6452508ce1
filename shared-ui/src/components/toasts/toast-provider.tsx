import { useEffect } from 'react';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { attachToaster, TOAST_DURATION_MS, TOAST_MAX_STACK } from '@koperasi/shared-services';

/**
 * notistack's provider, alone (not around the page). Once mounted (committed: its enqueue drops toasts
 * before that), it lends `notify` its functions and shows the toasts that waited for it.
 */
export default function ToastProvider() {
  useEffect(
    () =>
      attachToaster({
        enqueue: (message, options) => enqueueSnackbar(message, options),
        close: (key) => closeSnackbar(key),
      }),
    [],
  );
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={TOAST_MAX_STACK}
    />
  );
}
