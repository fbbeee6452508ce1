import { pinnedVersions, versionOf } from './environment';

describe('pinned versions', () => {
  it('reads the version from a manifest URL, and keeps a URL without one', () => {
    expect(versionOf('https://cdn.koperasi.id/storefront/1.4.2/mf-manifest.json')).toBe('1.4.2');
    expect(versionOf('http://localhost:3001/1.0.0-rc.1/mf-manifest.json')).toBe('1.0.0-rc.1');
    expect(versionOf('/mf-manifest.json')).toBe('/mf-manifest.json');
  });

  it('names each remote of an environment', () => {
    expect(
      pinnedVersions({
        environment: 'dev',
        supabase: { url: 'http://a', anonKey: 'k' },
        remotes: { storefront: 'http://s/1.1.0/mf-manifest.json', auth: 'http://a/1.0.0/mf-manifest.json' },
      }),
    ).toEqual({ storefront: '1.1.0', auth: '1.0.0' });
  });
});
