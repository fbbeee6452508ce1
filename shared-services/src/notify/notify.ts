import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

export type ToastKey = SnackbarKey;
import { TOAST_SUCCESS_DURATION_MS } from '../constants';

/** Toasts shown by services; the shell mounts the one SnackbarProvider (notistack is a singleton). */
export const notify = {
  success: (message: string) =>
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: TOAST_SUCCESS_DURATION_MS }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  /** closes one toast (the key its `error`, `success` or `info` returned) */
  dismiss: (key: ToastKey) => closeSnackbar(key),
};
