import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  parsePin,
  pinOf,
  pinUrl,
  readEnvironmentFile,
  writeEnvironmentFile,
  type Environment,
} from './environment-file';
import { ROOT } from './paths';
import { digestOf } from './release-info';

const DIGEST = digestOf('manifest');

const valid = (): Environment => ({
  environment: 'uji',
  supabase: { url: 'http://127.0.0.1:54321', anonKey: 'uji-anon-key-yang-cukup-panjang' },
  remotes: {
    storefront: 'https://cdn.koperasi.example/storefront/1.1.0/mf-manifest.json',
    auth: 'https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json',
    backoffice: 'https://cdn.koperasi.example/backoffice/1.0.0/mf-manifest.json',
  },
  integrity: { storefront: { manifest: DIGEST, remoteEntry: digestOf('entry') } },
});

describe('pins', () => {
  it('reads the version and base of a pinned manifest URL, and writes it back', () => {
    const url = 'http://localhost:3001/storefront/1.0.0/mf-manifest.json';
    expect(parsePin(url)).toEqual({ base: 'http://localhost:3001/storefront', version: '1.0.0' });
    expect(pinUrl('http://localhost:3001/storefront', '1.0.0')).toBe(url);
    const prerelease = pinUrl('https://cdn.example/storefront', '1.0.1-rc.1+build.7');
    expect(prerelease).toBe('https://cdn.example/storefront/1.0.1-rc.1%2Bbuild.7/mf-manifest.json');
    expect(parsePin(prerelease)).toEqual({
      base: 'https://cdn.example/storefront',
      version: '1.0.1-rc.1+build.7',
    });
  });

  it('refuses a URL that is not a pinned manifest', () => {
    for (const url of [
      'http://localhost:3001/storefront/1.0.0/remoteEntry.js',
      'http://localhost:3001/storefront/1.0.0/mf-manifest.json?v=2',
      '/mf-manifest.json',
    ])
      expect(() => parsePin(url)).toThrow(`not a pinned manifest URL (…/<version>/mf-manifest.json): ${url}`);
  });

  it("reads a remote's pin from the config", () => {
    expect(pinOf(valid(), 'auth')).toBe('https://cdn.koperasi.example/auth/1.0.0/mf-manifest.json');
    const config = valid();
    delete (config.remotes as Partial<Environment['remotes']>).auth;
    expect(() => pinOf(config, 'auth')).toThrow('the environment pins no auth');
  });
});

describe('the environment file', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-environment-'));
    file = path.join(dir, 'uji.json');
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the whole file in one rename, readable after, with no temporary file left', () => {
    writeEnvironmentFile(file, valid());
    const config = { ...valid(), canary: { storefront: { version: '1.2.0', percent: 10 } } };
    writeEnvironmentFile(file, config);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(config);
    expect(readEnvironmentFile(file)).toEqual(config);
    expect(fs.readdirSync(dir)).toEqual(['uji.json']);
  });

  it.each<[string, (config: Environment) => unknown, string]>([
    ['an unknown field', (config) => ({ ...config, pinnedBy: 'saya' }), 'pinnedBy: not a known field'],
    [
      'a canary for 0 % of visitors',
      (config) => ({ ...config, canary: { storefront: { version: '1.2.0', percent: 0 } } }),
      'canary.storefront.percent',
    ],
    [
      'a canary for 100 % of visitors',
      (config) => ({ ...config, canary: { storefront: { version: '1.2.0', percent: 100 } } }),
      'canary.storefront.percent',
    ],
    [
      'a malformed digest',
      (config) => ({ ...config, integrity: { storefront: { manifest: 'sha384-abc', remoteEntry: DIGEST } } }),
      'integrity.storefront.manifest',
    ],
  ])('refuses to write %s and leaves the old file as it was', (_, change, problem) => {
    writeEnvironmentFile(file, valid());
    const before = fs.readFileSync(file);
    expect(() => writeEnvironmentFile(file, change(valid()) as Environment)).toThrow(
      new RegExp(`^refusing to write ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*${problem}`),
    );
    expect(fs.readFileSync(file)).toEqual(before);
    expect(fs.readdirSync(dir)).toEqual(['uji.json']);
  });

  it('names the field that is wrong when reading', () => {
    fs.writeFileSync(
      file,
      JSON.stringify({ ...valid(), supabase: { url: 'bukan url', anonKey: 'k'.repeat(20) } }),
    );
    expect(() => readEnvironmentFile(file)).toThrow(`${file}: supabase.url: must match pattern`);
    const { remotes, ...withoutRemotes } = valid();
    expect(remotes).toBeDefined();
    fs.writeFileSync(file, JSON.stringify(withoutRemotes));
    expect(() => readEnvironmentFile(file)).toThrow(`${file}: remotes: missing`);
  });

  it('names a file that is missing or not JSON', () => {
    expect(() => readEnvironmentFile(file)).toThrow(`cannot read ${file}`);
    fs.writeFileSync(file, '{ "environment": ');
    expect(() => readEnvironmentFile(file)).toThrow(`cannot read ${file}`);
  });

  it.each(fs.readdirSync(path.join(ROOT, 'deploy', 'environments')).filter((name) => name.endsWith('.json')))(
    'deploy/environments/%s passes',
    (name) => {
      const config = readEnvironmentFile(path.join(ROOT, 'deploy', 'environments', name));
      expect(config.environment).toBe(name.replace(/\.json$/, ''));
    },
  );
});
