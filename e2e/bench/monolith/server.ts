/**
 * Serves the monolith build (e2e/bench/monolith/dist) as `npm start` serves the shell, beside a stack from the
 * harness, for the web bench and js-breakdown: the shell's production server (shell/server) in a process of its own, as the
 * harness serves the federated build, so neither build's answers wait for the bench's own process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PORT_BASE, waitForPort, type Stack } from '../../src/harness';

export const MONOLITH_DIR = __dirname;
const MONOLITH_PORT = PORT_BASE + 10;

export async function startMonolith(stack: Stack): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [
      path.join(MONOLITH_DIR, 'serve.mjs'),
      stack.servers.envFile,
      path.join(MONOLITH_DIR, 'dist'),
      String(MONOLITH_PORT),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPort(MONOLITH_PORT, true, 60_000);
  return {
    url: `http://localhost:${MONOLITH_PORT}`,
    stop: async () => {
      child.kill('SIGTERM');
      await waitForPort(MONOLITH_PORT, false);
    },
  };
}
