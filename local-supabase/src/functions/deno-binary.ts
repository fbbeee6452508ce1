import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DenoMissingError extends Error {}

/** the package of the `deno` npm package's optional dependencies that carries this machine's binary */
function platformPackage(): string | undefined {
  const arch = os.arch();
  if (arch !== 'x64' && arch !== 'arm64') return undefined;
  const platform = os.platform();
  if (platform === 'linux') return `@deno/linux-${arch}-glibc`;
  if (platform === 'darwin' || platform === 'win32') return `@deno/${platform}-${arch}`;
  return undefined;
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * The Deno executable: `DENO_BIN` when set, else the binary the `deno` npm package brings. That package's
 * postinstall script copies the binary into it, but pnpm runs no dependency build scripts, so the binary
 * is looked up in the platform package (`@deno/linux-x64-glibc`, …) it depends on. Never `.bin/deno`: that
 * is a Node shim, one more process between the server and the function, and a signal to it does not
 * reach Deno.
 */
export function resolveDenoBinary(env: Record<string, string | undefined> = process.env): string {
  if (env.DENO_BIN) {
    if (isExecutable(env.DENO_BIN)) return env.DENO_BIN;
    throw new DenoMissingError(`DENO_BIN=${env.DENO_BIN} is not an executable file`);
  }
  const fileName = os.platform() === 'win32' ? 'deno.exe' : 'deno';
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve('deno/package.json'));
  } catch {
    throw new DenoMissingError(
      'Deno is missing: the `deno` package of @koperasi/local-supabase is not installed (run `pnpm install`)',
    );
  }
  const copied = path.join(packageDir, fileName);
  if (isExecutable(copied)) return copied;
  const target = platformPackage();
  if (!target) {
    throw new DenoMissingError(
      `Deno has no npm binary for ${os.platform()}-${os.arch()}: install Deno and set DENO_BIN to its path`,
    );
  }
  try {
    const targetDir = path.dirname(require.resolve(`${target}/package.json`, { paths: [packageDir] }));
    const binary = path.join(targetDir, fileName);
    if (isExecutable(binary)) return binary;
  } catch {
    // not installed: reported below
  }
  throw new DenoMissingError(
    `Deno is missing: ${target} (the optional dependency of the \`deno\` package that carries this machine's ` +
      'binary) is not installed; run `pnpm install`, or set DENO_BIN to a Deno executable',
  );
}
