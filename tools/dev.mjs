// `pnpm dev`: the local Supabase server and every app's Rsbuild dev server (hot reload), shell on :3000.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = spawn(
  'pnpm',
  [
    '-r',
    '--parallel',
    '--filter',
    '!@koperasi/e2e',
    '--filter',
    '!@koperasi/shared-ui',
    '--filter',
    '!@koperasi/shared-services',
    'dev',
  ],
  {
    cwd: ROOT,
    stdio: 'inherit',
  },
);
child.on('exit', (code) => process.exit(code ?? 0));
process.on('SIGINT', () => child.kill('SIGINT'));
