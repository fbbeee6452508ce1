import type { OptionsObject, SnackbarKey, SnackbarMessage } from 'notistack';
import { TOAST_SUCCESS_DURATION_MS } from '../constants';

export type ToastKey = SnackbarKey;

/** What a mounted toast provider lends `notify`: notistack's enqueue and close of that provider. */
export interface Toaster {
  enqueue(message: SnackbarMessage, options: OptionsObject): void;
  close(key: ToastKey): void;
}

/**
 * Toasts shown by services. notistack loads with the first toast, not with the page: no first screen shows
 * one. Until a provider is mounted and has lent its functions (`attachToaster`, from the shell's <Toasts/>,
 * which mounts one when the first toast is asked for, see `onToastsWanted`), toasts wait in order in a
 * queue; each gets its key at once, so `dismiss` works whether it is still queued or on screen.
 *
 * The provider lends its functions from its commit (an effect), not earlier: notistack's global
 * enqueueSnackbar exists from the provider's constructor, and a toast enqueued between render and commit
 * (a render React has not committed yet, which a busy page leaves pending) is lost.
 */
let toaster: Toaster | undefined;
let counter = 0;
let wanted = false;
const queue: { key: string; message: string; options: OptionsObject }[] = [];
const wantedListeners = new Set<() => void>();

function flush(): void {
  if (!toaster) return;
  for (const toast of queue.splice(0)) toaster.enqueue(toast.message, { ...toast.options, key: toast.key });
}

/**
 * Called by the mounted toast provider: shows what waits, and every later toast at once. Returns the
 * function that takes it back (on unmount), after which toasts wait again.
 */
export function attachToaster(provider: Toaster): () => void {
  toaster = provider;
  flush();
  return () => {
    if (toaster === provider) toaster = undefined;
  };
}

/** Calls `listener` once when the first toast is asked for (at once if one was already). */
export function onToastsWanted(listener: () => void): () => void {
  if (wanted) {
    listener();
    return () => undefined;
  }
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

function show(message: string, options: OptionsObject): ToastKey {
  counter += 1;
  const key = `toast-${counter}`;
  queue.push({ key, message, options });
  if (!wanted) {
    wanted = true;
    for (const listener of [...wantedListeners]) listener();
    wantedListeners.clear();
  }
  flush();
  return key;
}

export const notify = {
  success: (message: string) =>
    show(message, { variant: 'success', autoHideDuration: TOAST_SUCCESS_DURATION_MS }),
  error: (message: string) => show(message, { variant: 'error' }),
  info: (message: string) => show(message, { variant: 'info' }),
  /** closes one toast (the key its `error`, `success` or `info` returned), or drops it while it waits */
  dismiss: (key: ToastKey) => {
    const waiting = queue.findIndex((toast) => toast.key === key);
    if (waiting >= 0) queue.splice(waiting, 1);
    else toaster?.close(key);
  },
};
