import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { remoteVersion } from '../tools/define-remote';

/**
 * The Node build of the storefront's first screen, which the shell's production server draws into the HTML
 * (src/first-screen/first-screen.tsx, loaded by the shell's server (shell/server)): one ES module, without chunks, with React's server renderer,
 * MUI, Emotion and the storefront's components in it, published with each version beside its manifest
 * (dist/storefront/<version>/server/first-screen.mjs), so that the version ops pin draws its own pages. It
 * holds nothing the browser's code does not.
 */
export default defineConfig({
  source: { entry: { 'first-screen': './src/first-screen/first-screen.tsx' } },
  output: {
    target: 'node',
    distPath: { root: `dist/storefront/${remoteVersion(__dirname)}/server` },
    cleanDistPath: true,
    filename: { js: '[name].mjs' },
    minify: false,
    sourceMap: { js: false },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  // one file, dynamic imports included: the shell's server fetches it alone from the remote's origin
  tools: { rspack: { output: { asyncChunks: false } } },
  plugins: [pluginReact()],
});
