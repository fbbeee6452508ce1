import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { logger, type RsbuildPlugin } from '@rsbuild/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|cjs|css|html|json|svg|txt|map|ico)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible file of
 * `dir`, as a static server serves them (shell/server/static-files.ts: sirv picks the copy the request accepts). A copy
 * that would not be smaller is not written, so the server sends that file as it is. Returns the files written.
 */
export async function compressDirectory(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  const written: string[] = [];
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const body = await fs.readFile(file);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        for (const [suffix, out] of [
          ['.br', br],
          ['.gz', gz],
        ] as const) {
          if (out.length >= body.length) continue;
          await fs.writeFile(file + suffix, out);
          written.push(file + suffix);
        }
      }),
  );
  return written;
}

/**
 * Precompressed copies of a production build (rsbuild build only; the dev server sends files as they are).
 * A small post-build step on node:zlib rather than a compression plugin dependency: the output folder is
 * final at onAfterBuild, and the static servers only need the files beside the originals.
 */
export function pluginCompressAssets(): RsbuildPlugin {
  return {
    name: 'koperasi:compress-assets',
    setup(api) {
      api.onAfterBuild(async () => {
        const started = Date.now();
        const written = await compressDirectory(api.context.distPath);
        logger.info(`wrote ${written.length} brotli/gzip copies in ${Date.now() - started} ms`);
      });
    },
  };
}
