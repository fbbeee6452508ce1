// The HTTP service around a handler: request ids and one JSON log line per request, limits on what a
// request may be, /healthz and /readyz, and a graceful shutdown that finishes the pages being streamed.
import crypto from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readiness } from './health';
import type { Logger } from './log';
import type { RequestNotes } from './shell-handler';

export type ServiceHandler = (req: IncomingMessage, res: ServerResponse, notes: RequestNotes) => unknown;

export interface ServiceLimits {
  /** the most a request may take to send its headers (slowloris): then 408 */
  headersTimeoutMs: number;
  /** the most a request may take to arrive whole: then 408 */
  requestTimeoutMs: number;
  /** the largest request header block: then 431 */
  maxHeaderBytes: number;
  /** the largest request body (the shell's origin takes none but a form's): then 413 */
  maxBodyBytes: number;
  /** the longest a shutdown waits for the pages being sent */
  shutdownGraceMs: number;
}

export const DEFAULT_LIMITS: ServiceLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  maxHeaderBytes: 16 * 1024,
  maxBodyBytes: 64 * 1024,
  shutdownGraceMs: 10_000,
};

export interface ServiceOptions {
  handler: ServiceHandler;
  readiness: () => Promise<Readiness>;
  log: Logger;
  limits?: Partial<ServiceLimits>;
  /** the methods the handler answers (others get 405) */
  methods?: readonly string[];
}

export interface Service {
  server: http.Server;
  listen(port: number, host?: string): Promise<AddressInfo>;
  /** Stops accepting, lets the responses in flight finish (at most shutdownGraceMs), then closes. */
  shutdown(): Promise<void>;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why a request target is refused (400), or undefined: not origin-form, bad escapes, `..`, controls. */
export function badTarget(target: string): string | undefined {
  if (!target.startsWith('/') || target.startsWith('//')) return 'not a path';
  const raw = target.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return 'malformed percent-encoding';
  }
  if (CONTROL.test(target) || CONTROL.test(decoded)) return 'control characters';
  if (decoded.split(/[/\\]/).some((segment) => segment === '..' || segment === '.')) return 'dot segments';
  return undefined;
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: http.OutgoingHttpHeaders = {},
) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

export function createService({
  handler,
  readiness,
  log,
  limits: ownLimits = {},
  methods = ['GET', 'HEAD'],
}: ServiceOptions): Service {
  const limits = { ...DEFAULT_LIMITS, ...ownLimits };
  let stopping: Promise<void> | undefined;
  /** responses being sent: a shutdown waits for them */
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;

  const server = http.createServer(
    {
      maxHeaderSize: limits.maxHeaderBytes,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // how often Node looks for requests past those timeouts (30 s by default: a slow request held that long)
      connectionsCheckingInterval: Math.max(50, Math.min(1000, limits.headersTimeoutMs / 2)),
    },
    (req, res) => void respond(req, res),
  );
  // Node answers 408 itself for a request that outlasts its timeouts, 431 for headers over the limit, 400 for
  // one it cannot parse; nothing crashes on a broken socket.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = http.STATUS_CODES[status] ?? 'Bad Request';
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });

  const tooLarge = (res: ServerResponse) =>
    sendJson(
      res,
      413,
      { error: 'payload_too_large', message: `A request body may hold ${limits.maxBodyBytes} bytes` },
      { Connection: 'close' },
    );

  async function respond(req: IncomingMessage, res: ServerResponse) {
    const started = performance.now();
    const given = req.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    res.setHeader('X-Request-Id', requestId);
    if (stopping) res.setHeader('Connection', 'close');
    const target = req.url ?? '/';
    const pathname = target.split('?', 1)[0] ?? '/';

    if (pathname === '/healthz' || pathname === '/readyz') {
      req.resume();
      if (pathname === '/healthz') return sendJson(res, 200, { status: 'ok' });
      if (stopping) return sendJson(res, 503, { status: 'shutting down', checks: [] });
      try {
        const { ready, checks } = await readiness();
        const failing = checks.filter((check) => !check.ok).map((check) => check.name);
        return sendJson(res, ready ? 200 : 503, {
          status: ready ? 'ready' : 'not ready',
          ...(failing.length ? { failing } : {}),
          checks,
        });
      } catch (error) {
        log.error('readiness check failed', error, { requestId });
        return sendJson(res, 503, { status: 'not ready', failing: ['readiness'], checks: [] });
      }
    }

    const notes: RequestNotes = {};
    inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      log.request({
        requestId,
        method: req.method ?? '',
        path: pathname,
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        ...(notes.remotes ? { remotes: notes.remotes } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      });
      if (inFlight.size === 0) drained?.();
    });

    const bad = badTarget(target);
    if (bad) return sendJson(res, 400, { error: 'bad_request', message: `Invalid request path: ${bad}` });
    if (!methods.includes(req.method ?? ''))
      return sendJson(
        res,
        405,
        { error: 'method_not_allowed', message: `${req.method} is not allowed here` },
        { Allow: methods.join(', ') },
      );
    const length = Number(req.headers['content-length'] ?? 0);
    if (!Number.isFinite(length) || length > limits.maxBodyBytes) {
      tooLarge(res);
      return;
    }
    // a body the handler does not read: drained, and cut off past the limit (chunked, without a length)
    let received = 0;
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes && !res.headersSent) {
        tooLarge(res);
        req.destroy();
      } else if (received > limits.maxBodyBytes) req.destroy();
    });

    try {
      await handler(req, res, notes);
    } catch (error) {
      log.error('request failed', error, { requestId, method: req.method, path: pathname });
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: 'Internal error', requestId });
      else res.destroy();
    }
  }

  return {
    server,
    listen(port, host = '0.0.0.0') {
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server.address() as AddressInfo);
        });
      });
    },
    shutdown() {
      stopping ??= new Promise<void>((resolve) => {
        const closed = new Promise<void>((done) => server.close(() => done()));
        server.closeIdleConnections();
        const all = new Promise<void>((done) => {
          drained = done;
          if (inFlight.size === 0) done();
        });
        const deadline = setTimeout(() => server.closeAllConnections(), limits.shutdownGraceMs);
        void all.then(() => {
          // the responses are done: keep-alive connections that stay open would hold the close
          server.closeIdleConnections();
          setImmediate(() => server.closeAllConnections());
        });
        // closed, and every response's log line written
        void Promise.all([closed, all]).then(() => {
          clearTimeout(deadline);
          resolve();
        });
      });
      return stopping;
    },
  };
}
