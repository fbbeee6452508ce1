// Serves the monolith build in a process of its own with the shell's production server (shell/server), as
// the harness serves the federated build (one process per origin): the bench's process, busy driving the
// browser, must not delay the monolith's answers.
//   node serve.mjs <environment file> <dist folder> <port>
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const { startShellServer } = await import(
  pathToFileURL(path.join(ROOT, 'shell', 'dist-server', 'server.mjs')).href
);

const [envFile, distDir, port] = process.argv.slice(2);
const service = await startShellServer({
  envFile,
  distDir,
  port: Number(port),
  host: '127.0.0.1',
  log: { request() {}, info() {}, error: (message, error) => console.error(message, error) },
});
process.on('SIGTERM', () => void service.shutdown().then(() => process.exit(0)));
