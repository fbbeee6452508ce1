// What `npm start` and `npm test` both need before anything else, on a fresh clone: pnpm (the version the
// repository pins) and the workspace's packages. Uses only Node's standard library.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/**
 * The command that runs the pinned pnpm: the one on PATH when it is that version, otherwise through npx
 * (corepack cannot download package managers on these machines).
 */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim() === PNPM_VERSION) return ['pnpm'];
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/**
 * Installs the workspace exactly as the lockfile says. pnpm answers in a second or two when nothing changed,
 * so this runs every time: a clone whose lockfile moved since the last install gets the new packages.
 * Returns the pnpm command for the steps that follow; exits when the install fails.
 */
export function ensureInstalled() {
  const pnpm = pnpmCommand();
  const [command, ...args] = pnpm;
  const result = spawnSync(command, [...args, 'install', '--frozen-lockfile'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('\npnpm install --frozen-lockfile failed');
    process.exit(result.status ?? 1);
  }
  return pnpm;
}
