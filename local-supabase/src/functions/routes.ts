import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import type { Gateway } from '../gateway';
import { DenoMissingError } from './deno-binary';
import { FunctionError, functionErrors, sendFunctionError } from './function-error';
import type { FunctionProcess } from './function-process';
import { CallerGoneError, endToEndHeaders, forwardToFunction, FunctionTimeoutError } from './function-proxy';
import { FunctionsStoppedError, type EdgeFunction, type FunctionsRuntime } from './functions-runtime';

export const FUNCTIONS_PREFIX = '/functions/v1';

export interface FunctionsRoutesOptions {
  config: ServerConfig;
  gateway: Gateway;
  runtime: FunctionsRuntime;
}

/** verify_jwt: the Authorization bearer must be a JWT signed with the project's secret, of any role */
function jwtFailure(gateway: Gateway, authorization: string | undefined): FunctionError | undefined {
  if (!authorization) return functionErrors.noAuthHeader();
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match) return functionErrors.notBearer();
  return gateway.verify(match[1]!).ok ? undefined : functionErrors.invalidJwt();
}

/** the path a function sees, as on the hosted runtime: /<name>/<sub/path>?<query> */
function functionPath(url: string, name: string): string {
  return url.startsWith(`${FUNCTIONS_PREFIX}/`) ? url.slice(FUNCTIONS_PREFIX.length) : `/${name}`;
}

function bootFailure(error: unknown): FunctionError {
  if (error instanceof FunctionsStoppedError) return functionErrors.unavailable();
  if (error instanceof DenoMissingError) return new FunctionError(503, 'BOOT_ERROR', error.message);
  return functionErrors.bootError();
}

async function serveFunction(
  request: FastifyRequest,
  reply: FastifyReply,
  fn: EdgeFunction,
  { config, runtime }: FunctionsRoutesOptions,
): Promise<FastifyReply> {
  let running: FunctionProcess;
  try {
    running = await runtime.processFor(fn);
  } catch (error) {
    request.log.error({ err: error, function: fn.name }, `function ${fn.name} failed to boot`);
    return sendFunctionError(reply, bootFailure(error));
  }
  const headers = endToEndHeaders(request.headers);
  headers['x-forwarded-for'] = [request.headers['x-forwarded-for'], request.ip].filter(Boolean).join(', ');
  running.acquire();
  let answer: IncomingMessage;
  try {
    answer = await forwardToFunction({
      agent: runtime.agent,
      port: running.port,
      method: request.method,
      path: functionPath(request.url, fn.name),
      headers,
      body: request.raw,
      answer: reply.raw,
      timeoutMs: config.functionsTimeoutMs,
    });
  } catch (error) {
    running.release();
    if (error instanceof CallerGoneError) {
      // nobody to answer: fastify must not wait for a reply
      reply.hijack();
      return reply;
    }
    // a process that hangs or drops connections serves no one well: the next request gets a new one
    running.retire();
    if (error instanceof FunctionTimeoutError) {
      request.log.error(
        { function: fn.name },
        `function ${fn.name} did not answer within ${config.functionsTimeoutMs} ms`,
      );
      return sendFunctionError(reply, functionErrors.timeout());
    }
    request.log.error({ err: error, function: fn.name }, `function ${fn.name} failed`);
    return sendFunctionError(reply, functionErrors.workerError());
  }
  answer.once('close', () => running.release());
  reply.code(answer.statusCode ?? 502);
  for (const [name, value] of Object.entries(endToEndHeaders(answer.headers))) reply.header(name, value);
  return reply.send(answer);
}

/** /functions/v1/<name>[/<sub/path>], any method: the function's Deno.serve handler answers */
export function functionsRoutes(instance: FastifyInstance, options: FunctionsRoutesOptions): void {
  instance.removeAllContentTypeParsers();
  // no body is parsed: each one streams on to the function as it arrives
  instance.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const { name } = request.params as { name: string };
    const fn = options.runtime.find(name);
    if (!fn) return sendFunctionError(reply, functionErrors.notFound());
    if (fn.verifyJwt) {
      const failure = jwtFailure(options.gateway, request.headers.authorization);
      if (failure) return sendFunctionError(reply, failure);
    }
    return serveFunction(request, reply, fn, options);
  };
  instance.all('/:name', handler);
  instance.all('/:name/*', handler);
}
