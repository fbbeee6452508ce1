/**
 * The same screens built as one bundle, no Module Federation: the shell's entry, with loadRemote resolved
 * to direct dynamic imports of the remotes' route modules. Only the web benchmark builds it.
 */
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginCompressAssets } from '../../../tools/compress-assets';

const ROOT = path.resolve(__dirname, '..', '..', '..');

export default defineConfig({
  source: {
    entry: { index: path.join(ROOT, 'shell', 'src', 'index.ts') },
    define: { __REMOTE_VERSION__: JSON.stringify('monolith') },
  },
  resolve: {
    alias: { '@module-federation/enhanced/runtime$': path.join(__dirname, 'runtime.ts') },
  },
  html: {
    template: path.join(ROOT, 'tools', 'index.html'),
    meta: {
      description: 'Marketplace koperasi: hasil perikanan, pertanian, dan teknologi ramah lingkungan.',
    },
  },
  output: {
    assetPrefix: '/',
    distPath: { root: path.join(__dirname, 'dist') },
    cleanDistPath: true,
    sourceMap: { js: process.env.BUILD_SOURCE_MAPS ? 'source-map' : false },
  },
  plugins: [pluginReact(), pluginCompressAssets()],
});
