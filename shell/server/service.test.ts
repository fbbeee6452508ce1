/**
 * @jest-environment node
 */
import http from 'node:http';
import net from 'node:net';
import type { Readiness } from './health';
import type { Logger, RequestLog } from './log';
import { badTarget, createService, type Service, type ServiceHandler } from './service';

interface Logged {
  requests: RequestLog[];
  errors: Array<{ message: string; error: unknown }>;
}

function recorder(): Logger & Logged {
  const requests: RequestLog[] = [];
  const errors: Logged['errors'] = [];
  return {
    requests,
    errors,
    request: (fields) => requests.push(fields),
    info: () => {},
    error: (message, error) => errors.push({ message, error }),
  };
}

const ready: Readiness = { ready: true, checks: [{ name: 'environment', ok: true }] };

let service: Service | undefined;
afterEach(async () => {
  service?.server.closeAllConnections();
  await service?.shutdown();
  service = undefined;
});

async function start(
  handler: ServiceHandler,
  { readiness = () => Promise.resolve(ready), limits = {}, log = recorder() } = {},
) {
  service = createService({ handler, readiness, log, limits });
  const { port } = await service.listen(0, '127.0.0.1');
  return { base: `http://127.0.0.1:${port}`, port, log };
}

/** Sends raw bytes (a request fetch would normalise) and reads the answer until the server closes. */
function raw(port: number, request: string, { endAfterMs }: { endAfterMs?: number } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    socket.write(request);
    if (endAfterMs !== undefined) setTimeout(() => socket.end(), endAfterMs);
  });
}

const hello: ServiceHandler = (_req, res, notes) => {
  notes.remotes = { storefront: '1.2.0' };
  res.writeHead(200, { 'Content-Type': 'text/plain' }).end('halo');
};

describe('health checks', () => {
  it('answers /healthz while the process is up, and logs no health check', async () => {
    const { base, log } = await start(hello);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(log.requests).toEqual([]);
  });

  it('answers /readyz 503 naming the failing part', async () => {
    const { base } = await start(hello, {
      readiness: () =>
        Promise.resolve({
          ready: false,
          checks: [
            { name: 'environment', ok: true },
            {
              name: 'remote storefront',
              ok: false,
              url: 'http://cdn/1.0.0/mf-manifest.json',
              error: 'HTTP 404',
            },
          ],
        }),
    });
    const response = await fetch(`${base}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'not ready', failing: ['remote storefront'] });
  });
});

describe('request log', () => {
  it('writes one line per request with its id, also sent as X-Request-Id, and the remote versions used', async () => {
    const { base, log } = await start(hello);
    const response = await fetch(`${base}/products?page=2`);
    await response.text();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.requests).toEqual([
      {
        requestId: id,
        method: 'GET',
        path: '/products',
        status: 200,
        durationMs: expect.any(Number),
        remotes: { storefront: '1.2.0' },
      },
    ]);
  });

  it("keeps a caller's well-formed request id and replaces one that is not", async () => {
    const { base } = await start(hello);
    const kept = await fetch(base, { headers: { 'X-Request-Id': 'lb-7f3a.91' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.91');
    const replaced = await fetch(base, { headers: { 'X-Request-Id': 'a b<script>' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs an error with its stack and answers 500 without crashing', async () => {
    const { base, log } = await start(() => {
      throw new Error('rusak');
    });
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: 'internal' });
    expect(log.errors).toHaveLength(1);
    expect((log.errors[0]!.error as Error).stack).toContain('rusak');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('limits', () => {
  it.each([
    ['/../etc/passwd', 'dot segments'],
    ['/static/%2e%2e/%2e%2e/etc/passwd', 'dot segments'],
    ['/a/..%5c..%5cetc', 'dot segments'],
    ['/produk%00.html', 'control characters'],
    ['/%E0%A4%A', 'malformed percent-encoding'],
  ])('refuses %s with 400 (%s)', async (target, reason) => {
    expect(badTarget(target)).toBe(reason);
    const { port } = await start(hello);
    const answer = await raw(port, `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('accepts ordinary paths', () => {
    expect(badTarget('/products/12?q=ikan%20tuna')).toBeUndefined();
    expect(badTarget('/static/js/index.3f2a.js')).toBeUndefined();
  });

  it('answers 405 to a method the origin does not take', async () => {
    const { base } = await start(hello);
    const response = await fetch(`${base}/`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 413 to a body over the limit, by its length or as it arrives', async () => {
    const { port } = await start(hello, { limits: { maxBodyBytes: 1024 } });
    const byLength = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5000000\r\n\r\n`, {
      endAfterMs: 200,
    });
    expect(byLength).toMatch(/^HTTP\/1\.1 413 /);
    const handler = (_req: http.IncomingMessage, res: http.ServerResponse) =>
      setTimeout(() => res.end('ok'), 300);
    await service!.shutdown();
    const { port: chunkedPort } = await start(handler, { limits: { maxBodyBytes: 1024 } });
    const chunk = 'x'.repeat(4096);
    const chunked = await raw(
      chunkedPort,
      `GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${(4096).toString(16)}\r\n${chunk}\r\n0\r\n\r\n`,
      { endAfterMs: 500 },
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('answers 431 to headers over the limit', async () => {
    const { port } = await start(hello, { limits: { maxHeaderBytes: 2048 } });
    const answer = await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(8000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
  });

  it('answers 408 to a request whose headers never finish', async () => {
    const { port, base } = await start(hello, { limits: { headersTimeoutMs: 300, requestTimeoutMs: 600 } });
    const answer = await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });
});

describe('shutdown', () => {
  /** A page sent in two parts, the second `gapMs` after the first (a streamed page waiting for its data). */
  const streamed =
    (gapMs: number): ServiceHandler =>
    (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.write('<p>kepala</p>');
      const rest = setTimeout(() => res.end('<p>isi</p>'), gapMs);
      res.once('close', () => clearTimeout(rest));
    };

  function getWhole(url: string): Promise<{ status: number; body: string; complete: boolean }> {
    return new Promise((resolve) => {
      http
        .get(url, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete }));
          res.on('error', () => resolve({ status: res.statusCode ?? 0, body, complete: false }));
        })
        .on('error', () => resolve({ status: 0, body: '', complete: false }));
    });
  }

  it('stops accepting, finishes the page being streamed, then closes', async () => {
    const { base, port, log } = await start(streamed(400));
    const page = getWhole(`${base}/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopped = service!.shutdown();
    const answer = await page;
    expect(answer).toEqual({ status: 200, body: '<p>kepala</p><p>isi</p>', complete: true });
    await stopped;
    expect(log.requests).toHaveLength(1);
    expect(log.requests[0]).not.toHaveProperty('aborted');
    await expect(raw(port, 'GET / HTTP/1.1\r\nHost: x\r\n\r\n')).rejects.toThrow(/ECONNREFUSED/);
  });

  it('cuts a page still streaming after the grace period', async () => {
    // a page that would take longer than the test may: the shutdown ends it after 200 ms
    const { base, log } = await start(streamed(120_000), { limits: { shutdownGraceMs: 200 } });
    const page = getWhole(`${base}/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await service!.shutdown();
    const answer = await page;
    expect(answer.complete).toBe(false);
    expect(log.requests[0]).toMatchObject({ aborted: true });
  });
});
