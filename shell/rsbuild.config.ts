import path from 'node:path';
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createShared } from '../tools/mf-shared';
import { mfRuntimeEsmAliases } from '../tools/mf-runtime-esm';
import { pluginCompressAssets } from '../tools/compress-assets';
import { runtimeConfigMiddleware } from '../tools/runtime-config-middleware';
import { pluginRouteModules } from '../tools/route-modules';
import { REMOTE_ROUTES } from './src/app/remote-routes';
import { checkEnvironmentFiles } from './server/environment-schema';

// every environment file matches the one schema (deploy/environment.schema.json), or the build stops naming the
// file and the field
checkEnvironmentFiles(path.join(__dirname, '..', 'deploy', 'environments'));

export default defineConfig({
  server: {
    port: 3000,
    historyApiFallback: true,
    setup: runtimeConfigMiddleware('dev'),
    // the favicon (tools/public): served by the dev server and copied to the root of the build
    publicDir: { name: '../tools/public', copyOnBuild: true },
  },
  html: {
    template: '../tools/index.html',
    meta: {
      description: 'Marketplace koperasi: hasil perikanan, pertanian, dan teknologi ramah lingkungan.',
    },
  },
  resolve: { alias: mfRuntimeEsmAliases(__dirname) },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The shell's shared modules are loaded as chunks of their own; below the default 20 KB, a module
      // that several of them use was copied into each. What every page runs whole goes into one file per
      // group instead, as fewer, larger files compress better: MUI's low layers with the shared modules of
      // @mui/material's own core (styles, utils, zero-styled, the default props), React with react-dom, and
      // Emotion. Home page: 30 -> 21 script files, 264.4 -> 254.6 KB gzip with the shared-services split.
      // `lib-mui-ui` holds what every page draws: shared-ui's building blocks (shared-ui/src/mui.ts and the
      // product card's Card and icons), the header, sidebar and footer's MUI parts and icons, and the
      // small helpers they share (react-is, Babel's helpers, TransitionGroup for the ripple), which were eight
      // files of 0.2 to 12 KB with react-is and Babel's `extends` in two or three of them: home 21 -> 14
      // files, 248.6 -> 245.1 KB gzip. Only modules on every page belong in it: a module named here is loaded
      // by every page even where nothing uses it.
      override: { minSize: 2000 },
      forceSplitting: {
        'lib-mui-core':
          /node_modules[\\/](@mui[\\/](utils|system|styled-engine|private-theming|material[\\/]esm[\\/](styles|utils|zero-styled|DefaultPropsProvider))|clsx)[\\/]/,
        'lib-mui-ui':
          /node_modules[\\/](react-is|@babel[\\/]runtime|react-transition-group[\\/]esm[\\/](TransitionGroup|TransitionGroupContext|utils[\\/]ChildMapping)\.js|@mui[\\/]material[\\/]esm[\\/](Box|Button|ButtonBase|ButtonGroup|useLazyRipple|CircularProgress|Divider|Grid|IconButton|Link|Paper|Skeleton|Stack|Typography|Alert|Card|CardActionArea|CardActions|CardContent|internal|locale|AppBar|Badge|CssBaseline|InitColorSchemeScript|List|ListItem|ListItemButton|ListItemText|ListItemSecondaryAction|Toolbar|useMediaQuery|SvgIcon|GlobalStyles|colors)[\\/]|@mui[\\/]icons-material[\\/]esm[\\/](ExpandMore|Facebook|Instagram|Menu|Search|ShoppingCartOutlined|Spa|Favorite|FavoriteBorder|Inventory2Outlined|ShareOutlined)\.js)/,
        'lib-react': /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
        'lib-emotion': /node_modules[\\/](@emotion[\\/]|stylis[\\/]|hoist-non-react-statics[\\/])/,
      },
    },
  },
  output: {
    assetPrefix: '/',
    distPath: { root: 'dist' },
    cleanDistPath: true,
    sourceMap: { js: process.env.BUILD_SOURCE_MAPS ? 'source-map' : false },
  },
  plugins: [
    pluginReact(),
    pluginCompressAssets(),
    pluginRouteModules(REMOTE_ROUTES),
    pluginModuleFederation({
      name: 'shell',
      remotes: {}, // registered at run time from runtime-config.json
      shared: createShared(__dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      // One MF runtime on the page: the remotes' production builds use this one (externalRuntime).
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
  ],
});
