// The shell's production server: `node shell/dist-server/server.mjs` (or `pnpm --filter @koperasi/shell
// serve`), with PORT (default 3000), ENVIRONMENT (default local) and its environment file,
// deploy/environments/<ENVIRONMENT>.json unless ENVIRONMENT_FILE names another, as its only inputs.
// Built into that one file by rsbuild.server.config.ts; tools/serve.mjs imports it to run the whole
// product locally (each remote's origin beside it).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readEnvironment } from './environment';
import { readiness } from './health';
import { createLogger, type Logger } from './log';
import { createService, type Service, type ServiceLimits } from './service';
import { shellHandler } from './shell-handler';
import { remoteHandler } from './static-files';

export { createLogger, type Logger } from './log';
export { createService, DEFAULT_LIMITS, type Service } from './service';
export { shellHandler } from './shell-handler';
export { remoteHandler } from './static-files';

/** The repository this file was built in: shell/dist-server/server.mjs is two folders below it. */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SHELL_DIST = path.join(ROOT, 'shell', 'dist');
export const PUBLIC_DIR = path.join(ROOT, 'tools', 'public');

export interface ShellServerOptions {
  envFile: string;
  port: number;
  host?: string;
  /** another build of the shell (the benchmark's monolith) */
  distDir?: string;
  /** 'remotes' (default): the pinned remotes' modules draw the first screen; null: none */
  firstScreen?: 'remotes' | null;
  log?: Logger;
  limits?: Partial<ServiceLimits>;
}

/** Starts the shell's server; resolves once it listens. */
export async function startShellServer({
  envFile,
  port,
  host,
  distDir = SHELL_DIST,
  firstScreen = 'remotes',
  log = createLogger(),
  limits,
}: ShellServerOptions): Promise<Service> {
  const handler = shellHandler({
    envFile,
    distDir,
    publicDir: distDir,
    firstScreen,
    reportError: (message, error, fields) => log.error(message, error, fields),
  });
  // takes traffic once it knows the pinned remotes (or knows they do not answer): a new instance behind a
  // load balancer answers its first page as the others do
  await handler.warmed;
  const service = createService({
    handler,
    readiness: () => readiness(envFile),
    log,
    ...(limits ? { limits } : {}),
  });
  await service.listen(port, host);
  return service;
}

/** A remote's origin for local runs, as a CDN serves dist/<name>/ in production. */
export async function startRemoteOrigin(
  name: string,
  port: number,
  host?: string,
  log: Logger = createLogger(),
  /** RELEASE_DIR: the local release origin, whose <name>/ folder is served first */
  releaseDir?: string,
): Promise<Service> {
  const handler = remoteHandler(
    path.join(ROOT, name, 'dist', name),
    PUBLIC_DIR,
    releaseDir && path.join(releaseDir, name),
  );
  const service = createService({
    handler,
    // a static origin is ready when it listens
    readiness: () => Promise.resolve({ ready: true, checks: [] }),
    // a static origin logs only its errors
    log: { ...log, request: () => {} },
    methods: ['GET', 'HEAD', 'OPTIONS'],
  });
  await service.listen(port, host);
  return service;
}

/** The environment file the process was given. */
export function environmentFile(env: NodeJS.ProcessEnv = process.env): string {
  if (env.ENVIRONMENT_FILE) return path.resolve(env.ENVIRONMENT_FILE);
  const name = env.ENVIRONMENT ?? 'local';
  if (!/^[a-z0-9][a-z0-9-]*$/.test(name)) throw new Error(`ENVIRONMENT must be a name like "dev": ${name}`);
  return path.join(ROOT, 'deploy', 'environments', `${name}.json`);
}

async function main() {
  const log = createLogger();
  const port = Number(process.env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT is not a port: ${process.env.PORT}`);
  const envFile = environmentFile();
  // a wrong or missing field stops the start, named (deploy/environment.schema.json)
  const environment = await readEnvironment(envFile, { strict: true });
  if (!environment.ok) throw new Error(environment.error);
  const service = await startShellServer({ envFile, port, log });
  log.info('listening', { port, environmentFile: envFile, pid: process.pid });
  let signalled = false;
  const stop = (signal: string) => {
    if (signalled) return;
    signalled = true;
    log.info('shutting down', { signal });
    void service.shutdown().then(() => {
      log.info('stopped', { signal });
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    createLogger().error('server did not start', error);
    process.exit(1);
  });
}
