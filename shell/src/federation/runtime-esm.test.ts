/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { mfRuntimeEsmAliases } from '../../../tools/mf-runtime-esm';

const SHELL_DIR = path.resolve(__dirname, '../..');
const aliases = mfRuntimeEsmAliases(SHELL_DIR);
const targets = Object.values(aliases);

/** the package folder a file of node_modules belongs to (…/node_modules/@scope/name) */
const packageOf = (file: string) => file.slice(0, file.lastIndexOf('/dist/'));

describe('the Module Federation runtime as ES modules (tools/mf-runtime-esm.ts)', () => {
  it('sends each runtime package, by name or by the path of its CommonJS file, to an ES module file that exists', () => {
    expect(targets.length).toBeGreaterThan(0);
    for (const target of targets) {
      expect(fs.existsSync(target)).toBe(true);
      expect(fs.readFileSync(target, 'utf8')).toMatch(/^export |\nexport /);
      expect(target).not.toMatch(/\.cjs$/);
    }
    const byFile = Object.keys(aliases).filter((key) => path.isAbsolute(key));
    expect(byFile.some((key) => key.includes('webpack-bundler-runtime') && key.endsWith('index.cjs$'))).toBe(
      true,
    );
  });

  it('leaves no way back to CommonJS: every runtime package required by a CommonJS file of these packages has an alias', () => {
    // what the federation plugin loads by file path (its runtime plugins, the bundler runtime) is CommonJS;
    // each package it then requires must be aliased to its ES module build, or that build comes back
    const packages = new Set(targets.map(packageOf));
    const required = new Set<string>();
    for (const dir of packages) {
      for (const file of fs.readdirSync(path.join(dir, 'dist'), { recursive: true }) as string[]) {
        if (!file.endsWith('.cjs')) continue;
        const code = fs.readFileSync(path.join(dir, 'dist', file), 'utf8');
        for (const [, specifier] of code.matchAll(/require\("(@module-federation\/[^"]+)"\)/g)) {
          required.add(specifier!);
        }
      }
    }
    expect(required.size).toBeGreaterThan(0);
    const aliased = new Set(Object.keys(aliases).map((key) => key.replace(/\$$/, '')));
    const missing = [...required].filter((specifier) => !aliased.has(specifier));
    expect(missing).toEqual([]);
  });
});
