import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import type { CallerFailure, Gateway } from '../gateway';
import { parseJsonText } from '../http/body-errors';
import { PostgrestError, type RestRequest } from '../rest/contract';
import {
  handleRest,
  requestSearchPath,
  toPostgrestError,
  type RestOptions,
  type SchemaCache,
} from '../rest/index';

export interface RestRouteDeps {
  gateway: Gateway;
  db: Database;
  schemaCache: () => SchemaCache;
  jsonBodyLimit: number;
  /** config.toml's [api] settings (max_rows, schemas) */
  api?: RestOptions;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'] as const;

export function sendPostgrestError(reply: FastifyReply, error: PostgrestError): FastifyReply {
  for (const [name, value] of Object.entries(error.extraHeaders)) reply.header(name, value);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(error.toBody()));
}

/** PostgREST's answers to a token the gateway refused: 401 PGRST303 when expired, else 401 PGRST301 */
export function jwtFailureError(failure: CallerFailure): PostgrestError {
  if (failure.reason === 'expired') {
    return new PostgrestError(401, 'PGRST303', 'JWT expired', null, null, {
      'WWW-Authenticate': 'Bearer error="invalid_token", error_description="JWT expired"',
    });
  }
  if (failure.reason === 'invalid_role') {
    return new PostgrestError(401, '22023', `role "${failure.role}" does not exist`);
  }
  const message =
    failure.message === 'signature is invalid'
      ? 'JWSError JWSInvalidSignature'
      : 'JWSError (CompactDecodeError Invalid number of parts: Expected 3 parts; got 1)';
  return new PostgrestError(401, 'PGRST301', message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message.replace(/"/g, "'")}"`,
  });
}

function headerMap(request: FastifyRequest): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function decodePath(raw: string): string {
  return raw
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');
}

export function restRoutes(app: FastifyInstance, deps: RestRouteDeps): void {
  const { gateway, db } = deps;

  // Bodies are read as text and parsed here, so an invalid one becomes PGRST102 (not fastify's error)
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'string', bodyLimit: deps.jsonBodyLimit },
    (_request, body, done) => {
      try {
        done(null, parseJsonText(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );

  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'OPTIONS') return;
    const apiKey = gateway.apiKeyOf(request.headers);
    if (!apiKey) return reply.code(401).send({ message: 'No API key found in request' });
  });

  app.route({
    method: [...METHODS],
    url: '/*',
    handler: async (request, reply) => {
      const caller = gateway.resolveCaller(request.headers);
      if (!caller.ok) return sendPostgrestError(reply, jwtFailureError(caller));
      const auth = { role: caller.role, claims: caller.claims };
      const queryStart = request.url.indexOf('?');
      const rawPath = queryStart < 0 ? request.url : request.url.slice(0, queryStart);
      const rawQuery = queryStart < 0 ? '' : request.url.slice(queryStart + 1);
      const path = decodePath(rawPath.replace(/^\/rest\/v1\/?/, ''));
      const restRequest: RestRequest = {
        method: request.method as RestRequest['method'],
        path,
        query: new URLSearchParams(rawQuery),
        headers: headerMap(request),
        body: request.body,
      };
      const readOnly = request.method === 'GET' || request.method === 'HEAD';
      try {
        const response = await db.withRequestTransaction(
          auth,
          {
            method: request.method,
            path: `/${path}`,
            headers: request.headers,
            searchPath: requestSearchPath(restRequest, deps.api ?? {}),
          },
          { readOnly },
          (tx) => handleRest(restRequest, auth, tx, deps.schemaCache(), deps.api),
        );
        reply.code(response.status);
        for (const [name, value] of Object.entries(response.headers)) reply.header(name, value);
        if (response.body === null || request.method === 'HEAD') return reply.send();
        if (!response.headers['content-type'] && !response.headers['Content-Type']) {
          reply.type('application/json; charset=utf-8');
        }
        return reply.send(response.body);
      } catch (error) {
        const mapped = error instanceof PostgrestError ? error : toPostgrestError(error, auth.role);
        if (mapped.status >= 500) request.log.error({ err: error }, 'rest request failed');
        return sendPostgrestError(reply, mapped);
      }
    },
  });
}
