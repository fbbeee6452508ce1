export interface PaymentsConfig {
  supabaseUrl: string;
  serviceRoleKey: string;
  /** the anon key (hosted Supabase sets SUPABASE_ANON_KEY): calls made as the signed-in buyer */
  anonKey: string;
  /** Midtrans server key: Basic auth towards Midtrans and the notification signature */
  serverKey: string;
  /** Midtrans client key: given to the browser for snap.js */
  clientKey: string;
  /** Snap API: POST creates a transaction */
  snapUrl: string;
  /** snap.js, the browser script that opens the Snap payment window */
  snapJsUrl: string;
  /** Core API base: GET {apiUrl}/v2/{order_id}/status */
  apiUrl: string;
  /** where the buyer returns after paying in a full-page Snap window; unset: no finish callback */
  siteUrl: string | undefined;
}

export const SANDBOX_SNAP_URL = 'https://app.sandbox.midtrans.com/snap/v1/transactions';
export const SANDBOX_API_URL = 'https://api.sandbox.midtrans.com';

export class ConfigError extends Error {
  constructor(readonly missing: string[]) {
    super(`missing configuration: ${missing.join(', ')}`);
    this.name = 'ConfigError';
  }
}

function trimmed(value: string | undefined): string | undefined {
  const text = value?.trim();
  return text ? text : undefined;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

/** snap.js lives next to the Snap API: {base}/snap/v1/transactions → {base}/snap/snap.js */
export function snapJsUrlFor(snapUrl: string): string {
  const url = new URL(snapUrl);
  const at = url.pathname.indexOf('/snap/');
  url.pathname = `${at >= 0 ? url.pathname.slice(0, at) : ''}/snap/snap.js`;
  url.search = '';
  return url.toString();
}

export function loadConfig(env: (name: string) => string | undefined): PaymentsConfig {
  const required = {
    SUPABASE_URL: trimmed(env('SUPABASE_URL')),
    SUPABASE_SERVICE_ROLE_KEY: trimmed(env('SUPABASE_SERVICE_ROLE_KEY')),
    MIDTRANS_SERVER_KEY: trimmed(env('MIDTRANS_SERVER_KEY')),
  };
  const missing = Object.entries(required)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length > 0) throw new ConfigError(missing);
  const snapUrl = trimmed(env('MIDTRANS_SNAP_URL')) ?? SANDBOX_SNAP_URL;
  const siteUrl = trimmed(env('SITE_URL'));
  return {
    supabaseUrl: withoutTrailingSlash(required.SUPABASE_URL!),
    serviceRoleKey: required.SUPABASE_SERVICE_ROLE_KEY!,
    anonKey: trimmed(env('SUPABASE_ANON_KEY')) ?? '',
    serverKey: required.MIDTRANS_SERVER_KEY!,
    clientKey: trimmed(env('MIDTRANS_CLIENT_KEY')) ?? '',
    snapUrl,
    snapJsUrl: trimmed(env('MIDTRANS_SNAP_JS_URL')) ?? snapJsUrlFor(snapUrl),
    apiUrl: withoutTrailingSlash(trimmed(env('MIDTRANS_API_URL')) ?? SANDBOX_API_URL),
    siteUrl: siteUrl ? withoutTrailingSlash(siteUrl) : undefined,
  };
}
