/**
 * The one shared-module policy of every app (shell and remotes): as little as possible, because a shared
 * module is downloaded whole (no tree shaking across builds). Share versions are explicit, because MUI's ESM
 * entry has no version of its own.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

// Only what holds React context or module state AND is imported by more than one app. React Router,
// react-redux, notistack and Redux Toolkit are used by the remotes only through shared-ui (router API) and
// shared-services (store hooks, notify), which are singletons themselves: those libraries stay unshared and
// tree-shaken. MUI components are unshared too: each app bundles the components it uses, and the theme
// reaches all of them through Emotion's context (so the theme sets looks with styleOverrides, never
// defaultProps).
const SINGLETONS = ['react', 'react-dom', '@emotion/react', '@emotion/styled'];
/** Workspace packages: one copy on the page, whichever app loaded it first. */
const WORKSPACE_SINGLETONS = ['@koperasi/shared-ui', '@koperasi/shared-services'];

type SharedConfig = { singleton: boolean; version?: string; requiredVersion?: string | false };

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
  for (const pkg of WORKSPACE_SINGLETONS) {
    shared[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: false };
  }
  return shared;
}
