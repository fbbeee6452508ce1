/**
 * The one shared-module policy of every app (shell and remotes). Anything that holds React context or
 * module state is a singleton; versions are explicit because MUI's ESM entry has none (notes P4).
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  '@mui/material',
  '@emotion/react',
  '@emotion/styled',
  'react-redux',
  '@reduxjs/toolkit',
  'notistack',
];
/** Workspace packages: one copy on the page, whichever app loaded it first. */
const WORKSPACE_SINGLETONS = ['@koperasi/shared-ui', '@koperasi/shared-services'];

type SharedConfig = { singleton: true; version?: string; requiredVersion?: string | false };

export function createShared(appDir: string): Record<string, SharedConfig> {
  const req = createRequire(path.join(appDir, 'package.json'));
  const versionOf = (pkg: string): string => (req(`${pkg}/package.json`) as { version: string }).version;
  const shared: Record<string, SharedConfig> = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    shared[pkg] = { singleton: true, version, requiredVersion: `^${version}` };
  }
  // Subpaths are separate share keys: react/jsx-runtime, react-dom/client (notes P5).
  shared['react/'] = { singleton: true, version: versionOf('react'), requiredVersion: `^${versionOf('react')}` };
  shared['react-dom/'] = {
    singleton: true,
    version: versionOf('react-dom'),
    requiredVersion: `^${versionOf('react-dom')}`,
  };
  for (const pkg of WORKSPACE_SINGLETONS) {
    shared[pkg] = { singleton: true, version: versionOf(pkg), requiredVersion: false };
  }
  return shared;
}
