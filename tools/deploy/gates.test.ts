import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Environment } from './environment-file';
import {
  checkCompatible,
  checkComplete,
  filesNamedBy,
  remoteEntryOf,
  shellOffer,
  type ShellOffer,
} from './gates';
import { DirectoryOrigin } from './origin';
import { digestOf, type ReleaseInfo, type SharedPackage } from './release-info';

const singleton = (name: string, version: string, requiredVersion?: string): SharedPackage => ({
  name,
  version,
  ...(requiredVersion ? { requiredVersion } : {}),
  singleton: true,
});

function releaseInfo(overrides: Partial<ReleaseInfo> = {}): ReleaseInfo {
  return {
    app: 'storefront',
    version: '1.2.3',
    commit: 'abc123',
    builtAt: '2026-07-12T14:15:00.000Z',
    shared: [],
    imports: {},
    files: {},
    ...overrides,
  };
}

const shell: ShellOffer = {
  source: 'shell 1.0.0 (uji)',
  info: releaseInfo({
    app: 'shell',
    version: '1.0.0',
    shared: [
      singleton('react', '19.3.1', '^19.3.1'),
      singleton('react-dom', '19.3.1', '^19.3.1'),
      singleton('@koperasi/shared-services', '1.0.0'),
      singleton('@koperasi/shared-ui', '1.0.0'),
    ],
    provides: {
      '@koperasi/shared-services': ['formatRupiah', 'notify', 'useAppSelector'],
      '@koperasi/shared-ui': ['AppButton', 'ProductCard'],
    },
  }),
};

describe('checkCompatible', () => {
  it('passes a candidate whose singletons and workspace imports the shell provides', () => {
    const result = checkCompatible(
      releaseInfo({
        shared: [
          singleton('react', '19.3.1', '^19.0.0'),
          singleton('@koperasi/shared-ui', '1.0.0', '^1.0.0'),
        ],
        imports: {
          '@koperasi/shared-services': ['formatRupiah', 'notify'],
          '@koperasi/shared-ui': ['ProductCard'],
        },
      }),
      shell,
    );
    expect(result).toEqual({
      ok: true,
      detail: 'shell 1.0.0 (uji) provides its 2 shared singletons and 3 workspace imports',
    });
  });

  it('names a required version the shell does not satisfy', () => {
    const shell18: ShellOffer = {
      ...shell,
      info: { ...shell.info, shared: [singleton('react', '18.3.1', '^18.3.1')] },
    };
    const result = checkCompatible(
      releaseInfo({ shared: [singleton('react', '19.3.1', '^19.3.1')] }),
      shell18,
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['react: requires ^19.3.1, the shell provides 18.3.1']);
  });

  it('names a singleton the shell does not share', () => {
    const result = checkCompatible(
      releaseInfo({ shared: [singleton('@emotion/react', '11.14.0', '^11.14.0')] }),
      shell,
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['@emotion/react: the shell does not share it']);
  });

  it('names a shared-services import the shell lacks, and says to deploy the shell first', () => {
    const result = checkCompatible(
      releaseInfo({ imports: { '@koperasi/shared-services': ['notify', 'penandaBaru'] } }),
      shell,
    );
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['@koperasi/shared-services: no export penandaBaru']);
    expect(result.detail).toContain('deploy the shell first');
    expect(result.detail).toContain('@koperasi/shared-services: no export penandaBaru');
  });

  it('does not check `*` and `default`, nor require shared modules that are not singletons', () => {
    const result = checkCompatible(
      releaseInfo({
        shared: [
          { name: '@mui/material/utils', version: '7.3.9', requiredVersion: '^7.3.9', singleton: false },
          { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^99.0.0', singleton: false },
        ],
        imports: { '@koperasi/shared-ui': ['*', 'default'], '@koperasi/shared-services': ['*'] },
      }),
      shell,
    );
    expect(result).toEqual({
      ok: true,
      detail: 'shell 1.0.0 (uji) provides its 0 shared singletons and 0 workspace imports',
    });
  });
});

/** A trimmed storefront mf-manifest.json as its production build writes it. */
const MANIFEST = {
  id: 'storefront',
  name: 'storefront',
  metaData: {
    name: 'storefront',
    type: 'app',
    buildInfo: { buildVersion: '1.2.3', buildName: '@koperasi/storefront' },
    remoteEntry: { name: 'static/js/storefront.f34e2bda07.js', path: '', type: 'global' },
    types: { path: '', name: '', zip: '', api: '' },
    globalName: 'storefront',
    pluginVersion: '2.9.2',
    publicPath: 'auto',
  },
  shared: [
    {
      id: 'storefront:react',
      name: 'react',
      version: '19.3.1',
      singleton: true,
      requiredVersion: '^19.3.1',
      assets: {
        js: { async: [], sync: ['static/js/async/7f.c9c8bd7995.js'] },
        css: { async: [], sync: [] },
      },
      fallback: '',
    },
  ],
  remotes: [],
  exposes: [
    {
      id: 'storefront:HomePage',
      name: 'HomePage',
      assets: {
        js: {
          sync: ['static/js/async/__federation_expose_HomePage.c658ea8fb8.js'],
          async: ['static/js/async/go.ea7d8d343b.js', 'static/js/async/7f.c9c8bd7995.js'],
        },
        css: { sync: ['static/css/async/home.1a2b3c.css'], async: [] },
      },
      path: './HomePage',
    },
  ],
};

describe('the manifest', () => {
  it('names its remote entry, with or without a path', () => {
    expect(remoteEntryOf(MANIFEST)).toBe('static/js/storefront.f34e2bda07.js');
    expect(remoteEntryOf({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry/' } } })).toBe(
      'entry/remoteEntry.js',
    );
    expect(() => remoteEntryOf({ metaData: {} })).toThrow('the manifest names no remote entry');
  });

  it('names every file once: the entry and the chunks of exposed and shared modules', () => {
    expect(filesNamedBy(MANIFEST)).toEqual([
      'static/css/async/home.1a2b3c.css',
      'static/js/async/7f.c9c8bd7995.js',
      'static/js/async/__federation_expose_HomePage.c658ea8fb8.js',
      'static/js/async/go.ea7d8d343b.js',
      'static/js/storefront.f34e2bda07.js',
    ]);
  });
});

describe('checkComplete', () => {
  const VERSION = '1.2.3';
  let server: http.Server;
  let baseUrl: string;
  /** what the server serves: a temporary folder of <remote>/<version>/ folders, one per test */
  let origin: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const file = path.join(origin, decodeURIComponent(new URL(request.url!, 'http://x').pathname));
      if (!file.startsWith(origin + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
        response.writeHead(404).end('not found');
        return;
      }
      response.writeHead(200).end(fs.readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const folder = () => path.join(origin, 'storefront', VERSION);
  const folderUrl = () => `${baseUrl}/storefront/${VERSION}`;

  /** Writes a complete release of storefront VERSION (manifest, chunks, first-screen module, release.json). */
  function writeRelease(infoOverrides: Partial<ReleaseInfo> = {}) {
    const files: Record<string, string | Buffer> = {
      'mf-manifest.json': JSON.stringify(MANIFEST),
      'server/first-screen.mjs': 'export const firstScreen = () => "<main></main>";\n',
      'index.html': '<!doctype html>',
    };
    for (const chunk of filesNamedBy(MANIFEST)) files[chunk] = `/* ${chunk} */ console.log(1);\n`;
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder(), file)), { recursive: true });
      fs.writeFileSync(path.join(folder(), file), content);
    }
    const info = releaseInfo({
      version: VERSION,
      files: Object.fromEntries(Object.entries(files).map(([file, content]) => [file, digestOf(content)])),
      ...infoOverrides,
    });
    fs.writeFileSync(path.join(folder(), 'release.json'), JSON.stringify(info));
    return files;
  }

  beforeEach(() => {
    origin = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-gates-'));
  });

  afterEach(() => {
    fs.rmSync(origin, { recursive: true, force: true });
  });

  it('passes a release whose every file answers with its bytes, with the digests to pin', async () => {
    const files = writeRelease();
    const { result, release } = await checkComplete('storefront', VERSION, folderUrl());
    expect(result).toEqual({ ok: true, detail: '7 files answer 200 and match release.json' });
    expect(release?.digests).toEqual({
      manifest: digestOf(files['mf-manifest.json']!),
      remoteEntry: digestOf(files['static/js/storefront.f34e2bda07.js']!),
      firstScreen: digestOf(files['server/first-screen.mjs']!),
    });
    expect(release?.info.version).toBe(VERSION);
    expect(release?.manifest).toEqual(MANIFEST);
  });

  it('fails a release where one byte of a chunk differs, naming the file', async () => {
    writeRelease();
    const chunk = path.join(folder(), 'static/js/async/go.ea7d8d343b.js');
    const bytes = fs.readFileSync(chunk);
    bytes[0] = bytes[0]! ^ 1;
    fs.writeFileSync(chunk, bytes);
    const { result, release } = await checkComplete('storefront', VERSION, folderUrl());
    expect(release).toBeUndefined();
    expect(result.ok).toBe(false);
    expect(result.detail).toBe('1 of 7 files fail');
    expect(result.problems).toEqual([
      expect.stringMatching(/^static\/js\/async\/go\.ea7d8d343b\.js: differs from the release \(sha384-/),
    ]);
  });

  it('fails a release with a missing chunk, naming it', async () => {
    writeRelease();
    fs.rmSync(path.join(folder(), 'static/css/async/home.1a2b3c.css'));
    const { result } = await checkComplete('storefront', VERSION, folderUrl());
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual(['static/css/async/home.1a2b3c.css: answers 404']);
  });

  it('fails a folder without release.json: not a release', async () => {
    writeRelease();
    fs.rmSync(path.join(folder(), 'release.json'));
    const { result } = await checkComplete('storefront', VERSION, folderUrl());
    expect(result.ok).toBe(false);
    expect(result.detail).toContain('release.json answers 404: not a release');
  });

  it('fails a folder whose release.json is of another version', async () => {
    writeRelease({ version: '1.2.2' });
    const { result } = await checkComplete('storefront', VERSION, folderUrl());
    expect(result).toEqual({
      ok: false,
      detail: 'release.json is storefront 1.2.2, not storefront 1.2.3',
    });
  });
});

describe('shellOffer', () => {
  const config = (shellVersion?: string): Environment => ({
    environment: 'uji',
    supabase: { url: 'http://127.0.0.1:54321', anonKey: 'x'.repeat(20) },
    remotes: { storefront: 'http://localhost:3001/1.0.0/mf-manifest.json' },
    ...(shellVersion ? { shell: { version: shellVersion } } : {}),
  });

  it("reads the pinned shell's release.json at the release origin", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-shell-offer-'));
    try {
      const pinned = releaseInfo({
        app: 'shell',
        version: '1.1.0',
        provides: { '@koperasi/shared-ui': ['Tombol'] },
      });
      fs.mkdirSync(path.join(dir, 'shell', '1.1.0'), { recursive: true });
      fs.writeFileSync(path.join(dir, 'shell', '1.1.0', 'release.json'), JSON.stringify(pinned));
      const offer = await shellOffer(config('1.1.0'), new DirectoryOrigin(dir));
      expect(offer.source).toBe(`shell 1.1.0 (directory ${dir})`);
      expect(offer.info).toEqual(pinned);
      // a pin without its release is an error, not a fallback to another shell
      await expect(shellOffer(config('1.2.0'), new DirectoryOrigin(dir))).rejects.toThrow(
        `the pinned shell 1.2.0 has no shell/1.2.0/release.json at directory ${dir}`,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("without a shell pin, describes this checkout's shell build", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-shell-offer-'));
    try {
      const built = releaseInfo({ app: 'shell', version: '1.0.0' });
      fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
      await expect(shellOffer(config(), new DirectoryOrigin(root), root)).rejects.toThrow(
        'shell/dist is missing: build the shell (pnpm build)',
      );
      fs.writeFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), '{}');
      fs.writeFileSync(path.join(root, 'shell', 'dist', 'release.json'), JSON.stringify(built));
      const offer = await shellOffer(config(), new DirectoryOrigin(root), root);
      expect(offer).toEqual({ source: 'shell 1.0.0 of this checkout (shell/dist)', info: built });
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
