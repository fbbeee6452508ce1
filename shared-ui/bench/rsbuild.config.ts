/** The render-cost page (e2e/scripts/render-cost.ts builds it): production React, MUI and Emotion. */
import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  source: { entry: { index: path.join(__dirname, 'render-cost.tsx') } },
  output: { distPath: { root: path.join(__dirname, 'dist') }, cleanDistPath: true },
  plugins: [pluginReact()],
});
