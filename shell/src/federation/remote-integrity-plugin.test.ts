import { createHash, webcrypto } from 'node:crypto';
import { RemoteIntegrityError, remoteIntegrityPlugin, sha384Integrity } from './remote-integrity-plugin';

const MANIFEST_URL = 'https://cdn.koperasi.example/storefront/1.4.0/mf-manifest.json';
const ENTRY_URL = 'https://cdn.koperasi.example/storefront/1.4.0/static/js/storefront.abc.js';
const MANIFEST = JSON.stringify({
  metaData: { publicPath: 'auto', remoteEntry: { name: 'static/js/storefront.abc.js', path: '' } },
  exposes: [],
  shared: [],
});
const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const ENTRY_DIGEST = `sha384-${'e'.repeat(64)}`;

const config = (manifestDigest = sri(MANIFEST)) => ({
  environment: 'test',
  supabase: { url: 'https://project.supabase.co', anonKey: 'anon' },
  remotes: {
    storefront: MANIFEST_URL,
    auth: 'https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json',
  },
  integrity: { storefront: { manifest: manifestDigest, remoteEntry: ENTRY_DIGEST } },
});

type Plugin = ReturnType<typeof remoteIntegrityPlugin>;
type ScriptArgs = Parameters<NonNullable<Plugin['createScript']>>[0];
const fetchHook = (plugin: Plugin, url: string) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response> | undefined)(url, {});
const scriptFor = (plugin: Plugin, url: string, remoteInfo?: { name: string; entry: string }) =>
  plugin.createScript!({ url, attrs: {}, remoteInfo } as unknown as ScriptArgs) as
    HTMLScriptElement | undefined;

let fetchMock: jest.SpyInstance;
beforeAll(() => {
  // jsdom has no Web Crypto digest: Node's, as the browser's
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });
});
beforeEach(() => {
  fetchMock = jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(MANIFEST, { status: 200 }));
});
afterEach(() => fetchMock.mockRestore());

describe('sha384Integrity', () => {
  it('writes the SHA-384 of the bytes as Subresource Integrity does', async () => {
    expect(await sha384Integrity(new TextEncoder().encode(MANIFEST).buffer)).toBe(sri(MANIFEST));
  });
});

describe('remoteIntegrityPlugin', () => {
  it('gives the runtime a manifest whose bytes have the pinned digest, and its entry script that digest with CORS', async () => {
    const plugin = remoteIntegrityPlugin(config());
    const response = await fetchHook(plugin, MANIFEST_URL);
    expect(await response!.text()).toBe(MANIFEST);
    expect(fetchMock).toHaveBeenCalledWith(MANIFEST_URL, {});
    const script = scriptFor(plugin, ENTRY_URL);
    expect(script?.src).toBe(ENTRY_URL);
    expect(script?.getAttribute('integrity')).toBe(ENTRY_DIGEST);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
    // the remote's other scripts (its chunks) are left to the runtime
    expect(scriptFor(plugin, 'https://cdn.koperasi.example/storefront/1.4.0/static/js/async/1.js')).toBe(
      undefined,
    );
  });

  it('refuses a manifest whose bytes differ from the pinned ones, naming both digests', async () => {
    const plugin = remoteIntegrityPlugin(config(sri(`${MANIFEST} `)));
    const refused = fetchHook(plugin, MANIFEST_URL);
    await expect(refused).rejects.toBeInstanceOf(RemoteIntegrityError);
    await expect(refused).rejects.toThrow(
      `its sha384 is ${sri(MANIFEST)}, the environment pins ${sri(`${MANIFEST} `)}`,
    );
    // nothing learnt from it: no script of that remote gets through as checked
    expect(scriptFor(plugin, ENTRY_URL)).toBeUndefined();
  });

  it('refuses a pinned manifest that does not come whole (an error page is not read as a manifest)', async () => {
    fetchMock.mockImplementation(async () => new Response(MANIFEST, { status: 404 }));
    await expect(fetchHook(remoteIntegrityPlugin(config()), MANIFEST_URL)).rejects.toThrow('HTTP 404');
  });

  it('gives the entry the runtime resolved for a pinned remote its digest', () => {
    const plugin = remoteIntegrityPlugin(config());
    const script = scriptFor(plugin, ENTRY_URL, { name: 'storefront', entry: ENTRY_URL });
    expect(script?.getAttribute('integrity')).toBe(ENTRY_DIGEST);
    expect(scriptFor(plugin, ENTRY_URL, { name: 'auth', entry: ENTRY_URL })).toBeUndefined();
  });

  it('leaves a remote without digests, and a config without any, to the runtime', async () => {
    const plugin = remoteIntegrityPlugin(config());
    expect(fetchHook(plugin, 'https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json')).toBeUndefined();
    const { integrity: _integrity, ...plain } = config();
    const without = remoteIntegrityPlugin(plain);
    expect(fetchHook(without, MANIFEST_URL)).toBeUndefined();
    expect(scriptFor(without, ENTRY_URL, { name: 'storefront', entry: ENTRY_URL })).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fails closed where the browser cannot compute a digest', async () => {
    const plugin = remoteIntegrityPlugin(config(), {
      digest: () => Promise.reject(new Error('Web Crypto is not available')),
    });
    await expect(fetchHook(plugin, MANIFEST_URL)).rejects.toThrow('Web Crypto');
  });
});
