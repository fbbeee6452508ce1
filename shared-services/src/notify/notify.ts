import type * as NotistackModule from 'notistack';
import type { OptionsObject, SnackbarKey } from 'notistack';
import { TOAST_SUCCESS_DURATION_MS } from '../constants';

export type ToastKey = SnackbarKey;

type Notistack = typeof NotistackModule;

/**
 * Toasts shown by services. notistack loads on the first toast, not with the page: no first screen shows
 * one. Until its code is there and a SnackbarProvider is mounted (the shell's <Toasts/> mounts one when
 * the first toast is asked for, see `onToastsWanted`), toasts wait in order in a queue; each gets its key at
 * once, so `dismiss` works whether it is still queued or on screen.
 */
let notistack: Notistack | undefined;
let loading: Promise<void> | undefined;
let counter = 0;
let wanted = false;
const queue: { key: string; message: string; options: OptionsObject }[] = [];
const wantedListeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= import('notistack').then((module) => {
    notistack = module;
    flushToasts();
  });
  return loading;
}

/** Shows what waits, once notistack is loaded and a provider is mounted (its global enqueue is set then). */
export function flushToasts(): void {
  const enqueue = notistack?.enqueueSnackbar;
  if (!enqueue) return;
  for (const toast of queue.splice(0)) enqueue(toast.message, { ...toast.options, key: toast.key });
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
  if (notistack) flushToasts();
  else void load();
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
    else notistack?.closeSnackbar(key);
  },
};
