/**
 * The one shared-module policy of every app (shell and remotes): as little as possible, because a shared
 * module is downloaded whole (no tree shaking across builds). Share versions are explicit, because MUI's ESM
 * entry has no version of its own.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Only what holds React context or module state AND is imported by more than one app. React Router,
// react-redux, notistack and Redux Toolkit are used by the remotes only through shared-ui (router API) and
// shared-services (store hooks, notify), which are singletons themselves: those libraries stay unshared and
// tree-shaken. MUI components are unshared too: each app bundles the components it uses, and the theme
// reaches all of them through Emotion's context (so the theme sets looks with styleOverrides, never
// defaultProps). Their styling core is shared (MUI_CORE below).
const SINGLETONS = ['react', 'react-dom', '@emotion/react', '@emotion/styled'];
/** Workspace packages: one copy on the page, whichever app loaded it first. */
const WORKSPACE_SINGLETONS = ['@koperasi/shared-ui', '@koperasi/shared-services'];

/**
 * MUI's styling core, shared by file path. Every MUI component reaches it through these few modules of
 * @mui/material (relative imports, so no package name to share): `styled` and `useTheme`, the default
 * props, memoTheme. Shared, they are the shell's one copy; a remote that bundles its own Chip or Pagination
 * no longer brings a second styling core and default theme with it (about 10 KB of gzip JavaScript on the
 * category, product and admin pages).
 */
const MUI_CORE = [
  'zero-styled/index.js',
  'DefaultPropsProvider/index.js',
  'utils/memoTheme.js',
  'styles/useTheme.js',
];

type SharedConfig = {
  singleton: boolean;
  version?: string;
  requiredVersion?: string | false;
  /** the name in the share scope, for a module shared by file path */
  shareKey?: string;
};

export function createShared(appDir: string): Record<string, SharedConfig> {
  const req = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (pkg: string): string => (req(`${pkg}/package.json`) as { version: string }).version;
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  // Subpaths are separate share keys (react/jsx-runtime, react-dom/client); a subpath key needs the trailing
  // slash.
  shared['react/'] = {
    singleton: true,
    version: versionOf('react'),
    requiredVersion: `^${versionOf('react')}`,
  };
  shared['react-dom/'] = {
    singleton: true,
    version: versionOf('react-dom'),
    requiredVersion: `^${versionOf('react-dom')}`,
  };
  // Every MUI icon imports createSvgIcon from here: shared, an icon in a remote draws with the shell's SvgIcon
  // instead of bundling its own copy of MUI's styling core (MUI's building blocks come from shared-ui).
  shared['@mui/material/utils'] = {
    singleton: false,
    version: versionOf('@mui/material'),
    requiredVersion: `^${versionOf('@mui/material')}`,
  };
  // the ES module build that the bundler resolves @mui/material to (its CommonJS main is the package root)
  const muiEsm = path.join(path.dirname(req.resolve('@mui/material')), 'esm');
  for (const file of MUI_CORE) {
    const resource = path.join(muiEsm, file);
    if (!fs.existsSync(resource)) throw new Error(`MUI's styling core moved: ${resource} does not exist`);
    shared[resource] = {
      singleton: true,
      shareKey: `@mui/material/esm/${file}`,
      version: versionOf('@mui/material'),
      requiredVersion: `^${versionOf('@mui/material')}`,
    };
  }
  for (const pkg of WORKSPACE_SINGLETONS) {
    shared[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: false };
  }
  return shared;
}
