import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteDigests } from '@koperasi/shared-services/runtime-config';
import { remoteEntryUrl } from './manifest-entry';

/** A remote's file whose bytes are not the ones the environment pins: nothing of it is run. */
export class RemoteIntegrityError extends Error {
  constructor(
    readonly remote: string,
    readonly url: string,
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`${remote}: ${url} is refused, its sha384 is ${actual}, the environment pins ${expected}`);
    this.name = 'RemoteIntegrityError';
  }
}

/** `sha384-<base64>` of the bytes, with Web Crypto. Throws where it is missing (a page not on HTTPS). */
export async function sha384Integrity(bytes: ArrayBuffer): Promise<string> {
  if (!globalThis.crypto?.subtle) throw new Error('Web Crypto is not available: digests cannot be checked');
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return `sha384-${btoa(binary)}`;
}

export interface RemoteIntegrityOptions {
  digest?: (bytes: ArrayBuffer) => Promise<string>;
  /** what relative URLs in the config are resolved against (the page's address) */
  baseUrl?: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The digests a runtime config pins, by manifest URL (only remotes with both a manifest and an entry digest). */
function pinnedDigests(config: unknown, baseUrl: string) {
  const pins = new Map<string, { remote: string; digests: RemoteDigests }>();
  if (!isRecord(config) || !isRecord(config.remotes) || !isRecord(config.integrity)) return pins;
  for (const [remote, digests] of Object.entries(config.integrity)) {
    const manifest = config.remotes[remote];
    if (typeof manifest !== 'string' || !isRecord(digests)) continue;
    if (typeof digests.manifest !== 'string' || typeof digests.remoteEntry !== 'string') continue;
    try {
      pins.set(new URL(manifest, baseUrl).href, { remote, digests: digests as unknown as RemoteDigests });
    } catch {
      // not a URL: the runtime cannot load it either
    }
  }
  return pins;
}

/**
 * Module Federation runtime plugin: a remote whose digests the runtime config pins (`integrity.<remote>`)
 * loads only with those bytes. Its manifest is fetched here and its SHA-384 compared before the runtime reads
 * it (a mismatch fails the load like an unreachable manifest: the route shows its error page); its remote
 * entry's script gets the pinned digest as Subresource Integrity (with CORS), so the browser refuses to run
 * other bytes. Remotes without digests load as before. Registered before any remote is, so no manifest is
 * fetched around it.
 */
export function remoteIntegrityPlugin(
  config: unknown,
  {
    digest = sha384Integrity,
    baseUrl = globalThis.location?.href ?? 'http://localhost/',
  }: RemoteIntegrityOptions = {},
): ModuleFederationRuntimePlugin {
  const pins = pinnedDigests(config, baseUrl);
  const byRemote = new Map([...pins.values()].map((pin) => [pin.remote, pin.digests]));
  /** the remote entries of the manifests checked here, with their pinned digest */
  const entries = new Map<string, string>();
  const absolute = (url: string) => {
    try {
      return new URL(url, baseUrl).href;
    } catch {
      return url;
    }
  };

  /** The manifest's response when its bytes have the pinned digest; else RemoteIntegrityError. */
  async function checked(
    url: string,
    init: RequestInit,
    pin: { remote: string; digests: RemoteDigests },
  ): Promise<Response> {
    const response = await fetch(url, init);
    // the runtime would read any answer's body as the manifest: only a whole one is checked and given
    if (!response.ok) throw new Error(`${pin.remote}: ${url} answered HTTP ${response.status}`);
    const bytes = await response.arrayBuffer();
    const actual = await digest(bytes);
    if (actual !== pin.digests.manifest)
      throw new RemoteIntegrityError(pin.remote, url, pin.digests.manifest, actual);
    const entry = remoteEntryUrl(absolute(url), JSON.parse(new TextDecoder().decode(bytes)) as unknown);
    if (entry) entries.set(entry, pin.digests.remoteEntry);
    return new Response(bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  }

  return {
    name: 'koperasi-remote-integrity',
    fetch(url, init) {
      const pin = pins.get(absolute(url));
      return pin ? checked(url, init, pin) : undefined;
    },
    createScript({ url, attrs, remoteInfo }) {
      const target = absolute(url);
      // the entry of a checked manifest; or, by the remote it is loaded for, the entry the runtime resolved
      const integrity =
        entries.get(target) ??
        (remoteInfo && absolute(remoteInfo.entry) === target
          ? byRemote.get(remoteInfo.name)?.remoteEntry
          : undefined);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.type = attrs?.type === 'module' ? 'module' : 'text/javascript';
      for (const [name, value] of Object.entries(attrs ?? {})) {
        if (name === 'async' || name === 'defer') script[name] = Boolean(value);
        else if (name !== 'type' && value !== undefined) script.setAttribute(name, String(value));
      }
      script.src = url;
      script.setAttribute('integrity', integrity);
      script.setAttribute('crossorigin', 'anonymous');
      return script;
    },
  };
}
