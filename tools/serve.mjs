// Runs the production build locally as ops deploy it: each remote from its own origin under /<version>/ (CORS
// on, immutable versioned files: what a CDN does in production) and the shell's production server
// (shell/server, built to shell/dist-server/server.mjs) with the environment file. `npm start` and the
// browser tests' remotes use it; the shell alone is `node shell/dist-server/server.mjs` (README: "Running in
// production").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = path.join(ROOT, 'shell', 'dist-server', 'server.mjs');
if (!fs.existsSync(SERVER)) {
  console.error(`${path.relative(ROOT, SERVER)} is missing: build first (pnpm build)`);
  process.exit(1);
}
const { startRemoteOrigin, startShellServer } = await import(pathToFileURL(SERVER).href);

// PORT_BASE moves every origin together (tests run stacks side by side): shell on the base, remotes after it.
const PORT_BASE = Number(process.env.PORT_BASE) || 3000;
export const REMOTE_PORTS = { storefront: PORT_BASE + 1, auth: PORT_BASE + 2, backoffice: PORT_BASE + 3 };
export const SHELL_PORT = PORT_BASE;

/**
 * Starts the remotes' origins and the shell's server. Returns the services by name so tests can stop one (a
 * remote that is down).
 * @param {{ envFile?: string, host?: string, shellPort?: number | null, remotePorts?: Record<string, number> }} options
 */
export async function startServers({
  envFile = path.join(ROOT, 'deploy', 'environments', `${process.env.KOPERASI_ENV ?? 'local'}.json`),
  host = '127.0.0.1',
  shellPort = SHELL_PORT,
  remotePorts = REMOTE_PORTS,
} = {}) {
  const servers = {};
  for (const [name, port] of Object.entries(remotePorts))
    // each remote's origin also serves what `pnpm release` published to RELEASE_DIR (default .releases/)
    servers[name] = await startRemoteOrigin(
      name,
      port,
      host,
      undefined,
      path.resolve(process.env.RELEASE_DIR ?? path.join(ROOT, '.releases')),
    );
  if (shellPort) servers.shell = await startShellServer({ envFile, port: shellPort, host });
  return servers;
}

/** Stops a service: the responses in flight finish first. */
export function closeServer(service) {
  return service.shutdown();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // SERVE_ONLY=storefront,shell starts a subset (tests stop one remote); KOPERASI_ENV_FILE pins another file.
  const only = process.env.SERVE_ONLY?.split(',');
  const servers = await startServers({
    ...(process.env.KOPERASI_ENV_FILE ? { envFile: path.resolve(process.env.KOPERASI_ENV_FILE) } : {}),
    ...(only
      ? {
          remotePorts: Object.fromEntries(
            Object.entries(REMOTE_PORTS).filter(([name]) => only.includes(name)),
          ),
          shellPort: only.includes('shell') ? SHELL_PORT : null,
        }
      : {}),
  });
  if (servers.shell) console.error(`Koperasi Marketplace: http://localhost:${SHELL_PORT}`);
  const stop = async () => {
    await Promise.all(Object.values(servers).map(closeServer));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
