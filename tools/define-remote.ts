import { defineConfig, type RsbuildConfigSyncFn } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createShared } from './mf-shared';
import { mfRuntimeEsmAliases } from './mf-runtime-esm';
import { pluginCompressAssets } from './compress-assets';
import { runtimeConfigMiddleware } from './runtime-config-middleware';

export interface RemoteOptions {
  /** the remote's folder (__dirname of its rsbuild.config.ts) */
  dir: string;
  name: 'storefront' | 'auth' | 'backoffice';
  port: number;
  /** the remote's route list (route-list.ts): one exposed route module per route */
  routes: readonly ListedRoute[];
  /** exposed name -> source file (the remote's exposes.ts) */
  exposes: Record<string, string>;
}

/** What the build reads of a route (tools/ cannot resolve the workspace packages' RouteDefinition type). */
interface ListedRoute {
  path: string;
  module: string;
}

/** The Module Federation exposes of a route list: each route's module, from its source file. */
export function exposesOf(
  routes: readonly ListedRoute[],
  exposes: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    routes.map(({ module, path }) => {
      const file = exposes[module];
      if (!file) throw new Error(`exposes.ts has no source file for ${module} (route ${path})`);
      return [`./${module}`, file];
    }),
  );
}

/** The version a remote's build publishes: REMOTE_VERSION, or its package's version. */
export function remoteVersion(dir: string): string {
  return (
    process.env.REMOTE_VERSION ??
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    (require(`${dir}/package.json`) as { version: string }).version
  );
}

/**
 * The build of a remote: a versioned output (dist/<name>/<version>/ with mf-manifest.json) that works from
 * any URL (assetPrefix 'auto': with Rsbuild's default '/', the manifest would point the host at its own
 * origin for the remote's chunks), plus a standalone dev page on its own port.
 * REMOTE_VERSION overrides the package version (to publish a second version beside the first).
 */
export function defineRemote({ dir, name, port, routes, exposes }: RemoteOptions): RsbuildConfigSyncFn {
  const version = remoteVersion(dir);
  return defineConfig(({ command }) => ({
    // the favicon (tools/public) for the standalone page; in production the remote's origin serves it from
    // there too (shell/server)
    server: {
      port,
      historyApiFallback: true,
      setup: runtimeConfigMiddleware('dev'),
      publicDir: { name: '../tools/public', copyOnBuild: false },
    },
    // Lazy compilation of the standalone page's dynamic imports raced Module Federation's chunk loading on
    // the first visit ("ChunkVersionError: Chunk is from another build", blank page): compile everything at start.
    dev: { lazyCompilation: false },
    html: { template: '../tools/index.html' },
    resolve: { alias: mfRuntimeEsmAliases(dir) },
    source: { define: { __REMOTE_VERSION__: JSON.stringify(version) } },
    output: {
      assetPrefix: 'auto',
      distPath: { root: `dist/${name}/${version}` },
      cleanDistPath: true,
      sourceMap: { js: process.env.BUILD_SOURCE_MAPS ? 'source-map' : false },
    },
    plugins: [
      pluginReact(),
      pluginCompressAssets(),
      pluginModuleFederation({
        name,
        exposes: exposesOf(routes, exposes),
        shared: createShared(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        // Production builds use the shell's Module Federation runtime instead of carrying their own copy;
        // the dev server keeps its own so the standalone page still runs alone.
        ...(command === 'build'
          ? {
              experiments: {
                externalRuntime: true,
                optimization: { disableSnapshot: true, disableRemote: true, target: 'web' as const },
              },
            }
          : {}),
      }),
    ],
  }));
}
