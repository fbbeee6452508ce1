// Serves the monolith build in a process of its own, as tools/serve.mjs serves the shell (one process per
// origin): the bench's process, busy driving the browser, must not delay the monolith's answers.
//   node serve.mjs <environment file> <dist folder> <port>
import http from 'node:http';
import { shellHandler } from '../../../tools/serve.mjs';

const [envFile, dir, port] = process.argv.slice(2);
const server = http.createServer(shellHandler(envFile, dir));
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
