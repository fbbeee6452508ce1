// The shell's production server as ops run it (`node shell/dist-server/server.mjs` with PORT and its
// environment file): health and readiness, its JSON request log, stateless answers from two instances, and a
// graceful shutdown on SIGTERM in the middle of a streamed page. Plain HTTP, against the production build and
// the remotes' origins of the harness; a stand-in Supabase answers the first screen's read when the test says.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { PORT_BASE, remoteVersion, ROOT, Servers, waitForPort } from './harness';
import { decode, get, productRow as row, type Reply } from './wire';

const SERVER = path.join(ROOT, 'shell', 'dist-server', 'server.mjs');
/** Two instances of the shell's server, beside this stack's own ports. */
const INSTANCE_PORTS = [PORT_BASE + 30, PORT_BASE + 31] as const;

const text = (reply: Reply): string => decode(reply).toString();

/**
 * A stand-in Supabase: GoTrue's health, and every REST read answered with `rows` once `gate()` lets it (at
 * once unless the test holds it).
 */
async function fakeSupabase(rows: unknown[]) {
  let gate: Promise<void> = Promise.resolve();
  const reads: string[] = [];
  const server = http.createServer((req, res) => {
    if (req.url === '/auth/v1/health')
      return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    reads.push(req.url ?? '');
    void gate.then(() => {
      res.writeHead(200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Range': `0-${rows.length - 1}/*`,
      });
      res.end(JSON.stringify(rows));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    reads,
    /** holds the reads from now on until the returned function is called */
    hold(): () => void {
      let release!: () => void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Instance {
  child: ChildProcess;
  url: string;
  /** the JSON lines it printed so far */
  lines: () => Array<Record<string, unknown>>;
  exited: Promise<number | null>;
}

async function startInstance(port: number, envFile: string): Promise<Instance> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, PORT: String(port), ENVIRONMENT_FILE: envFile },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await waitForPort(port, true);
  return {
    child,
    url: `http://localhost:${port}`,
    lines: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
  };
}

let servers: Servers;
let supabase: Awaited<ReturnType<typeof fakeSupabase>>;
let envFile: string;
const instances: Instance[] = [];

beforeAll(async () => {
  if (!fs.existsSync(SERVER)) throw new Error('build first: pnpm build');
  supabase = await fakeSupabase([row(2, 'Tuna Sirip Kuning'), row(1, 'Beras Organik')]);
  servers = new Servers();
  const config = JSON.parse(fs.readFileSync(servers.envFile, 'utf8')) as { supabase: object };
  fs.writeFileSync(
    servers.envFile,
    JSON.stringify({ ...config, supabase: { ...config.supabase, url: supabase.url } }),
  );
  envFile = servers.envFile;
  await servers.start('storefront', 'auth', 'backoffice');
  for (const port of INSTANCE_PORTS) instances.push(await startInstance(port, envFile));
}, 90_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await servers?.stop();
  await supabase?.close();
});

describe('health', () => {
  it('is up and ready with its remotes and Supabase answering, and says which part is not', async () => {
    const [one] = instances;
    const health = await get(`${one!.url}/healthz`);
    expect(health.status).toBe(200);
    const ready = await get(`${one!.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body.toString())).toMatchObject({
      status: 'ready',
      checks: [
        { name: 'environment', ok: true },
        { name: 'remote storefront', ok: true },
        { name: 'remote auth', ok: true },
        { name: 'remote backoffice', ok: true },
        { name: 'supabase', ok: true },
      ],
    });

    await servers.stop('backoffice');
    try {
      const notReady = await get(`${one!.url}/readyz`);
      expect(notReady.status).toBe(503);
      expect(JSON.parse(notReady.body.toString())).toMatchObject({
        status: 'not ready',
        failing: ['remote backoffice'],
      });
      // up all the same: it still serves the pages of the other remotes
      expect((await get(`${one!.url}/healthz`)).status).toBe(200);
    } finally {
      await servers.start('backoffice');
    }
  });
});

describe('request log', () => {
  it('prints one JSON line per request with its id, status, duration and remote versions, none for health checks', async () => {
    const [one] = instances;
    const before = one!.lines().length;
    const page = await get(`${one!.url}/products/2`, { 'X-Request-Id': 'uji-log-1' });
    expect(page.status).toBe(200);
    expect(page.headers['x-request-id']).toBe('uji-log-1');
    await get(`${one!.url}/healthz`);
    await get(`${one!.url}/readyz`);
    const missing = await get(`${one!.url}/static/js/tidak-ada.js`);
    expect(missing.status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const lines = one!.lines().slice(before);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'request',
        requestId: 'uji-log-1',
        method: 'GET',
        path: '/products/2',
        status: 200,
        durationMs: expect.any(Number),
        remotes: {
          storefront: remoteVersion('storefront'),
          auth: remoteVersion('auth'),
          backoffice: remoteVersion('backoffice'),
        },
      }),
      expect.objectContaining({
        msg: 'request',
        requestId: missing.headers['x-request-id'],
        path: '/static/js/tidak-ada.js',
        status: 404,
      }),
    ]);
  });

  it('refuses a path with dot segments or control characters with 400, and goes on serving', async () => {
    const [one] = instances;
    for (const target of ['/static/%2e%2e/%2e%2e/package.json', '/produk%00', '/%zz'])
      expect((await get(`${one!.url}${target}`)).status).toBe(400);
    expect((await get(`${one!.url}/`)).status).toBe(200);
  });
});

describe('stateless', () => {
  it('answers the same requests alike from two instances', async () => {
    const html = text(await get(`${instances[0]!.url}/`));
    const entry = /<script[^>]+src="(\/static\/js\/index\.[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    const requests: Array<[string, Record<string, string>]> = [
      ['/', { 'Accept-Encoding': 'br' }],
      ['/', { 'Accept-Encoding': 'identity' }],
      ['/products', {}],
      ['/products/2', { 'Accept-Encoding': 'gzip' }],
      ['/cart', { Cookie: 'koperasi_cart=2-1.1-3' }],
      ['/admin/products', {}],
      ['/auth/login', {}],
      ['/runtime-config.json', {}],
      [entry!, { 'Accept-Encoding': 'br' }],
      ['/favicon.svg', {}],
      ['/static/js/tidak-ada.js', {}],
    ];
    const compared = ['content-type', 'content-encoding', 'cache-control', 'etag', 'vary'];
    for (const [pathname, headers] of requests) {
      const [a, b] = await Promise.all(
        instances.map((instance) => get(`${instance.url}${pathname}`, headers)),
      );
      expect({ pathname, status: b!.status }).toEqual({ pathname, status: a!.status });
      expect(text(b!)).toBe(text(a!));
      for (const header of compared)
        expect([pathname, header, b!.headers[header]]).toEqual([pathname, header, a!.headers[header]]);
      // each answer is its own request
      expect(b!.headers['x-request-id']).not.toBe(a!.headers['x-request-id']);
    }
    // the pages were drawn from the database by both: the first screen is not a cache of one instance
    expect(text(await get(`${instances[1]!.url}/`))).toContain('Tuna Sirip Kuning');
  });
});

describe('shutdown', () => {
  it('finishes the page it is streaming when SIGTERM comes, refuses new connections, and exits 0', async () => {
    const instance = instances[1]!;
    const release = supabase.hold();
    const readsBefore = supabase.reads.length;
    const chunks: string[] = [];
    let firstPart!: () => void;
    const started = new Promise<void>((resolve) => (firstPart = resolve));
    const page = new Promise<{ status: number; complete: boolean }>((resolve, reject) => {
      http
        .get(`${instance.url}/`, { headers: { 'Accept-Encoding': 'identity' }, agent: false }, (res) => {
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk.toString());
            firstPart();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, complete: res.complete }));
          res.on('error', reject);
        })
        .on('error', reject);
    });
    await started;
    // the frame is out, the first screen waits for the held read
    while (supabase.reads.length === readsBefore) await new Promise((resolve) => setTimeout(resolve, 20));
    instance.child.kill('SIGTERM');
    // it no longer takes connections, while the page is still open
    await waitForPort(INSTANCE_PORTS[1], false);
    release();
    expect(await page).toEqual({ status: 200, complete: true });
    const html = chunks.join('');
    expect(html).toContain('Tuna Sirip Kuning');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(await instance.exited).toBe(0);
    const last = instance
      .lines()
      .filter((line) => line.msg === 'request')
      .at(-1);
    expect(last).toMatchObject({ path: '/', status: 200 });
    expect(last).not.toHaveProperty('aborted');
  });
});
