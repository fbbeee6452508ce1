import { useEffect } from 'react';
import { SnackbarProvider } from 'notistack';
import { flushToasts, TOAST_DURATION_MS, TOAST_MAX_STACK } from '@koperasi/shared-services';

/** notistack's provider, alone (not around the page): mounted, it shows the toasts that waited for it. */
export default function ToastProvider() {
  useEffect(() => flushToasts(), []);
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_DURATION_MS}
      maxSnack={TOAST_MAX_STACK}
    />
  );
}
