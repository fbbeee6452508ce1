/**
 * Serves the monolith build (e2e/bench/monolith/dist) as `npm start` serves the shell, beside a stack from the
 * harness, for the web bench and js-breakdown.
 */
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORT_BASE, ROOT, type Stack } from '../../src/harness';

export const MONOLITH_DIR = __dirname;
const MONOLITH_PORT = PORT_BASE + 10;

export async function startMonolith(stack: Stack): Promise<{ url: string; stop: () => Promise<void> }> {
  const serve = (await import(pathToFileURL(path.join(ROOT, 'tools', 'serve.mjs')).href)) as {
    shellHandler: (envFile: string, dir: string) => http.RequestListener;
  };
  const server = http.createServer(
    serve.shellHandler(stack.servers.envFile, path.join(MONOLITH_DIR, 'dist')),
  );
  await new Promise<void>((resolve) => server.listen(MONOLITH_PORT, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${MONOLITH_PORT}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
