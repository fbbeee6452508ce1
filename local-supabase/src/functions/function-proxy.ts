import http, {
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';

/** headers that belong to one connection, not to the request or answer passed on */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  // Node answers 100-continue to the caller itself; passed on, the request to the function would wait for one
  'expect',
]);

export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) kept[name] = value;
  }
  return kept;
}

export class FunctionTimeoutError extends Error {}

export class FunctionConnectionError extends Error {}

export class CallerGoneError extends Error {}

export interface ForwardOptions {
  agent: http.Agent;
  port: number;
  method: string;
  /** path and query as the function sees them: /<name>/<sub/path>?<query> */
  path: string;
  headers: OutgoingHttpHeaders;
  /** the caller's request, streamed to the function as it arrives */
  body: IncomingMessage;
  /** the answer to the caller: when it closes before the function answers, the caller has gone away */
  answer: ServerResponse;
  /** how long the function has to send its answer's status and headers */
  timeoutMs: number;
}

/**
 * Sends a request to a function process and resolves with its answer as soon as the status and headers
 * arrive; the body streams on. Rejects with FunctionTimeoutError when nothing arrives in time (the
 * request is abandoned), CallerGoneError when the caller leaves first, and FunctionConnectionError when
 * the process refuses or drops the connection.
 */
export function forwardToFunction(options: ForwardOptions): Promise<IncomingMessage> {
  const { agent, port, method, path, headers, body, answer, timeoutMs } = options;
  return new Promise((resolve, reject) => {
    const upstream = http.request({ agent, host: '127.0.0.1', port, method, path, headers });
    const timer = setTimeout(() => upstream.destroy(new FunctionTimeoutError()), timeoutMs);
    const abandon = () => {
      if (!upstream.destroyed) upstream.destroy(new CallerGoneError('the caller went away'));
    };
    answer.once('close', abandon);
    upstream.once('response', (response) => {
      clearTimeout(timer);
      answer.off('close', abandon);
      resolve(response);
    });
    upstream.once('error', (error) => {
      clearTimeout(timer);
      answer.off('close', abandon);
      body.unpipe(upstream);
      // what the caller still sends is read and dropped, so that the error answer can be written
      body.resume();
      reject(
        error instanceof FunctionTimeoutError || error instanceof CallerGoneError
          ? error
          : new FunctionConnectionError(error.message),
      );
    });
    body.pipe(upstream);
  });
}
