import {
  configureMidtrans,
  formatRemoteVersions,
  getMidtransConfig,
  isRuntimeConfig,
  remoteVersionOf,
} from './runtime-config';

const CONFIG = {
  environment: 'local',
  supabase: { url: 'http://127.0.0.1:54321', anonKey: 'anon' },
  remotes: { storefront: 'http://localhost:3001/1.0.0/mf-manifest.json' },
};
const MIDTRANS = {
  snapJsUrl: 'http://127.0.0.1:54321/__midtrans/snap/snap.js',
  clientKey: 'SB-Mid-client-x',
};

afterEach(() => configureMidtrans(null));

describe('runtime config', () => {
  it('takes an environment with or without online payment', () => {
    expect(isRuntimeConfig(CONFIG)).toBe(true);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: MIDTRANS })).toBe(true);
  });

  it('refuses a malformed midtrans block', () => {
    expect(isRuntimeConfig({ ...CONFIG, midtrans: {} })).toBe(false);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: { snapJsUrl: '', clientKey: 'k' } })).toBe(false);
    expect(isRuntimeConfig({ ...CONFIG, midtrans: { snapJsUrl: MIDTRANS.snapJsUrl } })).toBe(false);
  });

  it('keeps the payment gateway settings for every remote', () => {
    expect(getMidtransConfig()).toBeNull();
    configureMidtrans(MIDTRANS);
    expect(getMidtransConfig()).toEqual(MIDTRANS);
    configureMidtrans(undefined);
    expect(getMidtransConfig()).toBeNull();
  });
});

describe('remote versions', () => {
  it('reads the version from a manifest URL, and keeps a URL without one', () => {
    expect(remoteVersionOf('https://cdn.koperasi.id/storefront/1.4.2/mf-manifest.json')).toBe('1.4.2');
    expect(remoteVersionOf('/1.0.0-rc.1/mf-manifest.json')).toBe('1.0.0-rc.1');
    expect(remoteVersionOf('/mf-manifest.json')).toBe('/mf-manifest.json');
  });

  it('names each remote with its version, in the order of the config', () => {
    expect(
      formatRemoteVersions({
        storefront: 'http://localhost:3001/1.4.0/mf-manifest.json',
        auth: 'http://localhost:3002/1.0.0/mf-manifest.json',
        backoffice: 'http://localhost:3003/1.0.0/mf-manifest.json',
      }),
    ).toBe('storefront@1.4.0 auth@1.0.0 backoffice@1.0.0');
    expect(formatRemoteVersions({})).toBe('');
  });

  it('takes a config with digests, and refuses digests that are not an object', () => {
    const digests = { manifest: 'sha384-a', remoteEntry: 'sha384-b' };
    expect(isRuntimeConfig({ ...CONFIG, integrity: { storefront: digests } })).toBe(true);
    expect(isRuntimeConfig({ ...CONFIG, integrity: 'sha384-a' })).toBe(false);
  });
});
