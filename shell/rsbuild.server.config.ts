import { defineConfig } from '@rsbuild/core';

/**
 * The shell's production server (server/server.ts) as one ES module for Node, dependencies included:
 * shell/dist-server/server.mjs, started with `node shell/dist-server/server.mjs` (README: "Running in
 * production").
 */
export default defineConfig({
  source: { entry: { server: './server/server.ts' } },
  output: {
    target: 'node',
    module: true,
    distPath: { root: 'dist-server' },
    cleanDistPath: true,
    filename: { js: '[name].mjs' },
    minify: false,
    sourceMap: { js: 'source-map' },
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    rspack: {
      output: { asyncChunks: false },
      // import.meta.url stays the built file's own URL, read at run time (where the repository is)
      module: { parser: { javascript: { importMeta: false } } },
    },
  },
});
