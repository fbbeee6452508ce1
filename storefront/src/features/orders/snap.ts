import type { MidtransRuntimeConfig } from '@koperasi/shared-services';

/** What the payment window reports to its callbacks (the parts the page reads). */
export interface SnapResult {
  status_code?: string;
  transaction_status?: string;
  payment_type?: string;
  order_id?: string;
}

export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
}

/** The payment gateway's window, as snap.js puts it on `window.snap`. */
export interface Snap {
  pay: (token: string, callbacks?: SnapCallbacks) => void;
}

declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap> | null = null;

/**
 * snap.js, loaded once per page with the environment's client key (a `data-client-key` attribute, as the
 * gateway asks): once it ran, `window.snap` answers. A failed load is forgotten, so the next attempt tries
 * again.
 */
export function loadSnap({ snapJsUrl, clientKey }: MidtransRuntimeConfig): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  if (loading) return loading;
  const script = document.createElement('script');
  script.src = snapJsUrl;
  script.async = true;
  script.dataset.clientKey = clientKey;
  loading = new Promise<Snap>((resolve, reject) => {
    script.onload = () => {
      if (window.snap) resolve(window.snap);
      else reject(new Error('snap.js loaded without window.snap'));
    };
    script.onerror = () => reject(new Error(`snap.js could not be loaded from ${snapJsUrl}`));
    document.head.appendChild(script);
  }).then(
    (snap) => {
      loading = null;
      return snap;
    },
    (error: unknown) => {
      script.remove();
      loading = null;
      throw error;
    },
  );
  return loading;
}
