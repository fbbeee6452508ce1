import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './paths';
import { describeBuild, digestOf, packageExports, releaseFiles, workspaceImports } from './release-info';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-release-info-'));
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes files (path relative to `dir` → content). */
function write(files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
}

describe('workspaceImports', () => {
  it('lists the value names each file imports from the workspace packages', () => {
    write({
      'src/app.tsx': [
        "import React from 'react';",
        "import { notify, formatRupiah as rupiah, type ServiceError } from '@koperasi/shared-services';",
        "import type { Theme } from '@koperasi/shared-ui/theme';",
        "import { type ProductCardProps } from '@koperasi/shared-ui/types';",
        "import * as ui from '@koperasi/shared-ui';",
        "import Page from '@koperasi/storefront/HomePage';",
        "import '@koperasi/shared-ui/fonts';",
        "const Login = React.lazy(() => import('@koperasi/auth/LoginPage'));",
        'export const App = () => <ui.AppButton>{String(Page)}{String(Login)}</ui.AppButton>;',
      ].join('\n'),
      'src/features/cart/cart.ts': [
        "export * from '@koperasi/shared-services/cart';",
        "export { getCart, type Cart } from '@koperasi/shared-services';",
        "export type { Money } from '@koperasi/shared-services/money';",
        "export * as dates from '@koperasi/shared-services/dates';",
      ].join('\n'),
      'src/features/cart/cart.test.ts': "import { onlyInTests } from '@koperasi/shared-services';",
      'src/test-utils/render.tsx': "import { renderHelper } from '@koperasi/shared-ui';",
      'src/types.d.ts': "import { declared } from '@koperasi/shared-ui';",
    });
    expect(workspaceImports(path.join(dir, 'src'))).toEqual({
      '@koperasi/auth/LoginPage': ['*'],
      '@koperasi/shared-services': ['formatRupiah', 'getCart', 'notify'],
      '@koperasi/shared-services/cart': ['*'],
      '@koperasi/shared-services/dates': ['*'],
      '@koperasi/shared-ui': ['*'],
      '@koperasi/shared-ui/fonts': ['*'],
      '@koperasi/storefront/HomePage': ['default'],
    });
  });

  it('finds nothing in a folder that does not exist', () => {
    expect(workspaceImports(path.join(dir, 'missing'))).toEqual({});
  });
});

describe('packageExports', () => {
  it("lists shared-services' value exports and leaves its type-only exports out", () => {
    const exported = packageExports(ROOT, '@koperasi/shared-services');
    expect(exported).toEqual(expect.arrayContaining(['notify', 'configureSupabase', 'serviceErrorMessage']));
    expect(exported).not.toContain('ServiceError');
    expect(exported).not.toContain('Toaster');
    expect(exported).not.toContain('CartLineInput');
    expect(exported).toEqual([...exported].sort());
  }, 30_000);
});

describe('digestOf', () => {
  it('is sha384- and the base64 of the SHA-384 hash, as Subresource Integrity writes it', () => {
    const bytes = Buffer.from([0, 1, 2, 255, 254]);
    expect(digestOf(bytes)).toBe(`sha384-${crypto.createHash('sha384').update(bytes).digest('base64')}`);
    expect(digestOf('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
    expect(digestOf('abc')).toBe(digestOf(Buffer.from('abc')));
  });
});

describe('describeBuild', () => {
  it("lists every file of a remote's build with its digest, without release.json", () => {
    const manifest = JSON.stringify({
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
        { name: '@mui/material/utils', version: '7.3.9', requiredVersion: '^7.3.9' },
      ],
    });
    const chunk = Buffer.from([0x2f, 0x2a, 0x00, 0xff, 0x2a, 0x2f]);
    write({
      'storefront/src/app.ts': "import { notify } from '@koperasi/shared-services';",
      'out/mf-manifest.json': manifest,
      'out/static/js/async/a1.js': chunk,
      'out/server/first-screen.mjs': 'export {};',
      'out/release.json': '{"stale": true}',
    });
    // the checkout it was built from: a repository of its own, its sources committed
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Uji', '-c', 'user.email=uji@koperasi.test', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    git('init', '-q');
    git('add', 'storefront');
    git('commit', '-q', '--no-gpg-sign', '-m', 'uji');
    const commit = git('rev-parse', 'HEAD');
    const info = describeBuild('storefront', '9.9.9', path.join(dir, 'out'), dir);
    expect(info).toEqual({
      app: 'storefront',
      version: '9.9.9',
      commit,
      builtAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      shared: [
        { name: '@mui/material/utils', version: '7.3.9', requiredVersion: '^7.3.9', singleton: false },
        { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', singleton: true },
      ],
      imports: { '@koperasi/shared-services': ['notify'] },
      files: {
        'mf-manifest.json': digestOf(manifest),
        'server/first-screen.mjs': digestOf('export {};'),
        'static/js/async/a1.js': digestOf(chunk),
      },
    });
    expect(info.provides).toBeUndefined();

    fs.appendFileSync(path.join(dir, 'storefront/src/app.ts'), '\nnotify("x");\n');
    expect(describeBuild('storefront', '9.9.9', path.join(dir, 'out'), dir).commit).toBe(`${commit}+dirty`);
  });

  it("publishes a shell's dist/ (without release.json) and dist-server/", () => {
    write({
      'shell/dist/index.html': '<!doctype html>',
      'shell/dist/release.json': '{}',
      'shell/dist-server/server.mjs': 'export {};',
      'shell/src/main.ts': '',
    });
    expect(releaseFiles('shell', path.join(dir, 'shell'))).toEqual([
      'dist/index.html',
      'dist-server/server.mjs',
    ]);
  });
});
