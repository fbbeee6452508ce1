// release.json: what a build is, written beside its manifest by every production build of an app and
// published unchanged by `pnpm release`. The gates of `pnpm promote` read it: the digests prove that what an
// origin serves is what was built, `shared` and `imports` say what the version needs from the shell that
// hosts it, and a shell's `provides` says what it offers.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type TypeScript from 'typescript';
import { ROOT, buildOutput, isApp, type App } from './paths';

let compiler: typeof TypeScript | undefined;
/** TypeScript's compiler, loaded on first use: seconds of start-up that promote, rollback and status skip */
const typescript = (): typeof TypeScript =>
  (compiler ??= createRequire(__filename)('typescript') as typeof TypeScript);

/** The workspace packages every app shares as one copy on the page (tools/mf-shared.ts). */
export const WORKSPACE_SINGLETONS = ['@koperasi/shared-ui', '@koperasi/shared-services'] as const;

export interface SharedPackage {
  name: string;
  version: string;
  requiredVersion?: string;
  singleton: boolean;
}

export interface ReleaseInfo {
  app: App;
  version: string;
  /** the commit it was built from, `+dirty` when the checkout had changes */
  commit: string;
  builtAt: string;
  /** the shared modules of its Module Federation manifest, with the versions it was built with */
  shared: SharedPackage[];
  /** the names it imports from each workspace package (values only: types vanish at build) */
  imports: Record<string, string[]>;
  /** a shell's: the names each shared workspace package exports, in the copy it loads for the page */
  provides?: Record<string, string[]>;
  /** every published file (path relative to the version's folder) and its sha384 */
  files: Record<string, string>;
}

/** `sha384-<base64>`, as Subresource Integrity writes it */
export const digestOf = (content: Buffer | string): string =>
  `sha384-${crypto.createHash('sha384').update(content).digest('base64')}`;

/** Every file under `dir` (relative paths with `/`), sorted. */
export function filesUnder(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(path.relative(dir, full).split(path.sep).join('/'));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return files.sort();
}

/** The files a release of `app` publishes, relative to its build output folder. */
export function releaseFiles(app: App, outDir: string): string[] {
  if (app !== 'shell') return filesUnder(outDir).filter((file) => file !== 'release.json');
  return [
    ...filesUnder(path.join(outDir, 'dist'))
      .filter((file) => file !== 'release.json')
      .map((file) => `dist/${file}`),
    ...filesUnder(path.join(outDir, 'dist-server')).map((file) => `dist-server/${file}`),
  ];
}

/** Where a build of `app` keeps its release.json (a shell's in dist/, which it serves). */
export const releaseInfoFile = (app: App, outDir: string): string =>
  app === 'shell' ? path.join(outDir, 'dist', 'release.json') : path.join(outDir, 'release.json');

const isTestFile = (file: string) => /\.test\.tsx?$|[\\/]test-utils[\\/]|[\\/]__tests__[\\/]/.test(file);

function sourceFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file))
    .filter((file) => !isTestFile(file));
}

/**
 * The value names each file under `srcDir` imports from the workspace packages (`@koperasi/...`), by module
 * specifier: `import { a, type B }` counts a, `import * as x` and `export * from` count `*`, a default import
 * `default`, a dynamic import(...) `*`. Type-only imports are left out: they vanish at build.
 */
export function workspaceImports(srcDir: string): Record<string, string[]> {
  const ts = typescript();
  const found = new Map<string, Set<string>>();
  const add = (specifier: string, name: string) => {
    if (!specifier.startsWith('@koperasi/')) return;
    const names = found.get(specifier) ?? new Set<string>();
    names.add(name);
    found.set(specifier, names);
  };
  for (const file of sourceFiles(srcDir)) {
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: TypeScript.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const specifier = node.moduleSpecifier.text;
        const clause = node.importClause;
        if (!clause) add(specifier, '*');
        else if (!clause.isTypeOnly) {
          if (clause.name) add(specifier, 'default');
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) add(specifier, '*');
          if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements)
              if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
        }
      } else if (
        ts.isExportDeclaration(node) &&
        !node.isTypeOnly &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
      ) {
        const specifier = node.moduleSpecifier.text;
        if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) add(specifier, '*');
        else
          for (const element of node.exportClause.elements)
            if (!element.isTypeOnly) add(specifier, (element.propertyName ?? element.name).text);
      } else if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        add(node.arguments[0].text, '*');
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return Object.fromEntries(
    [...found.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, names]) => [key, [...names].sort()]),
  );
}

/** The value exports of a workspace package's entry (`@koperasi/shared-ui` → shared-ui/src/index.ts). */
export function packageExports(root: string, packageName: string): string[] {
  const ts = typescript();
  const folder = path.join(root, packageName.replace('@koperasi/', ''));
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    exports: Record<string, string>;
  };
  const entry = path.join(folder, manifest.exports['.']!);
  const configFile = path.join(folder, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(
    configFile,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  );
  const options: TypeScript.CompilerOptions = {
    ...(config?.options ?? {}),
    noEmit: true,
    types: [],
    noLib: true,
  };
  // The package's own files are what matter; libraries re-exported from node_modules are stood in by empty
  // modules (seconds instead of reading every declaration of MUI), their names counted as values.
  const host = ts.createCompilerHost(options);
  const readSource = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName.includes(`${path.sep}node_modules${path.sep}`)
      ? ts.createSourceFile(fileName, 'export {};', languageVersion)
      : readSource(fileName, languageVersion, ...rest);
  const program = ts.createProgram([entry], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(entry);
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`cannot read the exports of ${entry}`);
  return checker
    .getExportsOfModule(symbol)
    .filter((exported) => {
      const target = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return (target.flags & ts.SymbolFlags.Value) !== 0;
    })
    .map((exported) => exported.name)
    .sort();
}

interface FederationManifest {
  shared?: { name: string; version: string; requiredVersion?: string; singleton?: boolean }[];
}

function sharedOf(manifestFile: string): SharedPackage[] {
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as FederationManifest;
  return (manifest.shared ?? [])
    .map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      ...(requiredVersion ? { requiredVersion } : {}),
      singleton: singleton === true,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function currentCommit(root: string): string {
  try {
    // a folder outside any repository has no commit ('unknown'): git's complaint is not printed
    const git = (args: string[]) =>
      execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const commit = git(['rev-parse', 'HEAD']);
    const dirty = git(['status', '--porcelain', '--untracked-files=no']);
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/** Describes the build of `app` in `outDir` (not yet written). */
export function describeBuild(app: App, version: string, outDir: string, root = ROOT): ReleaseInfo {
  const manifest =
    app === 'shell' ? path.join(outDir, 'dist', 'mf-manifest.json') : path.join(outDir, 'mf-manifest.json');
  const files = Object.fromEntries(
    releaseFiles(app, outDir).map((file) => [file, digestOf(fs.readFileSync(path.join(outDir, file)))]),
  );
  return {
    app,
    version,
    commit: currentCommit(root),
    builtAt: new Date().toISOString(),
    shared: sharedOf(manifest),
    imports: workspaceImports(path.join(root, app, 'src')),
    ...(app === 'shell'
      ? { provides: Object.fromEntries(WORKSPACE_SINGLETONS.map((pkg) => [pkg, packageExports(root, pkg)])) }
      : {}),
    files,
  };
}

/** The version a build of `app` carries: REMOTE_VERSION, else its package.json's. */
export function buildVersion(app: App, root = ROOT, env: NodeJS.ProcessEnv = process.env): string {
  if (app !== 'shell' && env.REMOTE_VERSION) return env.REMOTE_VERSION;
  if (app === 'shell' && env.SHELL_VERSION) return env.SHELL_VERSION;
  const pkg = JSON.parse(fs.readFileSync(path.join(root, app, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/** Writes release.json for the build of `app` just made; returns it. */
export function writeReleaseInfo(app: App, root = ROOT): ReleaseInfo {
  const version = buildVersion(app, root);
  const outDir =
    root === ROOT
      ? buildOutput(app, version)
      : path.join(root, path.relative(ROOT, buildOutput(app, version)));
  const info = describeBuild(app, version, outDir, root);
  fs.writeFileSync(releaseInfoFile(app, outDir), `${JSON.stringify(info, null, 2)}\n`);
  return info;
}

// `tsx tools/deploy/release-info.ts <app>`: the last step of each app's `build` script
if (require.main === module) {
  const app = process.argv[2] ?? '';
  if (!isApp(app)) {
    console.error(`usage: release-info.ts <shell|storefront|auth|backoffice>`);
    process.exit(2);
  }
  const info = writeReleaseInfo(app);
  console.log(`release.json: ${app} ${info.version}, ${Object.keys(info.files).length} files`);
}
