import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import readline from 'node:readline';
import type { Readable } from 'node:stream';

export interface FunctionProcessLog {
  debug(message: string): void;
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export interface FunctionProcessOptions {
  deno: string;
  /** the arguments of `deno`, before which nothing is added */
  args: string[];
  cwd: string;
  /** the whole environment of the process; DENO_SERVE_ADDRESS is added */
  env: Record<string, string>;
  bootTimeoutMs: number;
  log: FunctionProcessLog;
}

export class FunctionBootError extends Error {}

/** how long to wait between two attempts to connect while the function starts */
const PROBE_INTERVAL_MS = 15;
/** after SIGTERM, how long a function gets to exit before SIGKILL */
const KILL_GRACE_MS = 2000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One Deno process serving one function on a local port: Deno.serve (and `export default { fetch }`)
 * listen where DENO_SERVE_ADDRESS says, whatever port the function asks for. `ready` settles once the
 * port accepts connections, or rejects with FunctionBootError when the process exits or stays silent
 * past the boot timeout. Counts the requests under way, so that a retired process (its sources changed)
 * ends after its last answer.
 */
export class FunctionProcess {
  readonly ready: Promise<void>;
  port = 0;
  /** settles when the process has exited (or will never start) */
  readonly ended: Promise<void>;
  private child: ChildProcess | undefined;
  private exited = false;
  private exitCode: string | undefined;
  private markExited!: () => void;
  private stopping = false;
  private retired = false;
  private inflight = 0;

  constructor(private readonly options: FunctionProcessOptions) {
    this.ended = new Promise((resolve) => {
      this.markExited = resolve;
    });
    this.ready = this.boot();
    // a boot failure is answered to whoever awaits ready; it must not surface as unhandled
    this.ready.catch(() => undefined);
  }

  /** false once the process has exited or is being stopped: a new request needs a new process */
  get usable(): boolean {
    return !this.exited && !this.stopping && !this.retired;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** a request starts; release() when its answer has been sent */
  acquire(): void {
    this.inflight++;
  }

  release(): void {
    this.inflight--;
    if (this.retired && this.inflight <= 0) void this.stop();
  }

  /** no new requests: stops after the requests under way */
  retire(): void {
    this.retired = true;
    if (this.inflight <= 0) void this.stop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child) {
      this.exited = true;
      this.markExited();
      return;
    }
    if (!this.exited) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), KILL_GRACE_MS);
      await this.ended;
      clearTimeout(force);
    }
  }

  private async boot(): Promise<void> {
    const { deno, args, cwd, env, bootTimeoutMs, log } = this.options;
    const deadline = Date.now() + bootTimeoutMs;
    this.port = await freePort();
    if (this.stopping) throw new FunctionBootError('stopped before it started');
    const child = spawn(deno, args, {
      cwd,
      env: { ...env, DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${this.port}` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.forwardLines(child.stdout, (line) => log.info(line));
    this.forwardLines(child.stderr, (line) => {
      if (line.startsWith('Listening on ')) log.debug(line);
      else if (line.startsWith('Download ')) log.info(line);
      else log.warn(line);
    });
    child.once('error', (error) => {
      log.error(`could not start deno: ${error.message}`);
      this.onExit('an error');
    });
    child.once('exit', (code, signal) => {
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (!this.stopping) log.error(`function process exited (${how})`);
      this.onExit(how);
    });
    while (!(await canConnect(this.port))) {
      if (this.exited) throw new FunctionBootError(`exited (${this.exitCode}) before listening`);
      if (Date.now() > deadline) {
        void this.stop();
        throw new FunctionBootError(`did not listen within ${bootTimeoutMs} ms`);
      }
      await sleep(PROBE_INTERVAL_MS);
    }
    if (this.exited) throw new FunctionBootError(`exited (${this.exitCode}) before listening`);
  }

  private onExit(how: string): void {
    if (this.exited) return;
    this.exited = true;
    this.exitCode = how;
    this.markExited();
  }

  private forwardLines(stream: Readable | null, write: (line: string) => void): void {
    if (!stream) return;
    readline.createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      if (line.trim() !== '') write(line);
    });
  }
}
