// `npm start` on a fresh clone: install what is missing, build every app for production, start the local
// Supabase server (seeded), serve each remote from its own origin and the shell on :3000.
// Uses only Node's standard library until the install is done.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureInstalled, ROOT } from './install.mjs';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function waitForPort(port, timeoutMs = 120000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.end();
        resolve();
      });
      socket.once('error', () => {
        if (Date.now() > deadline) reject(new Error(`port ${port} did not open`));
        else setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

const [pnpm, ...pnpmArgs] = ensureInstalled();
run(pnpm, [...pnpmArgs, '-r', '--workspace-concurrency=2', 'build']);

const supabase = spawn(pnpm, [...pnpmArgs, '--filter', '@koperasi/local-supabase', 'start'], {
  cwd: ROOT,
  stdio: 'inherit',
});
supabase.on('exit', (code) => {
  console.error(`local Supabase server stopped (${code})`);
  process.exit(code ?? 1);
});
await waitForPort(54321);

const { startServers, closeServer } = await import(pathToFileURL(path.join(ROOT, 'tools', 'serve.mjs')).href);
const servers = await startServers();
console.log('\nKoperasi Marketplace is running: open http://localhost:3000');
console.log('Local Supabase API: http://127.0.0.1:54321  (dev mailbox: /__dev/mail?to=<email>)');
console.log(
  'Demo accounts: admin@koperasi.test, penjual@koperasi.test, pembeli@koperasi.test / Koperasi#2024',
);

const stop = async () => {
  await Promise.all(Object.values(servers).map(closeServer));
  supabase.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
