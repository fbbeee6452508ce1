import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

/**
 * The Node build of the first screen the shell's production server draws into the HTML
 * (src/first-screen/render-first-screen.tsx, loaded by tools/serve.mjs): one CommonJS file with React's server
 * renderer, MUI, Emotion and the product card in it. It is never sent to a browser, so it stays outside the
 * served folder (dist).
 */
export default defineConfig({
  source: { entry: { 'render-first-screen': './src/first-screen/render-first-screen.tsx' } },
  output: {
    target: 'node',
    distPath: { root: 'dist-first-screen' },
    cleanDistPath: true,
    filename: { js: '[name].mjs' },
    minify: false,
    sourceMap: { js: false },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  plugins: [pluginReact()],
});
