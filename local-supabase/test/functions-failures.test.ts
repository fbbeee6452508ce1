/**
 * Edge Functions that fail: a process that exits mid-request, a handler that throws, a function slower
 * than the request timeout, one that cannot start. Each gets its JSON error and the next request a
 * working process; the server keeps serving. Function processes are started again when their sources
 * change, end with the server, and end by themselves when the server dies without closing.
 *
 * One server for the file, over a copy of test/fixtures/functions that the tests may change; the test
 * that closes it comes last.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DenoMissingError, resolveDenoBinary } from '../src/functions/deno-binary';
import { startTestServer, type TestServer } from './helpers/server';

const FIXTURES = path.join(__dirname, 'fixtures', 'functions');
const TIMEOUT_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process is gone within 30 s: a bound under the test's 60 s, not a wait (a loaded machine ends
 * a process late, a leak never). */
async function waitUntilGone(pid: number): Promise<boolean> {
  const deadline = Date.now() + 30_000;
  while (isRunning(pid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

async function pidOf(response: Response): Promise<number> {
  expect(response.status).toBe(200);
  const { pid } = (await response.json()) as { pid: number };
  pids.add(pid);
  return pid;
}

let functionsDir: string;
let server: TestServer;
/** every function process the tests saw */
const pids = new Set<number>();

beforeAll(async () => {
  functionsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'koperasi-functions-'));
  fs.cpSync(FIXTURES, functionsDir, { recursive: true });
  server = await startTestServer({
    config: {
      functionsDir,
      functionsConfigToml: path.join(functionsDir, 'config.toml'),
      functionsEnvFile: path.join(functionsDir, '.env'),
      functionsTimeoutMs: TIMEOUT_MS,
    },
  });
});

afterAll(async () => {
  await server?.stop();
  for (const pid of pids) if (isRunning(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(functionsDir, { recursive: true, force: true });
});

const call = (route: string, init: RequestInit = {}) =>
  fetch(`${server.url}/functions/v1/${route}`, {
    ...init,
    headers: { apikey: server.anonKey, authorization: `Bearer ${server.anonKey}`, ...init.headers },
  });

describe('a failing function', () => {
  const failed = async (response: Response, status: number, code: string, message: string) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('sb-error-code')).toBe(code);
    expect(await response.json()).toEqual({ code, message });
  };

  it('answers 500 when its process exits mid-request, and the next request gets a new process', async () => {
    const before = await pidOf(await call('crash'));
    await failed(
      await call('crash/exit', { method: 'POST', body: 'x' }),
      500,
      'WORKER_ERROR',
      'Function exited due to an error (please check logs)',
    );
    const after = await pidOf(await call('crash'));
    expect(after).not.toBe(before);
    expect(await waitUntilGone(before)).toBe(true);
  });

  it("passes on Deno's 500 for a handler that throws, and keeps the process", async () => {
    const before = await pidOf(await call('crash'));
    const response = await call('crash/throw');
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Internal Server Error');
    expect(await pidOf(await call('crash'))).toBe(before);
  });

  it('answers 504 when it does not answer in time, and the next request gets a new process', async () => {
    const before = await pidOf(await call('slow'));
    const started = Date.now();
    await failed(
      await call('slow/hang'),
      504,
      'IDLE_TIMEOUT',
      'Function did not respond within the request timeout (please check logs)',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
    const after = await pidOf(await call('slow'));
    expect(after).not.toBe(before);
    expect(await waitUntilGone(before)).toBe(true);
  });

  it('keeps the process when a caller leaves before the answer', async () => {
    const before = await pidOf(await call('slow'));
    const leaving = new AbortController();
    setTimeout(() => leaving.abort(), 200);
    await expect(call('slow/hang', { signal: leaving.signal })).rejects.toThrow();
    expect(await pidOf(await call('slow'))).toBe(before);
  });

  it('answers 503 when it cannot start, each time it is called', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      await failed(await call('broken'), 503, 'BOOT_ERROR', 'Worker failed to boot (please check logs)');
    }
  });

  it('leaves the rest of the server serving', async () => {
    const response = await fetch(`${server.url}/rest/v1/categories?select=id&limit=1`, {
      headers: { apikey: server.anonKey },
    });
    expect(response.status).toBe(200);
    expect(await pidOf(await call('crash'))).toBeGreaterThan(0);
  });
});

describe('function processes', () => {
  it('start again when their sources change, the old one finishing first', async () => {
    const entry = path.join(functionsDir, 'versi', 'index.ts');
    const write = (version: number) =>
      fs.writeFileSync(entry, `Deno.serve(() => Response.json({ version: ${version}, pid: Deno.pid }));\n`);
    const versionOf = async () => {
      const response = await call('versi');
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { version: number; pid: number };
      pids.add(answer.pid);
      return answer;
    };
    fs.mkdirSync(path.dirname(entry));
    write(1);
    const first = await versionOf();
    expect(first.version).toBe(1);
    // the sources are looked at once a second at most
    await sleep(1100);
    write(2);
    const second = await versionOf();
    expect(second.version).toBe(2);
    expect(await waitUntilGone(first.pid)).toBe(true);
  });

  it('end by themselves when the server dies without closing', async () => {
    const deno = resolveDenoBinary();
    // a parent that starts a function the way the server does, then is killed
    const parentScript = `
      const { spawn } = require('node:child_process');
      const [deno, preload, entry] = process.argv.slice(1);
      const child = spawn(deno, ['run', '--no-prompt', '--allow-net', '--no-config', '--preload', preload, entry], {
        env: { ...process.env, DENO_SERVE_ADDRESS: 'tcp:127.0.0.1:0', NO_COLOR: '1' },
        stdio: 'ignore',
      });
      console.log(child.pid);
      setInterval(() => undefined, 1000);
    `;
    const parent = spawn(
      process.execPath,
      [
        '-e',
        parentScript,
        deno,
        path.join(__dirname, '..', 'src', 'functions', 'deno-preload.ts'),
        path.join(FIXTURES, 'slow', 'index.ts'),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const pid = await new Promise<number>((resolve, reject) => {
      parent.stdout.once('data', (data: Buffer) => resolve(Number(data.toString().trim())));
      parent.once('error', reject);
    });
    try {
      await sleep(500);
      expect(isRunning(pid)).toBe(true);
      parent.kill('SIGKILL');
      expect(await waitUntilGone(pid)).toBe(true);
    } finally {
      parent.kill('SIGKILL');
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
  });
});

describe('the Deno binary', () => {
  it('comes with the deno package, without its install script', () => {
    const deno = resolveDenoBinary({});
    expect(path.basename(deno)).toMatch(/^deno(\.exe)?$/);
    expect(() => fs.accessSync(deno, fs.constants.X_OK)).not.toThrow();
  });

  it('is refused with a clear message when DENO_BIN names no executable', () => {
    expect(() => resolveDenoBinary({ DENO_BIN: '/tidak/ada/deno' })).toThrow(DenoMissingError);
    expect(() => resolveDenoBinary({ DENO_BIN: '/tidak/ada/deno' })).toThrow(/DENO_BIN/);
  });
});

describe('closing the server', () => {
  it('ends every function process', async () => {
    await pidOf(await call('public-echo'));
    const running = [...pids].filter(isRunning);
    expect(running.length).toBeGreaterThanOrEqual(3);
    await server.stop();
    expect(running.filter(isRunning)).toEqual([]);
  });
});
