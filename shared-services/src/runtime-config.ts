/** The payment gateway's browser side (Midtrans Snap): where snap.js is, and the public client key it takes. */
export interface MidtransRuntimeConfig {
  /**
   * snap.js: https://app.midtrans.com/snap/snap.js in production, https://app.sandbox.midtrans.com/snap/snap.js
   * in the sandbox, the local stand-in's `<supabase url>/__midtrans/snap/snap.js` locally
   */
  snapJsUrl: string;
  /** the client key (public; the server key lives only in the payments function's secrets) */
  clientKey: string;
}

/** sha384 digests (`sha384-<base64>`, as in Subresource Integrity) of a pinned remote version's files */
export interface RemoteDigests {
  /** its mf-manifest.json, the exact bytes served */
  manifest: string;
  /** the remote entry the manifest names (`metaData.remoteEntry`) */
  remoteEntry: string;
  /** the module the shell's server draws the first screen with (`<version>/server/first-screen.mjs`) */
  firstScreen?: string;
}

/** The environment's runtime config (deploy/environments/<env>.json), served no-cache next to the shell. */
export interface RuntimeConfig {
  environment: string;
  supabase: { url: string; anonKey: string };
  /** remote name -> manifest URL of the pinned version */
  remotes: Record<string, string>;
  /**
   * remote name -> the digests of its pinned version's files: the browser refuses a manifest or a remote
   * entry with another digest (a remote without digests loads as it is)
   */
  integrity?: Partial<Record<string, RemoteDigests>>;
  /** online payment; without it the checkout does not offer it */
  midtrans?: MidtransRuntimeConfig;
}

/** The version of a pinned remote, from its manifest URL (`…/<version>/mf-manifest.json`), else the URL. */
export function remoteVersionOf(manifestUrl: string): string {
  const match = /\/([^/]+)\/[^/]*$/.exec(new URL(manifestUrl, 'http://x').pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : manifestUrl;
}

/**
 * The version each remote runs, as the page's root element carries it (`data-remote-versions`) and the
 * shell's error reports name it: `storefront@1.4.0 auth@1.0.0 backoffice@1.0.0`, in the config's order.
 */
export function formatRemoteVersions(remotes: Record<string, string>): string {
  return Object.entries(remotes)
    .map(([name, url]) => `${name}@${remoteVersionOf(url)}`)
    .join(' ');
}

function isMidtransConfig(value: unknown): value is MidtransRuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<MidtransRuntimeConfig>;
  return (
    typeof config.snapJsUrl === 'string' && config.snapJsUrl !== '' && typeof config.clientKey === 'string'
  );
}

export function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Partial<RuntimeConfig>;
  return (
    typeof config.environment === 'string' &&
    typeof config.supabase?.url === 'string' &&
    typeof config.supabase.anonKey === 'string' &&
    typeof config.remotes === 'object' &&
    config.remotes !== null &&
    Object.values(config.remotes).every((entry) => typeof entry === 'string') &&
    (config.integrity === undefined || (typeof config.integrity === 'object' && config.integrity !== null)) &&
    (config.midtrans === undefined || isMidtransConfig(config.midtrans))
  );
}

let midtrans: MidtransRuntimeConfig | null = null;

/**
 * Called once by the shell (or a remote's standalone page) with the environment's `midtrans` block. Kept
 * here, in the one shared copy of this package, so that every remote reads the same settings.
 */
export function configureMidtrans(config: MidtransRuntimeConfig | null | undefined): void {
  midtrans = config ?? null;
}

/** The payment gateway's browser settings, null when this environment has no online payment. */
export function getMidtransConfig(): MidtransRuntimeConfig | null {
  return midtrans;
}
