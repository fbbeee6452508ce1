/**
 * The Module Federation runtime as ES modules, so the bundler can drop what the page never calls.
 *
 * The federation plugins load parts of the runtime by file path (`require.resolve`: the CommonJS build of
 * the runtime plugins and of the bundler runtime), and their `require` calls then pull in the CommonJS build
 * of the whole runtime: runtime-core, the SDK with its Node.js script loader and config helpers, the error
 * texts. CommonJS cannot be tree-shaken, and the shell carried both builds of runtime-core. These aliases
 * send every entry of those packages, by name or by the path of its CommonJS file, to its ES module build.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

type Condition = string | { default?: string } | undefined;
type ExportTarget = string | { import?: Condition; require?: Condition };

/** the folder of `pkg` as seen from `fromDir` (pnpm keeps each package's dependencies next to it) */
function packageDir(fromDir: string, pkg: string): string {
  const entry = createRequire(path.join(fromDir, 'package.json')).resolve(pkg);
  const marker = `${path.sep}node_modules${path.sep}${pkg.split('/').join(path.sep)}${path.sep}`;
  const at = entry.lastIndexOf(marker);
  if (at < 0) throw new Error(`${pkg} resolved outside a node_modules folder: ${entry}`);
  return entry.slice(0, at + marker.length - 1);
}

const fileOf = (target: Condition) => (typeof target === 'string' ? target : target?.default);

/** `pkg` (in `dir`): each export that has an ES module build, by name and by its CommonJS file */
function esmEntries(pkg: string, dir: string): Record<string, string> {
  const { exports } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    exports: Record<string, ExportTarget>;
  };
  const aliases: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(exports)) {
    if (subpath.includes('*') || typeof target === 'string') continue;
    const esm = fileOf(target.import);
    if (!esm) continue;
    const esmFile = path.join(dir, esm);
    aliases[`${pkg}${subpath.slice(1)}$`] = esmFile;
    const cjs = fileOf(target.require);
    if (cjs) aliases[`${path.join(dir, cjs)}$`] = esmFile;
  }
  return aliases;
}

export function mfRuntimeEsmAliases(appDir: string): Record<string, string> {
  const enhanced = packageDir(appDir, '@module-federation/enhanced');
  const runtimeTools = packageDir(enhanced, '@module-federation/runtime-tools');
  const bundlerRuntime = packageDir(runtimeTools, '@module-federation/webpack-bundler-runtime');
  const runtime = packageDir(runtimeTools, '@module-federation/runtime');
  const runtimeCore = packageDir(runtime, '@module-federation/runtime-core');
  const packages: Record<string, string> = {
    '@module-federation/runtime-tools': runtimeTools,
    '@module-federation/webpack-bundler-runtime': bundlerRuntime,
    '@module-federation/runtime': runtime,
    '@module-federation/runtime-core': runtimeCore,
    '@module-federation/sdk': packageDir(runtimeCore, '@module-federation/sdk'),
    '@module-federation/error-codes': packageDir(runtimeCore, '@module-federation/error-codes'),
  };
  return Object.assign({}, ...Object.entries(packages).map(([pkg, dir]) => esmEntries(pkg, dir))) as Record<
    string,
    string
  >;
}
